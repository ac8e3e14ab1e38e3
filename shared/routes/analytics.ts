// The Analytics screen (part 2 §2; view_reports): one read of the company's aggregates (D70).
import { defineRow } from '../route-types.js';
import { Analitica, AnaliticaQuery } from '../schemas/analitica.js';

export const analyticsGet = defineRow('analytics', {
  method: 'GET',
  path: '/api/analytics',
  handler: 'analytics/get',
  public: false,
  permission: 'view_reports',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary:
    'Analítica de la empresa de sus agregados: resumen, rendimiento por área, tendencias semanales, media por servicio, tiempos, calidad y calibración IA – revisores (null = sin datos)',
  query: AnaliticaQuery,
  response: Analitica,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const analyticsRoutes = { analyticsGet };
