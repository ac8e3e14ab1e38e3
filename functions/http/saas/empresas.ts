// GET /api/saas/tenants: the companies with their usage figures and AI status, by cursor (superadmin, D97).
import { saasEmpresas } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarEmpresas } from '../../lib/saas/empresas.js';

export const handler = httpHandler(saasEmpresas, async ({ query }) => ok(await listarEmpresas(query)));
