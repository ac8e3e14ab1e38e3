// GET /api/greenhouse/harvest: the company's Harvest v3 connection, without its secret (D197), and the
// last stage changes sent to Greenhouse as moves with their outcome (D201).
import { greenhouseHarvestGet } from '../../../shared/routes/greenhouse.js';
import { leerConexionHarvest } from '../../lib/greenhouse/harvest-estado.js';
import { ultimosMovimientos } from '../../lib/greenhouse/movimientos.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(greenhouseHarvestGet, async ({ tenant }) => {
  const [conexion, movimientos] = await Promise.all([leerConexionHarvest(tenant), ultimosMovimientos(tenant)]);
  return ok({ ...conexion, movimientos });
});
