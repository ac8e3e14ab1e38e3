// GET /api/dashboard/plan?empresaId=: the company's plan for its admin — the trial's end, days left, the plans it may ask for (D164).
import { dashboardPlanGet } from '../../../shared/routes/dashboard.js';
import { httpHandler, ok } from '../../lib/http.js';
import { planDeEmpresa } from '../../lib/saas/cambio-plan.js';

export const handler = httpHandler(dashboardPlanGet, async ({ tenant }) => ok(await planDeEmpresa(tenant)));
