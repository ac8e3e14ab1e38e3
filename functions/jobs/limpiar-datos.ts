// Consumer of the limpiar-datos queue (shared/colas.ts; D103): one message = one data clear job to
// carry on. A failure is thrown so SQS delivers the message again (the worker resumes from its saved
// phase and what is left); on the last delivery the job ends in error before the message goes to the DLQ.
// The templates' counts it gave back (D168) are sent at the end of each run, done or not.
import { consumidorDeDatos } from '../lib/datos/consumidor-datos.js';
import { marcarErrorLimpiezaDatos, procesarLimpiezaDatos } from '../lib/datos/limpieza-trabajo.js';

export const handler = consumidorDeDatos('limpiar-datos', {
  registro: 'Data clear run',
  claves: (m) => ({ limpiezaId: m.limpiezaId }),
  procesar: procesarLimpiezaDatos,
  abandonar: marcarErrorLimpiezaDatos,
});
