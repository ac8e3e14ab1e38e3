import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AppProvider } from '../app/provider';
import { jsonResponse, mockFetch } from '../test/fetch-mock';
import { acme, admin, superadmin } from '../test/session-fixtures';
import { AUTH_TOKEN_KEY } from './api-client';
import { AUTH_EXPIRES_KEY, type SessionContextValue, USER_PROFILE_UPDATED, refreshDelay, useSession } from './session';
import { leerTraspaso } from './traspaso';

const MIN = 60_000;

/** Renders the providers with a probe that hands out the live session. */
function renderSession() {
  const ref: { current: SessionContextValue | null } = { current: null };
  function Probe() {
    ref.current = useSession();
    return <p data-testid="status">{ref.current.status}</p>;
  }
  render(
    <AppProvider swr={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <Probe />
    </AppProvider>,
  );
  return {
    get session() {
      if (!ref.current) throw new Error('sin sesión');
      return ref.current;
    },
  };
}

const initRoute = {
  'POST /api/init': { body: { success: true, message: 'Aplicación inicializada correctamente', data: { permisos: [], empresaId: 'e1' } } },
};
const logoutRoute = { 'POST /api/auth/logout': { body: { success: true, data: null } } };

const count = (calls: { method: string; path: string }[], method: string, path: string) =>
  calls.filter((c) => c.method === method && c.path === path).length;

describe('refresh timing', () => {
  it('renews 5 minutes before expiry, or at half-life for short tokens', () => {
    expect(refreshDelay(60 * MIN)).toBe(55 * MIN);
    expect(refreshDelay(10 * MIN)).toBe(5 * MIN);
    expect(refreshDelay(4 * MIN)).toBe(2 * MIN);
    expect(refreshDelay(-1_000)).toBe(0);
  });
});

describe('login', () => {
  it('stores the token and its expiry and opens the session at once; POST /api/init goes once, not awaited (D130)', async () => {
    let finishInit!: (response: Response) => void;
    const { calls } = mockFetch({ 'POST /api/init': () => new Promise<Response>((resolve) => (finishInit = resolve)) });
    const view = renderSession();

    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: admin, empresas: [acme] }));
    // Open while the initialisation is still unanswered.
    expect(view.session).toMatchObject({ status: 'authenticated', token: 'tok-1', user: admin, empresas: [acme], empresaActual: acme });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-1');
    expect(Number(window.localStorage.getItem(AUTH_EXPIRES_KEY))).toBeGreaterThan(Date.now() + 59 * MIN);
    expect(count(calls, 'POST', '/api/init')).toBe(1);
    const init = calls.find((c) => c.path === '/api/init')!;
    expect(init.headers.authorization).toBe('Bearer tok-1');
    // It outlives a page change.
    expect(init.keepalive).toBe(true);

    await act(async () => finishInit(jsonResponse(initRoute['POST /api/init'].body)));
    expect(view.session.status).toBe('authenticated');
    expect(count(calls, 'POST', '/api/init')).toBe(1);
  });
});

