// Why one module: the session is one state (token, user, companies) that start, sign-in, renewal and
// the other tabs all change; split, each part would reach into the others.
// The signed-in session (spec part 1 §4): token and its expiry, user, current company and the
// companies list. On start a stored token is verified with GET /api/auth/me (after one refresh when
// it has expired); any failure clears the session. After each login the application is initialised
// once (POST /api/init), which nothing waits for (D130). The password sign-in is a page of its own
// (login.html, D86): it stores the token and leaves the user and companies it answered
// (token-guardado.ts), then loads the app, which opens the session with them at once — the sign-in
// has just checked the token, so no /me — and initialises the application once its first screen is
// up; without a session the app loads that page again. The token is renewed from the HttpOnly refresh
// cookie a few minutes before it expires; a failed renewal ends the session. Tabs share the session
// through localStorage: a logout in one tab ends it in the others, a renewed token is adopted by all,
// and a sign-in (of anyone) in one tab is taken up by the others after checking it with /me.
import { createContext, createElement, useCallback, useContext, useEffect, useEffectEvent, useMemo, useState, type ReactNode } from 'react';
import { useSWRConfig } from 'swr';
import { auth as msgAuth } from '@shared/messages';
import { toaster } from '../components/toaster';
import { AUTH_TOKEN_KEY, ApiError, clearStoredToken, getStoredToken } from './api-client';
import { llamar } from './api-rutas';
import { olvidarPrecargas } from './precarga-datos';
import { type SingleFlight, createSingleFlight } from './single-flight';
import {
  AUTH_EXPIRES_KEY,
  expiryOf,
  inicializarAplicacion,
  inicializarTrasEntrega,
  jwtClaims,
  saveToken,
  sesionEntregada,
  storedExpiry,
  tomarEntrega,
} from './token-guardado';
import type { EmpresaResumen, SessionUser } from './sesion-tipos';
import { dejarTraspaso } from './traspaso';

export { AUTH_EXPIRES_KEY };

export type { EmpresaResumen, SessionUser };

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /** When `token` expires (epoch ms), if known. */
  expiresAt: number | null;
  empresaActual: EmpresaResumen | null;
  empresas: EmpresaResumen[];
}

/** What a sign-in in the app (the social one's callback) hands to the session. */
export interface LoginSession {
  token: string;
  /** Seconds until `token` expires. */
  expiresIn?: number;
  user: SessionUser;
  empresas?: EmpresaResumen[];
}

export interface SessionContextValue extends SessionState {
  /** Stores the token and opens the session; the application is initialised once (POST /api/init), not awaited (D130). */
  login: (session: LoginSession) => Promise<void>;
  /** Ends the session here and on the server (the refresh cookie); the server's answer is not awaited for the UI. */
  logout: () => Promise<void>;
  /** Replaces the session user (after a profile change) and announces it with 'userProfileUpdated'. */
  refreshUser: (user: SessionUser) => void;
  /**
   * After the user changed their password: the server ended every session issued before and
   * answered a new token for this one. Takes the token and the user (no forced change any more).
   */
  adoptarSesion: (session: LoginSession) => void;
  /** The superadmin switches the current company (spec part 1 §4). */
  setEmpresaActual: (empresa: EmpresaResumen | null) => void;
  /**
   * Reads the user and the companies list again (GET /api/auth/me), e.g. after a company was
   * created, so the new one can be selected. The current company stays when it is still listed.
   */
  recargarEmpresas: () => Promise<void>;
}

/** Answer of GET /api/auth/me: the same user and companies as the login answer. */
export interface SessionCheckAnswer {
  user: SessionUser;
  empresas?: EmpresaResumen[];
}

/** The browser event that carries the updated user (spec part 2 §7 "Profile"). */
export const USER_PROFILE_UPDATED = 'userProfileUpdated';

/** Renew this long before the token expires (short-lived tokens: at half of their remaining life). */
export const REFRESH_LEAD_MS = 5 * 60_000;
/** setTimeout's largest delay (about 24.8 days). */
const MAX_TIMER_MS = 2_147_483_647;
/** A renewal that could not reach the server is tried again after this long, while the token lasts. */
const REFRESH_RETRY_MS = 30_000;

const ANONYMOUS: SessionState = { status: 'anonymous', user: null, token: null, expiresAt: null, empresaActual: null, empresas: [] };

