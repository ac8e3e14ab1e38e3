// POST /api/configuracion: a new configuration entry (name unique in the company, valor read as its tipo).
import { configuracion as msg } from '../../../shared/messages.js';
import { configuracionEntradaCreate } from '../../../shared/routes/configuracion.js';
import { crearConfiguracion } from '../../lib/configuracion/entradas.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradaCreate, async ({ tenant, body }) =>
  created(await crearConfiguracion(tenant, body), msg.creada),
);
