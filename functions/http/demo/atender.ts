// POST /api/demo/solicitudes/{id}/atender: marks a demo request atendida (superadmin; D96).
import { demo as msg } from '../../../shared/messages.js';
import { demoAtender } from '../../../shared/routes/demo.js';
import { atenderSolicitud } from '../../lib/demo/atender.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(demoAtender, async ({ caller, params }) => ok(await atenderSolicitud(caller, params.id), msg.atendida));
