// GET /api/notificaciones: the signed-in user's notifications, newest first, and the unread count.
import { notificacionesList } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listar } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesList, async ({ caller, query }) => ok(await listar(caller, query)));
