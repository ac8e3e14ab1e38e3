// POST /api/empresas: a company, and with adminData its administrator and credentials email, all or nothing.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { empresasCreate } from '../../../shared/routes/empresas.js';
import { crearEmpresa } from '../../lib/empresas/crear.js';
import { created, httpHandler } from '../../lib/http.js';
// The route takes a new password: the policy's list of common ones must be registered (D117).
import '../../lib/auth/passwords-comunes.js';

export const handler = httpHandler(empresasCreate, async ({ caller, body }) =>
  created(await crearEmpresa(caller, body), msgEmpresas.creada),
);
