// GET /api/entrevistas: the company's interviews, newest first (estado, candidatoId, q).
import { entrevistasList } from '../../../shared/routes/entrevistas.js';
import { listarEntrevistas } from '../../lib/entrevistas/consulta.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasList, async ({ tenant, query }) => ok(await listarEntrevistas(tenant, query)));