/** Milliseconds to wait before renewing a token that has `remainingMs` left. */
export function refreshDelay(remainingMs: number): number {
  const delay = remainingMs > 2 * REFRESH_LEAD_MS ? remainingMs - REFRESH_LEAD_MS : remainingMs / 2;
  return Math.min(Math.max(0, Math.floor(delay)), MAX_TIMER_MS);
}

/** The `sub` claim of a JWT: who the token is for. */
function jwtSub(token: string | null): string | null {
  const sub = jwtClaims(token)?.sub;
  return typeof sub === 'string' && sub ? sub : null;
}

/**
 * True while the document is being left (from `pagehide` until a `pageshow` brings it back from the
 * back/forward cache). A check of the stored token that the browser cancels then — the sign-in page
 * loads /dashboard and the visitor opens another address at once — is not the server refusing the
 * token: it must not clear it, or the next page would start without a session (D86).
 */
let saliendo = false;
if (typeof window !== 'undefined') {
  window.addEventListener('pagehide', () => {
    saliendo = true;
  });
  window.addEventListener('pageshow', () => {
    saliendo = false;
  });
}

function clearStoredSession(): void {
  clearStoredToken();
  window.localStorage.removeItem(AUTH_EXPIRES_KEY);
  recordarEmpresaElegida(null);
}

/** The superadmin's chosen company, kept for the tab's life (a reload keeps working on it). */
const EMPRESA_ELEGIDA_KEY = 'talentia.empresaElegida';

function empresaElegida(): string | null {
  try {
    return window.sessionStorage.getItem(EMPRESA_ELEGIDA_KEY);
  } catch {
    return null;
  }
}

function recordarEmpresaElegida(id: string | null): void {
  try {
    if (id) window.sessionStorage.setItem(EMPRESA_ELEGIDA_KEY, id);
    else window.sessionStorage.removeItem(EMPRESA_ELEGIDA_KEY);
  } catch {
    /* storage off: the choice lasts until the reload */
  }
}

/**
 * A company user works on their company. The superadmin starts on 'Todas las empresas' (the
 * spec's 'Dashboard Global', D81) unless this tab already chose one.
 */
function empresaInicial(user: SessionUser, empresas: EmpresaResumen[]): EmpresaResumen | null {
  if (user.rol === 'superadmin') {
    const elegida = empresaElegida();
    return (elegida && empresas.find((e) => e.id === elegida)) || null;
  }
  return empresas.find((e) => e.id === user.empresaId) ?? empresas[0] ?? null;
}

function authenticated(token: string, expiresAt: number | null, user: SessionUser, empresas: EmpresaResumen[] = []): SessionState {
  return { status: 'authenticated', user, token, expiresAt, empresas, empresaActual: empresaInicial(user, empresas) };
}

/** POST /api/auth/refresh: a new token from the refresh cookie, stored before it is returned. */
function renewToken(share: SingleFlight): Promise<{ token: string; expiresAt: number | null }> {
  return share('auth:refresh', async () => {
    const { data } = await llamar('POST /api/auth/refresh');
    if (!data?.token) throw new Error('Respuesta de refresco sin token');
    const expiresAt = expiryOf(data.token, data.expiresIn);
    saveToken(data.token, expiresAt);
    return { token: data.token, expiresAt };
  });
}

async function fetchSession(): Promise<SessionCheckAnswer> {
  const { data } = await llamar('GET /api/auth/me');
  if (!data?.user) throw new Error('Respuesta de sesión sin usuario');
  return conEmpresaElegida(data);
}

/**
 * /me lists the platform's newest companies only; the company this tab chose (the header's picker
 * searches them all, D123) is read by itself when it is not among them, so a reload
 * keeps it. Gone or unreachable now: the superadmin starts on all companies, as with no choice.
 */
async function conEmpresaElegida(me: SessionCheckAnswer): Promise<SessionCheckAnswer> {
  const id = me.user.rol === 'superadmin' ? empresaElegida() : null;
  const empresas = me.empresas ?? [];
  if (!id || empresas.some((e) => e.id === id)) return me;
  try {
    const { data } = await llamar('GET /api/empresas/{id}', { params: { id } });
    return data?.id ? { ...me, empresas: [...empresas, data as EmpresaResumen] } : me;
  } catch {
    return me;
  }
}

/** Whether opening a handed-over session needs a request: the superadmin's chosen company is not in its list. */
function faltaEmpresaElegida(me: SessionCheckAnswer): boolean {
  const id = me.user.rol === 'superadmin' ? empresaElegida() : null;
  return !!id && !(me.empresas ?? []).some((e) => e.id === id);
}

