// PUT /api/empresas/{id}: partial update of a company.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { actualizarEmpresa } from '../../lib/empresas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.empresasUpdate, async ({ caller, params, body }) =>
  ok(await actualizarEmpresa(caller, params.id, body), msgEmpresas.actualizada),
);
