// GET /api/notificaciones: the signed-in user's notifications, newest first, and the unread count.
import { notificacionesRoutes } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listar } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesRoutes.notificacionesList, async ({ caller, query }) => ok(await listar(caller, query)));
