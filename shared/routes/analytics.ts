// The Analytics screen (part 2 §2; view_reports): one read of the company's aggregates (D70).
import { defineRow } from '../route-types.js';
import { Analitica, AnaliticaQuery } from '../schemas/analitica.js';
import { AnaliticaVacantes, AnaliticaVacantesQuery } from '../schemas/analitica-vacantes.js';
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

// Analytics' «Vacantes» (issue 66 item 7, D199): every user of the company, as the Analytics screen and the vacancies list.
export const analyticsVacantes = defineRow('analytics', {
  method: 'GET',
  path: '/api/analytics/vacantes',
  handler: 'analytics/vacantes',
  public: false,
  permission: 'view_reports',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary:
    'Cifras por vacante para Analytics, 50 vacantes por página como mucho (estado, periodo de entrada de las solicitudes): solicitudes, por enlace, invitados, entrevistas hechas y tasa de finalización, medianas de horas hasta la entrevista y hasta una decisión, conversión por etapa, y una fila de totales; «muy pocos datos» con menos de 5; solo cuentas, nunca personas',
  query: AnaliticaVacantesQuery,
  response: AnaliticaVacantes,
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
export const analyticsRoutes = { analyticsGet, analyticsVacantes, analyticsEquidad, analyticsEquidadExportar };
