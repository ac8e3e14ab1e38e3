// GET /api/saas/planes: every plan, active or not, with how many companies are on it (superadmin).
import { saasPlanesList } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarPlanes } from '../../lib/saas/planes.js';

export const handler = httpHandler(saasPlanesList, async () => ok(await listarPlanes()));
