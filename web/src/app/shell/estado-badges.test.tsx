// The header's 'IA Activa' badge (D77): it says whether a language-model key is
// usable — the company's or the platform's, as GET /api/configuracion/sistema answers — not always.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, sessionRoutes, superadmin } from '../../test/session-fixtures';
import { urlRuta } from '../../lib/api-rutas';
import { consultaSistemaIA } from './estado-badges';

const sistema = (openaiApiKey: boolean, claudeApiKey: boolean, geminiApiKey = false) => ({
  body: { success: true, data: { openaiApiKey, claudeApiKey, geminiApiKey } },
});

async function badgeIa() {
  const banner = await screen.findByRole('banner');
  return within(banner).findByTestId('badge-ia');
}

describe("header badge 'IA Activa'", () => {
  it("shows 'IA Activa' when the company has a usable OpenAI or Claude key", async () => {
    for (const [openai, claude] of [
      [true, false],
      [false, true],
    ]) {
      mockFetch({ ...sessionRoutes(admin), 'GET /api/configuracion/sistema': sistema(openai, claude) });
      const vista = renderApp('/dashboard');
      const badge = await badgeIa();
      expect(badge.textContent).toBe('IA Activa');
      expect(badge.dataset.activa).toBe('true');
      vista.unmount();
    }
  });

  it("says 'IA inactiva' without a usable language-model key (a Gemini key does not write reports)", async () => {
    mockFetch({ ...sessionRoutes(admin), 'GET /api/configuracion/sistema': sistema(false, false, true) });
    renderApp('/dashboard');
    const badge = await badgeIa();
    expect(badge.textContent).toBe('IA inactiva');
    expect(badge.dataset.activa).toBe('false');
    expect(screen.queryByText('IA Activa')).toBeNull();
  });

  it('shows nothing while the answer is unknown or the read fails', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/configuracion/sistema': { status: 500, body: { success: false } },
    });
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    await waitFor(() => expect(calls.some((c) => c.path === '/api/configuracion/sistema')).toBe(true));
    expect(screen.queryByTestId('badge-ia')).toBeNull();
    expect(screen.queryByText('IA Activa')).toBeNull();
  });

  it("the superadmin's badge reads the chosen company (its key or the platform's)", async () => {
    const { calls } = mockFetch({ ...sessionRoutes(superadmin), 'GET /api/configuracion/sistema': sistema(false, false) });
    window.sessionStorage.setItem('talentia.empresaElegida', 'e1');
    renderApp('/dashboard');
    expect((await badgeIa()).textContent).toBe('IA inactiva');
    const leida = calls.find((c) => c.path === '/api/configuracion/sistema')!;
    expect(new URL(leida.url, 'http://localhost').searchParams.get('empresaId')).toBe('e1');
  });

  it('names the company only for the superadmin', () => {
    const url = (superadmin: boolean, empresaId: string | undefined) =>
      urlRuta('GET /api/configuracion/sistema', consultaSistemaIA(superadmin, empresaId));
    expect(url(false, 'e1')).toBe('/api/configuracion/sistema');
    expect(url(true, undefined)).toBe('/api/configuracion/sistema');
    expect(url(true, 'e/1')).toBe('/api/configuracion/sistema?empresaId=e%2F1');
  });
});
