// GET /api/entrevistas/{id}: one interview of the company.
import { entrevistasGet } from '../../../shared/routes/entrevistas.js';
import { obtenerEntrevista } from '../../lib/entrevistas/consulta.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasGet, async ({ tenant, params }) => ok(await obtenerEntrevista(tenant, params.id)));
