import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import type { SessionUser } from '../lib/session';
import { mockFetch } from '../test/fetch-mock';
import { renderApp } from '../test/render-app';

const admin: SessionUser = { id: 'u1', nombre: 'Ana Admin', email: 'ana@acme.es', rol: 'admin', empresaId: 'e1' };
const superadmin: SessionUser = { id: 'u0', nombre: 'Sara Super', email: 'sara@talentia.es', rol: 'superadmin', empresaId: null };

/** The login screen asks for the social providers on load. */
const oauthConfig = {
  'GET /api/oauth/config': { body: { success: true, data: { providers: { google: { enabled: false }, microsoft: { enabled: false } } } } },
};

/** A stored token that GET /api/auth/me accepts for this user. */
function signedInAs(user: SessionUser) {
  window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-valid');
  return mockFetch({
    ...oauthConfig,
    'GET /api/auth/me': { body: { success: true, data: { user, empresas: [{ id: 'e1', nombreComercial: 'ACME' }] } } },
  });
}

async function pageHeading(name: string) {
  return screen.findByRole('heading', { level: 1, name });
}

describe('without a session', () => {
  it.each(['/dashboard', '/empresas', '/saas-admin', '/', '/no-existe'])('%s goes to /login', async (path) => {
    mockFetch(oauthConfig);
    const { router } = renderApp(path);
    await pageHeading('Talentia');
    expect(router.state.location.pathname).toBe('/login');
    expect(screen.getByRole('button', { name: 'Acceder' })).toBeTruthy();
  });

  it('a stored token the server refuses is cleared and the login shows', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-expired');
    const { calls } = mockFetch({ ...oauthConfig, 'GET /api/auth/me': { status: 401, body: { success: false, message: 'Sesión caducada' } } });
    const { router } = renderApp('/candidatos');
    await pageHeading('Talentia');
    expect(router.state.location.pathname).toBe('/login');
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

  it('the public interview link opens without a session', async () => {
    mockFetch(oauthConfig);
    const { router } = renderApp('/entrevista/tok_1700000000_abc');
    await pageHeading('Entrevista');
    expect(router.state.location.pathname).toBe('/entrevista/tok_1700000000_abc');
  });
});

describe('with a session', () => {
  it('an unknown path goes to /dashboard', async () => {
    signedInAs(admin);
    const { router } = renderApp('/ruta/que/no/existe');
    await pageHeading('Dashboard');
    expect(router.state.location.pathname).toBe('/dashboard');
  });

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

  it("shows the user's name, and 'Cerrar Sesión' ends the session", async () => {
    signedInAs(admin);
    const { router } = renderApp('/perfil');
    await pageHeading('Mi Perfil');
    expect(screen.getByText('Ana Admin')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Cerrar Sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    await pageHeading('Talentia');
  });
});
