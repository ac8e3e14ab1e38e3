// GET /api/candidatos/{id}: one candidate.
import { candidatosGet } from '../../../shared/routes/candidatos.js';
import { obtenerCandidato } from '../../lib/candidatos/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosGet, async ({ tenant, params }) => ok(await obtenerCandidato(tenant, params.id)));
