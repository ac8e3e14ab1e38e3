// POST /api/notificaciones/leer-todas: 'Marcar todo como leído'.
import { notificaciones as msgNotif } from '../../../shared/messages.js';
import { notificacionesLeerTodas } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { marcarTodasLeidas } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesLeerTodas, async ({ caller }) =>
  ok({ marcadas: await marcarTodasLeidas(caller) }, msgNotif.todasLeidas),
);
