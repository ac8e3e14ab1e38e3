// The signed-in session (spec part 1 §4): token, user, current company and the companies list.
// On start a stored token is verified with GET /api/auth/me; any failure clears the session.
import { createContext, createElement, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Rol } from '../../../shared/permissions';
import { api, clearStoredToken, getStoredToken, storeToken } from './api-client';

// The fields the web reads today. The full entities (spec part 1 §3.1, §3.2) come from
// shared/schemas once the auth and company schemas land there; extra fields pass through.
export interface SessionUser {
  id: string;
  nombre: string;
  apellidos?: string;
  email: string;
  rol: Rol;
  empresaId?: string | null;
  avatarUrl?: string | null;
  activo?: boolean;
  [field: string]: unknown;
}

export interface EmpresaResumen {
  id: string;
  nombreLegal?: string;
  nombreComercial?: string;
  [field: string]: unknown;
}

export type SessionStatus = 'loading' | 'anonymous' | 'authenticated';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  empresaActual: EmpresaResumen | null;
  empresas: EmpresaResumen[];
}

export interface SessionContextValue extends SessionState {
  login: (token: string, user: SessionUser, empresas?: EmpresaResumen[]) => void;
  logout: () => void;
  /** The superadmin switches the current company (spec part 1 §4). */
  setEmpresaActual: (empresa: EmpresaResumen | null) => void;
}

/** Answer of GET /api/auth/me: the same user and companies as the login answer. */
export interface SessionCheckAnswer {
  user: SessionUser;
  empresas?: EmpresaResumen[];
}

const ANONYMOUS: SessionState = { status: 'anonymous', user: null, token: null, empresaActual: null, empresas: [] };

/** The user's own company when it is in the list, else the first one. */
function empresaInicial(user: SessionUser, empresas: EmpresaResumen[]): EmpresaResumen | null {
  return empresas.find((e) => e.id === user.empresaId) ?? empresas[0] ?? null;
}

function authenticated(token: string, user: SessionUser, empresas: EmpresaResumen[] = []): SessionState {
  return { status: 'authenticated', user, token, empresas, empresaActual: empresaInicial(user, empresas) };
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<SessionState>(() => {
    const token = getStoredToken();
    return token ? { ...ANONYMOUS, status: 'loading', token } : ANONYMOUS;
  });

  const pendingToken = state.status === 'loading' ? state.token : null;
  useEffect(() => {
    if (!pendingToken) return;
    let cancelled = false;
    api
      .get<SessionCheckAnswer>('/api/auth/me')
      .then(({ data }) => {
        if (cancelled) return;
        if (!data?.user) throw new Error('Respuesta de sesión sin usuario');
        setState(authenticated(pendingToken, data.user, data.empresas ?? []));
      })
      .catch(() => {
        if (cancelled) return;
        clearStoredToken();
        setState(ANONYMOUS);
      });
    return () => {
      cancelled = true;
    };
  }, [pendingToken]);

  const login = useCallback((token: string, user: SessionUser, empresas: EmpresaResumen[] = []) => {
    storeToken(token);
    setState(authenticated(token, user, empresas));
  }, []);

  const logout = useCallback(() => {
    clearStoredToken();
    setState(ANONYMOUS);
  }, []);

  const setEmpresaActual = useCallback((empresa: EmpresaResumen | null) => {
    setState((current) => ({ ...current, empresaActual: empresa }));
  }, []);

  const value = useMemo<SessionContextValue>(
    () => ({ ...state, login, logout, setEmpresaActual }),
    [state, login, logout, setEmpresaActual],
  );
  return createElement(SessionContext.Provider, { value }, children);
}

export function useSession(): SessionContextValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
