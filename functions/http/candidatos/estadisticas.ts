// GET /api/candidatos/estadisticas/resumen: totals per status and per area, from counters.
import { candidatosEstadisticas } from '../../../shared/routes/candidatos.js';
import { estadisticas } from '../../lib/candidatos/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosEstadisticas, async ({ tenant }) => ok(await estadisticas(tenant)));
