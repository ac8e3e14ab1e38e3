// Consumer of the importar-datos queue (shared/colas.ts; D100): one message = one data import job to
// carry on. A failure is thrown so SQS delivers the message again (the worker resumes at the first
// block not saved); on the last delivery the job ends in error before the message goes to the DLQ.
// The templates' counts its rows moved (D168) are sent at the end of each run, done or not.
import { consumidorDeDatos } from '../lib/datos/consumidor-datos.js';
import { marcarErrorImportacionDatos, procesarImportacionDatos } from '../lib/datos/importacion-trabajo.js';

export const handler = consumidorDeDatos('importar-datos', {
  registro: 'Data import run',
  claves: (m) => ({ importacionId: m.importacionId }),
  procesar: procesarImportacionDatos,
  abandonar: marcarErrorImportacionDatos,
});
