// @vitest-environment-options {"url":"https://app.talentia.example/login"}
// The login as a real user sees it: a production build served from the product's own address.
// A network failure must not show the developers' help about `npm start` and port 3001.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderLogin } from '../../test/render-login';

describe('login for a real user (production build, not localhost)', () => {
  it('a network failure says it could not connect, without the local-development help', async () => {
    vi.stubEnv('DEV', false);
    vi.stubEnv('VITE_API_URL', '');
    expect(window.location.hostname).toBe('app.talentia.example');
    const { calls } = mockFetch({
      'GET /api/oauth/config': {
        body: { success: true, data: { providers: { google: { enabled: false }, microsoft: { enabled: false } } } },
      },
      'POST /api/auth/login': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderLogin();
    await screen.findByRole('heading', { level: 1, name: 'Talentia' });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ana@empresa.com' } });
    fireEvent.change(screen.getByLabelText('Contraseña'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Acceder' }));

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error conectando con el servidor')).toBeTruthy();
    expect(alert.textContent).not.toMatch(/npm start|3001|local/);
    // The call went to the page's own origin (CloudFront serves /api there), not to port 3001.
    expect(calls.find((c) => c.path === '/api/auth/login')?.url).toBe('/api/auth/login');
  });
});
