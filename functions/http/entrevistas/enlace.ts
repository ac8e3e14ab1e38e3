// GET /api/entrevistas/{id}/enlace: the candidate's public link, opened from its sealed copy.
import { entrevistasEnlace } from '../../../shared/routes/entrevistas.js';
import { enlaceEntrevista } from '../../lib/entrevistas/enlace.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasEnlace, async ({ tenant, params }) => ok(await enlaceEntrevista(tenant, params.id)));
