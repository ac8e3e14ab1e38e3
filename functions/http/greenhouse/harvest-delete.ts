// DELETE /api/greenhouse/harvest: removes the company's Harvest v3 connection and its sealed secret (D197).
import { greenhouse as msg } from '../../../shared/messages.js';
import { greenhouseHarvestDelete } from '../../../shared/routes/greenhouse.js';
import { borrarConexion } from '../../lib/greenhouse/harvest-estado.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(greenhouseHarvestDelete, async ({ tenant }) => {
  await borrarConexion(tenant);
  return ok(null, msg.harvestEliminada);
});
