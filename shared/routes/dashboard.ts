// Dashboards (spec part 1 §2.6): global for the superadmin without a company, else one company's.
import { defineRow } from '../route-types.js';
import { DashboardData, DashboardQuery } from '../schemas/dashboard.js';
import { PlanEmpresaData, PlanEmpresaQuery, SolicitudCambioPlan, SolicitudCambioPlanCreate } from '../schemas/cambio-plan.js';
import { PrimerosPasosData, PrimerosPasosQuery, PrimerosPasosUpdate } from '../schemas/primeros-pasos.js';

export const dashboardGet = defineRow('dashboard', {
  method: 'GET',
  path: '/api/dashboard',
  handler: 'dashboard/get',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:read'],
  summary: 'Cifras del dashboard: global (superadmin sin empresa) o de una empresa, a partir de contadores',
  query: DashboardQuery,
  response: DashboardData,
});

/** A new company's first steps (D164): each ticked from the company's data; its admin dismisses the list. */
export const dashboardPrimerosPasosGet = defineRow('dashboard', {
  method: 'GET',
  path: '/api/dashboard/primeros-pasos',
  handler: 'dashboard/primeros-pasos-get',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Primeros pasos de una empresa nueva, cada uno marcado a partir de sus datos',
  query: PrimerosPasosQuery,
  response: PrimerosPasosData,
});

export const dashboardPrimerosPasosUpdate = defineRow('dashboard', {
  method: 'PUT',
  path: '/api/dashboard/primeros-pasos',
  handler: 'dashboard/primeros-pasos-update',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write'],
  summary: 'Oculta (o vuelve a mostrar) los primeros pasos, o acepta el analizador integrado en lugar de una clave de IA',
  body: PrimerosPasosUpdate,
  response: PrimerosPasosData,
});

/** The company's plan for its admin (D164): the trial's end and days left, and the plans it may ask for. */
export const dashboardPlanGet = defineRow('dashboard', {
  method: 'GET',
  path: '/api/dashboard/plan',
  handler: 'dashboard/plan-get',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Plan de la empresa: fin de la prueba y días que quedan, planes que puede pedir y su última solicitud',
  query: PlanEmpresaQuery,
  response: PlanEmpresaData,
});

export const dashboardCambioPlanCreate = defineRow('dashboard', {
  method: 'POST',
  path: '/api/dashboard/cambio-plan',
  handler: 'dashboard/cambio-plan-create',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write', 'mail:send'],
  success: [201],
  summary: 'Pide un cambio de plan: queda registrado para el Super Admin, que recibe una notificación y un email',
  body: SolicitudCambioPlanCreate,
  response: SolicitudCambioPlan,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const dashboardRoutes = {
  dashboardGet,
  dashboardPrimerosPasosGet,
  dashboardPrimerosPasosUpdate,
  dashboardPlanGet,
  dashboardCambioPlanCreate,
};
