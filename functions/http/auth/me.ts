// GET /api/auth/me: the web's start-up check of a stored token: the user and their company (the
// superadmin: the first page of companies and its cursor).
import { nombreEmpresa } from '../../../shared/empresa-etiquetas.js';
import { authMe } from '../../../shared/routes/auth.js';
import { empresasDeSesion } from '../../lib/empresas/lectura.js';
import { httpHandler, ok } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/mapping.js';

export const handler = httpHandler(authMe, async ({ caller, tenant }) => {
  const sesion = await empresasDeSesion(tenant);
  const propia = sesion.empresas.find((e) => e.id === caller.empresaId);
  return ok({ user: toUsuario(caller.profile, { empresaNombre: nombreEmpresa(propia) || undefined }), ...sesion });
});
