import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes, superadmin } from '../../test/session-fixtures';
import type { EmpresaResumen } from '../../lib/session';
import { mostrarBienvenida } from './bienvenida';
import { direccionTrasCambio } from './selector-empresa';
import { abrirSelector, elegirEscribiendo, opciones, plataforma, rutaEmpresas } from '../../test/empresas-plataforma';
import { usuariosDeLimite } from '../../lib/empresa-info';
import { formatearMoneda } from '@shared/moneda';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { dashboardGlobal } from '../../test/dashboard-fixtures';

const health = (database: 'ok' | 'error', status = 200) => ({
  status,
  body: { success: status < 400, data: { server: 'ok', database, timestamp: '2025-03-12T10:00:00.000Z' } },
});

async function badgeConexion(text: string) {
  await waitFor(() => expect(screen.getByTestId('badge-conexion').textContent).toBe(text));
}

describe('connection badge', () => {
  it("'Conectado' when server and database are ok", async () => {
    mockFetch({ ...sessionRoutes(admin), 'GET /api/test': health('ok') });
    renderApp('/dashboard');
    await badgeConexion('Conectado');
  });

  it("'Servidor OK' when the database is down (503)", async () => {
    mockFetch({ ...sessionRoutes(admin), 'GET /api/test': health('error', 503) });
    renderApp('/dashboard');
    await badgeConexion('Servidor OK');
  });

  it("'Desconectado' when /api/test and the probe get no answer; 'Servidor OK' when the probe gets a 401", async () => {
    const failing = () => Promise.reject(new TypeError('Failed to fetch'));
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/test': failing,
      'GET /api/empresas': failing,
      'GET /api/servicios-hr': failing,
    });
    const first = renderApp('/dashboard');
    await badgeConexion('Desconectado');
    expect(calls.some((c) => c.path === '/api/empresas')).toBe(true);
    expect(calls.some((c) => c.path === '/api/servicios-hr')).toBe(true);
    first.unmount();

    mockFetch({ ...sessionRoutes(admin), 'GET /api/test': failing, 'GET /api/empresas': { status: 401, body: { success: false } } });
    renderApp('/dashboard');
    await badgeConexion('Servidor OK');
  });

  it('the refresh button checks again', async () => {
    let database: 'ok' | 'error' = 'error';
    const { calls } = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/test': async () => new Response(JSON.stringify(health(database).body), { headers: { 'Content-Type': 'application/json' } }),
    });
    renderApp('/dashboard');
    await badgeConexion('Servidor OK');
    expect(screen.getByText(/^Última sincronización \d\d:\d\d$/)).toBeTruthy();
    database = 'ok';
    fireEvent.click(screen.getByRole('button', { name: 'Comprobar conexión' }));
    await badgeConexion('Conectado');
    expect(calls.filter((c) => c.path === '/api/test')).toHaveLength(2);
  });
});

describe('header badges and menu', () => {
  const beta: EmpresaResumen = {
    id: 'e2',
    nombreComercial: 'Beta',
    plan: 'professional',
    estado: 'activa',
    uso: { usuarios: 4 },
    limites: { usuarios: -1 },
  };
  const acmePlan: EmpresaResumen = { ...acme, plan: 'enterprise', estado: 'activa', uso: { usuarios: 2 }, limites: { usuarios: 10 } };
  const parada: EmpresaResumen = { id: 'e3', nombreComercial: 'Parada', plan: 'enterprise', estado: 'suspendida' };

  it("the superadmin sees 'Super Admin', 'IA Activa', 'Online' and, with admin mode on, 'Modo Admin'", async () => {
    window.localStorage.setItem('talentia.modoAdmin', 'true');
    mockFetch({
      ...sessionRoutes(superadmin),
      'GET /api/configuracion/sistema': { body: { success: true, data: { openaiApiKey: true, claudeApiKey: false, geminiApiKey: false } } },
    });
    renderApp('/dashboard');
    const banner = await screen.findByRole('banner');
    await within(banner).findByText('Modo Admin');
    expect(within(banner).getAllByText('Super Admin').length).toBeGreaterThan(0);
    expect(await within(banner).findByText('IA Activa')).toBeTruthy();
    expect(within(banner).getByText('Online')).toBeTruthy();
  });

  it("an admin has no company selector, 'Super Admin' or 'Modo Admin' badge", async () => {
    window.localStorage.setItem('talentia.modoAdmin', 'true');
    mockFetch(sessionRoutes(admin));
    renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByLabelText('Empresa actual')).toBeNull();
    expect(screen.queryByText('Modo Admin')).toBeNull();
    expect(screen.queryByText('Super Admin')).toBeNull();
  });

  it('the avatar menu shows the user, the current company card, the MRR per currency and the links', async () => {
    mockFetch({
      ...sessionRoutes(superadmin, [acmePlan, beta, parada]),
      // The platform's MRR is the global dashboard's, each currency apart (issue 67); the company's read is another.
      'GET /api/dashboard': async (_init, url) =>
        url.searchParams.has('empresaId')
          ? jsonResponse({ success: false, message: 'Sin datos' }, 404)
          : jsonResponse({
              success: true,
              data: {
                ...dashboardGlobal(),
                mrr: 1200,
                mrrPorMoneda: [
                  { moneda: 'EUR', importe: 1200 },
                  { moneda: 'MXN', importe: 9900 },
                ],
              },
            }),
    });
    // The company this tab chose earlier (the superadmin starts on 'Todas las empresas' otherwise).
    window.sessionStorage.setItem('talentia.empresaElegida', acmePlan.id);
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /menú de usuario$/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByText('sara@talentia.es')).toBeTruthy();
    expect(within(menu).getByText('Enterprise')).toBeTruthy();
    expect(within(menu).getByText('2 / 10')).toBeTruthy();
    // One figure per currency, never 1.200 + 9.900.
    const mrr = within(menu).getByRole('group', { name: 'MRR' });
    await waitFor(() => expect(mrr.textContent).toBe(`MRR${formatearMoneda(1200, 'EUR')}MXN ${formatearMoneda(9900, 'MXN')}`));
    expect(within(menu).getByText('2')).toBeTruthy();
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Mi Perfil', 'Configuración', 'Panel Sistema', 'Cerrar Sesión']);
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Panel Sistema' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/saas-admin'));
  });

  it('an admin has no Panel Sistema in the menu', async () => {
    mockFetch(sessionRoutes(admin));
    renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: /menú de usuario$/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Mi Perfil', 'Configuración', 'Cerrar Sesión']);
    expect(within(menu).queryByText('MRR')).toBeNull();
  });
});

