// The SaaS panel's Dashboard tab (D97): the four KPI cards and the other KPIs from
// GET /api/saas/estadisticas, money in euros and rates in percent the Spanish way.
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Estadisticas } from '@shared/schemas/saas';
import { AppProvider } from '../../../app/provider';
import { cargarTemaCompleto } from '../../../app/tema';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { TabDashboard } from './tab-dashboard';

await cargarTemaCompleto();

const kpis: Estadisticas = {
  mes: '2026-11',
  mrr: 1448.5,
  arr: 17382,
  empresas_activas: 12,
  usuarios_totales: 1234,
  entrevistas_realizadas: 87,
  conversion_trial: 33.3,
  churn_rate: 5,
  ingresos_mes: 1448.5,
  ingresos_total: 9000,
  suscripciones_activas: 9,
  suscripciones_trial: 3,
};

describe('the Dashboard tab', () => {
  it('shows the KPI cards and the income and subscription figures', async () => {
    mockFetch({ ...sessionRoutes(superadmin), 'GET /api/saas/estadisticas': async () => jsonResponse({ success: true, data: kpis }) });
    render(
      <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <TabDashboard />
      </AppProvider>,
    );
    const mrr = await screen.findByRole('group', { name: 'MRR' });
    expect(within(mrr).getByText(/1448,50\s€|1\.448,50\s€/)).toBeTruthy();
    expect(within(mrr).getByText(/ARR 17\.?382,00\s€/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Usuarios totales' })).getByText('1234')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Empresas activas' })).getByText('9 de pago · 3 en prueba')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Conversión de prueba' })).getByText('33,3 %')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Churn del mes' })).getByText('5 %')).toBeTruthy();
  });
});
