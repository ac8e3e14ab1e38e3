import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../../lib/api-client';
import { AUTH_EXPIRES_KEY } from '../../lib/session';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, oauthConfigRoute } from '../../test/session-fixtures';

const socialRoutes = {
  ...oauthConfigRoute,
  'GET /api/oauth/verify': { body: { success: true, data: { user: admin } } },
  'GET /api/auth/me': { body: { success: true, data: { user: admin, empresas: [acme] } } },
  'POST /api/init': { body: { success: true, message: 'Aplicación inicializada correctamente', data: { permisos: [], empresaId: 'e1' } } },
};

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

  it("without a token says 'No se recibió el token de autenticación'", async () => {
    mockFetch(socialRoutes);
    renderApp('/oauth/success');
    expect((await screen.findByRole('alert')).textContent).toBe('No se recibió el token de autenticación');
  });

  it("a token the server does not verify says 'Error al procesar la autenticación' and keeps no session", async () => {
    const { calls } = mockFetch({
      ...socialRoutes,
      'GET /api/oauth/verify': { status: 401, body: { success: false, message: 'Token inválido' } },
    });
    renderApp('/oauth/success?token=tok-malo&expiresIn=3600');
    expect((await screen.findByRole('alert')).textContent).toBe('Error al procesar la autenticación');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(calls.some((c) => c.path === '/api/init')).toBe(false);
  });

  it("'Intentar nuevamente' goes back to /login", async () => {
    mockFetch(socialRoutes);
    const { router } = renderApp('/oauth/success?error=google_failed');
    fireEvent.click(await screen.findByRole('button', { name: 'Intentar nuevamente' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

describe('social-login callback: success', () => {
  it('processes, verifies the token, loads the session, initialises once, then goes to /dashboard after 2 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let finishVerify!: (response: Response) => void;
    const { calls } = mockFetch({
      ...socialRoutes,
      'GET /api/oauth/verify': () => new Promise<Response>((resolve) => (finishVerify = resolve)),
    });
    const { router } = renderApp('/oauth/success?token=tok-social&expiresIn=3600');

    expect(await screen.findByText('Procesando autenticación...')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/oauth/verify')).toBe(true));
    expect(calls[0].headers.authorization).toBe('Bearer tok-social');

    await act(async () => finishVerify(jsonResponse({ success: true, data: { user: admin } })));
    expect(await screen.findByText('Autenticación exitosa')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/oauth/verify', 'GET /api/auth/me', 'POST /api/init']);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-social');
    expect(Number(window.localStorage.getItem(AUTH_EXPIRES_KEY))).toBeGreaterThan(Date.now());

    await act(() => vi.advanceTimersByTimeAsync(1_900));
    expect(router.state.location.pathname).toBe('/oauth/success');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(await screen.findByText('Hola, Ana Admin')).toBeTruthy();
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
      'POST /api/auth/refresh': { status: 401, body: { success: false, message: 'Sin cookie' } },
    });
    renderApp('/oauth/success?token=tok-social&expiresIn=3600');

    expect(await screen.findByText('Autenticación exitosa')).toBeTruthy();
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'GET /api/auth/me',
      'POST /api/auth/refresh',
      'GET /api/oauth/verify',
      'GET /api/auth/me',
      'POST /api/init',
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-social');
  });
});
