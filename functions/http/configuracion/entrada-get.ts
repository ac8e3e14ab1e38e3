// GET /api/configuracion/{id}: one configuration entry of the caller's company (the superadmin names it).
import { configuracionEntradaGet } from '../../../shared/routes/configuracion.js';
import { obtenerConfiguracion } from '../../lib/configuracion/entradas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradaGet, async ({ tenant, params }) =>
  ok(await obtenerConfiguracion(tenant, params.id)),
);
