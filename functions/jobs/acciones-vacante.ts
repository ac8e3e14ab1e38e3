// Consumer of the acciones-vacante queue (shared/colas.ts): one message = one bulk action on a
// vacancy's candidates to carry on (D190). A failure is thrown so SQS delivers the message again (the
// worker resumes at the last saved block); on the last delivery the action is marked fallida first.
import { jobHandler } from '../lib/colas/consumidor.js';
import { marcarLoteFallido, procesarLote } from '../lib/vacantes/lotes-proceso.js';

export const handler = jobHandler('acciones-vacante', {
  registro: 'Bulk action run',
  claves: (m) => ({ loteId: m.loteId }),
  procesar: procesarLote,
  abandonar: marcarLoteFallido,
});
