// GET /api/saas/solicitudes-plan: the companies' requests for a plan change, newest first (superadmin, D164).
import { saasSolicitudesPlan } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarSolicitudesPlan } from '../../lib/saas/cambio-plan.js';

export const handler = httpHandler(saasSolicitudesPlan, async ({ query }) => ok(await listarSolicitudesPlan(query)));
