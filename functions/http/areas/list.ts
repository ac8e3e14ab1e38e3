// GET /api/areas?empresaId=: the company's areas, each with its candidate count.
import { areasList } from '../../../shared/routes/areas.js';
import { listarAreas } from '../../lib/areas/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(areasList, async ({ tenant }) => ok(await listarAreas(tenant)));
