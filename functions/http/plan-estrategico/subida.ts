// POST /api/empresas/{id}/plan-estrategico/upload-url: a presigned POST limited in size and type.
import { planEstrategicoSubida } from '../../../shared/routes/plan-estrategico.js';
import { urlSubidaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(planEstrategicoSubida, async ({ tenant, body }) => ok(await urlSubidaPlan(tenant, body)));
