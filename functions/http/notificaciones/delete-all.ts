// DELETE /api/notificaciones: clears the user's notifications.
import { notificaciones as msgNotif } from '../../../shared/messages.js';
import { notificacionesDeleteAll } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminarTodas } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesDeleteAll, async ({ caller }) =>
  ok({ eliminadas: await eliminarTodas(caller) }, msgNotif.todasEliminadas),
);
