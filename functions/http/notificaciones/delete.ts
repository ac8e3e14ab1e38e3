// DELETE /api/notificaciones/{id}: the × of one entry.
import { notificaciones as msgNotif } from '../../../shared/messages.js';
import { notificacionesDelete } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminar } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesDelete, async ({ caller, params }) => {
  await eliminar(caller, params.id);
  return ok(null, msgNotif.eliminada);
});