describe("start right after the sign-in page's sign-in (its hand-over, D130)", () => {
  const aMano = (token: string, extra: Partial<{ en: number; user: typeof admin; empresas: (typeof acme)[] }> = {}) => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    window.localStorage.setItem(AUTH_EXPIRES_KEY, String(Date.now() + 60 * MIN));
    window.sessionStorage.setItem(
      'talentia.traspaso.sesion',
      JSON.stringify({ fin: token.slice(-32), en: Date.now(), user: admin, empresas: [acme], ...extra }),
    );
  };

  it('opens the session at the first render with what the sign-in answered: no /me; POST /api/init once, afterwards', async () => {
    aMano('tok-del-login');
    const { calls } = mockFetch({ ...initRoute, 'GET /api/auth/me': { status: 500, body: { success: false, message: 'no' } } });
    const view = renderSession();
    // The first render is already the session's: no splash, no round trip.
    expect(view.session).toMatchObject({
      status: 'authenticated',
      token: 'tok-del-login',
      user: admin,
      empresas: [acme],
      empresaActual: acme,
    });
    await waitFor(() => expect(count(calls, 'POST', '/api/init')).toBe(1));
    expect(calls.find((c) => c.path === '/api/init')?.headers.authorization).toBe('Bearer tok-del-login');
    expect(count(calls, 'GET', '/api/auth/me')).toBe(0);
    // The note is taken: a reload checks the token with /me, as on any start.
    expect(window.sessionStorage.getItem('talentia.traspaso.sesion')).toBeNull();
    await new Promise((r) => setTimeout(r, 50));
    expect(count(calls, 'POST', '/api/init')).toBe(1);
  });

  it('keeps the forced password change the sign-in answered', () => {
    aMano('tok-del-login', { user: { ...admin, debeCambiarPassword: true } });
    mockFetch(initRoute);
    expect(renderSession().session.user?.debeCambiarPassword).toBe(true);
  });

  it('a note for another token, or an old one, is no hand-over: the token is checked with /me', async () => {
    aMano('tok-otro');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-guardado');
    const { calls } = mockFetch({ 'GET /api/auth/me': { body: { success: true, data: { user: superadmin, empresas: [] } } } });
    const view = renderSession();
    expect(view.session.status).toBe('loading');
    await waitFor(() => expect(view.session.status).toBe('authenticated'));
    expect(view.session.user).toEqual(superadmin);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/auth/me']);
  });

  it('an old note is none either', async () => {
    aMano('tok-del-login', { en: Date.now() - 3 * MIN });
    const { calls } = mockFetch({ 'GET /api/auth/me': { body: { success: true, data: { user: admin, empresas: [acme] } } } });
    const view = renderSession();
    expect(view.session.status).toBe('loading');
    await waitFor(() => expect(view.session.status).toBe('authenticated'));
    expect(count(calls, 'GET', '/api/auth/me')).toBe(1);
  });

  it("the superadmin's company chosen in this tab and not among those answered is read by itself, still without /me", async () => {
    aMano('tok-del-login', { user: superadmin, empresas: [] });
    window.sessionStorage.setItem('talentia.empresaElegida', 'e1');
    const { calls } = mockFetch({
      ...initRoute,
      'GET /api/empresas/e1': { body: { success: true, data: acme } },
    });
    const view = renderSession();
    await waitFor(() => expect(view.session.status).toBe('authenticated'));
    expect(view.session.empresaActual).toMatchObject({ id: 'e1' });
    expect(count(calls, 'GET', '/api/auth/me')).toBe(0);
  });
});

describe('token renewal', () => {
  it('calls POST /api/auth/refresh 5 minutes before expiry and replaces the token', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({
      ...initRoute,
      'POST /api/auth/refresh': { body: { success: true, data: { token: 'tok-2', expiresIn: 3600 } } },
    });
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: admin }));

    await act(() => vi.advanceTimersByTimeAsync(54 * MIN));
    expect(count(calls, 'POST', '/api/auth/refresh')).toBe(0);

    await act(() => vi.advanceTimersByTimeAsync(2 * MIN));
    expect(count(calls, 'POST', '/api/auth/refresh')).toBe(1);
    expect(calls.find((c) => c.path === '/api/auth/refresh')?.credentials).toBe('include');
    await waitFor(() => expect(view.session.token).toBe('tok-2'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-2');
    expect(view.session.status).toBe('authenticated');

    // The new token gets its own renewal, 55 minutes after it arrived (between 55 and 56 minutes in).
    await act(() => vi.advanceTimersByTimeAsync(53 * MIN));
    expect(count(calls, 'POST', '/api/auth/refresh')).toBe(1);
    await act(() => vi.advanceTimersByTimeAsync(3 * MIN));
    expect(count(calls, 'POST', '/api/auth/refresh')).toBe(2);
  });

  it('a refused renewal logs out', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls } = mockFetch({
      ...initRoute,
      ...logoutRoute,
      'POST /api/auth/refresh': { status: 401, body: { success: false, message: 'Sesión caducada' } },
    });
    const view = renderSession();
    // A 10-minute token is renewed at half-life.
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 600, user: admin, empresas: [acme] }));

    await act(() => vi.advanceTimersByTimeAsync(5 * MIN + 1_000));
    await waitFor(() => expect(view.session.status).toBe('anonymous'));
    expect(view.session).toMatchObject({ user: null, token: null, empresas: [], empresaActual: null });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(count(calls, 'POST', '/api/auth/logout')).toBe(1);
    expect(await screen.findByText('Tu sesión ha caducado. Inicia sesión de nuevo.')).toBeTruthy();
    // The sign-in page the app loads next (its own document, D86) says it too.
    expect(leerTraspaso('avisoLogin')).toBe('Tu sesión ha caducado. Inicia sesión de nuevo.');
  });

  it('a renewal that cannot reach the server is tried again while the token lasts', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let attempts = 0;
    mockFetch({
      ...initRoute,
      'POST /api/auth/refresh': async () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return jsonResponse({ success: true, data: { token: 'tok-2', expiresIn: 3600 } });
      },
    });
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: admin }));

    await act(() => vi.advanceTimersByTimeAsync(55 * MIN + 1_000));
    expect(attempts).toBe(1);
    expect(view.session.status).toBe('authenticated');
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    await waitFor(() => expect(view.session.token).toBe('tok-2'));
    expect(attempts).toBe(2);
  });
});

