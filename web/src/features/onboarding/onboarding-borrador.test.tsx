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
            pais: 'MX',
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
    // The request's country is chosen (issue 67), and the tax id is that country's.
    expect((screen.getByLabelText('País') as HTMLSelectElement).value).toBe('México');
    expect((screen.getByLabelText('RFC', { exact: false }) as HTMLInputElement).placeholder).toBe('ACA120116TX5');
    expect(screen.queryByLabelText('CIF', { exact: false })).toBeNull();
  });

  it('the country is chosen from the known ones, and the tax id follows it; a draft’s unknown country stays an option (issue 67)', async () => {
    window.sessionStorage.clear();
    await abrir();
    const pais = screen.getByLabelText('País') as HTMLSelectElement;
    expect(Array.from(pais.options).map((o) => o.textContent)).toEqual(['España', 'México', 'Colombia', 'Argentina', 'Chile', 'Perú']);
    expect(pais.value).toBe('España');
    expect((screen.getByLabelText('CIF', { exact: false }) as HTMLInputElement).placeholder).toBe('B12345674');
    fireEvent.change(pais, { target: { value: 'Argentina' } });
    expect((screen.getByLabelText('CUIT', { exact: false }) as HTMLInputElement).placeholder).toBe('30-50001091-2');

    // A draft saved while the country was typed keeps it as an option, and the step says it is not taken.
    cleanup();
    const [clave] = Object.keys(window.sessionStorage);
    const borrador = JSON.parse(window.sessionStorage.getItem(clave!)!) as { datos: { empresa: Record<string, string> } };
    borrador.datos.empresa = {
      ...borrador.datos.empresa,
      pais: 'Portugal',
      nombreLegal: 'Luso S.A.',
      cif: 'X1234567',
      email: 'a@luso.test',
    };
    window.sessionStorage.setItem(clave!, JSON.stringify(borrador));
    await abrir();
    const legado = screen.getByLabelText('País') as HTMLSelectElement;
    expect(legado.value).toBe('Portugal');
    expect(Array.from(legado.options).map((o) => o.textContent)).toContain('Portugal');
    expect(screen.getByLabelText('Identificador fiscal', { exact: false })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(await screen.findByText('País no admitido: elige España, México, Colombia, Argentina, Chile o Perú')).toBeTruthy();
    expect(screen.getByText('Paso 1 de 6')).toBeTruthy();
  });
});
