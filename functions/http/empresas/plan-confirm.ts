// POST /api/empresas/{id}/plan-estrategico/confirm: checks the uploaded object and links it to the plan.
import { planEstrategico as msgPlan } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { confirmarSubidaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.planConfirm, async ({ caller, params, body }) =>
  ok(await confirmarSubidaPlan(caller, params.id, body), msgPlan.guardado),
);
