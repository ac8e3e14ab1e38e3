// GET /api/candidatos/{id}/rechazo: the rejection mail's preview, and whether it was sent (D163).
import { candidatosRechazoVista } from '../../../shared/routes/candidatos.js';
import { vistaRechazo } from '../../lib/candidatos/rechazo-vista.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosRechazoVista, async ({ tenant, params }) => ok(await vistaRechazo(tenant, params.id)));
