// POST /api/empresas/{id}/servicios: the HR services the company contracts.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { empresasServicios } from '../../../shared/routes/empresas.js';
import { asignarServicios } from '../../lib/empresas/actualizar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(empresasServicios, async ({ caller, tenant, body }) =>
  ok(await asignarServicios(caller, tenant, body.serviciosIds), msgEmpresas.serviciosAsignados),
);
