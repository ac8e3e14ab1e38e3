// POST /api/empresas/{id}/upload-plan-estrategico: multipart field `archivo` (≤ what a Lambda
// request carries; larger files use the presigned upload) and optional `nombre`.
import { PLAN_ESTRATEGICO } from '../../../shared/constants.js';
import { planEstrategicoSubir } from '../../../shared/routes/plan-estrategico.js';
import { subirPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';
import { parseMultipart } from '../../lib/multipart.js';

export const handler = httpHandler(planEstrategicoSubir, async ({ tenant, event }) => {
  const body = await parseMultipart(event, { fileSize: PLAN_ESTRATEGICO.maxBytes });
  const { data, message } = await subirPlan(
    tenant,
    body.files.find((f) => f.field === 'archivo'),
    body.fields.nombre,
  );
  return ok(data, message);
});
