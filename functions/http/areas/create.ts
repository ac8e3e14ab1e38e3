// POST /api/areas: a new area (nombreArea required, unique in the company).
import { areas as msgAreas } from '../../../shared/messages.js';
import { areasCreate } from '../../../shared/routes/areas.js';
import { crearArea } from '../../lib/areas/service.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(areasCreate, async ({ tenant, body }) => created(await crearArea(tenant, body), msgAreas.creada));
