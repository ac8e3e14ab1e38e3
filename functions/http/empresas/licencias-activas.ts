// GET /api/empresas/licencias-activas: active licences and companies, from the counters kept on write.
import { routes } from '../../../shared/routes.js';
import { licenciasActivas } from '../../lib/empresas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.empresasLicencias, async ({ caller }) => ok(await licenciasActivas(caller)));
