// GET /api/notificaciones: the signed-in user's notifications, newest first, and the unread count.
import { routes } from '../../../shared/routes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listar } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(routes.notificacionesList, async ({ caller, query }) => ok(await listar(caller, query)));
