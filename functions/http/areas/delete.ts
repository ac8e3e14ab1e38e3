// DELETE /api/areas/{id}: refused with a clear message while candidates use the area.
import { areas as msgAreas } from '../../../shared/messages.js';
import { areasDelete } from '../../../shared/routes/areas.js';
import { eliminarArea } from '../../lib/areas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(areasDelete, async ({ tenant, params }) => {
  await eliminarArea(tenant, params.id);
  return ok(null, msgAreas.eliminada);
});
