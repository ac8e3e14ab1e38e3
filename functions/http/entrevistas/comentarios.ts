// GET /api/entrevistas/{id}/comentarios: the feedback's draft or what was sent, and the candidate's opinion after the decision (D173).
import { entrevistasComentarios } from '../../../shared/routes/entrevistas.js';
import { leerComentarios } from '../../lib/comentarios/lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasComentarios, async ({ tenant, params }) => ok(await leerComentarios(tenant, params.id)));
