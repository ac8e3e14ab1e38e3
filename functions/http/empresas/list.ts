// GET /api/empresas: every company for the superadmin (paginated, ?q= search); the own one for others.
import { empresasList } from '../../../shared/routes/empresas.js';
import { listarEmpresas } from '../../lib/empresas/lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(empresasList, async ({ tenant, query }) => ok(await listarEmpresas(tenant, query)));
