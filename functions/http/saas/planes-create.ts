// POST /api/saas/planes: a new plan with the form's defaults (superadmin).
import { saas as msg } from '../../../shared/messages.js';
import { saasPlanesCreate } from '../../../shared/routes/saas.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearPlan } from '../../lib/saas/planes.js';

export const handler = httpHandler(saasPlanesCreate, async ({ body }) => created(await crearPlan(body), msg.planCreado));
