// Consumer of the importar-candidatos queue (shared/colas.ts): one message = one import to carry on.
// A failure is thrown so SQS delivers the message again (the worker resumes at the last saved block);
// on the last delivery the import is marked fallida before the message goes to the dead-letter queue.
import { marcarFallida, procesarImportacion } from '../lib/candidatos/importacion.js';
import { jobHandler } from '../lib/colas/consumidor.js';

export const handler = jobHandler('importar-candidatos', {
  registro: 'Import run',
  claves: (m) => ({ importacionId: m.importacionId }),
  procesar: procesarImportacion,
  abandonar: marcarFallida,
});
