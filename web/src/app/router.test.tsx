import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import { navegacionDocumento } from '../lib/browser-navigation';
import { AUTH_EXPIRES_KEY, type SessionUser } from '../lib/session';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';
import { NAVEGACION_ADMIN, admin, operador, sessionRoutes, superadmin } from '../test/session-fixtures';

/** A stored token that GET /api/auth/me accepts for this user. */
function signedInAs(user: SessionUser) {
  return mockFetch({ ...sessionRoutes(user), 'GET /api/usuarios': { body: { success: true, data: { items: [], cursor: null } } } });
}

async function pageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

/** The documents loaded in place of the app: the sign-in page is its own (login.html, D86). */
const reemplazos = () => vi.mocked(navegacionDocumento.reemplazar).mock.calls.map(([url]) => url);

describe('without a session', () => {
  it.each(['/dashboard', '/empresas', '/saas-admin', '/', '/no-existe'])(
    '%s loads the sign-in page, with the splash meanwhile',
    async (path) => {
      const { calls } = mockFetch({});
      const { router } = renderApp(path);
      await waitFor(() => expect(reemplazos()).toEqual(['/login']));
      expect(screen.getByText('Cargando Talentia...')).toBeTruthy();
      expect(router.state.location.pathname).toBe(path);
      // No stored token: nothing to check with the server.
      expect(calls).toHaveLength(0);
    },
  );

  it('a stored token the server refuses is cleared and the sign-in page loads', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-expired');
    const { calls } = mockFetch({
      'GET /api/auth/me': { status: 401, body: { success: false, message: 'Sesión caducada' } },
    });
    renderApp('/candidatos');
    await waitFor(() => expect(reemplazos()).toEqual(['/login']));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(calls[0].headers.authorization).toBe('Bearer tok-expired');
  });

  it('shows the splash while the stored token is being checked', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-valid');
    mockFetch({ 'GET /api/auth/me': () => new Promise<Response>(() => {}) });
    renderApp('/dashboard');
    expect(await screen.findByText('Cargando Talentia...')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).toBeNull();
  });
});

describe('with a session', () => {
  it('an unknown path goes to /dashboard', async () => {
    signedInAs(admin);
    const { router } = renderApp('/ruta/que/no/existe');
    await pageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  // /login is the sign-in page's, which the servers send (login.html, D86): the app has no such route.
  it('/ goes to /dashboard, and /login too', async () => {
    signedInAs(admin);
    const root = renderApp('/');
    await pageHeading('Dashboard');
    expect(root.router.state.location.pathname).toBe('/dashboard');
    root.unmount();

    const login = renderApp('/login');
    await pageHeading('Dashboard');
    expect(login.router.state.location.pathname).toBe('/dashboard');
  });

  it('/servicios and /servicios-hr show the same HR services screen', async () => {
    signedInAs(admin);
    const first = renderApp('/servicios');
    await pageHeading('Servicios HR');
    first.unmount();
    renderApp('/servicios-hr');
    await pageHeading('Servicios HR');
  });

  it.each(['/saas-admin', '/onboarding'])('%s sends a non-superadmin to /dashboard', async (path) => {
    signedInAs(admin);
    const { router } = renderApp(path);
    await pageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it('/saas-admin opens for the superadmin', async () => {
    signedInAs(superadmin);
    const { router } = renderApp('/saas-admin');
    await pageHeading('Panel Sistema');
    expect(router.state.location.pathname).toBe('/saas-admin');
  });

  it("shows the name in the header, and 'Cerrar Sesión' ends the session here and on the server", async () => {
    window.localStorage.setItem(AUTH_EXPIRES_KEY, String(Date.now() + 3_600_000));
    const { calls } = signedInAs(admin);
    const { router } = renderApp('/dashboard');
    await pageHeading('Dashboard');
    expect(within(screen.getByRole('banner')).getByText('Ana Admin')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /menú de usuario$/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar Sesión' }));
    // The sign-in page, its own document, in place of the app (Back does not come back here).
    await waitFor(() => expect(reemplazos()).toContain('/login'));
    expect(new Set(reemplazos())).toEqual(new Set(['/login']));
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/auth/logout')).toHaveLength(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(AUTH_EXPIRES_KEY)).toBeNull();
  });

  it('the navigation follows the role: an admin gets Empresas, Áreas, Usuarios, Integraciones and Gestión de Datos, an operador none of them', async () => {
    signedInAs(admin);
    const first = renderApp('/dashboard');
    await pageHeading('Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(NAVEGACION_ADMIN);
    fireEvent.click(within(nav).getByRole('link', { name: 'Usuarios' }));
    await pageHeading('Usuarios');
    expect(first.router.state.location.pathname).toBe('/usuarios');
    first.unmount();

    signedInAs(operador);
    renderApp('/dashboard');
    await pageHeading('Dashboard');
    const operadorNav = screen.getByRole('navigation', { name: 'Navegación principal' });
    expect(
      within(operadorNav)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'Dashboard',
      'Servicios HR',
      'Candidatos',
      'Vacantes',
      'Entrevistas',
      'Informes',
      'Analytics',
      'Mi Perfil',
      'Configuración',
    ]);
  });

  it.each(['/empresas', '/areas'])('%s sends an operador to /dashboard', async (path) => {
    signedInAs(operador);
    const { router } = renderApp(path);
    await pageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

  it.each([
    ['/empresas', /^Empresas/],
    ['/areas', 'Áreas'],
  ] as const)('%s opens for an admin and for the superadmin', async (path, heading) => {
    for (const user of [admin, superadmin]) {
      signedInAs(user);
      const view = renderApp(path);
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeTruthy();
      expect(view.router.state.location.pathname).toBe(path);
      view.unmount();
    }
  });

  it('/usuarios sends an operador to /dashboard and opens for the superadmin', async () => {
    signedInAs(operador);
    const first = renderApp('/usuarios');
    await pageHeading('Dashboard');
    expect(first.router.state.location.pathname).toBe('/dashboard');
    first.unmount();

    signedInAs(superadmin);
    const second = renderApp('/usuarios');
    await pageHeading('Usuarios');
    expect(second.router.state.location.pathname).toBe('/usuarios');
  });
});
