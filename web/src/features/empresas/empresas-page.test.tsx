import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../test/fetch-mock';
import { admin, sessionRoutes, superadmin } from '../../test/session-fixtures';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { abrirEmpresas, acmeEmpresa, betaEmpresa, gammaEmpresa, pagina, rutasEmpresas } from '../../test/empresas-fixtures';
import { formatFecha } from '../../lib/format';
import { CONSULTA_TARJETAS } from './components/empresas-table';

const listCalls = (calls: { method: string; path: string; url: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path === '/api/empresas');

describe('empresas: list', () => {
  it('shows the title with the count, the rows and the four summary cards', async () => {
    await abrirEmpresas();
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas (3)' })).toBeTruthy();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Empresa',
      'Email',
      'Teléfono',
      'Estado',
      'Plan',
      'Fecha Creación',
      'Acciones',
    ]);

    const acme = screen.getByText('contacto@acme.es').closest('tr') as HTMLElement;
    expect(within(acme).getByText('ACME')).toBeTruthy();
    expect(within(acme).getByText('Acme Soluciones S.L. · B23456783')).toBeTruthy();
    // Stored in E.164, shown as dialled in its own country (issue 67 item 9).
    expect(await within(acme).findByText('910 00 00 01')).toBeTruthy();
    expect(within(acme).getByText('Activa')).toBeTruthy();
    expect(within(acme).getByText('Professional')).toBeTruthy();
    expect(within(acme).getByText(formatFecha(acmeEmpresa.fechaCreacion)!)).toBeTruthy();
    expect(within(acme).getByRole('button', { name: 'Editar ACME' })).toBeTruthy();

    const beta = screen.getByText('rrhh@betalogistica.es').closest('tr') as HTMLElement;
    expect(within(beta).getByText('Prueba')).toBeTruthy();
    expect(within(beta).getByText('Starter')).toBeTruthy();
    // Without a commercial name the legal one names the company.
    const gamma = screen.getByText('hola@gammaretail.es').closest('tr') as HTMLElement;
    expect(within(gamma).getByText('Gamma Retail S.L.')).toBeTruthy();
    expect(within(gamma).getByText('Suspendida')).toBeTruthy();

    const total = screen.getByRole('group', { name: 'Total empresas' });
    expect(within(total).getByText('3')).toBeTruthy();
    expect(within(total).getByText('42 licencias activas')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Activas' })).getByText('1')).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'En prueba' })).getByText('1')).toBeTruthy();
    const fuente = screen.getByRole('group', { name: 'Fuente de datos' });
    expect(within(fuente).getByText('Fuente: API Talentia')).toBeTruthy();
    expect(within(fuente).getByText(/^Actualizado a las \d{1,2}:\d{2}:\d{2}$/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Nueva Empresa' })).toBeTruthy();
  });

  it('a company whose law asks for a safeguard not recorded yet says so under its status (issue 67 item 8)', async () => {
    await abrirEmpresas({
      'GET /api/empresas': {
        body: { success: true, data: { items: [acmeEmpresa, { ...betaEmpresa, salvaguardaPendiente: true }], cursor: null } },
      },
    });
    const beta = (await screen.findByText('rrhh@betalogistica.es')).closest('tr') as HTMLElement;
    expect(within(beta).getByText('Falta garantía de datos').getAttribute('title')).toContain('no puede programar su primera entrevista');
    const acme = screen.getByText('contacto@acme.es').closest('tr') as HTMLElement;
    expect(within(acme).queryByText('Falta garantía de datos')).toBeNull();
  });

  it('«Falta garantía de datos» asks the server for those companies only, with the search; back to all of them', async () => {
    const { calls } = await abrirEmpresas({
      'GET /api/empresas': async (_init, url) =>
        jsonResponse(
          pagina(
            url.searchParams.get('garantia') === 'falta'
              ? url.searchParams.get('q')
                ? []
                : [{ ...betaEmpresa, salvaguardaPendiente: true }]
              : [acmeEmpresa, betaEmpresa],
          ).body,
        ),
    });
    await screen.findByText('contacto@acme.es');
    const filtro = screen.getByRole('combobox', { name: 'Filtrar por garantía de datos' }) as HTMLSelectElement;
    expect([...filtro.options].map((o) => o.text)).toEqual(['Todas las empresas', 'Falta garantía de datos']);
    fireEvent.change(filtro, { target: { value: 'falta' } });
    await waitFor(() => expect(screen.queryByText('contacto@acme.es')).toBeNull());
    const beta = (await screen.findByText('rrhh@betalogistica.es')).closest('tr') as HTMLElement;
    expect(within(beta).getByText('Falta garantía de datos')).toBeTruthy();
    expect(new URL(listCalls(calls).at(-1)!.url).searchParams.get('garantia')).toBe('falta');
    // With a search that leaves none: the empty list says so in the filter's words.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar empresas' }), { target: { value: 'gamma' } });
    expect(await screen.findByText('A ninguna empresa le falta la garantía de datos')).toBeTruthy();
    const ultima = new URL(listCalls(calls).at(-1)!.url).searchParams;
    expect([ultima.get('q'), ultima.get('garantia')]).toEqual(['gamma', 'falta']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar empresas' }), { target: { value: '' } });
    fireEvent.change(filtro, { target: { value: '' } });
    expect(await screen.findByText('contacto@acme.es')).toBeTruthy();
    expect(new URL(listCalls(calls).at(-1)!.url).searchParams.get('garantia')).toBeNull();
  });

  it('a company admin has no safeguard filter', async () => {
    await abrirEmpresas({ 'GET /api/empresas': pagina([acmeEmpresa]) }, admin);
    await screen.findByText('contacto@acme.es');
    expect(screen.queryByRole('combobox', { name: 'Filtrar por garantía de datos' })).toBeNull();
  });

  it('sends the search as q once typing stops, and the refresh button reloads', async () => {
    const { calls } = await abrirEmpresas({
      'GET /api/empresas': async (_init, url) =>
        jsonResponse(pagina(url.searchParams.get('q') === 'beta' ? [betaEmpresa] : [acmeEmpresa, betaEmpresa]).body),
    });
    await screen.findByText('contacto@acme.es');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar empresas' }), { target: { value: ' beta ' } });

    await waitFor(() => expect(screen.queryByText('contacto@acme.es')).toBeNull());
    expect(await screen.findByText('rrhh@betalogistica.es')).toBeTruthy();
    expect(listCalls(calls).map((c) => new URL(c.url).searchParams.get('q'))).toEqual([null, 'beta']);

    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    await waitFor(() => expect(listCalls(calls)).toHaveLength(3));
    expect(new URL(listCalls(calls)[2].url).searchParams.get('q')).toBe('beta');
  });

  it("shows the connection error panel and 'Reintentar conexión' loads the list again", async () => {
    let falla = true;
    const { calls } = await abrirEmpresas({
      'GET /api/empresas': async () => {
        if (falla) throw new TypeError('Failed to fetch');
        return jsonResponse(pagina([acmeEmpresa]).body);
      },
    });
    const panel = await screen.findByRole('alert');
    expect(within(panel).getByText('Error de conexión')).toBeTruthy();
    expect(
      within(panel).getByText(
        'No se pudo conectar con el servicio de base de datos de documentos. Por favor, verifica tu conexión e inténtalo de nuevo.',
      ),
    ).toBeTruthy();

    falla = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Reintentar conexión' }));
    expect(await screen.findByText('contacto@acme.es')).toBeTruthy();
    expect(screen.queryByText('Error de conexión')).toBeNull();
    expect(listCalls(calls).length).toBeGreaterThanOrEqual(2);
  });

  it("'Actualizar' while the API cannot be reached says so and keeps the rows it had", async () => {
    let falla = false;
    await abrirEmpresas({
      'GET /api/empresas': async () => {
        if (falla) throw new TypeError('Failed to fetch');
        return jsonResponse(pagina([acmeEmpresa]).body);
      },
    });
    await screen.findByText('contacto@acme.es');
    falla = true;
    fireEvent.click(screen.getByRole('button', { name: 'Actualizar' }));
    expect(await screen.findByText('No se pudo actualizar la lista de empresas')).toBeTruthy();
    expect(await screen.findByText('No se pudo actualizar la lista: se muestran los datos cargados antes.')).toBeTruthy();
    expect(screen.getByText('contacto@acme.es')).toBeTruthy();
  });

  it("without the licence summary the figures are not counted from the loaded rows and it says 'Error obteniendo licencias activas'", async () => {
    await abrirEmpresas({ 'GET /api/empresas/licencias-activas': { status: 500, body: { success: false, message: 'Error interno' } } });
    await screen.findByText('contacto@acme.es');
    const total = screen.getByRole('group', { name: 'Total empresas' });
    expect(await within(total).findByText('Error obteniendo licencias activas')).toBeTruthy();
    for (const nombre of ['Total empresas', 'Activas', 'En prueba'])
      expect(within(screen.getByRole('group', { name: nombre })).getByText('—')).toBeTruthy();
  });

  it("every summary figure is the platform counters (the dashboard's), not the loaded rows (D116)", async () => {
    await abrirEmpresas({
      // Two rows loaded and more pages to read; the counters hold the platform's figures.
      'GET /api/empresas': pagina([acmeEmpresa, betaEmpresa], 'siguiente'),
      'GET /api/empresas/licencias-activas': {
        body: { success: true, data: { licenciasActivas: 420, totalEmpresas: 60, empresasActivas: 53, suscripcionesTrial: 4 } },
      },
    });
    await screen.findByText('contacto@acme.es');
    const grupo = (nombre: string) => screen.getByRole('group', { name: nombre });
    expect(await within(grupo('Activas')).findByText('53')).toBeTruthy();
    expect(within(grupo('Total empresas')).getByText('60')).toBeTruthy();
    expect(within(grupo('En prueba')).getByText('4')).toBeTruthy();
    expect(within(grupo('En prueba')).getByText('Suscripciones en periodo de prueba')).toBeTruthy();
    expect(screen.queryByText(/de las cargadas/)).toBeNull();
  });

  it("offers 'Crear Primera Empresa' when there are none", async () => {
    await abrirEmpresas({ 'GET /api/empresas': pagina([]) });
    expect(await screen.findByText('No hay empresas registradas')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Crear Primera Empresa' }));
    expect(await screen.findByRole('dialog', { name: 'Nueva Empresa' })).toBeTruthy();
  });

  it("a search page with no match but more to read says so and offers 'Cargar más', not 'no results'", async () => {
    const { calls } = await abrirEmpresas({
      'GET /api/empresas': async (_init, url) => {
        const q = url.searchParams.get('q');
        if (!q) return jsonResponse(pagina([acmeEmpresa]).body);
        return jsonResponse(url.searchParams.get('cursor') === 'c2' ? pagina([gammaEmpresa]).body : pagina([], 'c2').body);
      },
    });
    await screen.findByText('contacto@acme.es');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar empresas' }), { target: { value: 'gamma' } });

    expect(await screen.findByText('Ninguna empresa de las revisadas hasta ahora coincide: carga más para seguir buscando.')).toBeTruthy();
    expect(screen.queryByText('Ninguna empresa coincide con la búsqueda')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText(gammaEmpresa.email)).toBeTruthy();
    expect(listCalls(calls).map((c) => new URL(c.url).searchParams.get('cursor'))).toEqual([null, null, 'c2']);
  });

  it("'Cargar más' asks for the next page with the cursor", async () => {
    const { calls } = await abrirEmpresas({
      'GET /api/empresas': async (_init, url) =>
        jsonResponse(url.searchParams.get('cursor') === 'c2' ? pagina([betaEmpresa]).body : pagina([acmeEmpresa], 'c2').body),
    });
    // The platform's total (3), not the loaded page's count with a '+' (D81).
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas (3)' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    expect(await screen.findByText('rrhh@betalogistica.es')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull();
    expect(listCalls(calls).map((c) => new URL(c.url).searchParams.get('cursor'))).toEqual([null, 'c2']);
  });

  it('below 1280 px the companies are cards, each with its fields and an Editar button that opens it', async () => {
    const matchMedia = window.matchMedia;
    vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
      ...matchMedia(query),
      matches: query === CONSULTA_TARJETAS,
      media: query,
    }));
    await abrirEmpresas();
    const lista = await screen.findByRole('list', { name: 'Empresas' });
    expect(screen.queryByRole('table')).toBeNull();
    const tarjetas = within(lista).getAllByRole('listitem');
    expect(tarjetas).toHaveLength(3);
    const acme = within(lista).getByRole('listitem', { name: 'ACME' });
    expect(within(acme).getByText('Acme Soluciones S.L. · B23456783')).toBeTruthy();
    expect(within(acme).getByText('contacto@acme.es')).toBeTruthy();
    // Stored in E.164, shown as dialled in its own country (issue 67 item 9).
    expect(await within(acme).findByText('910 00 00 01')).toBeTruthy();
    expect(within(acme).getByText('Activa')).toBeTruthy();
    expect(within(acme).getByText('Professional')).toBeTruthy();
    expect(within(acme).getByText(formatFecha(acmeEmpresa.fechaCreacion)!)).toBeTruthy();
    fireEvent.click(within(acme).getByRole('button', { name: 'Editar ACME' }));
    expect(await screen.findByRole('dialog', { name: 'Editar Empresa' })).toBeTruthy();
  });

  it('a company being deleted shows its progress instead of its status, a failed deletion says so, and neither can be edited', async () => {
    const eliminacion = {
      fase: 'usuarios',
      usuariosTotal: 40,
      solicitadaEn: '2026-11-30T10:00:00.000Z',
      actualizadaEn: '2026-11-30T10:00:05.000Z',
    } as const;
    await abrirEmpresas({
      'GET /api/empresas': pagina([
        { ...acmeEmpresa, eliminacion: { ...eliminacion, estado: 'en_curso', usuariosBorrados: 3 } },
        {
          ...betaEmpresa,
          eliminacion: { ...eliminacion, estado: 'fallida', usuariosBorrados: 12, motivo: 'La eliminación se detuvo por un error.' },
        },
        gammaEmpresa,
      ]),
    });
    const acme = (await screen.findByText('contacto@acme.es')).closest('tr') as HTMLElement;
    expect(within(acme).getByText('Eliminando… (3/40 usuarios)')).toBeTruthy();
    expect(within(acme).queryByText('Activa')).toBeNull();
    expect((within(acme).getByRole('button', { name: 'Editar ACME' }) as HTMLButtonElement).disabled).toBe(true);
    // The queued jobs' bar under the badge: the users deleted of 40, said as the badge says it.
    const barra = within(acme).getByRole('progressbar', { name: 'Progreso de la eliminación' });
    expect(barra.getAttribute('aria-valuenow')).toBe('8');
    expect(barra.getAttribute('aria-valuetext')).toBe('Eliminando… (3/40 usuarios)');

    const beta = screen.getByText('rrhh@betalogistica.es').closest('tr') as HTMLElement;
    expect(within(beta).getByText('Eliminación fallida')).toBeTruthy();
    expect(within(beta).queryByText('Prueba')).toBeNull();
    // A failed deletion moves no more: no bar.
    expect(within(beta).queryByRole('progressbar')).toBeNull();
    expect((within(beta).getByRole('button', { name: 'Editar Beta Logística' }) as HTMLButtonElement).disabled).toBe(true);

    // The others are as before.
    const gamma = screen.getByText('hola@gammaretail.es').closest('tr') as HTMLElement;
    expect(within(gamma).getByText('Suspendida')).toBeTruthy();
    expect((within(gamma).getByRole('button', { name: 'Editar Gamma Retail S.L.' }) as HTMLButtonElement).disabled).toBe(false);
    // The figures are the platform counters', whatever the rows on screen say.
    expect(within(screen.getByRole('group', { name: 'Activas' })).getByText('1')).toBeTruthy();
  });

  it("'/empresas?editar=<id>' opens that company's form (the schedule dialog's link, D81)", { timeout: 20_000 }, async () => {
    mockFetch({ ...sessionRoutes(superadmin), ...rutasEmpresas });
    const { router } = renderApp(`/empresas?editar=${gammaEmpresa.id}`);
    const dialog = await screen.findByRole('dialog', { name: 'Editar Empresa' }, { timeout: 15_000 });
    expect((within(dialog).getByLabelText(/^Nombre Legal/) as HTMLInputElement).value).toBe(gammaEmpresa.nombreLegal);
    // Closing the form drops the parameter, so it does not open again.
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Editar Empresa' })).toBeNull());
  });

  it('a company admin sees its own company and cannot create one', async () => {
    await abrirEmpresas({ 'GET /api/empresas': pagina([acmeEmpresa]) }, admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Empresas (1)' })).toBeTruthy();
    expect(screen.getByText('contacto@acme.es')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Nueva Empresa' })).toBeNull();
  });
});
