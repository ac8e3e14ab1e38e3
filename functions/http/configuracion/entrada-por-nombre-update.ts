// PUT /api/configuracion/empresa/{empresaId}/nombre/{nombre}: upsert by name (201 when it creates).
import { configuracion as msg } from '../../../shared/messages.js';
import { configuracionEntradaPorNombreUpdate } from '../../../shared/routes/configuracion.js';
import { guardarPorNombre } from '../../lib/configuracion/entradas.js';
import { created, httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradaPorNombreUpdate, async ({ tenant, params, body }) => {
  const { configuracion, creada } = await guardarPorNombre(tenant, params.nombre, body);
  return creada ? created(configuracion, msg.creada) : ok(configuracion, msg.actualizada);
});
