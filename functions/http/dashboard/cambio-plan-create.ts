// POST /api/dashboard/cambio-plan: the admin asks for a plan change; recorded and notified to the superadmin (D164).
import { cambioPlan as msg, fmt } from '../../../shared/messages.js';
import { dashboardCambioPlanCreate } from '../../../shared/routes/dashboard.js';
import { created, httpHandler } from '../../lib/http.js';
import { solicitarCambioPlan } from '../../lib/saas/solicitar-cambio-plan.js';

export const handler = httpHandler(dashboardCambioPlanCreate, async ({ caller, tenant, body }) => {
  const solicitud = await solicitarCambioPlan(caller, tenant, body);
  return created(solicitud, fmt(msg.enviada, { plan: solicitud.planNombre }));
});
