// GET /api/vacantes/{id}/comparar?candidatos=a,b: two to five of the vacancy's candidates side by side (D188).
import { vacantesComparar } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { compararCandidatos } from '../../lib/vacantes/comparar.js';

export const handler = httpHandler(vacantesComparar, async ({ tenant, params, query }) =>
  ok(await compararCandidatos(tenant, params.id, query.candidatos)),
);
