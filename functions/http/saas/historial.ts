// GET /api/saas/estadisticas/historial: the closed months' snapshots and the current month (superadmin, D97).
import { saasHistorial } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { historial } from '../../lib/saas/estadisticas.js';

export const handler = httpHandler(saasHistorial, async () => ok(await historial()));
