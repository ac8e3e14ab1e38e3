// Consumer of the importar-candidatos queue (shared/colas.ts): one message = one import to carry on.
// A failure is thrown so SQS delivers the message again (the worker resumes at the last saved block);
// on the last delivery the import is marked fallida before the message goes to the dead-letter queue.
import type { MensajeImportacion } from '../../shared/colas.js';
import { marcarFallida, procesarImportacion, type ResultadoProceso } from '../lib/candidatos/importacion.js';
import { consumidorReanudable } from '../lib/colas/consumidor.js';

export const handler = consumidorReanudable<MensajeImportacion, ResultadoProceso>({
  cola: 'importar-candidatos',
  registro: 'Import run',
  claves: (m) => ({ importacionId: m.importacionId }),
  procesar: procesarImportacion,
  abandonar: marcarFallida,
});
