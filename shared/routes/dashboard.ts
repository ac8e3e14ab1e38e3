// Dashboards (spec part 1 §2.6): global for the superadmin without a company, else one company's.
import { defineRow } from '../route-types.js';
import { DashboardData, DashboardQuery } from '../schemas/dashboard.js';

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

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const dashboardRoutes = { dashboardGet };
