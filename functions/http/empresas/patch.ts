// PATCH /api/empresas/{id}: the same partial update; {planEstrategico:null} clears the plan.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { empresasPatch } from '../../../shared/routes/empresas.js';
import { actualizarEmpresa } from '../../lib/empresas/actualizar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(empresasPatch, async ({ caller, tenant, body }) =>
  ok(await actualizarEmpresa(caller, tenant, body), msgEmpresas.actualizada),
);
