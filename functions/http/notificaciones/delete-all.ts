// DELETE /api/notificaciones: clears the user's notifications.
import { notificaciones as msgNotif } from '../../../shared/messages.js';
import { notificacionesRoutes } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminarTodas } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesRoutes.notificacionesDeleteAll, async ({ caller }) =>
  ok({ eliminadas: await eliminarTodas(caller) }, msgNotif.todasEliminadas),
);