describe('start with a stored token', () => {
  it('an expired token (401 on /me) gets one refresh, then /me again', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-viejo');
    let meCalls = 0;
    const { calls } = mockFetch({
      'GET /api/auth/me': async () => {
        meCalls += 1;
        return meCalls === 1
          ? jsonResponse({ success: false, message: 'Token expirado' }, 401)
          : jsonResponse({ success: true, data: { user: admin, empresas: [acme] } });
      },
      'POST /api/auth/refresh': { body: { success: true, data: { token: 'tok-nuevo', expiresIn: 3600 } } },
    });
    const view = renderSession();

    await waitFor(() => expect(view.session.status).toBe('authenticated'));
    expect(view.session.token).toBe('tok-nuevo');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-nuevo');
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /api/auth/me', 'POST /api/auth/refresh', 'GET /api/auth/me']);
    expect(calls[2].headers.authorization).toBe('Bearer tok-nuevo');
    // Restoring a session is not a login: no second initialisation.
    expect(count(calls, 'POST', '/api/init')).toBe(0);
  });

  it('a failed refresh clears the session', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-viejo');
    window.localStorage.setItem(AUTH_EXPIRES_KEY, '1');
    mockFetch({
      'GET /api/auth/me': { status: 401, body: { success: false, message: 'Token expirado' } },
      'POST /api/auth/refresh': { status: 401, body: { success: false, message: 'Sin cookie' } },
    });
    const view = renderSession();
    await waitFor(() => expect(view.session.status).toBe('anonymous'));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(AUTH_EXPIRES_KEY)).toBeNull();
  });

  it('a check the browser cancels as the page is left keeps the stored token for the next page', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-guardado');
    let cancelar: (e: Error) => void = () => undefined;
    const { calls } = mockFetch({ 'GET /api/auth/me': () => new Promise<Response>((_, reject) => (cancelar = reject)) });
    const view = renderSession();
    await waitFor(() => expect(count(calls, 'GET', '/api/auth/me')).toBe(1));
    // The visitor opens another address while /me is on its way: the page goes, the request with it.
    window.dispatchEvent(new Event('pagehide'));
    await act(async () => cancelar(new TypeError('Failed to fetch')));
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe('tok-guardado');
    expect(view.session.status).toBe('loading');
    window.dispatchEvent(new Event('pageshow'));
  });

  it('a failure other than 401 clears the session without a refresh', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-viejo');
    const { calls } = mockFetch({ 'GET /api/auth/me': { status: 500, body: { success: false } } });
    const view = renderSession();
    await waitFor(() => expect(view.session.status).toBe('anonymous'));
    expect(count(calls, 'POST', '/api/auth/refresh')).toBe(0);
  });
});

describe('logout', () => {
  it('calls POST /api/auth/logout and clears token, user, current company and companies', async () => {
    const { calls } = mockFetch({ ...initRoute, ...logoutRoute });
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: superadmin, empresas: [acme, { id: 'e2' }] }));
    act(() => view.session.setEmpresaActual({ id: 'e2' }));

    await act(() => view.session.logout());
    const logout = calls.filter((c) => c.path === '/api/auth/logout');
    expect(logout).toHaveLength(1);
    // It outlives the page: the sign-in page, another document, is loaded at once (D86).
    expect(logout[0]).toMatchObject({ method: 'POST', credentials: 'include', keepalive: true });
    expect(view.session).toMatchObject({
      status: 'anonymous',
      user: null,
      token: null,
      expiresAt: null,
      empresaActual: null,
      empresas: [],
    });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(window.localStorage.getItem(AUTH_EXPIRES_KEY)).toBeNull();
  });

  it('clears the session even when the server cannot be reached', async () => {
    mockFetch({ ...initRoute, 'POST /api/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: admin }));
    await act(() => view.session.logout());
    expect(view.session.status).toBe('anonymous');
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
  });
});

describe('userProfileUpdated', () => {
  it('refreshUser replaces the user and announces it', async () => {
    mockFetch(initRoute);
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: admin }));
    const heard = vi.fn();
    window.addEventListener(USER_PROFILE_UPDATED, (e) => heard((e as CustomEvent).detail), { once: true });

    act(() => view.session.refreshUser({ ...admin, nombre: 'Ana María', avatarUrl: '/uploads/avatars/u1.png' }));
    expect(view.session.user).toMatchObject({ nombre: 'Ana María', avatarUrl: '/uploads/avatars/u1.png' });
    expect(heard).toHaveBeenCalledWith(expect.objectContaining({ id: 'u1', nombre: 'Ana María' }));
  });

  it("takes an announced update of this session's user, and ignores other users", async () => {
    mockFetch(initRoute);
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: admin }));

    act(() => {
      window.dispatchEvent(new CustomEvent(USER_PROFILE_UPDATED, { detail: { ...admin, id: 'otro', nombre: 'Otra' } }));
    });
    expect(view.session.user?.nombre).toBe('Ana Admin');
    act(() => {
      window.dispatchEvent(new CustomEvent(USER_PROFILE_UPDATED, { detail: { ...admin, nombre: 'Ana Beatriz' } }));
    });
    expect(view.session.user?.nombre).toBe('Ana Beatriz');
  });
});

