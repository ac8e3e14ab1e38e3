// GET /api/empresas/{id}: one company ('Empresa {id} no encontrada' also for another tenant's id).
import { empresasGet } from '../../../shared/routes/empresas.js';
import { obtenerEmpresa, toCliente } from '../../lib/empresas/lectura.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(empresasGet, async ({ tenant }) => ok(toCliente(await obtenerEmpresa(tenant))));
