// GET /api/vacantes/{id}/candidatos: the vacancy's candidates with their stage (a board's column with ?etapa=).
import { vacantesCandidaturasList } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarCandidaturas } from '../../lib/vacantes/candidaturas.js';

export const handler = httpHandler(vacantesCandidaturasList, async ({ tenant, params, query }) =>
  ok(await listarCandidaturas(tenant, params.id, query)),
);
