// GET /api/areas?empresaId=: the company's areas, each with its candidate count.
import { routes } from '../../../shared/routes.js';
import { listarAreas } from '../../lib/empresas/areas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.areasList, async ({ caller, query }) => ok(await listarAreas(caller, query.empresaId)));
