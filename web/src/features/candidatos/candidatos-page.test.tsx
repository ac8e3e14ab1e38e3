import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { compruebaVacanteYPeriodo, exportarCsv, respuestaCsv, textosOpciones, ultimaConsulta } from '../../test/lista-consultas';
import { candidatoDePrueba as candidato } from '../../test/lista-fixtures';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';

const pagina = (items: unknown[], cursor: string | null = null) => ({ body: { success: true, data: { items, cursor } } });
const ok = (data: unknown) => ({ body: { success: true, data } });

async function abrir(routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({ ...sessionRoutes(admin, [acme]), 'GET /api/areas': { body: { success: true, data: [] } }, ...routes });
  const { router } = renderApp('/candidatos');
  await screen.findByRole('heading', { level: 1, name: 'Candidatos' });
  return { ...mocked, router };
}

/** A bulk «unir» as the API answers it (D200). */
const loteUnir = (estado: string, extra: Record<string, unknown> = {}) => ({
  id: 'l1',
  vacanteId: 'v2',
  accion: 'unir',
  etapa: 'en_revision',
  estado,
  total: 2,
  procesados: estado === 'completada' ? 2 : 0,
  hechos: estado === 'completada' ? 2 : 0,
  fallidos: 0,
  creadoEn: '2026-11-29T10:00:00.000Z',
  creadoPor: { id: 'u1', nombre: 'Ana Admin' },
  ...extra,
});

