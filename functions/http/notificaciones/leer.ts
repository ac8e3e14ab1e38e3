// PATCH /api/notificaciones/{id} {isRead:true}: marks one read (clicking an entry, part 1 §2.5).
import { notificacionesLeer } from '../../../shared/routes/notificaciones.js';
import { httpHandler, ok } from '../../lib/http.js';
import { marcarLeida } from '../../lib/notificaciones/service.js';

export const handler = httpHandler(notificacionesLeer, async ({ caller, params }) => ok(await marcarLeida(caller, params.id)));
