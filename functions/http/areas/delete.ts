// DELETE /api/areas/{id}: refused with a clear message while candidates use the area.
import { areas as msgAreas } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { eliminarArea } from '../../lib/empresas/areas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.areasDelete, async ({ caller, params }) => {
  await eliminarArea(caller, params.id);
  return ok(null, msgAreas.eliminada);
});
