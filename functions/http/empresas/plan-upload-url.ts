// POST /api/empresas/{id}/plan-estrategico/upload-url: a presigned POST limited in size and type.
import { routes } from '../../../shared/routes.js';
import { urlSubidaPlan } from '../../lib/empresas/plan-archivo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.planUploadUrl, async ({ caller, params, body }) => ok(await urlSubidaPlan(caller, params.id, body)));
