// POST /api/saas/solicitudes-plan/{id}/atender: a superadmin marks a plan change request atendida (D170).
import { cambioPlan as msg } from '../../../shared/messages.js';
import { saasSolicitudesPlanAtender } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { atenderSolicitud } from '../../lib/saas/cambio-plan.js';

export const handler = httpHandler(saasSolicitudesPlanAtender, async ({ caller, params, body }) =>
  ok(await atenderSolicitud(caller, params.id, body), msg.atendida),
);
