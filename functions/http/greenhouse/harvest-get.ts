// GET /api/greenhouse/harvest: the company's Harvest v3 connection, without its secret (D197).
import { greenhouseHarvestGet } from '../../../shared/routes/greenhouse.js';
import { leerConexionHarvest } from '../../lib/greenhouse/harvest-estado.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(greenhouseHarvestGet, async ({ tenant }) => ok(await leerConexionHarvest(tenant)));
