// The Analytics screen (part 2 §2; view_reports): one read of the company's aggregates (D70).
import { defineRow } from '../route-types.js';
import { Analitica, AnaliticaQuery } from '../schemas/analitica.js';
import { EquidadExportQuery, EquidadQuery, ExportEquidad, MonitorEquidad } from '../schemas/equidad.js';

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

// The fairness monitor (issue 56 item 3, D175): admins only (edit_empresa), counts and ratios, never a person.
export const analyticsEquidad = defineRow('analytics', {
  method: 'GET',
  path: '/api/analytics/equidad',
  handler: 'analytics/equidad',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary:
    'Monitor de equidad: por plantilla y periodo, para la decisión de una persona y para la puntuación de la IA frente al umbral, recuentos, tasas de selección y ratios de impacto por sexo, franja de edad y su intersección (Ley Local 144 de Nueva York); «datos insuficientes» bajo el mínimo de la empresa; alerta por debajo de 0,8',
  query: EquidadQuery,
  response: MonitorEquidad,
});

export const analyticsEquidadExportar = defineRow('analytics', {
  method: 'GET',
  path: '/api/analytics/equidad/exportar',
  handler: 'analytics/equidad-exportar',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary:
    'Exportación anual del monitor de equidad para una auditoría independiente (JSON): por plantilla, solo recuentos, tasas y ratios; 404 si el año no tiene respuestas',
  query: EquidadExportQuery,
  response: ExportEquidad,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const analyticsRoutes = { analyticsGet, analyticsEquidad, analyticsEquidadExportar };
