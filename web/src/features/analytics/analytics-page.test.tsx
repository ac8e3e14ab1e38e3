import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch, pendingUntilAborted } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, operador, sessionRoutes, eligeEmpresa, superadmin } from '../../test/session-fixtures';
import { NOTA_ANALYTICS } from './analytics-page';
import { NOMBRE_GRAFICO } from './components/graficos';
import { abrirAnalytics, analitica, analiticaVacia, celdasDeFilas } from '../../test/analitica-fixtures';

const abrir = abrirAnalytics;

const card = (nombre: string) => screen.getByRole('group', { name: nombre });
const seccion = (nombre: string) => screen.getByRole('region', { name: nombre });

// The whole app renders and the screen's module (with the charts) loads on first use: on a busy
// machine that alone can pass the default 5 s.
describe('analytics', { timeout: 20_000 }, () => {
  it('shows the four summary cards with the real figures and the change', async () => {
    const { calls } = await abrir(analitica);
    expect(within(card('Entrevistas completadas')).getByText('47')).toBeTruthy();
    expect(within(card('Entrevistas completadas')).getByText('+12 % vs. 4 semanas anteriores')).toBeTruthy();
    // The rate is the weekly chart's rule over its 12 weeks (D161): completed over scheduled in them.
    expect(within(card('Tasa de finalización')).getByText('79,6 %')).toBeTruthy();
    expect(within(card('Tasa de finalización')).getByText('43 completadas de 54 programadas en las últimas 12 semanas')).toBeTruthy();
    expect(within(card('Puntuación media de los informes')).getByText('7,4/10')).toBeTruthy();
    expect(within(card('Recomendados')).getByText('18')).toBeTruthy();
    expect(within(card('Recomendados')).getByText('de 40 informes')).toBeTruthy();
    expect(screen.getByText(NOTA_ANALYTICS)).toBeTruthy();
    // A company user reads their own company: no ?empresaId=.
    expect(calls.find((c) => c.path === '/api/analytics')?.url).toMatch(/\/api\/analytics$/);
  });

  it('a negative change keeps its sign, and no change in the earlier weeks hides the line', async () => {
    const { unmount } = await abrir({ ...analitica, resumen: { ...analitica.resumen, variacionCompletadas: -8 } });
    expect(within(card('Entrevistas completadas')).getByText('-8 % vs. 4 semanas anteriores')).toBeTruthy();
    unmount();
    await abrir({ ...analitica, resumen: { ...analitica.resumen, variacionCompletadas: null } });
    expect(within(card('Entrevistas completadas')).queryByText(/semanas anteriores/)).toBeNull();
  });

  it('lists the areas in the table', async () => {
    await abrir(analitica);
    const tabla = within(seccion('Rendimiento por área')).getByRole('table', { name: 'Rendimiento por área' });
    const cabecera = within(tabla)
      .getAllByRole('columnheader')
      .map((c) => c.textContent);
    expect(cabecera).toEqual(['Área', 'Informes', 'Puntuación media de los informes', 'Recomendados', 'Validadas']);
    const filas = celdasDeFilas(tabla);
    expect(filas).toEqual([
      ['Tecnología', '25', '7,8', '12', '9'],
      ['Ventas', '10', '6,5', '4', '3'],
      ['Sin área', '5', 'Sin datos', '2', '0'],
    ]);
  });

  it('below md the areas are cards with every figure named, not a table cut at a column edge', async () => {
    await abrir(analitica);
    // The table is hidden below md and the list from md up (CSS); jsdom renders both.
    const tabla = within(seccion('Rendimiento por área')).getByRole('table', { name: 'Rendimiento por área' });
    expect(tabla).toBeTruthy();
    const lista = within(seccion('Rendimiento por área')).getByRole('list', { name: 'Rendimiento por área' });
    const tarjetas = within(lista).getAllByRole('listitem');
    expect(tarjetas.map((t) => t.querySelector('p')?.textContent)).toEqual(['Tecnología', 'Ventas', 'Sin área']);
    const figuras = (t: HTMLElement) =>
      [...t.querySelectorAll('dt')].map(
        (dt) => `${dt.textContent}: ${dt.nextElementSibling?.textContent ?? dt.parentElement?.lastElementChild?.textContent}`,
      );
    expect(figuras(tarjetas[0]!)).toEqual(['Informes: 25', 'Puntuación media de los informes: 7,8', 'Recomendados: 12', 'Validadas: 9']);
    expect(figuras(tarjetas[2]!)).toEqual([
      'Informes: 5',
      'Puntuación media de los informes: Sin datos',
      'Recomendados: 2',
      'Validadas: 0',
    ]);
  });

  it('draws the three trend charts, each with its accessible name and its figures', async () => {
    await abrir(analitica);
    const tendencias = seccion('Tendencias');
    for (const titulo of ['Entrevistas por semana', 'Puntuación media de los informes por servicio', 'Tasa de finalización']) {
      expect(within(tendencias).getByRole('heading', { level: 3, name: titulo })).toBeTruthy();
    }
    const semanas = within(tendencias).getByRole('region', { name: 'Entrevistas por semana' });
    expect(within(semanas).getByRole('img', { name: NOMBRE_GRAFICO.semanas })).toBeTruthy();
    // The figures behind the chart, for screen readers (a visually hidden table).
    const datosSemanas = within(semanas).getByRole('table', { name: 'Entrevistas por semana' });
    expect(within(datosSemanas).getAllByRole('row')).toHaveLength(13);
    const primera = within(datosSemanas).getByRole('rowheader', { name: 'Semana del 6 de enero de 2025' }).closest('tr')!;
    expect(
      within(primera)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['3', '4']);

    const servicios = within(tendencias).getByRole('region', { name: 'Puntuación media de los informes por servicio' });
    expect(within(servicios).getByRole('img', { name: NOMBRE_GRAFICO.servicios })).toBeTruthy();
    const datosServicios = within(servicios).getByRole('table', { name: 'Puntuación media de los informes por servicio' });
    // Best score first; a service without scores is not drawn.
    expect(
      within(datosServicios)
        .getAllByRole('rowheader')
        .map((c) => c.textContent),
    ).toEqual(['Entrevistas en Profundidad', 'Evaluación Técnica']);
    expect(within(datosServicios).getByText('7,6')).toBeTruthy();

    const tasa = within(tendencias).getByRole('region', { name: 'Tasa de finalización' });
    expect(within(tasa).getByRole('img', { name: NOMBRE_GRAFICO.tasa })).toBeTruthy();
    const datosTasa = within(tasa).getByRole('table', { name: 'Tasa de finalización' });
    const sinProgramadas = within(datosTasa).getByRole('rowheader', { name: 'Semana del 20 de enero de 2025' }).closest('tr')!;
    expect(within(sinProgramadas).getByRole('cell').textContent).toBe('Sin datos');
    expect(within(datosTasa).getByText('75 %')).toBeTruthy();
    expect(within(tendencias).queryByText('Sin datos', { selector: 'p' })).toBeNull();
  });

  it('writes the times and the quality figures', async () => {
    await abrir(analitica);
    expect(within(card('Duración media de la entrevista')).getByText('52 min')).toBeTruthy();
    expect(within(card('Tiempo medio hasta el informe')).getByText('30 s')).toBeTruthy();
    expect(within(card('Tiempo medio hasta la revisión')).getByText('1 d 1 h')).toBeTruthy();
    expect(within(seccion('Tiempos')).getAllByRole('group')).toHaveLength(3);

    const calidad = seccion('Calidad');
    expect(within(calidad).getByText(/12 revisiones/)).toBeTruthy();
    expect(within(card('Citas verificadas en la transcripción')).getByText('96,5 %')).toBeTruthy();
    expect(
      within(card('Citas verificadas en la transcripción')).getByText(
        'Citas del informe que aparecen literalmente en las respuestas del candidato',
      ),
    ).toBeTruthy();
    expect(within(card('Informes hechos con modelo de lenguaje')).getByText('80 %')).toBeTruthy();
    expect(within(card('Revisiones que coinciden con la IA')).getByText('75 %')).toBeTruthy();
    // What agreement means (D80): the AI's own recommendation; 'En duda' agrees with nothing.
    expect(
      within(card('Revisiones que coinciden con la IA')).getByText(
        'Revisiones cuya decisión es la recomendación de la IA (recomendado o no recomendado); «En duda» no coincide con ninguna',
      ),
    ).toBeTruthy();
    expect(within(card('Revisiones con puntuaciones ajustadas')).getByText('25 %')).toBeTruthy();
  });

  it("says 'Sin datos' everywhere for a company with nothing to compute", async () => {
    await abrir(analiticaVacia, operador);
    expect(within(card('Entrevistas completadas')).getByText('0')).toBeTruthy();
    expect(within(card('Entrevistas completadas')).queryByText(/semanas anteriores/)).toBeNull();
    expect(within(card('Tasa de finalización')).getByText('Sin datos')).toBeTruthy();
    expect(within(card('Puntuación media de los informes')).getByText('Sin datos')).toBeTruthy();
    expect(within(card('Recomendados')).getByText('0')).toBeTruthy();
    expect(within(card('Recomendados')).getByText('de 0 informes')).toBeTruthy();

    expect(within(seccion('Rendimiento por área')).queryByRole('table')).toBeNull();
    expect(within(seccion('Rendimiento por área')).getByText('Sin datos')).toBeTruthy();

    const tendencias = seccion('Tendencias');
    for (const titulo of ['Entrevistas por semana', 'Puntuación media de los informes por servicio', 'Tasa de finalización']) {
      const grafico = within(tendencias).getByRole('region', { name: titulo });
      expect(within(grafico).getByText('Sin datos')).toBeTruthy();
      expect(within(grafico).queryByRole('img')).toBeNull();
    }

    for (const nombre of [
      'Duración media de la entrevista',
      'Tiempo medio hasta el informe',
      'Tiempo medio hasta la revisión',
      'Citas verificadas en la transcripción',
      'Informes hechos con modelo de lenguaje',
      'Revisiones que coinciden con la IA',
      'Revisiones con puntuaciones ajustadas',
    ]) {
      expect(within(card(nombre)).getByText('Sin datos'), nombre).toBeTruthy();
    }
  });

  it('«Calibración IA – revisores»: kappa and band per competency, explained, and a selector of views', async () => {
    await abrir(analitica);
    const bloque = seccion('Calibración IA – revisores');
    expect(within(bloque).getByText(/El kappa ponderado \(cuadrático\) de Cohen vale 1/)).toBeTruthy();
    expect(within(bloque).getByText('24 entrevistas revisadas · 25 % de decisiones cambiadas por el revisor')).toBeTruthy();
    const filas = (tabla: HTMLElement) => celdasDeFilas(tabla);
    expect(filas(within(bloque).getByRole('table', { name: 'Calibración por competencia' }))).toEqual([
      ['Comunicación', '24', '0,86', 'Casi perfecto'],
      ['Trabajo en equipo', '22', '0,63', 'Considerable'],
      ['Resolución de problemas', '20', '0,35', 'Aceptable'],
      ['Liderazgo', '6', '—', 'Sin datos suficientes'],
    ]);
    // Below md each competency is a card with its figures named (jsdom renders both).
    const tarjetas = within(within(bloque).getByRole('list', { name: 'Calibración por competencia' })).getAllByRole('listitem');
    expect(tarjetas[3]!.textContent).toBe('LiderazgoSin datos suficientesKappa—Entrevistas revisadas6');

    const selector = within(bloque).getByLabelText('Ver por');
    expect([...(selector as HTMLSelectElement).options].map((o) => o.textContent)).toEqual([
      'Competencia',
      'Plantilla',
      'Revisor',
      'Método (analizador o modelo)',
    ]);
    fireEvent.change(selector, { target: { value: 'metodo' } });
    expect(filas(within(bloque).getByRole('table', { name: 'Calibración de Analizador integrado' }))).toEqual([
      ['Comunicación', '12', '-0,08', 'Pobre'],
    ]);
    expect(filas(within(bloque).getByRole('table', { name: 'Calibración de claude-sonnet-4-5' }))).toEqual([
      ['Comunicación', '12', '0,91', 'Casi perfecto'],
    ]);
    expect(within(bloque).getByText('12 entrevistas revisadas · 41,7 % de decisiones cambiadas por el revisor')).toBeTruthy();
    fireEvent.change(selector, { target: { value: 'plantilla' } });
    expect(filas(within(bloque).getByRole('table', { name: 'Calibración de Evaluación Técnica' }))).toEqual([
      ['Comunicación', '8', '—', 'Sin datos suficientes'],
    ]);
    fireEvent.change(selector, { target: { value: 'revisor' } });
    expect(filas(within(bloque).getByRole('table', { name: 'Calibración de Nora Gil' }))).toEqual([['Comunicación', '14', '0,12', 'Leve']]);
  });

  it('without the reviewers (a user who may not see names) there is no Revisor view; nothing reviewed says so', async () => {
    const { unmount } = await abrir({ ...analitica, calibracion: { ...analitica.calibracion, porRevisor: null } }, operador);
    const selector = within(seccion('Calibración IA – revisores')).getByLabelText('Ver por') as HTMLSelectElement;
    expect([...selector.options].map((o) => o.value)).toEqual(['competencia', 'plantilla', 'metodo']);
    unmount();
    await abrir(analiticaVacia, operador);
    const bloque = seccion('Calibración IA – revisores');
    expect(within(bloque).getByText('Todavía no hay revisiones de informes de la IA desde que se mide la calibración.')).toBeTruthy();
    expect(within(bloque).queryByRole('table')).toBeNull();
  });

  it('«Opinión de los candidatos»: mean, n and distribution per template and area, with the completion of opened links (D173)', async () => {
    const grupo = {
      n: 2,
      media: 6.5,
      distribucion: [0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0],
      comentarios: 1,
      abiertas: 4,
      finalizadas: 3,
      tasaFinalizacion: 75,
    };
    await abrir({
      ...analitica,
      opiniones: {
        pregunta: '¿Recomendarías este proceso a otra persona?',
        total: { nombre: 'Todas las plantillas', ...grupo },
        porServicio: [{ servicioId: 'entrevistas-profundidad', nombre: 'Entrevista en profundidad', ...grupo }],
        porArea: [
          {
            areaId: null,
            nombre: 'Sin área',
            ...grupo,
            n: 0,
            media: null,
            distribucion: Array(11).fill(0),
            tasaFinalizacion: null,
            abiertas: 0,
            finalizadas: 0,
            comentarios: 1,
          },
        ],
      },
    });
    const s = seccion('Opinión de los candidatos');
    expect(within(s).getByText('En total: 2 respuestas, media 6,5; finalización 75 %.')).toBeTruthy();
    const plantilla = within(s).getByRole('row', { name: /Entrevista en profundidad/ });
    expect(plantilla.textContent).toContain('6,5');
    expect(plantilla.textContent).toContain('4 → 3');
    expect(within(plantilla).getByRole('img').getAttribute('aria-label')).toBe(
      'Respuestas por puntuación: 0: 0, 1: 0, 2: 0, 3: 0, 4: 1, 5: 0, 6: 0, 7: 0, 8: 0, 9: 1, 10: 0',
    );
    const area = within(s).getByRole('row', { name: /Sin área/ });
    expect(within(area).getAllByText('Sin datos')).toHaveLength(2);
  });

  it("«Opinión de los candidatos» says 'Sin datos' with nothing opened or answered", async () => {
    await abrir(analitica);
    expect(
      within(seccion('Opinión de los candidatos')).getByText('Todavía ningún candidato ha abierto su enlace ni ha respondido.'),
    ).toBeTruthy();
  });

  it('the superadmin reads the company chosen in the shell', async () => {
    eligeEmpresa('e1');
    const { calls } = await abrir(analitica, superadmin);
    const call = calls.find((c) => c.path === '/api/analytics');
    expect(new URL(call!.url).searchParams.get('empresaId')).toBe('e1');
  });

  it('shows a placeholder while the figures load', async () => {
    mockFetch({ ...sessionRoutes(admin), 'GET /api/analytics': (init) => pendingUntilAborted(init) });
    renderApp('/analytics');
    await screen.findByRole('heading', { level: 1, name: 'Analytics' });
    expect((await screen.findByLabelText('Cargando analytics')).getAttribute('aria-busy')).toBe('true');
    expect(screen.queryByRole('group', { name: 'Entrevistas completadas' })).toBeNull();
  });

  it('offers a retry when the figures fail to load', async () => {
    let falla = true;
    mockFetch({
      ...sessionRoutes(admin),
      'GET /api/analytics': async () =>
        falla
          ? new Response(JSON.stringify({ success: false, message: 'Error interno' }), { status: 500 })
          : new Response(JSON.stringify({ success: true, data: analitica }), { status: 200 }),
    });
    renderApp('/analytics');
    await screen.findByRole('heading', { level: 1, name: 'Analytics' });
    const error = await screen.findByText('No se pudieron cargar las cifras de Analytics', {}, { timeout: 10_000 });
    falla = false;
    fireEvent.click(within(error.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(card('Entrevistas completadas')).getByText('47')).toBeTruthy());
  });
});
