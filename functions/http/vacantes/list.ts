// GET /api/vacantes?empresaId=&estado=&cursor=: the company's vacancies, newest first, a page at a time.
import { vacantesList } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarVacantes } from '../../lib/vacantes/service.js';

export const handler = httpHandler(vacantesList, async ({ tenant, query }) => ok(await listarVacantes(tenant, query)));
