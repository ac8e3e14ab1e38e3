// GET /api/candidatos: a page of the company's candidates, newest first, searchable.
import { candidatosList } from '../../../shared/routes/candidatos.js';
import { listarCandidatos } from '../../lib/candidatos/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosList, async ({ tenant, query }) => ok(await listarCandidatos(tenant, query)));
