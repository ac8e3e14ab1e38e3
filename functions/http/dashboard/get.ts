// GET /api/dashboard?empresaId=: the figures of the global or the company dashboard.
import { routes } from '../../../shared/routes.js';
import { dashboard } from '../../lib/dashboard/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.dashboard, async ({ caller, query }) => ok(await dashboard(caller, query.empresaId)));
