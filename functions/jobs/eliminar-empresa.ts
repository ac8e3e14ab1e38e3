// Consumer of the eliminar-empresa queue (shared/colas.ts, docs/decisions/ D72): one message = one
// company deletion to carry on. A failure is thrown so SQS delivers the message again (the worker
// resumes at the saved phase); on the last delivery the deletion is marked fallida before the message
// goes to the dead-letter queue, so the Empresas screen says so and a new DELETE can start it again.
import { jobHandler } from '../lib/colas/consumidor.js';
import { marcarEliminacionFallida, procesarEliminacion } from '../lib/empresas/eliminar.js';

export const handler = jobHandler('eliminar-empresa', {
  registro: 'Company deletion run',
  claves: (m) => ({ eliminacionId: m.eliminacionId }),
  procesar: (m, o) => procesarEliminacion(m, o),
  abandonar: (m) => marcarEliminacionFallida(m),
});
