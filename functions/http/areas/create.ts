// POST /api/areas: a new area (nombreArea required).
import { areas as msgAreas } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { crearArea } from '../../lib/empresas/areas.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(routes.areasCreate, async ({ caller, body }) => created(await crearArea(caller, body), msgAreas.creada));
