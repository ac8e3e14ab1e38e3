// The social-login callback screen. The callback's address carries no token (docs/decisions/ D75):
// the page gets it from the refresh cookie with POST /api/auth/refresh, and a `token` in the query
// (an old link) is never read.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { navegacionDocumento } from '../../lib/browser-navigation';
import { AUTH_EXPIRES_KEY } from '../../lib/session';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin } from '../../test/session-fixtures';

const socialRoutes = {
  'POST /api/auth/refresh': { body: { success: true, data: { token: 'tok-social', expiresIn: 3600 } } },
  'GET /api/oauth/verify': { body: { success: true, data: { user: admin } } },
  'GET /api/auth/me': { body: { success: true, data: { user: admin, empresas: [acme] } } },
  'POST /api/init': { body: { success: true, message: 'Aplicación inicializada correctamente', data: { permisos: [], empresaId: 'e1' } } },
};

/** The refresh with no cookie: someone opened /oauth/success by hand. */
const sinCookie = { status: 401, body: { success: false, message: 'Tu sesión ha caducado. Inicia sesión de nuevo.' } };

// Tests that put a query in jsdom's own address bar give it back.
const direccionInicial = window.location.href;
afterEach(() => window.history.replaceState(null, '', direccionInicial));

describe('social-login callback: errors', () => {
  it.each([
    ['google_failed', 'Error al autenticarse con Google'],
    ['microsoft_failed', 'Error al autenticarse con Microsoft'],
    ['google_callback_failed', 'Error en el callback de Google'],
    ['microsoft_callback_failed', 'Error en el callback de Microsoft'],
    ['access_denied', 'Error desconocido en la autenticación'],
    ['constructor', 'Error desconocido en la autenticación'],
  ])('error=%s says "%s"', async (error, message) => {
    const { calls } = mockFetch(socialRoutes);
    renderApp(`/oauth/success?error=${error}`);
    const texto = (await screen.findByRole('alert')).textContent;
    // The '{provider}_failed' values carry a help line (next test); the others say only the message.
    if (error === 'google_failed' || error === 'microsoft_failed') expect(texto?.startsWith(message)).toBe(true);
    else expect(texto).toBe(message);
    expect(calls).toHaveLength(0);
  });

  it.each(['google_failed', 'microsoft_failed'])(
    'error=%s (an unknown account among other causes) adds who can sign in and to ask the administrator',
    async (error) => {
      mockFetch(socialRoutes);
      renderApp(`/oauth/success?error=${error}`);
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(
        `Error al autenticarse con ${error.startsWith('google') ? 'Google' : 'Microsoft'}` +
          'Solo pueden iniciar sesión las cuentas que tu empresa ha creado en Talentia. Si necesitas acceso, pide al administrador de tu empresa que te dé de alta.',
      );
      // The words name no email: they cannot tell an unknown account from any other refusal.
      expect(alert.textContent).not.toMatch(/@/);
      expect(screen.getByRole('button', { name: 'Intentar nuevamente' })).toBeTruthy();
    },
  );

  it("opened by hand (the refresh answers 401: no cookie) says 'No se recibió el token de autenticación'", async () => {
    const { calls } = mockFetch({ ...socialRoutes, 'POST /api/auth/refresh': sinCookie });
    renderApp('/oauth/success');
    expect((await screen.findByRole('alert')).textContent).toBe('No se recibió el token de autenticación');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/refresh']);
    expect(calls[0].credentials).toBe('include');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(screen.getByRole('button', { name: 'Intentar nuevamente' })).toBeTruthy();
  });

  it("a refresh that fails otherwise (503) says 'Error al procesar la autenticación'", async () => {
    const { calls } = mockFetch({
      ...socialRoutes,
      'POST /api/auth/refresh': { status: 503, body: { success: false, message: 'Servicio no disponible' } },
    });
    renderApp('/oauth/success');
    expect((await screen.findByRole('alert')).textContent).toBe('Error al procesar la autenticación');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/refresh']);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });

  it("a token the server does not verify says 'Error al procesar la autenticación' and keeps no session", async () => {
    const { calls } = mockFetch({
      ...socialRoutes,
      'POST /api/auth/refresh': { body: { success: true, data: { token: 'tok-malo', expiresIn: 3600 } } },
      'GET /api/oauth/verify': { status: 401, body: { success: false, message: 'Token inválido' } },
    });
    renderApp('/oauth/success');
    expect((await screen.findByRole('alert')).textContent).toBe('Error al procesar la autenticación');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/refresh', 'GET /api/oauth/verify']);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(calls.some((c) => c.path === '/api/init')).toBe(false);
  });

  it("'Intentar nuevamente' loads the sign-in page (its own document, D86) in place of this one", async () => {
    mockFetch(socialRoutes);
    renderApp('/oauth/success?error=google_failed');
    fireEvent.click(await screen.findByRole('button', { name: 'Intentar nuevamente' }));
    expect(vi.mocked(navegacionDocumento.reemplazar).mock.calls).toEqual([['/login']]);
  });
});

describe('social-login callback: success', () => {
  it('gets the token from the refresh cookie, verifies it, loads the session, initialises once, then goes to /dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finishVerify!: (response: Response) => void;
    const { calls } = mockFetch({
      ...socialRoutes,
      'GET /api/oauth/verify': () => new Promise<Response>((resolve) => (finishVerify = resolve)),
    });
    const { router } = renderApp('/oauth/success');

    expect(await screen.findByText('Procesando autenticación...')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/oauth/verify')).toBe(true));
    // The refresh carries the cookie (credentials) and no token: the page has none yet.
    expect(calls[0]).toMatchObject({ method: 'POST', path: '/api/auth/refresh', credentials: 'include' });
    expect(calls[0].headers.authorization).toBeUndefined();
    expect(calls[1].headers.authorization).toBe('Bearer tok-social');

    await act(async () => finishVerify(jsonResponse({ success: true, data: { user: admin } })));
    expect(await screen.findByText('Autenticación exitosa')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/refresh',
      'GET /api/oauth/verify',
      'GET /api/auth/me',
      'POST /api/init',
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-social');
    // The refresh's expiresIn (3600 s) sets the expiry.
    expect(Number(window.localStorage.getItem(AUTH_EXPIRES_KEY))).toBeGreaterThan(Date.now() + 3_500_000);

    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(router.state.location.pathname).toBe('/oauth/success');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(within(screen.getByRole('banner')).getByText('Ana Admin')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/init')).toHaveLength(1);
  });

  it('waits for the check of an older stored token, which then does not undo the new session', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-viejo');
    const { calls } = mockFetch({
      ...socialRoutes,
      'GET /api/auth/me': async (init) =>
        new Headers(init.headers).get('authorization') === 'Bearer tok-social'
          ? jsonResponse({ success: true, data: { user: admin, empresas: [acme] } })
          : jsonResponse({ success: false, message: 'Token expirado' }, 401),
    });
    renderApp('/oauth/success');

    expect(await screen.findByText('Autenticación exitosa')).toBeTruthy();
    // The old token's check (its renewal already reads the callback's cookie) ends before the hand-off starts.
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh',
      'GET /api/auth/me',
      'POST /api/auth/refresh',
      'GET /api/oauth/verify',
      'GET /api/auth/me',
      'POST /api/init',
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-social');
  });
});

describe('social-login callback: a token in the address is never used', () => {
  const enlaceViejo = '/oauth/success?token=tok-del-enlace&expiresIn=99999';

  it('an old link with ?token= signs in with the refresh cookie’s token only, and the query leaves the address bar', async () => {
    window.history.replaceState(null, '', enlaceViejo);
    const { calls } = mockFetch(socialRoutes);
    renderApp(enlaceViejo);

    expect(await screen.findByText('Autenticación exitosa')).toBeTruthy();
    expect(window.location.search).toBe('');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/auth/refresh',
      'GET /api/oauth/verify',
      'GET /api/auth/me',
      'POST /api/init',
    ]);
    expect(calls.slice(1).every((c) => c.headers.authorization === 'Bearer tok-social')).toBe(true);
    expect(JSON.stringify(calls)).not.toContain('tok-del-enlace');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-social');
    // Nor is its expiresIn: the expiry is the refresh's 3600 s.
    expect(Number(window.localStorage.getItem(AUTH_EXPIRES_KEY))).toBeLessThanOrEqual(Date.now() + 3_600_000);
  });

  it('an old link with ?token= and no refresh cookie says the token was not received and stores nothing', async () => {
    window.history.replaceState(null, '', enlaceViejo);
    const { calls } = mockFetch({ ...socialRoutes, 'POST /api/auth/refresh': sinCookie });
    renderApp(enlaceViejo);

    expect((await screen.findByRole('alert')).textContent).toBe('No se recibió el token de autenticación');
    expect(window.location.search).toBe('');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/auth/refresh']);
    expect(JSON.stringify(calls)).not.toContain('tok-del-enlace');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});
