// GET /api/analytics/equidad/exportar: the year's fairness tables for an independent auditor, counts only (D175).
import { analyticsEquidadExportar } from '../../../shared/routes/analytics.js';
import { exportarEquidad } from '../../lib/equidad/monitor.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(analyticsEquidadExportar, async ({ tenant, query }) => ok(await exportarEquidad(tenant, query.anio)));
