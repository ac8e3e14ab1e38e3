// The code of the screen the app opens on is asked for beside the session check, not after it
// (router.tsx precargarInicio, D122): the shell and the screen's module load while GET /api/auth/me
// is still unanswered (asked for once it has gone out), and nothing is loaded for a visitor with no
// stored token. That nothing is
// drawn before the session is known: router.test.tsx ('shows the splash while…').
import { render, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AUTH_TOKEN_KEY } from '../lib/api-client';
import { mockFetch } from '../test/fetch-mock';

/** The modules loaded so far, in order (each mock below records its own load). */
const cargados = vi.hoisted(() => [] as string[]);

vi.mock('./layout', () => {
  cargados.push('layout');
  return { AppLayout: () => null };
});
vi.mock('./theme', async (original) => {
  cargados.push('theme');
  return original();
});
vi.mock('../features/dashboard/dashboard-page', () => {
  cargados.push('dashboard');
  return { DashboardPage: () => null };
});
vi.mock('../features/candidatos/candidatos-page', () => {
  cargados.push('candidatos');
  return { CandidatosPage: () => null };
});
vi.mock('../features/empresas/empresas-page', () => {
  cargados.push('empresas');
  return { EmpresasPage: () => null };
});

beforeEach(() => {
  window.localStorage.clear();
});

// The modules load once per file (this file's own module graph): the tests run in this order.
describe('precargarInicio: the code of the screen the app opens on, beside the session check', () => {
  it('loads nothing without a stored token (the sign-in page comes next), nor for a path that is no screen', async () => {
    mockFetch({});
    const { precargarInicio } = await import('./router');
    precargarInicio('/dashboard');
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-valid');
    precargarInicio('/recuperar');
    precargarInicio('/no-existe');
    await new Promise((r) => setTimeout(r, 100));
    expect(cargados).toEqual([]);
  });

  it('with a stored token: the shell, the whole design system and the screen of the path, asking the API nothing', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-valid');
    const { calls } = mockFetch({ 'GET /api/auth/me': () => new Promise<Response>(() => {}) });
    const { precargarInicio } = await import('./router');
    expect(cargados).toEqual([]);

    // '/' is the dashboard's.
    precargarInicio('/');
    await waitFor(() => expect([...cargados].sort()).toEqual(['dashboard', 'layout', 'theme']));
    precargarInicio('/empresas/');
    await waitFor(() => expect(cargados).toContain('empresas'));
    expect(cargados).toHaveLength(4);
    // Only code: the session check is the session provider's, and no screen's data is asked for.
    expect(calls).toHaveLength(0);
  }, 20_000);

  it('the app asks for its screen once the session check has gone out, and draws nothing of it before the answer', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok-valid');
    window.history.replaceState(null, '', '/candidatos');
    mockFetch({
      'GET /api/auth/me': () => {
        cargados.push('GET /api/auth/me');
        return new Promise<Response>(() => {});
      },
    });
    const [{ AppProvider }, { AppRouter }] = await Promise.all([import('./provider'), import('./router')]);
    render(
      <AppProvider>
        <AppRouter />
      </AppProvider>,
    );
    await waitFor(() => expect(cargados).toContain('candidatos'));
    expect(cargados.indexOf('GET /api/auth/me')).toBeGreaterThanOrEqual(0);
    expect(cargados.indexOf('GET /api/auth/me')).toBeLessThan(cargados.indexOf('candidatos'));
    expect(screen.getByText('Cargando Talentia...')).toBeTruthy();
  }, 20_000);
});
