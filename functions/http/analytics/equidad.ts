// GET /api/analytics/equidad: the fairness monitor's rates and impact ratios, admins only (D175).
import { analyticsEquidad } from '../../../shared/routes/analytics.js';
import { monitorEquidad } from '../../lib/equidad/monitor.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(analyticsEquidad, async ({ tenant, query }) => ok(await monitorEquidad(tenant, query)));
