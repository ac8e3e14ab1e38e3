// DELETE /api/configuracion/{id}: deletes a configuration entry.
import { configuracion as msg } from '../../../shared/messages.js';
import { configuracionEntradaDelete } from '../../../shared/routes/configuracion.js';
import { eliminarConfiguracion } from '../../lib/configuracion/entradas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEntradaDelete, async ({ tenant, params }) => {
  await eliminarConfiguracion(tenant, params.id);
  return ok(null, msg.eliminada);
});