describe('company selector', () => {
  const beta: EmpresaResumen = { id: 'e2', nombreComercial: 'Beta' };

  it("switches the current company and stays on the screen; 'Todas las empresas' shows the global dashboard", async () => {
    const { calls } = mockFetch({ ...sessionRoutes(superadmin, [acme, beta]), 'GET /api/empresas': rutaEmpresas([acme, beta]) });
    const { router } = renderApp('/dashboard');
    // The spec's superadmin home: 'Todas las empresas' until they choose one (D81), never the first company.
    expect(await screen.findByRole('button', { name: 'Empresa actual Todas las empresas' })).toBeTruthy();

    const caja = await abrirSelector('Empresa actual Todas las empresas');
    await waitFor(() => expect(opciones()).toEqual(['Todas las empresas', 'ACME', 'Beta']));
    fireEvent.click(screen.getByRole('option', { name: 'Beta' }));
    await waitFor(() => expect(calls.some((c) => c.url.endsWith('/api/dashboard?empresaId=e2'))).toBe(true));
    expect(router.state.location.pathname).toBe('/dashboard');
    await waitFor(() => expect(caja.isConnected).toBe(false));
    expect(screen.getByRole('button', { name: 'Empresa actual Beta' })).toBeTruthy();

    // The choice lasts for the tab: a reload keeps working on Beta.
    expect(window.sessionStorage.getItem('talentia.empresaElegida')).toBe('e2');

    await abrirSelector('Empresa actual Beta');
    fireEvent.click(await screen.findByRole('option', { name: 'Todas las empresas' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/dashboard' && !c.url.includes('?'))).toBe(true));
    expect(await screen.findByRole('heading', { name: 'Dashboard Global' })).toBeTruthy();
    expect(window.sessionStorage.getItem('talentia.empresaElegida')).toBeNull();
  }, 30_000);

  it('a reload keeps a chosen company that is not among the newest /me lists: it is read by itself (D123)', async () => {
    const todas = plataforma(60);
    window.sessionStorage.setItem('talentia.empresaElegida', 'c11');
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin, todas.slice(0, 25)),
      'GET /api/empresas/c11': { body: { success: true, data: todas.find((e) => e.id === 'c11') } },
      'GET /api/candidatos': { body: { success: true, data: { items: [], cursor: null } } },
    });
    renderApp('/candidatos');
    expect(await screen.findByRole('button', { name: 'Empresa actual Compañía 11' })).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => c.path === '/api/candidatos' && c.url.includes('empresaId=c11'))).toBe(true));
  }, 30_000);

  it('with 60 companies, the 50th is found by its name over the whole platform, and choosing it keeps /candidatos (D123)', async () => {
    const todas = plataforma(60);
    const { calls } = mockFetch({
      ...sessionRoutes(superadmin, todas.slice(0, 25)),
      'GET /api/empresas': rutaEmpresas(todas),
      'GET /api/candidatos': { body: { success: true, data: { items: [], cursor: null } } },
    });
    const { router } = renderApp('/candidatos');
    const caja = await abrirSelector('Empresa actual Todas las empresas');
    // The first page: 'Todas las empresas' and the 25 newest; the 50th newest (Compañía 11) is not among them.
    await waitFor(() => expect(opciones()).toHaveLength(26));
    expect(opciones()).not.toContain('Compañía 11');
    expect(screen.getByRole('button', { name: 'Cargar más' })).toBeTruthy();

    await elegirEscribiendo(caja, 'compañía 11', 'Compañía 11');
    const busquedas = calls.filter((c) => c.path === '/api/empresas').map((c) => new URL(c.url).searchParams.get('q'));
    expect(busquedas).toContain('compañía 11');
    // Debounced: no request for each letter typed.
    expect(busquedas.filter((q) => q !== null)).toEqual(['compañía 11']);

    expect(router.state.location.pathname).toBe('/candidatos');
    expect(screen.getByRole('button', { name: 'Empresa actual Compañía 11' })).toBeTruthy();
    expect(window.sessionStorage.getItem('talentia.empresaElegida')).toBe('c11');
    // The screen reads its data again, for the chosen company.
    await waitFor(() =>
      expect(calls.some((c) => c.path === '/api/candidatos' && new URL(c.url).searchParams.get('empresaId') === 'c11')).toBe(true),
    );
  }, 30_000);

  it("pages the platform with 'Cargar más' and says when a search finds nothing", async () => {
    const todas = plataforma(60);
    const { calls } = mockFetch({ ...sessionRoutes(superadmin, todas.slice(0, 25)), 'GET /api/empresas': rutaEmpresas(todas) });
    renderApp('/perfil');
    const caja = await abrirSelector('Empresa actual Todas las empresas');
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await waitFor(() => expect(opciones()).toHaveLength(51));
    expect(opciones()).toContain('Compañía 11');
    expect(calls.filter((c) => c.path === '/api/empresas').map((c) => new URL(c.url).searchParams.get('cursor'))).toContain('25');

    fireEvent.change(caja, { target: { value: 'zzz' } });
    expect(
      await screen.findByText('Sin resultados para «zzz». Prueba con otra parte del nombre o con el email de la empresa.'),
    ).toBeTruthy();
    expect(opciones()).toEqual([]);
    // Esc closes it, and the focus goes back to the button.
    fireEvent.keyDown(caja, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Buscar empresa' })).toBeNull());
  }, 30_000);

  it("switching company takes another company's record out of the address and keeps the rest", () => {
    expect(direccionTrasCambio('/candidatos', '')).toBeNull();
    expect(direccionTrasCambio('/saas-admin', '?tab=suscripciones&estado=trial')).toBeNull();
    expect(direccionTrasCambio('/informes', '?entrevista=ent-1')).toBe('/informes');
    expect(direccionTrasCambio('/entrevistas', '?programar=1&candidatoId=c-9&estado=completada')).toBe('/entrevistas?estado=completada');
  });

  it("opening a company's interview from the address and switching company leaves the interview on /informes", async () => {
    mockFetch({ ...sessionRoutes(superadmin, [acme, beta]), 'GET /api/empresas': rutaEmpresas([acme, beta]) });
    const { router } = renderApp('/informes?entrevista=ent-1');
    await abrirSelector('Empresa actual Todas las empresas');
    fireEvent.click(await screen.findByRole('option', { name: 'Beta' }));
    await waitFor(() => expect(router.state.location.pathname + router.state.location.search).toBe('/informes'));
  }, 30_000);
});

