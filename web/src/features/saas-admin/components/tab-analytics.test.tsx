// The SaaS panel's Analytics tab (D97): an empty state until a month is closed, then the two charts
// (named images) with their figures in a hidden table.
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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

const actual = { mes: '2026-11', mrr: 448, ingresos: 448, empresas_activas: 3, cerrado: false };

describe('the Analytics tab', () => {
  it('says there is no history yet, with this month’s figures', async () => {
    montar({ meses: [actual] });
    await screen.findByText('Todavía no hay historial');
    expect(screen.getByText(/MRR 448,00\s€, 3 empresas activas/)).toBeTruthy();
  });

  it('charts the closed months and the current one; a month closed late has no company count', async () => {
    montar({
      meses: [
        { mes: '2026-09', mrr: 0, ingresos: 0, empresas_activas: null, cerrado: true },
        { mes: '2026-10', mrr: 198, ingresos: 198, empresas_activas: 2, cerrado: true },
        actual,
      ],
    });
    await screen.findByRole('img', { name: NOMBRE_GRAFICO_SAAS.mrr });
    expect(screen.getByRole('img', { name: NOMBRE_GRAFICO_SAAS.empresas })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'Sin dato' })).toBeTruthy();
    expect(screen.getAllByRole('cell', { name: /198,00\s€/ }).length).toBe(1);
  });
});
