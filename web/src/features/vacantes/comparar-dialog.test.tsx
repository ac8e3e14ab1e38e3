// «Comparar» in a vacancy's candidates dialog (issue 66 item 4, D188): two to five chosen by checkbox,
// in the order ticked; the table's headers name the candidates (columns) and the competencies (rows);
// each cell says the report's and the review's score and the quote behind the report's; ordering the
// columns keeps «La decisión la toma una persona» beside it; a refusal is said in Spanish.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { vacantes as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { candidaturaDePrueba, vacanteDePrueba, rutasVacantes, candidaturasPorConsulta } from '../../test/vacante-fixtures';

const ok = (data: unknown) => ({ status: 200, body: { success: true, data } });
const vacante = vacanteDePrueba();
const NOMBRES = ['Ana Ruiz', 'Bruno Sanz', 'Carla Gil', 'Dario Pons', 'Elena Mora', 'Fran Vidal'];
const candidatura = (nombre: string, i: number) => candidaturaDePrueba(`c${i + 1}`, nombre, { etapa: i === 0 ? 'entrevistado' : 'nuevo' });
const competencia = (habilidad: string, informe: number | null, revision: number | null, cita?: string) => ({
  habilidad,
  puntuacionInforme: informe,
  evaluado: informe !== null,
  ancla: informe === null ? null : 'alto',
  puntuacionRevision: revision,
  ajustada: revision !== null && revision !== informe,
  evidencia: cita ? [{ cita, pregunta: 1 }] : [],
});
const integridad = (extra: Record<string, unknown> = {}) => ({
  comprobada: true,
  respuestasConSenales: 0,
  marcas: [],
  discrepancias: 0,
  resumen: [],
  senalesPagina: { conPegado: 0, conPerdidaFoco: 0, pegadasEnteras: 0 },
  ...extra,
});
const REGLA = 'Recomendado por regla: la media de las 2 competencias evaluadas es 7,5/10. La decisión la toma una persona.';
const ana = {
  candidatoId: 'c1',
  nombre: 'Ana Ruiz',
  etapa: 'entrevistado',
  entrevista: { id: 'i1', estado: 'validada', servicioNombre: 'Entrevistas en Profundidad' },
  informe: {
    metodo: 'proveedor',
    competencias: [
      competencia('Trabajo en equipo', 7, 8, 'Propuse una reunión de diez minutos cada tarde'),
      competencia('Iniciativa', 8, 8),
    ],
    mediaInforme: 7.5,
    mediaRevision: 8,
    recomendacion: { valor: 'recomendado', regla: REGLA },
    integridad: integridad(),
  },
  revision: { decision: 'recomendado', por: 'Ana Admin', fecha: '2026-11-21T10:00:00.000Z', numero: 1 },
};
const bruno = {
  candidatoId: 'c2',
  nombre: 'Bruno Sanz',
  etapa: 'nuevo',
  entrevista: { id: 'i2', estado: 'analizada', servicioNombre: 'Entrevistas en Profundidad' },
  informe: {
    metodo: 'integrado',
    competencias: [competencia('Trabajo en equipo', 9, null, 'Hablo con la gente'), competencia('Iniciativa', null, null)],
    mediaInforme: 9,
    mediaRevision: null,
    recomendacion: { valor: 'no_recomendado', regla: null },
    integridad: integridad({
      respuestasConSenales: 2,
      marcas: [{ tipo: 'evasiva', etiqueta: 'Respuesta evasiva o mínima', respuestas: 2, deJuego: false }],
      senalesPagina: { conPegado: 1, conPerdidaFoco: 0, pegadasEnteras: 1 },
    }),
  },
  revision: null,
};
const carla = { candidatoId: 'c3', nombre: 'Carla Gil', etapa: 'nuevo', entrevista: null, informe: null, revision: null };

