// Consumer of the limpiar-datos queue (shared/colas.ts; D103): one message = one data clear job to
// carry on. A failure is thrown so SQS delivers the message again (the worker resumes from its saved
// phase and what is left); on the last delivery the job ends in error before the message goes to the DLQ.
// The templates' counts it gave back (D168) are sent at the end of each run, done or not.
import { enviarACola } from '../lib/aws/sqs.js';
import { jobHandler } from '../lib/colas/consumidor.js';
import { marcarErrorLimpiezaDatos, procesarLimpiezaDatos } from '../lib/datos/limpieza-trabajo.js';
import { enviarConteosDeEmpresa } from '../lib/servicios-hr/conteo.js';

export const handler = jobHandler('limpiar-datos', {
  registro: 'Data clear run',
  claves: (m) => ({ limpiezaId: m.limpiezaId }),
  procesar: async (m, o) => {
    try {
      return await procesarLimpiezaDatos(m, o);
    } finally {
      await enviarConteosDeEmpresa(m.empresaId, enviarACola);
    }
  },
  abandonar: marcarErrorLimpiezaDatos,
});
