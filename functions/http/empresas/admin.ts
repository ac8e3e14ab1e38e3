// POST /api/empresas/{id}/admin: one more administrator for a company, with its credentials email.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { crearAdminEmpresa } from '../../lib/empresas/service.js';
import { created, httpHandler } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/profile.js';

export const handler = httpHandler(routes.empresasAdmin, async ({ caller, params, body }) =>
  created(toUsuario(await crearAdminEmpresa(caller, params.id, body)), msgEmpresas.adminCreado),
);
