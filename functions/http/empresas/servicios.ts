// POST /api/empresas/{id}/servicios: the HR services the company contracts.
import { empresas as msgEmpresas } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { asignarServicios } from '../../lib/empresas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.empresasServicios, async ({ caller, params, body }) =>
  ok(await asignarServicios(caller, params.id, body.serviciosIds), msgEmpresas.serviciosAsignados),
);
