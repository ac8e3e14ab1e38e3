// GET /api/vacantes/{id}: one vacancy of the company, with the version an edit starts from.
import { vacantesGet } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { leerVacante } from '../../lib/vacantes/service.js';

export const handler = httpHandler(vacantesGet, async ({ tenant, params }) => ok(await leerVacante(tenant, params.id)));
