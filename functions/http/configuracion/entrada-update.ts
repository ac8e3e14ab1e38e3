// PUT /api/configuracion/{id}: edits a configuration entry.
import { configuracion as msg } from '../../../shared/messages.js';
import { configuracionEntradaUpdate } from '../../../shared/routes/configuracion.js';
import { actualizarConfiguracion } from '../../lib/configuracion/entradas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradaUpdate, async ({ tenant, params, body }) =>
  ok(await actualizarConfiguracion(tenant, params.id, body), msg.actualizada),
);
