// GET /api/saas/estadisticas: the platform's KPIs from the counters the writes keep (superadmin, D97).
import { saasEstadisticas } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { estadisticas } from '../../lib/saas/estadisticas.js';

export const handler = httpHandler(saasEstadisticas, async () => ok(await estadisticas()));
