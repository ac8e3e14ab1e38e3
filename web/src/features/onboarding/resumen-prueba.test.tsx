// The onboarding summary says what the trial is, once (D161, issue 54 item 7): 30 days free that end
// with the first payment — not «30 días de prueba» beside «la suscripción de prueba cubre un año».
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { sessionRoutes, superadmin } from '../../test/session-fixtures';
import { guardarBorrador } from './borrador';
import { datosIniciales, TOTAL_PASOS } from './pasos';

describe('the onboarding summary on the trial', { timeout: 30_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());

  it('states one trial: 30 days, ending with the first payment; no year', async () => {
    guardarBorrador(null, { datos: datosIniciales(), paso: TOTAL_PASOS - 1 });
    mockFetch({ ...sessionRoutes(superadmin), 'GET /api/saas/planes': { body: { success: true, data: [] } } });
    renderApp('/onboarding');
    await screen.findByText('30 días de prueba gratuita', undefined, { timeout: 10_000 });
    const texto = document.body.textContent ?? '';
    expect(texto).toContain('La prueba termina a los 30 días del alta, con el primer pago.');
    expect(texto).not.toMatch(/un año|365/);
  });
});
