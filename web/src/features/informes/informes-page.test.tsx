import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { formatFecha, formatFechaHora } from '@shared/fechas';
import { listas } from '@shared/messages';
import { renderApp } from '../../test/render-app';
import { exportarCsv, respuestaCsv, textosOpciones, ultimaConsulta } from '../../test/lista-consultas';
import { acme, admin, sessionRoutes, eligeEmpresa, superadmin } from '../../test/session-fixtures';
import { conOtraPregunta, entrevistaConInforme, informeResumen } from '../../test/informe-fixtures';

// The PDF module (and pdfmake behind it) is another piece's: here only that it is called, and how.
const pdf = vi.hoisted(() => ({ descargarInformePdf: vi.fn(async () => undefined) }));
vi.mock('../../components/informe-ia/pdf', () => pdf);

const ok = (data: unknown) => ({ body: { success: true, data } });
const estadisticas = { total: 12, puntuacionMedia: 7.4, recomendados: 5 };
const areas = [
  { id: 'a1', nombreArea: 'Tecnología', empresaId: 'e1', activo: true, candidatos: 3 },
  { id: 'a2', nombreArea: 'Ventas', empresaId: 'e1', activo: true, candidatos: 1 },
];
const marta = informeResumen('i1', 'Marta Soler', { puntuacionMedia: 6.5 });
// A list item written before it kept when the interview was taken (D83): it says its date is the report's.
const luis = informeResumen('i2', 'Luis Gil', {
  fechaRealizacion: undefined,
  zonaHoraria: undefined,
  estado: 'validada',
  areaId: 'a2',
  puntuacionMedia: 8,
  recomendado: true,
  decision: 'recomendado',
  metodo: 'integrado',
  modelo: 'analizador integrado',
});

type Rutas = Parameters<typeof mockFetch>[0];

async function abrir(path: string, routes: Rutas = {}, user = admin) {
  const mocked = mockFetch({
    ...sessionRoutes(user, [acme]),
    'GET /api/informes': ok({ items: [marta, luis], cursor: null }),
    'GET /api/informes/estadisticas': ok(estadisticas),
    'GET /api/areas': ok(areas),
    'GET /api/servicios-hr/disponibles': ok([
      { id: 'entrevistas-profundidad', codigo: 'entrevistas-profundidad', nombre: 'Entrevistas en Profundidad', activo: true },
    ]),
    'GET /api/usuarios': ok({
      items: [
        { id: 'u1', nombre: 'Ana Admin' },
        { id: 'u7', nombre: 'Rita Revisora' },
      ],
      cursor: null,
    }),
    'GET /api/entrevistas/i1': ok(entrevistaConInforme('analizada', { id: 'i1', nombre: 'Marta Soler' })),
    'GET /api/entrevistas/i2': ok(entrevistaConInforme('validada', { id: 'i2', nombre: 'Luis Gil' })),
    ...routes,
  });
  const view = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: 'Informes' });
  return { ...mocked, ...view };
}

const tarjeta = async (nombre: string) =>
  (await screen.findByRole('heading', { level: 2, name: nombre })).closest('[data-testid="informe"]') as HTMLElement;

beforeEach(() => {
  pdf.descargarInformePdf.mockClear();
});

