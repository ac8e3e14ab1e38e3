// POST /api/empresas/{id}/upload-plan-estrategico: multipart field `archivo` (≤ what a Lambda
// request carries; larger files use the presigned upload).
import { PLAN_ESTRATEGICO } from '../../../shared/constants.js';
import { planEstrategico as msgPlan } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { subirPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';
import { parseMultipart } from '../../lib/multipart.js';

export const handler = httpHandler(routes.planUpload, async ({ caller, params, event }) => {
  const body = await parseMultipart(event, { fileSize: PLAN_ESTRATEGICO.maxBytes });
  const file = body.files.find((f) => f.field === 'archivo');
  return ok(await subirPlan(caller, params.id, file, body.fields.nombre), msgPlan.guardado);
});
