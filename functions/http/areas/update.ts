// PUT /api/areas/{id}: edits an area.
import { areas as msgAreas } from '../../../shared/messages.js';
import { routes } from '../../../shared/routes.js';
import { actualizarArea } from '../../lib/empresas/areas.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(routes.areasUpdate, async ({ caller, params, body }) =>
  ok(await actualizarArea(caller, params.id, body), msgAreas.actualizada),
);
