// DELETE /api/empresas/{id}: removes the company with its data, files and users.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { eliminarEmpresa } from '../../lib/empresas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.empresasDelete, async ({ params }) => {
  await eliminarEmpresa(params.id);
  return ok(null, msgEmpresas.eliminada);
});
