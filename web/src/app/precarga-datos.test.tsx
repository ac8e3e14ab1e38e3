// Right after «Acceder» the app opens the session with what the sign-in answered (no GET /api/auth/me)
// and asks for the dashboard's figures at once, beside the screen's code, not after the screen has
// loaded and rendered; the screen takes that answer instead of asking again (D130: router.tsx
// usePrecargaDatosInicio, lib/precarga-datos.ts), and its first render shows them. The dashboard's
// module is held back here until the test lets it load, so a read sent before that did not wait for it.
import { render, screen, waitFor } from '@testing-library/react';
import { Outlet } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import { AUTH_EXPIRES_KEY } from '../lib/token-guardado';
import { mockFetch } from '../test/fetch-mock';
import { admin, superadmin } from '../test/session-fixtures';
import type { SessionUser } from '../lib/session';
import { dashboardGlobal } from '../test/dashboard-fixtures';

const compuerta = vi.hoisted(() => {
  let abrir!: () => void;
  const abierta = new Promise<void>((resolve) => (abrir = resolve));
  return { abierta, abrir, cargada: false };
});

// The shell is not what is measured here: a bare outlet.
vi.mock('./layout', () => ({ AppLayout: () => <Outlet /> }));
vi.mock('../features/dashboard/dashboard-page', async (original) => {
  await compuerta.abierta;
  compuerta.cargada = true;
  return original();
});

const global = dashboardGlobal();

/** What the sign-in page leaves for the app (token-guardado.ts entregarSesion). */
function traspasoDelLogin(token: string, user: SessionUser) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, token);
  window.localStorage.setItem(AUTH_EXPIRES_KEY, String(Date.now() + 3_600_000));
  window.sessionStorage.setItem('talentia.traspaso.sesion', JSON.stringify({ fin: token.slice(-32), en: Date.now(), user, empresas: [] }));
}

async function renderAppEn(path: string) {
  window.history.replaceState(null, '', path);
  const [{ AppProvider }, { AppRouter }] = await Promise.all([import('./provider'), import('./router')]);
  render(
    <AppProvider>
      <AppRouter />
    </AppProvider>,
  );
}

beforeEach(() => {
  window.history.replaceState(null, '', '/');
});

describe("the first screen's data beside its code, after «Acceder»", () => {
  it("the dashboard's figures are asked for before its code has loaded, without /me, and the screen takes them", async () => {
    traspasoDelLogin('tok-del-login', superadmin);
    const { calls } = mockFetch({
      'GET /api/dashboard': { body: { success: true, data: global } },
      'POST /api/init': { body: { success: true, data: { permisos: [], empresaId: null } } },
    });
    await renderAppEn('/dashboard');

    await waitFor(() => expect(calls.filter((c) => c.path === '/api/dashboard')).toHaveLength(1));
    expect(compuerta.cargada).toBe(false);
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/api/dashboard' });
    expect(calls[0].headers.authorization).toBe('Bearer tok-del-login');
    // The global dashboard: no company in the query.
    expect(calls[0].url).not.toContain('empresaId');

    // The answer is in SWR's cache before the screen renders: its first render shows the figures,
    // never the placeholders (aria-busy) that wait for them.
    await new Promise((r) => setTimeout(r, 100));
    let espera = false;
    const observador = new MutationObserver(() => {
      espera ||= document.querySelector('[aria-busy="true"]') !== null;
    });
    observador.observe(document.body, { childList: true, subtree: true, attributes: true });
    compuerta.abrir();
    expect(await screen.findByText('Total Empresas', {}, { timeout: 15_000 })).toBeTruthy();
    observador.disconnect();
    expect(espera).toBe(false);
    expect(screen.getByText('1234')).toBeTruthy();
    // Taken, not asked for again; and never a session check.
    expect(calls.filter((c) => c.path === '/api/dashboard')).toHaveLength(1);
    expect(calls.some((c) => c.path === '/api/auth/me')).toBe(false);
  }, 30_000);

  it('nothing ahead for a user who must change their password first: only that screen is shown', async () => {
    traspasoDelLogin('tok-del-login-2', { ...admin, debeCambiarPassword: true });
    const { calls } = mockFetch({ 'POST /api/init': { body: { success: true, data: { permisos: [], empresaId: 'e1' } } } });
    await renderAppEn('/dashboard');
    await waitFor(() => expect(window.location.pathname).toBe('/cambiar-password'), { timeout: 15_000 });
    expect(calls.some((c) => c.path === '/api/dashboard')).toBe(false);
  }, 30_000);
});
