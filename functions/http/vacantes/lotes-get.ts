// GET /api/vacantes/{id}/lotes/{loteId}: a bulk action's progress and a page of its results (D190).
import { vacantesLotesGet } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { leerAccionLote } from '../../lib/vacantes/lotes.js';

export const handler = httpHandler(vacantesLotesGet, async ({ tenant, params, query }) =>
  ok(await leerAccionLote(tenant, params.id, params.loteId, query.cursor)),
);
