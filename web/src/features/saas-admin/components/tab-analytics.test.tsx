// The SaaS panel's Analytics tab (D97): an empty state until a month is closed, then the two charts
// (named images) with their figures in a hidden table.
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { formatearMoneda } from '@shared/moneda';
import type { Historial } from '@shared/schemas/saas';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { NOMBRE_GRAFICO_SAAS } from './graficos-saas';
import { TabAnalytics } from './tab-analytics';

await loadWholeSystem();

function montar(historial: Historial) {
  mockFetch({
    ...sessionRoutes(superadmin),
    'GET /api/saas/estadisticas/historial': async () => jsonResponse({ success: true, data: historial }),
  });
  conApp(<TabAnalytics />);
}

const eur = (mrr: number) => [{ moneda: 'EUR' as const, mrr, ingresos: mrr }];
const actual = { mes: '2026-11', mrr: 448, ingresos: 448, por_moneda: eur(448), empresas_activas: 3, cerrado: false };

describe('the Analytics tab', () => {
  it('says there is no history yet, with this month’s figures', async () => {
    montar({ meses: [actual] });
    await screen.findByText('Todavía no hay historial');
    expect(screen.getByText(/MRR 448,00\s€, 3 empresas activas/)).toBeTruthy();
  });

  it('charts the closed months and the current one; a month closed late has no company count', async () => {
    montar({
      meses: [
        { mes: '2026-09', mrr: 0, ingresos: 0, por_moneda: eur(0), empresas_activas: null, cerrado: true },
        { mes: '2026-10', mrr: 198, ingresos: 198, por_moneda: eur(198), empresas_activas: 2, cerrado: true },
        actual,
      ],
    });
    await screen.findByRole('img', { name: NOMBRE_GRAFICO_SAAS.mrr('EUR') });
    expect(screen.getByRole('img', { name: NOMBRE_GRAFICO_SAAS.empresas })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Sin dato' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: /198,00\s€/ }).length).toBe(1);
  });

  it('this month in two currencies: one figure each, never added', async () => {
    const dos = [...eur(49), { moneda: 'MXN' as const, mrr: 9900, ingresos: 9900 }];
    montar({ meses: [{ ...actual, mrr: 49, ingresos: 49, por_moneda: dos }] });
    await screen.findByText('Todavía no hay historial');
    const texto = `MRR ${formatearMoneda(49, 'EUR')} · MXN ${formatearMoneda(9900, 'MXN')}, 3 empresas activas`;
    expect(
      screen.getByText((_, el) => el?.textContent === `El historial empieza cuando se cierra el primer mes. Este mes: ${texto}.`),
    ).toBeTruthy();
  });

  it('one MRR chart per currency, each in its own: a month without pesos had none, and nothing is summed', async () => {
    montar({
      meses: [
        // A snapshot closed before the first Chilean company: euros alone.
        { mes: '2026-10', mrr: 198, ingresos: 198, por_moneda: eur(198), empresas_activas: 2, cerrado: true },
        { ...actual, mrr: 49, ingresos: 49, por_moneda: [...eur(49), { moneda: 'CLP', mrr: 45_000, ingresos: 45_000 }] },
      ],
    });
    const clp = await screen.findByRole('img', { name: NOMBRE_GRAFICO_SAAS.mrr('CLP', true) });
    expect(screen.getByRole('img', { name: NOMBRE_GRAFICO_SAAS.mrr('EUR', true) })).toBeTruthy();
    expect(clp.getAttribute('aria-label')).toContain('en pesos chilenos');
    expect(screen.getByText(/Cada moneda tiene su gráfico/)).toBeTruthy();
    // Each chart's hidden table: CLP without decimals, as Chile writes it; 0 the month before.
    const tablaClp = screen.getByRole('table', { name: 'MRR por mes en CLP' });
    expect(within(tablaClp).getByRole('cell', { name: formatearMoneda(45_000, 'CLP') })).toBeTruthy();
    expect(formatearMoneda(45_000, 'CLP')).not.toContain(',');
    expect(within(tablaClp).getByRole('cell', { name: formatearMoneda(0, 'CLP') })).toBeTruthy();
    const tablaEur = screen.getByRole('table', { name: 'MRR por mes en EUR' });
    expect(within(tablaEur).getByRole('cell', { name: formatearMoneda(49, 'EUR') })).toBeTruthy();
    for (const m of ['EUR', 'CLP'] as const) expect(screen.queryByRole('cell', { name: formatearMoneda(45_049, m) })).toBeNull();
  });
});
