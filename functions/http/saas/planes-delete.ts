// DELETE /api/saas/planes/{id}: removes a plan no company is on; in use → 409 'desactívalo' (superadmin).
import { saas as msg } from '../../../shared/messages.js';
import { saasPlanesDelete } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminarPlan } from '../../lib/saas/planes.js';

export const handler = httpHandler(saasPlanesDelete, async ({ params }) => {
  await eliminarPlan(params.id);
  return ok(null, msg.planEliminado);
});
