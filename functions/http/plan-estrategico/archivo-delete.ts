// DELETE /api/empresas/{id}/plan-estrategico/archivo: removes the file and sets planEstrategico to null.
import { planEstrategico as msgPlan } from '../../../shared/messages.js';
import { planEstrategicoArchivoDelete } from '../../../shared/routes/plan-estrategico.js';
import { eliminarPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(planEstrategicoArchivoDelete, async ({ tenant }) => {
  await eliminarPlan(tenant);
  return ok(null, msgPlan.eliminado);
});
