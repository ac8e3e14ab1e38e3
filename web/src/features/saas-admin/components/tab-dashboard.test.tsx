// The SaaS panel's Dashboard tab (D97): the four KPI cards and the other KPIs from
// GET /api/saas/estadisticas and the first 5 companies of GET /api/saas/tenants, money in euros and rates in percent the Spanish way.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatFechaHora } from '@shared/fechas';
import type { Estadisticas, Tenant } from '@shared/schemas/saas';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { formatearMoneda } from '@shared/moneda';
import { desgloseActivas, TabDashboard } from './tab-dashboard';

await loadWholeSystem();

const kpis: Estadisticas = {
  mes: '2026-11',
  mrr: 1448.5,
  arr: 17382,
  empresas_activas: 12,
  empresas_de_pago: 8,
  empresas_en_prueba: 3,
  empresas_sin_suscripcion: 1,
  usuarios_totales: 1234,
  entrevistas_realizadas: 87,
  conversion_trial: 33.3,
  churn_rate: 5,
  ingresos_mes: 1448.5,
  ingresos_total: 9000,
  por_moneda: [{ moneda: 'EUR', mrr: 1448.5, arr: 17382, ingresos_mes: 1448.5, ingresos_total: 9000 }],
  suscripciones_activas: 9,
  suscripciones_trial: 3,
  solicitudes_demo_pendientes: 2,
};

const tenants: Tenant[] = [
  {
    id: 'e1',
    nombre: 'Acme',
    subdominio: 'acme',
    estado: 'activa',
    plan: 'starter',
    usuarios_activos: 3,
    entrevistas_mes: 7,
    ultimo_acceso: '2026-11-10T12:00:00.000Z',
    estado_ia: 'propia',
  },
  {
    id: 'e2',
    nombre: 'Beta',
    subdominio: null,
    estado: 'trial',
    plan: 'professional',
    usuarios_activos: 1,
    entrevistas_mes: 0,
    ultimo_acceso: null,
    estado_ia: 'sin_clave',
  },
];

describe('the Dashboard tab', () => {
  it('shows the KPI cards and the income and subscription figures', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/saas/estadisticas': async () => jsonResponse({ success: true, data: kpis }),
      'GET /api/saas/tenants': async () => jsonResponse({ success: true, data: { mes: '2026-11', items: tenants, cursor: 'c' } }),
    });
    conApp(<TabDashboard />);
    const mrr = await screen.findByRole('group', { name: 'MRR' });
    expect(within(mrr).getByText(/1448,50\s€|1\.448,50\s€/)).toBeTruthy();
    expect(within(mrr).getByText(/ARR 17\.?382,00\s€/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Usuarios totales' })).getByText('1234')).toBeTruthy();
    expect(
      within(screen.getByRole('group', { name: 'Empresas activas' })).getByText('8 de pago · 3 en prueba · 1 sin suscripción'),
    ).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Conversión de prueba' })).getByText('33,3 %')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Churn del mes' })).getByText('5 %')).toBeTruthy();
    // Euros only: no table per currency (issue 67).
    expect(screen.queryByText('Totales por moneda')).toBeNull();

    // The first 5 companies: asked for five, shown with their figures.
    const fila = await screen.findByTestId('tenant-e1');
    expect(within(fila).getByText('acme')).toBeTruthy();
    expect(within(fila).getByText('Clave propia')).toBeTruthy();
    expect(within(fila).getByText(formatFechaHora('2026-11-10T12:00:00.000Z')!)).toBeTruthy();
    expect(within(screen.getByTestId('tenant-e2')).getByText('Nunca')).toBeTruthy();
    expect(within(screen.getByTestId('tenant-e2')).getByText('Sin clave')).toBeTruthy();
    expect(calls.some((c) => c.url.includes('/api/saas/tenants?limit=5'))).toBe(true);
  });
});

describe('money per currency (issue 67)', () => {
  it('with pesos too, each currency in its own, never a sum', async () => {
    const conPesos: Estadisticas = {
      ...kpis,
      por_moneda: [
        kpis.por_moneda[0]!,
        { moneda: 'MXN', mrr: 990, arr: 11_880, ingresos_mes: 990, ingresos_total: 1980 },
        { moneda: 'CLP', mrr: 45_000, arr: 540_000, ingresos_mes: 45_000, ingresos_total: 45_000 },
      ],
    };
    mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/saas/estadisticas': async () => jsonResponse({ success: true, data: conPesos }),
      'GET /api/saas/tenants': async () => jsonResponse({ success: true, data: { mes: '2026-11', items: [], cursor: null } }),
    });
    conApp(<TabDashboard />);
    await screen.findByTestId('moneda-MXN');
    // Written by the product's formatter (Intl with the country's locale): whatever ICU's spacing.
    const celdas = (m: string) =>
      within(screen.getByTestId(`moneda-${m}`))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(celdas('MXN')).toEqual(['MXN', ...[990, 11_880, 990, 1980].map((v) => formatearMoneda(v, 'MXN'))]);
    expect(celdas('CLP')).toEqual(['CLP', ...[45_000, 540_000, 45_000, 45_000].map((v) => formatearMoneda(v, 'CLP'))]);
    // CLP has no minor unit: no decimals.
    expect(celdas('CLP')[1]).not.toMatch(/[.,]\d{2}$/);
    expect(celdas('EUR')[1]).toBe(formatearMoneda(1448.5, 'EUR'));
    // The cards stay in euros and say so.
    expect(within(screen.getByRole('group', { name: 'MRR' })).getByText(/en euros; las demás monedas, abajo/)).toBeTruthy();
  });
});

describe('the pending demo requests card (D125)', () => {
  it('shows the counter and opens the Solicitudes tab', async () => {
    mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/saas/estadisticas': async () => jsonResponse({ success: true, data: kpis }),
      'GET /api/saas/tenants': async () => jsonResponse({ success: true, data: { mes: '2026-11', items: [], cursor: null } }),
    });
    const abiertas: string[] = [];
    conApp(<TabDashboard onVerSolicitudes={() => abiertas.push('solicitudes')} />);
    const tarjeta = await screen.findByRole('group', { name: 'Solicitudes pendientes' });
    expect(within(tarjeta).getByText('Solicitudes pendientes (demos y altas): 2')).toBeTruthy();
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Ver solicitudes' }));
    expect(abiertas).toEqual(['solicitudes']);
  });
});

describe('desgloseActivas', () => {
  it('names the companies without a subscription only when there are some', () => {
    expect(desgloseActivas({ empresas_de_pago: 39, empresas_en_prueba: 1, empresas_sin_suscripcion: 0 })).toBe('39 de pago · 1 en prueba');
    expect(desgloseActivas({ empresas_de_pago: 0, empresas_en_prueba: 1, empresas_sin_suscripcion: 38 })).toBe(
      '0 de pago · 1 en prueba · 38 sin suscripción',
    );
  });
});
