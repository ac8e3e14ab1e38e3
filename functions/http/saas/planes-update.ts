// PUT /api/saas/planes/{id}: changes a plan; deactivating it stops offering it (superadmin).
import { saas as msg } from '../../../shared/messages.js';
import { saasPlanesUpdate } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarPlan } from '../../lib/saas/planes.js';

export const handler = httpHandler(saasPlanesUpdate, async ({ params, body }) =>
  ok(await actualizarPlan(params.id, body), msg.planActualizado),
);
