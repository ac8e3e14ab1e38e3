// PUT /api/greenhouse/harvest: stores the company's Harvest v3 credentials (secret sealed) and tests them (D197).
import { greenhouseHarvestUpdate } from '../../../shared/routes/greenhouse.js';
import { guardarConexion } from '../../lib/greenhouse/harvest-conexion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(greenhouseHarvestUpdate, async ({ caller, tenant, body }) => {
  const { conexion, mensaje } = await guardarConexion(tenant, body, caller);
  return ok(conexion, mensaje);
});
