// GET /api/entrevistas/{id}/ayuda: the candidate's adjustment requests and thread (D172).
import { entrevistasAyuda } from '../../../shared/routes/entrevistas.js';
import { ayudaDeEntrevista } from '../../lib/ayuda-candidato/lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasAyuda, async ({ tenant, params }) => ok(await ayudaDeEntrevista(tenant, params.id)));
