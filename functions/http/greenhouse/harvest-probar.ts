// POST /api/greenhouse/harvest/probar: tests the stored Harvest v3 credentials again (D197).
import { greenhouseHarvestProbar } from '../../../shared/routes/greenhouse.js';
import { probarConexion } from '../../lib/greenhouse/harvest-conexion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(greenhouseHarvestProbar, async ({ tenant }) => {
  const { conexion, mensaje } = await probarConexion(tenant);
  return ok(conexion, mensaje);
});
