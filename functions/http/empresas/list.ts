// GET /api/empresas: every company for the superadmin (paginated, ?q= search); the own one for others.
import { routes } from '../../../shared/routes.js';
import { listarEmpresas } from '../../lib/empresas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.empresasList, async ({ caller, query }) => ok(await listarEmpresas(caller, query)));
