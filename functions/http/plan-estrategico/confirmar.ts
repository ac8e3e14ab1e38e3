// POST /api/empresas/{id}/plan-estrategico/confirm: checks the uploaded object and links it to the plan.
import { planEstrategicoConfirmar } from '../../../shared/routes/plan-estrategico.js';
import { confirmarSubidaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(planEstrategicoConfirmar, async ({ tenant, body }) => {
  const { data, message } = await confirmarSubidaPlan(tenant, body);
  return ok(data, message);
});
