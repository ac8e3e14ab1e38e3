// The onboarding wizard keeps what was typed across a reload (D162): the draft lives in the tab's
// sessionStorage, per demo request, until the company is created.
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { sessionRoutes, superadmin } from '../../test/session-fixtures';

const rutas = () => ({
  ...sessionRoutes(superadmin),
  'GET /api/saas/planes': { body: { success: true, data: [] } },
});

async function abrir(path = '/onboarding') {
  mockFetch(rutas());
  renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Configuración de nueva empresa' }, { timeout: 10_000 });
}

const valor = (etiqueta: string) => (screen.getByLabelText(etiqueta, { exact: false }) as HTMLInputElement).value;

describe('the onboarding wizard across a reload', { timeout: 30_000 }, () => {
  beforeEach(() => window.sessionStorage.clear());

  it('the steps are named in Spanish, the third «Dominio y marca» (it read «Tenant», issue 65 item 8)', async () => {
    await abrir();
    const pasos = screen.getByRole('list', { name: 'Pasos' });
    expect(Array.from(pasos.querySelectorAll('li')).map((li) => li.getAttribute('aria-label'))).toEqual([
      'Empresa (actual)',
      'Administrador',
      'Dominio y marca',
      'Plan',
      'Configuración inicial',
      'Resumen',
    ]);
  });

  it('what was typed and the step come back after a reload; another demo request starts clean', async () => {
    await abrir();
    fireEvent.change(screen.getByLabelText('Nombre Legal', { exact: false }), { target: { value: 'Logística Iberia S.L.' } });
    fireEvent.change(screen.getByLabelText('CIF', { exact: false }), { target: { value: 'B23456783' } });
    fireEvent.change(screen.getByLabelText('Email de la empresa', { exact: false }), { target: { value: 'rrhh@iberia.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    await screen.findByText('Paso 2 de 6');
    fireEvent.change(screen.getByLabelText('Nombre del administrador', { exact: false }), { target: { value: 'Marta Gil' } });

    // The reload: the page is built again from nothing but the tab's storage.
    cleanup();
    await abrir();
    await screen.findByText('Paso 2 de 6');
    expect(valor('Nombre del administrador')).toBe('Marta Gil');
    fireEvent.click(screen.getByRole('button', { name: 'Anterior' }));
    await screen.findByText('Paso 1 de 6');
    expect(valor('Nombre Legal')).toBe('Logística Iberia S.L.');
    expect(valor('CIF')).toBe('B23456783');

    // A demo request's wizard is its own draft: it does not start from this one.
    cleanup();
    mockFetch({
      ...rutas(),
      'GET /api/demo/solicitudes/s1': {
        body: {
          success: true,
          data: {
            id: 's1',
            empresa: 'Café Núñez',
            nombre: 'Eva',
            email: 'eva@cafe.test',
            cantidadTrabajadores: 50,
            mensaje: '',
            estado: 'pendiente',
            creadaEn: '2026-11-20T10:00:00.000Z',
            consentimiento: { aceptadoEn: '2026-11-20T10:00:00.000Z', version: 'demo-2026-1' },
            atendidaEn: null,
            atendidaPor: null,
            caducaEn: '2027-05-19T10:00:00.000Z',
          },
        },
      },
    });
    renderApp('/onboarding?solicitud=s1');
    await screen.findByText('Paso 1 de 6');
    await waitFor(() => expect(valor('Nombre Legal')).toBe('Café Núñez'));
  });

  it('a request for an account (tipo alta) is named as such, not as a demo (D162)', async () => {
    mockFetch({
      ...rutas(),
      'GET /api/demo/solicitudes/s2': {
        body: {
          success: true,
          data: {
            id: 's2',
            empresa: 'Nieve Alta',
            nombre: 'Iker',
            email: 'iker@nieve.test',
            cantidadTrabajadores: 10,
            mensaje: '',
            estado: 'pendiente',
            tipo: 'alta',
            creadaEn: '2026-11-20T10:00:00.000Z',
            consentimiento: { aceptadoEn: '2026-11-20T10:00:00.000Z', version: 'alta-2026-1' },
            atendidaEn: null,
            atendidaPor: null,
            caducaEn: '2027-05-19T10:00:00.000Z',
          },
        },
      },
    });
    renderApp('/onboarding?solicitud=s2');
    await screen.findByText('Paso 1 de 6', {}, { timeout: 10_000 });
    await waitFor(() =>
      expect(document.body.textContent).toContain('Datos de la solicitud de alta de Nieve Alta. Revísalos antes de completar.'),
    );
  });
});
