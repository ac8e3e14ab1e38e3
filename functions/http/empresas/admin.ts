// POST /api/empresas/{id}/admin: one more administrator for a company, with its credentials email.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { empresasAdmin } from '../../../shared/routes/empresas.js';
import { crearAdminEmpresa } from '../../lib/empresas/admin.js';
import { created, httpHandler } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/mapping.js';
// The route takes a new password: the policy's list of common ones must be registered (D117).
import '../../lib/auth/passwords-comunes.js';

export const handler = httpHandler(empresasAdmin, async ({ caller, tenant, body }) =>
  created(toUsuario(await crearAdminEmpresa(caller, tenant, body)), msgEmpresas.adminCreado),
);
