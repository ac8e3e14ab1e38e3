// GET /api/vacantes/{id}/lotes: the vacancy's latest bulk actions with their progress (D190).
import { vacantesLotesList } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarAccionesLote } from '../../lib/vacantes/lotes.js';

export const handler = httpHandler(vacantesLotesList, async ({ tenant, params }) => ok(await listarAccionesLote(tenant, params.id)));
