// DELETE /api/empresas/{id}/plan-estrategico/archivo: removes the file and sets planEstrategico to null.
import { planEstrategico as msgPlan } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { eliminarPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.planArchivoDelete, async ({ caller, params }) => {
  await eliminarPlan(caller, params.id);
  return ok(null, msgPlan.eliminado);
});