async function abrir(comparar: Parameters<typeof mockFetch>[0][string]) {
  const mocked = mockFetch({
    ...rutasVacantes(vacante),
    'GET /api/vacantes/v1': ok(vacante),
    // The board's columns and the whole list: the candidates at the stage asked for, or all of them.
    'GET /api/vacantes/v1/candidatos': candidaturasPorConsulta((q) =>
      NOMBRES.map(candidatura).filter((c) => !q.get('etapa') || c.etapa === q.get('etapa')),
    ),
    'GET /api/vacantes/v1/comparar': comparar,
  });
  renderApp('/vacantes');
  fireEvent.click(await screen.findByRole('button', { name: 'Candidatos de la vacante Jefe de almacén' }, { timeout: 30_000 }));
  const pipeline = await screen.findByRole('dialog', { name: 'Candidatos · Jefe de almacén' });
  // A dialog hides the rest of the page from screen readers one frame after it opens (zag's ariaHidden,
  // deferred): a person never clicks inside that frame, and a nested dialog opened within it would be hidden too.
  await waitFor(() => expect(document.querySelector('body > [data-aria-hidden]')).not.toBeNull());
  fireEvent.click(within(pipeline).getByRole('button', { name: 'Comparar' }));
  await comparacion();
  return mocked;
}

/**
 * The comparison's dialog as it is now: looked up again each time, since the dialog's layer can put its
 * content in a new node after it opened (a node found before would be out of the document).
 */
const comparacion = () => screen.findByRole('dialog', { name: 'Comparar candidatos · Jefe de almacén' }, { timeout: 10_000 });

async function marcar(nombre: RegExp) {
  // A role query over the whole dialog is slow in jsdom on a busy machine: a wait of its own.
  const caja = await within(await comparacion()).findByRole('checkbox', { name: nombre }, { timeout: 10_000 });
  fireEvent.click(caja);
  // Chakra's checkbox tells its owner after the click's own turn.
  await waitFor(() => expect((caja as HTMLInputElement).checked).toBe(true), { timeout: 5_000 });
}

