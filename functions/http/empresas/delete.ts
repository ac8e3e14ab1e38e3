// DELETE /api/empresas/{id}: removes the company with its data, files and users.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { empresasRoutes } from '../../../shared/routes/empresas.js';
import { eliminarEmpresa } from '../../lib/empresas/eliminar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(empresasRoutes.empresasDelete, async ({ tenant }) => {
  await eliminarEmpresa(tenant);
  return ok(null, msgEmpresas.eliminada);
});
