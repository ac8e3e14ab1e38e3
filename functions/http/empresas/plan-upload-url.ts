// POST /api/empresas/{id}/plan-estrategico/upload-url: a presigned POST limited in size and type.
import { planUploadUrl } from '../../../shared/routes/plan-estrategico.js';
import { urlSubidaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(planUploadUrl, async ({ tenant, body }) => ok(await urlSubidaPlan(tenant, body)));