describe('comparar candidatos de una vacante', { timeout: 60_000 }, () => {
  it('two chosen in order: the columns follow it, each cell with both scores and the quote; ordering keeps the notice', async () => {
    const { calls } = await abrir(
      ok({
        vacante: { id: 'v1', titulo: 'Jefe de almacén' },
        competencias: ['Trabajo en equipo', 'Iniciativa'],
        candidatos: [bruno, ana, carla],
      }),
    );
    const comparar = async () => within(await comparacion()).getByRole('button', { name: 'Comparar' }) as HTMLButtonElement;
    expect((await comparar()).disabled).toBe(true);
    await marcar(/Bruno Sanz/);
    expect((await comparar()).disabled).toBe(true);
    await marcar(/Ana Ruiz/);
    await marcar(/Carla Gil/);
    expect((await comparar()).disabled).toBe(false);
    fireEvent.click(await comparar());

    const tabla = await within(await comparacion()).findByRole('table', {}, { timeout: 10_000 });
    const pedida = calls.find((c) => c.path === '/api/vacantes/v1/comparar')!;
    expect(new URL(pedida.url, 'http://localhost').searchParams.get('candidatos')).toBe('c2,c1,c3');
    const columnas = within(tabla)
      .getAllByRole('columnheader')
      .map((th) => [th.getAttribute('scope'), th.textContent]);
    expect(columnas).toEqual([
      ['col', 'Competencia'],
      ['col', 'Bruno SanzNuevo'],
      ['col', 'Ana RuizEntrevistado'],
      ['col', 'Carla GilNuevo'],
    ]);
    const filas = within(tabla)
      .getAllByRole('rowheader')
      .map((th) => [th.getAttribute('scope'), th.textContent]);
    expect(filas.map(([, t]) => t)).toEqual([
      'Entrevista',
      'Trabajo en equipo',
      'Iniciativa',
      'Media de las competencias evaluadas',
      'Recomendación del informe',
      'Decisión de la persona',
      'Señales de integridad',
    ]);
    expect(filas.every(([scope]) => scope === 'row')).toBe(true);

    const equipo = within(tabla).getByRole('row', { name: /^Trabajo en equipo/ });
    const [celdaBruno, celdaAna, celdaCarla] = within(equipo).getAllByRole('cell');
    expect(celdaAna!.textContent).toContain('De la IA: 7/10');
    expect(celdaAna!.textContent).toContain('De la revisión: 8/10');
    expect(within(celdaAna!).getByText('Ajustada')).toBeTruthy();
    expect(celdaAna!.textContent).toContain('«Propuse una reunión de diez minutos cada tarde» (pregunta 2)');
    // The built-in analyzer's report says so; no review, no review's score.
    expect(celdaBruno!.textContent).toContain('Del analizador: 9/10');
    expect(celdaBruno!.textContent).not.toContain('De la revisión');
    expect(celdaCarla!.textContent).toBe('—');
    expect(within(tabla).getByRole('row', { name: /^Entrevista/ }).textContent).toContain('Sin entrevista en esta vacante');
    const senales = within(tabla).getByRole('row', { name: /^Señales de integridad/ }).textContent;
    expect(senales).toContain('2 respuestas con señales');
    expect(senales).toContain('Respuesta evasiva o mínima: 2 respuestas');
    expect(senales).toContain('Texto pegado: 1 respuesta');
    expect(within(tabla).getByRole('row', { name: /^Decisión de la persona/ }).textContent).toContain('Recomendado');

    // Ordered by the report's mean: Bruno (9) before Ana (7,5), Carla (none) last — and the notice stays beside it.
    fireEvent.change(within(await comparacion()).getByLabelText('Ordenar las columnas'), { target: { value: 'informe' } });
    await waitFor(() =>
      expect(
        within(tabla)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Competencia', 'Bruno SanzNuevo', 'Ana RuizEntrevistado', 'Carla GilNuevo']),
    );
    fireEvent.change(within(await comparacion()).getByLabelText('Ordenar las columnas'), { target: { value: 'revision' } });
    await waitFor(() => expect(within(tabla).getAllByRole('columnheader')[1]!.textContent).toBe('Ana RuizEntrevistado'));
    expect(within(await comparacion()).getByTestId('aviso-comparacion').textContent).toContain('La decisión la toma una persona.');
    // The table scrolls sideways as a named region the keyboard reaches (390 px).
    expect(within(await comparacion()).getByRole('region', { name: 'Comparación de candidatos (se desplaza a lo ancho)' }).tabIndex).toBe(
      0,
    );
    // «Cambiar la selección» goes back to the choice as it was; «Cerrar» back to the vacancy's candidates.
    fireEvent.click(within(await comparacion()).getByRole('button', { name: 'Cambiar la selección' }));
    await waitFor(async () =>
      expect((within(await comparacion()).getByRole('checkbox', { name: /Ana Ruiz/ }) as HTMLInputElement).checked).toBe(true),
    );
    fireEvent.click(within(await comparacion()).getAllByRole('button', { name: 'Cerrar' })[0]!);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Comparar candidatos · Jefe de almacén' })).toBeNull());
    expect(screen.getByRole('dialog', { name: 'Candidatos · Jefe de almacén' })).toBeTruthy();
  });

  it('five at most: the sixth cannot be ticked', async () => {
    await abrir(ok({}));
    for (const n of NOMBRES.slice(0, 5)) await marcar(new RegExp(n));
    await waitFor(
      async () =>
        expect((within(await comparacion()).getByRole('checkbox', { name: /Fran Vidal/ }) as HTMLInputElement).disabled).toBe(true),
      { timeout: 5_000 },
    );
    expect(within(await comparacion()).getByText(/Elegidos: 5 de 5/)).toBeTruthy();
  });

  it('a refusal is said in the server’s Spanish words', async () => {
    await abrir({ status: 404, body: { success: false, message: msg.candidaturaNoEncontrada } });
    await marcar(/Ana Ruiz/);
    await marcar(/Bruno Sanz/);
    fireEvent.click(within(await comparacion()).getByRole('button', { name: 'Comparar' }));
    expect(await within(await comparacion()).findByText(msg.candidaturaNoEncontrada, {}, { timeout: 10_000 })).toBeTruthy();
  });
});