/**
 * Checks a stored token with /me; an expired one (401) gets one refresh and a second /me. A token a
 * sign-in in this tab has just answered (its hand-over, D130) needs no check: its user and companies
 * are taken as the sign-in answered them (with the tab's chosen company read if it is not among them).
 */
function restoreSession(token: string, share: SingleFlight): Promise<SessionState> {
  return share(`auth:restore:${token}`, async () => {
    const entregada = sesionEntregada(token);
    if (entregada) {
      const me = await conEmpresaElegida(entregada);
      return authenticated(token, storedExpiry(token), me.user, me.empresas ?? []);
    }
    try {
      const me = await fetchSession();
      return authenticated(token, storedExpiry(token), me.user, me.empresas ?? []);
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 401)) throw error;
      const renewed = await renewToken(share);
      const me = await fetchSession();
      return authenticated(renewed.token, renewed.expiresAt, me.user, me.empresas ?? []);
    }
  });
}

/** Tells every listener (the header, the session) that the user's profile changed. */
export function announceUserProfileUpdated(user: SessionUser): void {
  window.dispatchEvent(new CustomEvent<SessionUser>(USER_PROFILE_UPDATED, { detail: user }));
}

/** Runs `handler` with the new user each time 'userProfileUpdated' fires. */
export function useUserProfileUpdated(handler: (user: SessionUser) => void): void {
  // The latest handler, without subscribing again on each render.
  const onUpdate = useEffectEvent(handler);
  useEffect(() => {
    const listener = (event: Event) => {
      const user = (event as CustomEvent<SessionUser | undefined>).detail;
      if (user && typeof user === 'object') onUpdate(user);
    };
    window.addEventListener(USER_PROFILE_UPDATED, listener);
    return () => window.removeEventListener(USER_PROFILE_UPDATED, listener);
  }, []);
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  // SWR's unload (2.5): every key of the cache goes, the lists' ($inf$) ones included, and any read
  // still in flight is discarded. mutate(() => true, …) skipped the lists' keys (D93).
  const { unload } = useSWRConfig();
  const vaciarCache = useCallback(() => {
    // Reads sent ahead for a first screen went with the session's token (D130).
    olvidarPrecargas();
    return unload({ revalidate: false });
  }, [unload]);
  const [share] = useState(createSingleFlight);
  const [state, setState] = useState<SessionState>(() => {
    const token = getStoredToken();
    if (!token) return ANONYMOUS;
    // Just signed in on the sign-in page: the session opens with what it answered, no /me (D130).
    const entregada = sesionEntregada(token);
    if (entregada && !faltaEmpresaElegida(entregada)) return authenticated(token, storedExpiry(token), entregada.user, entregada.empresas);
    return { ...ANONYMOUS, status: 'loading', token };
  });

  // The application initialised once for a handed-over sign-in, once the first screen has asked for
  // its data (an idle moment, at most 2 s later): nothing waits for it (D130).
  const tokenAbierto = state.status === 'authenticated' ? state.token : null;
  useEffect(() => {
    if (!tokenAbierto || !tomarEntrega(tokenAbierto)) return;
    const hacer = () => inicializarTrasEntrega(tokenAbierto);
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(hacer, { timeout: 2000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(hacer, 0);
    return () => clearTimeout(id);
  }, [tokenAbierto]);

  const pendingToken = state.status === 'loading' ? state.token : null;
  useEffect(() => {
    if (!pendingToken) return;
    let cancelled = false;
    restoreSession(pendingToken, share)
      .then((restored) => {
        if (!cancelled) setState(restored);
      })
      .catch(() => {
        if (cancelled || saliendo) return;
        clearStoredSession();
        setState(ANONYMOUS);
      });
    return () => {
      cancelled = true;
    };
  }, [pendingToken, share]);

  const login = useCallback(async ({ token, expiresIn, user, empresas = [] }: LoginSession) => {
    const expiresAt = expiryOf(token, expiresIn);
    saveToken(token, expiresAt);
    setState(authenticated(token, expiresAt, user, empresas));
    // Not awaited: nothing needs its answer (D130).
    void inicializarAplicacion();
  }, []);

  const logout = useCallback(async () => {
    // The request reads the token as it starts, so the session can be cleared at once. It outlives
    // the page: without a session the app loads the sign-in page (another document) at once.
    const revoked = llamar('POST /api/auth/logout', undefined, { keepalive: true }).catch(() => undefined);
    clearStoredSession();
    setState(ANONYMOUS);
    // Nothing one user loaded may show to the next one in this browser.
    vaciarCache();
    await revoked;
  }, [vaciarCache]);

  const refreshUser = useCallback((user: SessionUser) => {
    setState((current) => (current.status === 'authenticated' ? { ...current, user } : current));
    announceUserProfileUpdated(user);
  }, []);

  const adoptarSesion = useCallback(({ token, expiresIn, user }: LoginSession) => {
    const expiresAt = expiryOf(token, expiresIn);
    saveToken(token, expiresAt);
    setState((current) =>
      current.status === 'authenticated'
        ? {
            ...current,
            token,
            expiresAt,
            // A change is no sign-in: the previous access the login answered (the welcome banner's) stays.
            user: {
              ...current.user,
              ...user,
              ultimoAcceso: current.user?.ultimoAcceso,
              accesoAnterior: current.user?.accesoAnterior,
              debeCambiarPassword: user.debeCambiarPassword,
            },
          }
        : current,
    );
  }, []);

  // Someone else announced a profile change: take it when it is about this session's user.
  useUserProfileUpdated((user) => {
    setState((current) =>
      current.user && current.user !== user && current.user.id === user.id ? { ...current, user: { ...current.user, ...user } } : current,
    );
  });

  // Another tab changed the stored token (storage events reach the other tabs only).
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key !== AUTH_TOKEN_KEY && event.key !== null) return;
      const token = getStoredToken();
      setState((current) => {
        if (token === current.token) return current;
        if (!token) {
          // Signed out there (or its renewal was refused): nothing of this user may stay here.
          if (current.status === 'anonymous') return current;
          vaciarCache();
          return ANONYMOUS;
        }
        // The same user's renewed token: adopt it, no need to renew here too.
        const sub = jwtSub(token);
        if (current.status === 'authenticated' && sub !== null && sub === jwtSub(current.token)) {
          return { ...current, token, expiresAt: storedExpiry(token) };
        }
        // Someone signed in there: check the token with /me, as on start.
        vaciarCache();
        return { ...ANONYMOUS, status: 'loading', token };
      });
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [vaciarCache]);

  const setEmpresaActual = useCallback((empresa: EmpresaResumen | null) => {
    recordarEmpresaElegida(empresa?.id ?? null);
    setState((current) => ({ ...current, empresaActual: empresa }));
  }, []);

  const recargarEmpresas = useCallback(async () => {
    const me = await fetchSession();
    const empresas = me.empresas ?? [];
    setState((current) => {
      if (current.status !== 'authenticated') return current;
      const actual = current.empresaActual && empresas.find((e) => e.id === current.empresaActual?.id);
      return { ...current, user: me.user, empresas, empresaActual: actual ?? empresaInicial(me.user, empresas) };
    });
  }, []);

  // Renew the token before it expires. A refused renewal ends the session; one that could not
  // reach the server is retried while the token still lasts.
  const { status, expiresAt } = state;
  useEffect(() => {
    if (status !== 'authenticated' || expiresAt === null) return;
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout>;
    const attempt = () => {
      renewToken(share)
        .then((renewed) => {
          if (!cancelled) setState((current) => (current.status === 'authenticated' ? { ...current, ...renewed } : current));
        })
        .catch((error: unknown) => {
          if (cancelled) return;
          const transient = error instanceof ApiError && error.kind !== 'http';
          if (transient && expiresAt - Date.now() > REFRESH_RETRY_MS) {
            timer = setTimeout(attempt, REFRESH_RETRY_MS);
            return;
          }
          toaster.create({ type: 'warning', title: msgAuth.sesionExpirada });
          // The sign-in page, which the app loads next, says it too: the toast goes with this page.
          dejarTraspaso('avisoLogin', msgAuth.sesionExpirada);
          void logout();
        });
    };
    timer = setTimeout(attempt, refreshDelay(expiresAt - Date.now()));
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [status, expiresAt, logout, share]);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, login, logout, refreshUser, adoptarSesion, setEmpresaActual, recargarEmpresas }),
    [state, login, logout, refreshUser, adoptarSesion, setEmpresaActual, recargarEmpresas],
  );
  return createElement(SessionContext.Provider, { value }, children);
}

/** The session where there is one; null outside <SessionProvider> (a component shown on its own). */
export function useSessionSiHay(): SessionContextValue | null {
  return useContext(SessionContext);
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