describe('navigation', () => {
  it('the drawer opens from the menu button with the same items', async () => {
    mockFetch(sessionRoutes(admin));
    const { router } = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Abrir menú' }));
    const drawer = await screen.findByRole('dialog');
    const nav = within(drawer).getByRole('navigation', { name: 'Navegación principal' });
    expect(within(nav).getByRole('link', { name: 'Candidatos' })).toBeTruthy();
    expect(within(drawer).getByText('v2.0.0')).toBeTruthy();
    fireEvent.click(within(nav).getByRole('link', { name: 'Mi Perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/perfil'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without a company, the company pages are disabled and say why', async () => {
    mockFetch(sessionRoutes({ ...admin, empresaId: null }, []));
    renderApp('/dashboard');
    expect(await screen.findByText('Selecciona una empresa')).toBeTruthy();
    const nav = screen.getAllByRole('navigation', { name: 'Navegación principal' })[0];
    expect(within(nav).queryByRole('link', { name: 'Candidatos' })).toBeNull();
    expect(within(nav).getByLabelText('Candidatos: Selecciona una empresa para acceder')).toBeTruthy();
  });

  it("the sidebar footer shows the version, the company's plan and its figures", async () => {
    mockFetch({
      ...sessionRoutes(admin, [{ ...acme, plan: 'enterprise' }]),
      'GET /api/dashboard': {
        body: {
          success: true,
          data: {
            tipo: 'empresa',
            empresaId: 'e1',
            nombre: 'ACME',
            licenciasActivas: 1,
            candidatos: 12,
            entrevistasPendientes: 1,
            entrevistasCompletadas: 2,
            totalEntrevistas: 7,
            tasaCompletado: 28.6,
            entrevistasRecientes: [],
          },
        },
      },
    });
    renderApp('/perfil');
    const aside = (await screen.findAllByRole('complementary'))[0];
    await within(aside).findByText('candidatos');
    expect(within(aside).getByText('12')).toBeTruthy();
    expect(within(aside).getByText('7')).toBeTruthy();
    expect(within(aside).getByText('v2.0.0')).toBeTruthy();
    // D115: it said 'Pro' on an Enterprise company.
    expect(within(aside).getByText('Enterprise').textContent).toBe('Plan Enterprise');
    expect(within(aside).queryByText(/\bPro\b/)).toBeNull();
  });

  it('a plan made in the SaaS panel shows by its code; without a company there is no plan badge', async () => {
    mockFetch(sessionRoutes(admin, [{ ...acme, plan: 'pyme-plus' }]));
    const first = renderApp('/perfil');
    const aside = (await screen.findAllByRole('complementary'))[0];
    expect((await within(aside).findByText('pyme-plus')).textContent).toBe('Plan pyme-plus');
    first.unmount();

    mockFetch(sessionRoutes(superadmin));
    renderApp('/perfil');
    const asideGlobal = (await screen.findAllByRole('complementary'))[0];
    await within(asideGlobal).findByText('v2.0.0');
    expect(within(asideGlobal).queryByText('Plan')).toBeNull();
  });
});

describe('welcome banner', () => {
  it('shows when the previous access was under 24 h ago and can be dismissed', async () => {
    mockFetch(sessionRoutes({ ...admin, accesoAnterior: new Date(Date.now() - 3_600_000).toISOString() }));
    renderApp('/dashboard');
    expect(await screen.findByText('Bienvenido de nuevo, Ana Admin')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText('Bienvenido de nuevo, Ana Admin')).toBeNull();
  });

  it('once dismissed it stays dismissed after a reload, until a later access (D126)', async () => {
    const accesoAnterior = new Date(Date.now() - 3_600_000).toISOString();
    mockFetch(sessionRoutes({ ...admin, accesoAnterior }));
    const primera = renderApp('/dashboard');
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar aviso' }));
    primera.unmount();

    // The reload: the same access, no banner.
    mockFetch(sessionRoutes({ ...admin, accesoAnterior }));
    const segunda = renderApp('/dashboard');
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.queryByText(/Bienvenido de nuevo/)).toBeNull();
    segunda.unmount();

    // A later access (another previous access): welcomed again.
    mockFetch(sessionRoutes({ ...admin, accesoAnterior: new Date(Date.now() - 1_800_000).toISOString() }));
    renderApp('/dashboard');
    expect(await screen.findByText('Bienvenido de nuevo, Ana Admin')).toBeTruthy();
  });

  it('right after a sign-in only the sign-in greets: its toast, no banner, no second line (D126)', async () => {
    window.sessionStorage.setItem('talentia.traspaso.bienvenida', JSON.stringify('¡Bienvenido a Talentia, Ana Admin!'));
    mockFetch(sessionRoutes({ ...admin, accesoAnterior: new Date(Date.now() - 3_600_000).toISOString() }));
    renderApp('/dashboard');
    expect(await screen.findByText('¡Bienvenido a Talentia, Ana Admin!')).toBeTruthy();
    expect(screen.queryByText(/Bienvenido de nuevo/)).toBeNull();
    expect(screen.queryByText(/^Hola,/)).toBeNull();
  });

  it('a first sign-in is not welcomed "de nuevo": the last access is this one, and there was none before (D81)', async () => {
    mockFetch(sessionRoutes({ ...admin, ultimoAcceso: new Date(Date.now() - 60_000).toISOString(), accesoAnterior: null }));
    renderApp('/dashboard');
    expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    expect(screen.queryByText(/Bienvenido de nuevo/)).toBeNull();
  });

  it.each([
    [new Date(Date.now() - 3_600_000).toISOString(), true],
    [new Date(Date.now() - 25 * 3_600_000).toISOString(), false],
    [undefined, false],
    ['basura', false],
  ])('mostrarBienvenida(%s) = %s', (value, expected) => {
    expect(mostrarBienvenida(value)).toBe(expected);
  });
});

describe('company figures', () => {
  it('users against an unlimited seat count as 3 / ∞', () => {
    expect(usuariosDeLimite({ uso: { usuarios: 3 }, limites: { usuarios: -1 } })).toBe('3 / ∞');
  });
});
