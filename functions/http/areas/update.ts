// PUT /api/areas/{id}: edits an area.
import { areas as msgAreas } from '../../../shared/messages.js';
import { areasUpdate } from '../../../shared/routes/areas.js';
import { actualizarArea } from '../../lib/areas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(areasUpdate, async ({ tenant, params, body }) =>
  ok(await actualizarArea(tenant, params.id, body), msgAreas.actualizada),
);
