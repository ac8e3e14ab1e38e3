// POST /api/vacantes/{id}/lotes: a bulk action on the vacancy's candidates, queued (202; D190).
import { vacantesLotesCreate } from '../../../shared/routes/vacantes.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { httpHandler } from '../../lib/http.js';
import { crearAccionLote } from '../../lib/vacantes/lotes.js';

export const handler = httpHandler(vacantesLotesCreate, async ({ caller, tenant, params, body }) => {
  const { lote, mensaje } = await crearAccionLote(caller, tenant, params.id, body, enviarACola);
  return { status: 202, data: lote, message: mensaje };
});
