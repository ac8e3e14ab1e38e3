// 'Config APIs Globales' (D99): the button opens the platform's six provider keys — the shared cards
// of Configuración › APIs, masked — and 'Probar' tests the stored key through the real endpoint.
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailConfigPorDefecto } from '@shared/email/por-defecto';
import { PROVEEDORES_IA } from '@shared/proveedores-ia';
import { conApp } from '../../../test/render-panel';
import { loadWholeSystem } from '../../../app/theme-initial';
import { mockFetch } from '../../../test/fetch-mock';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { ConfigApisGlobales } from './config-apis-globales';

await loadWholeSystem();

const sinClave = {
  configurada: false,
  key: null,
  modelo: null,
  habilitada: false,
  isValid: null,
  lastError: null,
  status: 'inactive',
  baseUrl: null,
};
const apiKeys = {
  ...Object.fromEntries(PROVEEDORES_IA.map((p) => [p, sinClave])),
  openai: { ...sinClave, configurada: true, key: '••••abcd', modelo: 'gpt-4o-mini', habilitada: true, isValid: true, status: 'active' },
  claude: { ...sinClave, configurada: true, key: '••••wxyz', habilitada: false, isValid: false, lastError: '401 invalid x-api-key' },
};

describe("'Config APIs Globales'", () => {
  it('opens the six providers with their masked keys and state, and tests a stored key', async () => {
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/configuracion/global': { body: { success: true, data: { apiKeys, emailConfig: emailConfigPorDefecto() } } },
      'POST /api/configuracion/test-api': { body: { success: true, data: { success: true, message: 'OpenAI conectado correctamente' } } },
    });
    conApp(<ConfigApisGlobales />);
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Config APIs Globales' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Config APIs Globales' });
    const openai = await within(dialogo).findByTestId('clave-openai');
    for (const p of PROVEEDORES_IA) expect(within(dialogo).getByTestId(`clave-${p}`)).toBeTruthy();
    expect(within(openai).getByText('••••abcd')).toBeTruthy();
    expect(within(within(dialogo).getByTestId('clave-claude')).getByText(/deshabilitada/)).toBeTruthy();
    expect(within(within(dialogo).getByTestId('clave-claude')).getByText('401 invalid x-api-key')).toBeTruthy();
    expect(dialogo.textContent).not.toContain('abcdefgh');

    fireEvent.click(within(openai).getByRole('button', { name: 'Probar' }));
    await within(openai).findByText('OpenAI conectado correctamente');
    expect(calls.find((c) => c.path === '/api/configuracion/test-api')?.body).toEqual({ provider: 'openai' });
  });
});
