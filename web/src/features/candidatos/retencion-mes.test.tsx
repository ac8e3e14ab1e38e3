// The Candidatos screen's notice of what the retention period erases this month (D151). Its dates are
// on the reader's clock: the expectation is computed with the screen's own formatter, so the test
// holds in every zone (midday UTC is the next day in Pacific/Chatham).
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { diaYMes } from '../../lib/format';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';

const ok = (data: unknown) => ({ body: { success: true, data } });
const vacia = ok({ items: [], cursor: null });

async function abrir(mes: unknown) {
  const mocked = mockFetch({
    ...sessionRoutes(admin, [acme]),
    'GET /api/areas': ok([]),
    'GET /api/candidatos': vacia,
    'GET /api/candidatos/retencion/mes': ok(mes),
  });
  renderApp('/candidatos');
  await screen.findByRole('heading', { level: 1, name: 'Candidatos' });
  return mocked;
}

describe('candidatos: the month’s erasures', { timeout: 20_000 }, () => {
  it('lists who is erased this month, soonest first, and who has been warned', async () => {
    const { calls } = await abrir({
      mes: '2027-11',
      meses: 12,
      items: [
        { candidatoId: 'c1', candidatoNombre: 'Víctor Viejo', venceEn: '2027-11-03T12:00:00.000Z', avisado: true },
        { candidatoId: 'c2', candidatoNombre: 'Carla Ruiz', venceEn: '2027-11-20T12:00:00.000Z', avisado: false },
      ],
    });
    expect(
      await screen.findByText(/Este mes se borrarán los datos de 2 candidatos por el plazo de conservación \(12 meses\)/),
    ).toBeTruthy();
    expect(screen.getByText(`Víctor Viejo: ${diaYMes('2027-11-03T12:00:00.000Z')} (avisado)`)).toBeTruthy();
    expect(screen.getByText(`Carla Ruiz: ${diaYMes('2027-11-20T12:00:00.000Z')}`)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/candidatos/retencion/mes')).toBe(true);
  });

  it('says nothing when no one is due this month', async () => {
    await abrir({ mes: '2027-11', meses: 12, items: [] });
    expect(screen.queryByText(/Este mes se borrarán/)).toBeNull();
  });
});
