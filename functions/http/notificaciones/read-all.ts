// POST /api/notificaciones/leer-todas: 'Marcar todo como leído'.
import { notificaciones as msgNotif } from '../../../shared/messages.js';
import { notificacionesRoutes } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { marcarTodasLeidas } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesRoutes.notificacionesLeerTodas, async ({ caller }) =>
  ok({ marcadas: await marcarTodasLeidas(caller) }, msgNotif.todasLeidas),
);
