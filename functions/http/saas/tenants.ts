// GET /api/saas/tenants: the companies with their usage figures and AI status, by cursor (superadmin, D97).
import { saasTenants } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarTenants } from '../../lib/saas/tenants.js';

export const handler = httpHandler(saasTenants, async ({ query }) => ok(await listarTenants(query)));
