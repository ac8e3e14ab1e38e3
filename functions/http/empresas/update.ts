// PUT /api/empresas/{id}: a partial update of the company (the admin, their own except plan, licences, services and CIF).
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { empresasUpdate } from '../../../shared/routes/empresas.js';
import { actualizarEmpresa } from '../../lib/empresas/actualizar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(empresasUpdate, async ({ caller, tenant, body }) =>
  ok(await actualizarEmpresa(caller, tenant, body), msgEmpresas.actualizada),
);