// The whole app renders and the screen's module loads on first use: on a busy machine that alone
// can pass the default 5 s.
describe('informes', { timeout: 20_000 }, () => {
  it('the three cards and, on each report, who, what, where, when, state, score, recommendation, decision and method', async () => {
    await abrir('/informes');
    const cifra = async (etiqueta: string, valor: string) =>
      expect(await within(await screen.findByRole('group', { name: etiqueta })).findByText(valor)).toBeTruthy();
    await cifra('Total Informes', '12');
    await cifra('Puntuación media de los informes', '7,4/10');
    await cifra('Recomendados', '5');

    const m = await tarjeta('Marta Soler');
    expect(within(m).getByText('Entrevistas en Profundidad · Tecnología')).toBeTruthy();
    // When the interview was taken, in its zone (the product's own formatter), not the report's day.
    expect(within(m).getByText(`Realizada el ${formatFecha('2026-11-23T15:02:00.000Z', 'Europe/Madrid')}`)).toBeTruthy();
    expect(within(m).getByText('Analizada')).toBeTruthy();
    expect(within(m).getByText('6,5/10')).toBeTruthy();
    expect(within(m).getByText('IA: gpt-4o-mini')).toBeTruthy();
    expect(within(m).queryByText('Recomendado')).toBeNull();
    expect(within(m).queryByText(/Decisión del revisor/)).toBeNull();

    const l = await tarjeta('Luis Gil');
    expect(within(l).getByText('Entrevistas en Profundidad · Ventas')).toBeTruthy();
    // The report's day, in the browser's zone, as the product writes it.
    expect(within(l).getByText(`Informe del ${formatFecha('2026-11-24T16:05:00.000Z')}`)).toBeTruthy();
    expect(within(l).getByText('Validada')).toBeTruthy();
    expect(within(l).getByText('8/10')).toBeTruthy();
    expect(within(l).getByText('Recomendado')).toBeTruthy();
    expect(within(l).getByText(/Decisión del revisor/).textContent).toBe('Decisión del revisor: Recomendado');
    expect(within(l).getByText('Analizador integrado')).toBeTruthy();
    expect(screen.getAllByTestId('informe')).toHaveLength(2);
  });

  it('each score says whose it is: the report card the AI’s or the analyzer’s and, once reviewed, the review’s beside it; the card the AI/analyzer average (D116)', async () => {
    const ana = informeResumen('i3', 'Ana Ruiz', { estado: 'validada', puntuacionMedia: 5, puntuacionIA: 4.4, decision: 'en_duda' });
    const pablo = informeResumen('i4', 'Pablo Mora', {
      puntuacionMedia: 3,
      puntuacionIA: 3,
      metodo: 'integrado',
      modelo: 'analizador integrado',
    });
    await abrir('/informes', {
      'GET /api/informes': ok({ items: [marta, ana, pablo, luis], cursor: null }),
      'GET /api/informes/estadisticas': ok({ total: 4, puntuacionMedia: 4.4, recomendados: 1 }),
    });
    // The Informes card averages the reports' own scores, never the review's.
    const media = await screen.findByRole('group', { name: 'Puntuación media de los informes' });
    expect(await within(media).findByText('4,4/10')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Puntuación Promedio' })).toBeNull();

    // Reviewed: the review's score, named so, with the AI's beside it.
    const a = await tarjeta('Ana Ruiz');
    expect(within(a).getByText('Puntuación de la revisión')).toBeTruthy();
    expect(within(a).getByTestId('puntuacion').textContent).toBe('5/10');
    expect(within(a).getByTestId('puntuacion-ia').textContent).toBe('Puntuación de la IA: 4,4/10');
    expect(within(a).queryByText('Puntuación media')).toBeNull();

    // Not reviewed: only the report's own, named for who wrote it.
    const m = await tarjeta('Marta Soler');
    expect(within(m).getByText('Puntuación de la IA')).toBeTruthy();
    expect(within(m).getByTestId('puntuacion').textContent).toBe('6,5/10');
    expect(within(m).queryByTestId('puntuacion-ia')).toBeNull();
    const p = await tarjeta('Pablo Mora');
    expect(within(p).getByText('Puntuación del analizador')).toBeTruthy();
    expect(within(p).queryByText(/IA/)).toBeNull();

    // Reviewed, written before the list kept the report's own score: the one shown is still named the review's.
    const l = await tarjeta('Luis Gil');
    expect(within(l).getByText('Puntuación de la revisión')).toBeTruthy();
    expect(within(l).queryByTestId('puntuacion-ia')).toBeNull();
  });

  it("without an evaluated competency the average reads '—'", async () => {
    await abrir('/informes', { 'GET /api/informes/estadisticas': ok({ total: 1, puntuacionMedia: null, recomendados: 0 }) });
    expect(await within(await screen.findByRole('group', { name: 'Puntuación media de los informes' })).findByText('—')).toBeTruthy();
  });

  it('the sort, the status, the area and the search each send their query', async () => {
    const { calls } = await abrir('/informes');
    await tarjeta('Marta Soler');
    const primera = ultimaConsulta(calls, '/api/informes');
    expect(primera.get('orden')).toBe('fecha');
    expect(primera.has('estado') || primera.has('areaId') || primera.has('q')).toBe(false);

    // The select's options: the contract's labels.
    const ordenar = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(textosOpciones(ordenar)).toEqual(['Más recientes', 'Más antiguos', 'Mayor puntuación', 'Nombre (A-Z)']);
    fireEvent.change(ordenar, { target: { value: 'puntuacion' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').get('orden')).toBe('puntuacion'));

    const estado = screen.getByRole('combobox', { name: 'Filtrar por estado' });
    expect(textosOpciones(estado)).toEqual(['Todos', 'Analizada', 'Validada']);
    fireEvent.change(estado, { target: { value: 'validada' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').get('estado')).toBe('validada'));

    const area = screen.getByRole('combobox', { name: 'Filtrar por área' });
    await waitFor(() => expect(textosOpciones(area)).toEqual(['Todas las áreas', 'Tecnología', 'Ventas']));
    fireEvent.change(area, { target: { value: 'a2' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').get('areaId')).toBe('a2'));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar informes' }), { target: { value: 'Luis' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').get('q')).toBe('Luis'));
    const ultima = ultimaConsulta(calls, '/api/informes');
    expect(Object.fromEntries(ultima)).toMatchObject({ orden: 'puntuacion', estado: 'validada', areaId: 'a2', q: 'Luis' });
  });

  it("'Cargar más' appends the next page, even after a short page", async () => {
    const { calls } = await abrir('/informes', {
      'GET /api/informes': async (_init, url) =>
        jsonResponse({
          success: true,
          data:
            url.searchParams.get('cursor') === 'p2'
              ? { items: [luis], cursor: null }
              : // A short page with a cursor (the filters dropped the rest of it).
                { items: [marta], cursor: 'p2' },
        }),
    });
    await tarjeta('Marta Soler');
    expect(screen.queryByText('Luis Gil')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cargar más' }));
    await tarjeta('Luis Gil');
    expect(screen.getAllByTestId('informe')).toHaveLength(2);
    expect(ultimaConsulta(calls, '/api/informes').get('cursor')).toBe('p2');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Cargar más' })).toBeNull());
  });

  it("a page with no match but a cursor offers 'Cargar más', not the empty state", async () => {
    await abrir('/informes', {
      'GET /api/informes': async (_init, url) =>
        jsonResponse({
          success: true,
          data: url.searchParams.get('cursor') ? { items: [luis], cursor: null } : { items: [], cursor: 'p2' },
        }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Cargar más' }));
    await tarjeta('Luis Gil');
    expect(screen.queryByText(/No hay informes todavía/)).toBeNull();
  });

  it("'Ver resumen' unfolds the report with the tabs Resumen, Competencias, Recomendaciones and Integridad", async () => {
    const { calls } = await abrir('/informes');
    const m = await tarjeta('Marta Soler');
    expect(calls.some((c) => c.path === '/api/entrevistas/i1')).toBe(false);
    const boton = within(m).getByRole('button', { name: 'Ver resumen de Marta Soler' });
    expect(boton.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(boton);
    expect(boton.getAttribute('aria-expanded')).toBe('true');
    const pestanas = await within(m).findAllByRole('tab');
    expect(pestanas.map((t) => t.textContent)).toEqual(['Resumen', 'Competencias', 'Recomendaciones', 'Integridad']);
    expect(within(m).getByText('Perfil sólido para el puesto, con experiencia liderando equipos pequeños.')).toBeTruthy();
    // Headings follow the card's (h2).
    expect(within(m).getByRole('heading', { level: 3, name: 'Resumen ejecutivo' })).toBeTruthy();
    fireEvent.click(within(m).getByRole('tab', { name: 'Recomendaciones' }));
    expect(await within(m).findByText('Hacer una segunda entrevista técnica')).toBeTruthy();
    fireEvent.click(boton);
    expect(boton.getAttribute('aria-expanded')).toBe('false');
  });

  it("'Ver Completo' opens the whole report: tabs, the quotes highlighted in the transcript, and the review form", async () => {
    const { router } = await abrir('/informes');
    fireEvent.click(within(await tarjeta('Marta Soler')).getByRole('button', { name: 'Ver Completo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
    expect(router.state.location.search).toBe('?entrevista=i1');
    // The header: when it was taken and when it was scheduled for, in the interview's zone.
    const realizada = formatFechaHora('2026-11-23T15:02:00.000Z', 'Europe/Madrid');
    const programada = formatFechaHora('2026-11-24T15:00:00.000Z', 'Europe/Madrid');
    expect(
      await within(dialogo).findByText(`Entrevistas en Profundidad · Realizada el ${realizada} · programada para ${programada}`),
    ).toBeTruthy();
    await within(dialogo).findByRole('tab', { name: 'Competencias' });
    const marcas = [...dialogo.querySelectorAll('mark')].map((m) => m.textContent);
    expect(marcas).toEqual([
      'Explico los cambios al equipo con ejemplos',
      'LIDERÉ un equipo de cinco personas',
      'Escribo consultas SQL con funciones de ventana',
    ]);
    const form = within(dialogo).getByRole('form', { name: 'Revisión del informe' });
    expect(within(form).getByRole('radio', { name: 'En duda' })).toBeTruthy();
    expect(within(form).getByRole('button', { name: 'Guardar revisión' })).toBeTruthy();
    expect(within(dialogo).queryByRole('link', { name: 'Revisar en Entrevistas' })).toBeNull();
    expect(within(dialogo).queryByTestId('revision')).toBeNull();

    fireEvent.click(within(dialogo).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(router.state.location.search).toBe('');
  });

  it("in 'Ver Completo' an answer to another question links to it in the transcript beside; the card's summary names it without a link", async () => {
    // Issue 64: the answer to question 1 seems to answer question 3.
    const conOtra = conOtraPregunta(entrevistaConInforme('analizada', { id: 'i1', nombre: 'Marta Soler' }));
    await abrir('/informes', { 'GET /api/entrevistas/i1': ok(conOtra) });
    const m = await tarjeta('Marta Soler');
    fireEvent.click(within(m).getByRole('button', { name: 'Ver resumen de Marta Soler' }));
    fireEvent.click(await within(m).findByRole('tab', { name: 'Integridad (1)' }));
    expect((await within(m).findByTestId('otra-pregunta')).textContent).toContain(
      'Parece responder a la pregunta 3: ¿Qué herramientas usas a diario?',
    );
    // No transcript on the card: nowhere to go.
    expect(within(m).queryByRole('link', { name: 'Ver pregunta 3' })).toBeNull();

    fireEvent.click(within(m).getByRole('button', { name: 'Ver Completo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
    fireEvent.click(await within(dialogo).findByRole('tab', { name: 'Integridad (1)' }));
    const panel = await within(dialogo).findByRole('tabpanel', { name: 'Integridad (1)' });
    expect(within(panel).getByTestId('metodo-pertinencia').textContent).toBe('Pertinencia por palabras: sin interpretar su significado.');
    // The review form below names it too; the report's tab first.
    const enlaces = within(dialogo).getAllByRole('link', { name: 'Ver pregunta 3' });
    expect(enlaces).toHaveLength(2);
    fireEvent.click(within(panel).getByRole('link', { name: 'Ver pregunta 3' }));
    const transcripcion = within(dialogo).getByRole('list', { name: 'Transcripción' });
    expect(transcripcion.contains(document.activeElement)).toBe(true);
    expect(document.activeElement!.textContent).toContain('Pregunta 3');
    expect(document.activeElement!.textContent).toContain('¿Qué herramientas usas a diario?');
  });

  it('?entrevista=ID opens that report whole on arrival, with the review once validada', async () => {
    await abrir('/informes?entrevista=i2', { 'GET /api/informes': ok({ items: [marta], cursor: null }) });
    const dialogo = await screen.findByRole('dialog', { name: 'Informe de Luis Gil' });
    const revision = await within(dialogo).findByTestId('revision');
    expect(within(revision).getByText('Ana Admin')).toBeTruthy();
    expect(within(revision).getByText('Buen encaje con el equipo.')).toBeTruthy();
    expect(within(dialogo).queryByRole('form', { name: 'Revisión del informe' })).toBeNull();
    expect(dialogo.querySelectorAll('mark').length).toBeGreaterThan(0);
  });

  it("a review sent from 'Ver Completo' PUTs it, shows it read-only in the dialog and reloads the list and the cards", async () => {
    const estado = { marta: entrevistaConInforme('analizada', { id: 'i1', nombre: 'Marta Soler' }) };
    const validada = entrevistaConInforme('validada', { id: 'i1', nombre: 'Marta Soler' });
    const { calls } = await abrir('/informes?entrevista=i1', {
      'GET /api/entrevistas/i1': async () => jsonResponse({ success: true, data: estado.marta }),
      'PUT /api/entrevistas/i1/validacion': async () => {
        estado.marta = validada;
        return jsonResponse({ success: true, data: validada, message: 'Revisión guardada' });
      },
    });
    const dialogo = await screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
    const form = await within(dialogo).findByRole('form', { name: 'Revisión del informe' });
    await waitFor(() => expect(screen.getAllByTestId('informe')).toHaveLength(2));
    const listas = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/informes').length;
    const cifras = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/informes/estadisticas').length;
    const [listasAntes, cifrasAntes] = [listas(), cifras()];

    fireEvent.click(within(form).getByRole('radio', { name: 'Recomendado' }));
    await waitFor(() => expect((within(form).getByRole('radio', { name: 'Recomendado' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(form).getByLabelText('Comunicación (IA: 6)'), { target: { value: '8' } });
    fireEvent.change(within(form).getByRole('textbox', { name: /Comentario/ }), { target: { value: 'Buen encaje con el equipo.' } });
    // An override of the AI (D153): its reason.
    fireEvent.change(await within(form).findByRole('textbox', { name: /Motivo del cambio/ }), {
      target: { value: 'Comunica mejor de lo que puntúa la IA.' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Guardar revisión' }));

    expect(await screen.findByText('Revisión guardada')).toBeTruthy();
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.path).toBe('/api/entrevistas/i1/validacion');
    expect(puts[0]!.body).toEqual({
      decision: 'recomendado',
      comentario: 'Buen encaje con el equipo.',
      motivoCambio: 'Comunica mejor de lo que puntúa la IA.',
      evidenciaAbierta: [],
      puntuacionesAjustadas: [{ habilidad: 'Comunicación', puntuacion: 8 }],
    });
    // The dialog now shows the review, read-only.
    const revision = await within(dialogo).findByTestId('revision');
    expect(within(revision).getByText('Ana Admin')).toBeTruthy();
    expect(within(revision).getByText('IA: 6 → Revisor: 8')).toBeTruthy();
    expect(within(dialogo).queryByRole('form', { name: 'Revisión del informe' })).toBeNull();
    // And the list and the cards were asked again.
    await waitFor(() => expect(listas()).toBeGreaterThan(listasAntes));
    await waitFor(() => expect(cifras()).toBeGreaterThan(cifrasAntes));
  });

  it("'Descargar PDF' reads the interview and hands it to the PDF module with the company's name", async () => {
    const { calls } = await abrir('/informes');
    fireEvent.click(within(await tarjeta('Luis Gil')).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(pdf.descargarInformePdf).toHaveBeenCalledTimes(1));
    expect(pdf.descargarInformePdf).toHaveBeenCalledWith(
      expect.objectContaining({ id: 'i2', candidatoNombre: 'Luis Gil', informeIA: expect.any(Object) }),
      { empresa: 'ACME' },
    );
    expect(calls.filter((c) => c.path === '/api/entrevistas/i2')).toHaveLength(1);

    // From the dialog: the interview it loaded.
    fireEvent.click(within(await tarjeta('Marta Soler')).getByRole('button', { name: 'Ver Completo' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
    await within(dialogo).findByRole('tab', { name: 'Resumen' });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Descargar PDF' }));
    await waitFor(() => expect(pdf.descargarInformePdf).toHaveBeenCalledTimes(2));
    expect(pdf.descargarInformePdf).toHaveBeenLastCalledWith(expect.objectContaining({ id: 'i1' }), { empresa: 'ACME' });
    expect(calls.filter((c) => c.path === '/api/entrevistas/i1')).toHaveLength(1);
  });

  it('a PDF that cannot be made says so', async () => {
    pdf.descargarInformePdf.mockRejectedValueOnce(new Error('pdfmake'));
    await abrir('/informes');
    fireEvent.click(within(await tarjeta('Marta Soler')).getByRole('button', { name: 'Descargar PDF' }));
    expect(await screen.findByText('No se pudo descargar el PDF del informe')).toBeTruthy();
  });

  it('the «Señales de integridad» filter sends con or sin, and back to every report without it', async () => {
    const { calls } = await abrir('/informes');
    await tarjeta('Marta Soler');
    expect(ultimaConsulta(calls, '/api/informes').has('marcadas')).toBe(false);
    const senales = screen.getByRole('combobox', { name: 'Señales de integridad' });
    expect(textosOpciones(senales)).toEqual(['Con y sin señales', 'Con señales', 'Sin señales']);
    fireEvent.change(senales, { target: { value: 'con' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').get('marcadas')).toBe('con'));
    fireEvent.change(senales, { target: { value: 'sin' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').get('marcadas')).toBe('sin'));
    // With the other filters: each its own parameter.
    fireEvent.change(screen.getByRole('combobox', { name: 'Filtrar por estado' }), { target: { value: 'analizada' } });
    await waitFor(() =>
      expect(Object.fromEntries(ultimaConsulta(calls, '/api/informes'))).toMatchObject({ marcadas: 'sin', estado: 'analizada' }),
    );
    fireEvent.change(senales, { target: { value: '' } });
    await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').has('marcadas')).toBe(false));
    expect(ultimaConsulta(calls, '/api/informes').get('estado')).toBe('analizada');
  });

  it('a card says how many answers carry integrity signals, in neutral words; none or unknown says nothing', async () => {
    const ana = informeResumen('i3', 'Ana Ruiz', { respuestasMarcadas: 3 });
    const pablo = informeResumen('i4', 'Pablo Mora', { respuestasMarcadas: 1 });
    const eva = informeResumen('i5', 'Eva Sol', { respuestasMarcadas: 0 });
    // marta: a list item written before the count (no `senales`).
    await abrir('/informes', { 'GET /api/informes': ok({ items: [ana, pablo, eva, marta], cursor: null }) });
    const a = await tarjeta('Ana Ruiz');
    const badge = within(a).getByTestId('senales');
    // Read aloud with what it is about; seen as the count alone.
    expect(badge.textContent).toBe('Señales de integridad: 3 respuestas con señales');
    expect(within(a).getByText('3 respuestas con señales')).toBeTruthy();
    expect(within(await tarjeta('Pablo Mora')).getByTestId('senales').textContent).toBe('Señales de integridad: 1 respuesta con señales');
    expect(within(await tarjeta('Eva Sol')).queryByTestId('senales')).toBeNull();
    expect(within(await tarjeta('Marta Soler')).queryByTestId('senales')).toBeNull();
    // Neutral words: nothing that accuses.
    expect(screen.queryByText(/fraude|trampa|sospech|alerta/i)).toBeNull();
  });

  it('«Exportar CSV» asks for the filters and order the screen shows and saves the file the server names (D192)', async () => {
    const csv = '\uFEFFcandidato\r\nLuis Gil\r\n';
    const { calls } = await abrir('/informes', {
      'GET /api/informes/exportar': async () =>
        new Response(csv, {
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="informes_2026-11-28.csv"' },
        }),
    });
    const guardados: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      guardados.push(this.download);
    });
    const crear = URL.createObjectURL;
    const liberar = URL.revokeObjectURL;
    URL.createObjectURL = vi.fn(() => 'blob:http://localhost/x');
    URL.revokeObjectURL = vi.fn();
    try {
      await tarjeta('Marta Soler');
      fireEvent.change(screen.getByRole('combobox', { name: 'Filtrar por estado' }), { target: { value: 'validada' } });
      fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'nombre' } });
      await waitFor(() => expect(ultimaConsulta(calls, '/api/informes').get('orden')).toBe('nombre'));
      fireEvent.click(screen.getByRole('button', { name: 'Exportar CSV' }));
      await waitFor(() => expect(guardados).toEqual(['informes_2026-11-28.csv']));
      const pedida = calls.find((c) => c.path === '/api/informes/exportar')!;
      expect(Object.fromEntries(new URL(pedida.url).searchParams)).toEqual({ estado: 'validada', orden: 'nombre' });
      expect(await screen.findByText('Descargado informes_2026-11-28.csv')).toBeTruthy();
    } finally {
      URL.createObjectURL = crear;
      URL.revokeObjectURL = liberar;
      vi.restoreAllMocks();
    }
  });

  it('the vacancy and the two dates send their query (D192); «hasta» before «desde» is said and not sent', async () => {
    const { calls } = await abrir('/informes', {
      'GET /api/vacantes': ok({ items: [{ id: 'v1', titulo: 'Cajera en Vigo', estado: 'abierta' }], cursor: null }),
    });
    await tarjeta('Marta Soler');
    const vacante = screen.getByRole('combobox', { name: 'Filtrar por vacante' });
    await waitFor(() => expect(textosOpciones(vacante)).toEqual(['Todas las vacantes', 'Cajera en Vigo']));
    fireEvent.change(vacante, { target: { value: 'v1' } });
    fireEvent.change(screen.getByLabelText('Desde'), { target: { value: '2026-03-10' } });
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-31' } });
    await waitFor(() =>
      expect(Object.fromEntries(ultimaConsulta(calls, '/api/informes'))).toMatchObject({
        vacanteId: 'v1',
        desde: '2026-03-10',
        hasta: '2026-03-31',
      }),
    );
    const antes = calls.length;
    fireEvent.change(screen.getByLabelText('Hasta'), { target: { value: '2026-03-01' } });
    expect((await screen.findByRole('alert')).textContent).toBe(listas.periodoInvertido);
    // The list keeps the last period that was not turned round; the turned one is never asked for.
    expect(ultimaConsulta(calls, '/api/informes').get('hasta')).toBe('2026-03-31');
    expect(calls.slice(antes).some((c) => c.path === '/api/informes' && new URL(c.url).searchParams.get('hasta') === '2026-03-01')).toBe(
      false,
    );
  });

  it('the template, the reviewer and the oldest-first order send their query, the CSV the same (D198)', async () => {
    const { calls } = await abrir('/informes', {
      'GET /api/informes/exportar': respuestaCsv('candidato', 'informes_2026-11-28.csv'),
    });
    await tarjeta('Marta Soler');
    const plantilla = screen.getByRole('combobox', { name: 'Filtrar por plantilla' });
    await waitFor(() => expect(within(plantilla).getByRole('option', { name: 'Entrevistas en Profundidad' })).toBeTruthy());
    fireEvent.change(plantilla, { target: { value: 'entrevistas-profundidad' } });
    const revisor = screen.getByRole('combobox', { name: 'Filtrar por revisor' });
    await waitFor(() => expect(within(revisor).getByRole('option', { name: 'Rita Revisora' })).toBeTruthy());
    fireEvent.change(revisor, { target: { value: 'u7' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Ordenar por' }), { target: { value: 'antiguos' } });
    const esperada = { servicioId: 'entrevistas-profundidad', revisorId: 'u7', orden: 'antiguos' };
    await waitFor(() => expect(Object.fromEntries(ultimaConsulta(calls, '/api/informes'))).toMatchObject(esperada));
    expect(await exportarCsv(calls, '/api/informes/exportar')).toEqual(esperada);
  });

  it('both empty states: none yet, and none for the filters', async () => {
    await abrir('/informes', {
      'GET /api/informes': ok({ items: [], cursor: null }),
      'GET /api/informes/estadisticas': ok({ total: 0, puntuacionMedia: null, recomendados: 0 }),
    });
    expect(await screen.findByText('No hay informes todavía: aparecerán cuando se analice una entrevista completada.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Señales de integridad' }), { target: { value: 'con' } });
    expect(await screen.findByText('No se encontraron informes')).toBeTruthy();
    expect(
      screen.getByText(
        'Ningún informe coincide con la búsqueda o los filtros. Prueba con otro nombre, otra área, otro estado, otras señales de integridad, otra vacante u otras fechas.',
      ),
    ).toBeTruthy();
    expect(screen.queryByText(/No hay informes todavía/)).toBeNull();
  });

  it('a list that cannot be loaded says so and offers to retry', async () => {
    await abrir('/informes', { 'GET /api/informes': { status: 500, body: { success: false, message: 'Error interno' } } });
    expect(await screen.findByRole('heading', { name: 'No se pudieron cargar los informes' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeTruthy();
  });

  it('the superadmin works on the company chosen in the shell: every call names it', async () => {
    eligeEmpresa('e1');
    const { calls } = await abrir('/informes?entrevista=i1', {}, superadmin);
    // The dialog is modal: the list under it is hidden from the accessibility tree.
    await screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
    await waitFor(() => expect(screen.getAllByTestId('informe')).toHaveLength(2));
    for (const ruta of ['/api/informes', '/api/informes/estadisticas', '/api/areas', '/api/entrevistas/i1']) {
      const call = calls.find((c) => c.path === ruta);
      expect(call, ruta).toBeTruthy();
      expect(new URL(call!.url).searchParams.get('empresaId'), ruta).toBe('e1');
    }
  });
});
