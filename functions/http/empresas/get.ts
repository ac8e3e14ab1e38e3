// GET /api/empresas/{id}: one company ('Empresa {id} no encontrada' also for another tenant's id).
import { routes } from '../../../shared/routes.js';
import { empresaVisible, toCliente } from '../../lib/empresas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.empresasGet, async ({ caller, params }) => ok(toCliente(await empresaVisible(caller, params.id))));