// The whole app renders and the screen's module loads on first use: on a busy machine that alone can pass 5 s.
describe('candidatos', { timeout: 20_000 }, () => {
  it("a card's 'Programar entrevista' opens the schedule dialog with the candidate (D81)", async () => {
    const { router } = await abrir({ 'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz')]) });
    fireEvent.click(await screen.findByRole('button', { name: 'Programar entrevista a Ana Ruiz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/entrevistas'));
    expect(router.state.location.search).toBe('?programar=1&candidatoId=c1');
  });

  it('one card per candidate with its status badge, the count and the allowed status changes', async () => {
    await abrir({ 'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz'), candidato('c2', 'Luis Gil', 'entrevistado')]) });
    expect(await screen.findByText('Ana Ruiz')).toBeTruthy();
    expect(screen.getByLabelText('2 candidatos').textContent).toBe('2');
    const estados = screen.getByLabelText('Estado de Luis Gil') as HTMLSelectElement;
    expect([...estados.options].map((o) => o.textContent)).toEqual([
      'Entrevistado',
      'Pasar a En proceso',
      'Pasar a Seleccionado',
      'Pasar a Rechazado',
    ]);
  });

  it('no candidates and no results are two different empty states; the search goes to the server', async () => {
    const { calls } = await abrir({ 'GET /api/candidatos': pagina([]) });
    expect(await screen.findByText('Todavía no hay candidatos')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Buscar candidatos'), { target: { value: 'José' } });
    expect(await screen.findByText('No se encontraron candidatos')).toBeTruthy();
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get('q') === 'José')).toBe(true));
  });

  it('the vacancy and the two dates filter the list and its CSV (D196); «hasta» before «desde» is said and not sent', async () => {
    const { calls } = await abrir({
      'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz')]),
      'GET /api/vacantes': pagina([{ id: 'v1', titulo: 'Cajera en Vigo', estado: 'abierta' }]),
      'GET /api/candidatos/exportar': respuestaCsv('nombre', 'candidatos_2026-11-29.csv'),
    });
    expect(await screen.findByText('Ana Ruiz')).toBeTruthy();
    const vacante = await compruebaVacanteYPeriodo(calls, '/api/candidatos');
    // Back to every vacancy: the list asks without one.
    fireEvent.change(vacante, { target: { value: '' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/candidatos').has('vacanteId')).toBe(false));
  });

  it('the stage shows once a vacancy is chosen and goes with it to the list and the CSV; another vacancy lets it go (D198)', async () => {
    const { calls } = await abrir({
      'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz')]),
      'GET /api/vacantes': pagina([
        { id: 'v1', titulo: 'Cajera en Vigo', estado: 'abierta' },
        { id: 'v2', titulo: 'Reponedor', estado: 'abierta' },
      ]),
      'GET /api/vacantes/etapas': ok({
        etapas: [
          { id: 'nuevo', nombre: 'Nuevo', sistema: true },
          { id: 'finalista', nombre: 'Finalistas', sistema: false },
        ],
        version: 1,
      }),
      'GET /api/candidatos/exportar': respuestaCsv('nombre', 'candidatos_2026-11-29.csv'),
    });
    expect(await screen.findByText('Ana Ruiz')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Filtrar por etapa' })).toBeNull();
    const vacante = screen.getByRole('combobox', { name: 'Filtrar por vacante' });
    await waitFor(() => expect(within(vacante).getByRole('option', { name: 'Cajera en Vigo' })).toBeTruthy());
    fireEvent.change(vacante, { target: { value: 'v1' } });
    const etapa = await screen.findByRole('combobox', { name: 'Filtrar por etapa' });
    await waitFor(() => expect(within(etapa).getByRole('option', { name: 'Finalistas' })).toBeTruthy());
    fireEvent.change(etapa, { target: { value: 'finalista' } });
    await waitFor(() =>
      expect(Object.fromEntries(ultimaConsulta(calls, '/api/candidatos'))).toMatchObject({ vacanteId: 'v1', etapa: 'finalista' }),
    );
    expect(await exportarCsv(calls, '/api/candidatos/exportar')).toEqual({ vacanteId: 'v1', etapa: 'finalista' });
    fireEvent.change(vacante, { target: { value: 'v2' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/candidatos').get('vacanteId')).toBe('v2'));
    expect(ultimaConsulta(calls, '/api/candidatos').has('etapa')).toBe(false);
  });

  it('«Ordenar por» offers the orders the indexes keep (D203, D207); each is asked of the list, the default is not sent; with a search, no order by name', async () => {
    const { calls } = await abrir({ 'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz')]) });
    const orden = (await screen.findByRole('combobox', { name: 'Ordenar por' })) as HTMLSelectElement;
    expect([...orden.options].map((o) => o.textContent)).toEqual(['Más recientes', 'Más antiguos', 'Nombre (A-Z)']);
    expect(calls.filter((c) => c.path === '/api/candidatos').every((c) => !new URL(c.url).searchParams.has('orden'))).toBe(true);
    const ultima = () => ultimaConsulta(calls, '/api/candidatos');
    fireEvent.change(orden, { target: { value: 'antiguos' } });
    await waitFor(() => expect(ultima().get('orden')).toBe('antiguos'));
    fireEvent.change(orden, { target: { value: 'nombre' } });
    await waitFor(() => expect(ultima().get('orden')).toBe('nombre'));
    // A search has no index by name: the list goes newest first and the option is not offered meanwhile.
    fireEvent.change(screen.getByLabelText('Buscar candidatos'), { target: { value: 'Ana' } });
    await waitFor(() => expect(ultima().get('q')).toBe('Ana'));
    expect(ultima().has('orden')).toBe(false);
    expect([...orden.options].map((o) => o.textContent)).toEqual(['Más recientes', 'Más antiguos']);
  });

  it("a failed load says 'Error al cargar candidatos: {message}'", async () => {
    await abrir({ 'GET /api/candidatos': { status: 500, body: { success: false, message: 'Servicio caído' } } });
    expect((await screen.findByRole('alert')).textContent).toBe('Error al cargar candidatos: Servicio caído');
  });

  it('people chosen with their boxes are added to a vacancy at once (D200): an open or paused one, at the stage chosen; the progress and each result follow', async () => {
    const { calls } = await abrir({
      'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz'), candidato('c2', 'Luis Gil'), candidato('c3', 'Marta Sol')]),
      'GET /api/vacantes': pagina([
        { id: 'v1', titulo: 'Cajera en Vigo', estado: 'cerrada' },
        { id: 'v2', titulo: 'Mozo en Zaragoza', estado: 'abierta' },
        { id: 'v3', titulo: 'Chófer en Lugo', estado: 'en_pausa' },
      ]),
      'POST /api/vacantes/v2/lotes': {
        status: 202,
        body: { success: true, data: loteUnir('pendiente'), message: 'Acción en bloque en marcha: 2 candidatos' },
      },
      'GET /api/vacantes/v2/lotes/l1': {
        body: {
          success: true,
          data: {
            ...loteUnir('completada', { finalizadoEn: '2026-11-29T10:00:05.000Z' }),
            resultados: [
              { indice: 0, candidatoId: 'c1', resultado: 'hecho', candidato: { nombre: 'Ana Ruiz' } },
              { indice: 1, candidatoId: 'c3', resultado: 'hecho', motivo: 'Ya estaba en la vacante', candidato: { nombre: 'Marta Sol' } },
            ],
            cursor: null,
          },
        },
      },
    });
    expect(await screen.findByText('Ana Ruiz')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Candidatos elegidos' })).toBeNull();
    for (const nombre of ['Ana Ruiz', 'Marta Sol']) {
      const caja = screen.getByRole('checkbox', { name: `Elegir a ${nombre}` }) as HTMLInputElement;
      fireEvent.click(caja);
      // Chakra's checkbox tells its owner after the click's own turn.
      await waitFor(() => expect(caja.checked).toBe(true));
    }
    const barra = await screen.findByRole('region', { name: 'Candidatos elegidos' });
    expect(within(barra).getByText('2 candidatos elegidos')).toBeTruthy();
    fireEvent.click(within(barra).getByRole('button', { name: 'Añadir a una vacante…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir a una vacante' });
    const vacante = within(dialogo).getByRole('combobox', { name: /Vacante/ });
    // A closed vacancy takes nobody: it is not offered.
    await waitFor(() => expect(textosOpciones(vacante)).toEqual(['Elige una vacante', 'Mozo en Zaragoza', 'Chófer en Lugo (en pausa)']));
    expect((within(dialogo).getByRole('button', { name: 'Añadir' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(vacante, { target: { value: 'v2' } });
    fireEvent.change(within(dialogo).getByRole('combobox', { name: 'Etapa en la que entran' }), { target: { value: 'en_revision' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/vacantes/v2/lotes')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/vacantes/v2/lotes')!.body).toEqual({
      accion: 'unir',
      candidatos: ['c1', 'c3'],
      etapa: 'en_revision',
    });
    const progreso = await screen.findByRole('region', { name: 'Progreso de la acción en bloque' });
    expect(await within(progreso).findByText('Añadir a «Mozo en Zaragoza» en «En revisión» · 2 candidatos')).toBeTruthy();
    expect(await within(progreso).findByText('Ya estaba en la vacante')).toBeTruthy();
    // The selection is cleared once the action is accepted.
    expect(screen.queryByRole('region', { name: 'Candidatos elegidos' })).toBeNull();
    expect((screen.getByRole('checkbox', { name: 'Elegir a Ana Ruiz' }) as HTMLInputElement).checked).toBe(false);
  });

  it('«Elegir a todos los que cumplen los filtros» sends the filters, not the ids (D203); unticking one goes back to the ones shown, by hand; another filter lets the choice go', async () => {
    const { calls } = await abrir({
      'GET /api/candidatos': pagina([candidato('c1', 'Ana Ruiz'), candidato('c2', 'Luis Gil')], 'siguiente'),
      'GET /api/vacantes': pagina([{ id: 'v2', titulo: 'Mozo en Zaragoza', estado: 'abierta' }]),
      'POST /api/vacantes/v2/lotes': {
        status: 202,
        body: {
          success: true,
          data: loteUnir('pendiente', { etapa: 'nuevo', total: 40 }),
          message: 'Acción en bloque en marcha: 40 candidatos',
        },
      },
      'GET /api/vacantes/v2/lotes/l1': {
        body: { success: true, data: { ...loteUnir('pendiente', { etapa: 'nuevo', total: 40 }), resultados: [], cursor: null } },
      },
    });
    fireEvent.change(await screen.findByLabelText('Buscar candidatos'), { target: { value: 'Zaragoza' } });
    await waitFor(() => expect(calls.some((c) => new URL(c.url).searchParams.get('q') === 'Zaragoza')).toBe(true));
    const caja = (nombre: string) => screen.getByRole('checkbox', { name: `Elegir a ${nombre}` }) as HTMLInputElement;
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Elegir a Ana Ruiz' }));
    await waitFor(() => expect(caja('Ana Ruiz').checked).toBe(true));
    const barra = await screen.findByRole('region', { name: 'Candidatos elegidos' });
    fireEvent.click(within(barra).getByRole('button', { name: 'Elegir a todos los que cumplen los filtros' }));
    // The list has more pages: how many is said when the action starts.
    expect(await within(barra).findByText('Todos los que cumplen los filtros')).toBeTruthy();
    await waitFor(() => expect(caja('Luis Gil').checked).toBe(true));
    expect(within(barra).queryByRole('button', { name: 'Elegir a todos los que cumplen los filtros' })).toBeNull();

    // Unticking one: the others shown stay chosen, by hand.
    fireEvent.click(caja('Ana Ruiz'));
    expect(await within(barra).findByText('1 candidato elegido')).toBeTruthy();
    await waitFor(() => expect(caja('Ana Ruiz').checked).toBe(false));
    expect(caja('Luis Gil').checked).toBe(true);

    fireEvent.click(within(barra).getByRole('button', { name: 'Elegir a todos los que cumplen los filtros' }));
    fireEvent.click(within(barra).getByRole('button', { name: 'Añadir a una vacante…' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir a una vacante' });
    expect(within(dialogo).getByText('Todos los que cumplen los filtros. Se cuentan al empezar, como mucho 5000.')).toBeTruthy();
    const vacante = within(dialogo).getByRole('combobox', { name: /Vacante/ });
    await waitFor(() => expect(within(vacante).getByRole('option', { name: 'Mozo en Zaragoza' })).toBeTruthy());
    fireEvent.change(vacante, { target: { value: 'v2' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === '/api/vacantes/v2/lotes')).toBe(true));
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/vacantes/v2/lotes')!.body).toEqual({
      accion: 'unir',
      filtroCandidatos: { q: 'Zaragoza' },
      etapa: 'nuevo',
    });
    expect(await screen.findByRole('region', { name: 'Progreso de la acción en bloque' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Candidatos elegidos' })).toBeNull();

    // Chosen «all» again, then the search changes: the choice was for the other filters, so it goes.
    fireEvent.click(caja('Luis Gil'));
    fireEvent.click(
      within(await screen.findByRole('region', { name: 'Candidatos elegidos' })).getByRole('button', {
        name: 'Elegir a todos los que cumplen los filtros',
      }),
    );
    await waitFor(() => expect(caja('Ana Ruiz').checked).toBe(true));
    fireEvent.change(screen.getByLabelText('Buscar candidatos'), { target: { value: 'Vigo' } });
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Candidatos elegidos' })).toBeNull());
  });
});
