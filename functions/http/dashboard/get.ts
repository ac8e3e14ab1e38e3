// GET /api/dashboard?empresaId=: the figures of the global or the company dashboard.
import { dashboardGet } from '../../../shared/routes/dashboard.js';
import { dashboard } from '../../lib/dashboard/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(dashboardGet, async ({ tenant }) => ok(await dashboard(tenant)));