describe('companies list', () => {
  it('recargarEmpresas reads /api/auth/me again and keeps the current company while it is listed', async () => {
    const nueva = { id: 'e3', nombreComercial: 'Nueva SL' };
    let empresas = [acme, { id: 'e2' }];
    mockFetch({ ...initRoute, 'GET /api/auth/me': async () => jsonResponse({ success: true, data: { user: superadmin, empresas } }) });
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: superadmin, empresas }));
    act(() => view.session.setEmpresaActual({ id: 'e2' }));

    empresas = [nueva, acme, { id: 'e2' }];
    await act(() => view.session.recargarEmpresas());
    expect(view.session.empresas).toEqual([nueva, acme, { id: 'e2' }]);
    expect(view.session.empresaActual).toEqual({ id: 'e2' });

    // The chosen company is gone: the superadmin is back on 'Todas las empresas' (D81).
    empresas = [nueva, acme];
    await act(() => view.session.recargarEmpresas());
    expect(view.session.empresaActual).toBeNull();
  });
});

describe('several tabs', () => {
  /** What the browser does in this tab when another tab writes localStorage. */
  function otherTabWrites(key: string, value: string | null) {
    act(() => {
      if (value === null) window.localStorage.removeItem(key);
      else window.localStorage.setItem(key, value);
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: value }));
    });
  }
  const jwt = (sub: string, exp: number) => `h.${btoa(JSON.stringify({ sub, exp })).replace(/=+$/, '')}.s`;

  it('a logout in another tab ends the session here too, without a second logout call', async () => {
    const { calls } = mockFetch({ ...initRoute, ...logoutRoute });
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-1', expiresIn: 3600, user: admin, empresas: [acme] }));
    otherTabWrites(AUTH_TOKEN_KEY, null);
    expect(view.session).toMatchObject({ status: 'anonymous', user: null, token: null });
    expect(count(calls, 'POST', '/api/auth/logout')).toBe(0);
  });

  it("the same user's renewed token is adopted as it is, without asking the server", async () => {
    const { calls } = mockFetch({ ...initRoute });
    const view = renderSession();
    const exp = Math.floor(Date.now() / 1000) + 3600;
    await act(() => view.session.login({ token: jwt('u-admin', exp), user: admin, empresas: [acme] }));
    const renewed = jwt('u-admin', exp + 3600);
    otherTabWrites(AUTH_EXPIRES_KEY, String((exp + 3600) * 1000));
    otherTabWrites(AUTH_TOKEN_KEY, renewed);
    expect(view.session).toMatchObject({ status: 'authenticated', token: renewed, expiresAt: (exp + 3600) * 1000, user: admin });
    expect(calls.filter((c) => c.path !== '/api/init')).toEqual([]);
  });

  it('a sign-in in another tab (another user) is checked with /me and taken up here', async () => {
    const { calls } = mockFetch({
      ...initRoute,
      'GET /api/auth/me': { body: { success: true, data: { user: superadmin, empresas: [acme] } } },
    });
    const view = renderSession();
    await act(() => view.session.login({ token: 'tok-admin', expiresIn: 3600, user: admin, empresas: [acme] }));
    otherTabWrites(AUTH_TOKEN_KEY, 'tok-super');
    await waitFor(() => expect(view.session).toMatchObject({ status: 'authenticated', token: 'tok-super', user: superadmin }));
    const me = calls.filter((c) => c.path === '/api/auth/me');
    expect(me).toHaveLength(1);
    expect(me[0].headers.authorization).toBe('Bearer tok-super');
  });

  it('an anonymous tab takes up a sign-in made in another tab', async () => {
    mockFetch({ 'GET /api/auth/me': { body: { success: true, data: { user: admin, empresas: [acme] } } } });
    const view = renderSession();
    expect(view.session.status).toBe('anonymous');
    otherTabWrites(AUTH_TOKEN_KEY, 'tok-otra');
    await waitFor(() => expect(view.session).toMatchObject({ status: 'authenticated', token: 'tok-otra', user: admin }));
  });
});
