// Consumer of the importar-datos queue (shared/colas.ts; D100): one message = one data import job to
// carry on. A failure is thrown so SQS delivers the message again (the worker resumes at the first
// block not saved); on the last delivery the job ends in error before the message goes to the DLQ.
// The templates' counts its rows moved (D168) are sent at the end of each run, done or not.
import { enviarACola } from '../lib/aws/sqs.js';
import { jobHandler } from '../lib/colas/consumidor.js';
import { marcarErrorImportacionDatos, procesarImportacionDatos } from '../lib/datos/importacion-trabajo.js';
import { enviarConteosDeEmpresa } from '../lib/servicios-hr/conteo.js';

export const handler = jobHandler('importar-datos', {
  registro: 'Data import run',
  claves: (m) => ({ importacionId: m.importacionId }),
  procesar: async (m, o) => {
    try {
      return await procesarImportacionDatos(m, o);
    } finally {
      await enviarConteosDeEmpresa(m.empresaId, enviarACola);
    }
  },
  abandonar: marcarErrorImportacionDatos,
});
