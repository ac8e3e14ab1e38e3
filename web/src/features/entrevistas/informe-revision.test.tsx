// The AI report in an interview's details and its review: 'Ver informe', 'Ver completo' with the
// quotes highlighted in the transcript, the review form sending its PUT from this screen (the exact
// body; then the review read-only and the list reloaded) and a validated review read-only beside the
// report. The form's own rules (comentario required, scores in range) are tested with the form, in
// components/informe-ia/revision-form.test.tsx.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';
import type { EntrevistaFila } from './api/entrevistas';
import { conOtraPregunta, entrevistaConInforme, procedenciaIntegrada, validacion } from '../../test/informe-fixtures';

const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });
const estadisticas = { total: 1, programada: 0, en_progreso: 0, completada: 0, analizada: 1, validada: 0 };

/** The Interviews screen with one interview; GET of the interview answers its current state. */
async function abrir(inicial: EntrevistaFila, routes: Parameters<typeof mockFetch>[0] = {}) {
  const estado = { actual: inicial };
  const mocked = mockFetch({
    ...sessionRoutes(admin, [acme]),
    'GET /api/entrevistas': async () => jsonResponse({ success: true, data: { items: [estado.actual], cursor: null } }),
    [`GET /api/entrevistas/${inicial.id}`]: async () => jsonResponse({ success: true, data: estado.actual }),
    'GET /api/entrevistas/estadisticas': ok(estadisticas),
    'GET /api/servicios-hr/disponibles': ok([]),
    'GET /api/dashboard': ok({}),
    ...routes,
  });
  renderApp('/entrevistas');
  await screen.findByRole('heading', { level: 1, name: 'Entrevistas' });
  fireEvent.click(await screen.findByRole('button', { name: `Ver los detalles de la entrevista de ${inicial.candidatoNombre}` }));
  const detalle = await screen.findByRole('dialog', { name: `Entrevista de ${inicial.candidatoNombre}` });
  return { ...mocked, estado, detalle };
}

async function abrirCompleto(detalle: HTMLElement) {
  fireEvent.click(within(detalle).getByRole('button', { name: 'Ver informe' }));
  fireEvent.click(await within(detalle).findByRole('button', { name: 'Ver completo' }));
  return screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
}

describe('informe de IA en la entrevista', { timeout: 30_000 }, () => {
  it('a completed interview says the analysis is running', async () => {
    const { detalle } = await abrir(entrevistaConInforme('completada'));
    expect(within(detalle).getByText('Análisis en curso: el informe aparecerá aquí cuando termine.')).toBeTruthy();
    expect(within(detalle).queryByRole('button', { name: 'Ver informe' })).toBeNull();
  });

  it("'Ver informe' shows the report in the details; 'Ver completo' adds the transcript with the quotes highlighted", async () => {
    const { detalle } = await abrir(entrevistaConInforme('analizada'));
    const ver = within(detalle).getByRole('button', { name: 'Ver informe' });
    expect(ver.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(ver);
    expect(await within(detalle).findByRole('tab', { name: 'Resumen' })).toBeTruthy();
    expect(within(detalle).getByText('Informe generado con IA: revísalo antes de decidir.')).toBeTruthy();
    expect(within(detalle).getByRole('button', { name: 'Ocultar informe' }).getAttribute('aria-expanded')).toBe('true');

    fireEvent.click(within(detalle).getByRole('button', { name: 'Ver completo' }));
    const completo = await screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
    const transcripcion = within(completo).getByRole('list', { name: 'Transcripción' });
    // Matched ignoring case and accents, shown as the candidate wrote it; a follow-up's answer too.
    expect([...transcripcion.querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Explico los cambios al equipo con ejemplos',
      'LIDERÉ un equipo de cinco personas',
      'Escribo consultas SQL con funciones de ventana',
    ]);
    expect(within(completo).getByRole('form', { name: 'Revisión del informe' })).toBeTruthy();
  });

  it('«Ver pregunta 3» in the details lands on the details’ transcript; in «Ver completo» over them, on its own (issue 64)', async () => {
    const { detalle } = await abrir(conOtraPregunta(entrevistaConInforme('analizada')));
    fireEvent.click(within(detalle).getByRole('button', { name: 'Ver informe' }));
    fireEvent.click(await within(detalle).findByRole('tab', { name: 'Integridad (1)' }));
    fireEvent.click(await within(detalle).findByRole('link', { name: 'Ver pregunta 3' }));
    const enDetalle = within(detalle).getByRole('list', { name: 'Transcripción' });
    expect(enDetalle.contains(document.activeElement)).toBe(true);
    expect(document.activeElement!.textContent).toContain('¿Qué herramientas usas a diario?');

    // The same transcript twice on the page: each link reaches the one beside it.
    fireEvent.click(within(detalle).getByRole('button', { name: 'Ver completo' }));
    const completo = await screen.findByRole('dialog', { name: 'Informe de Marta Soler' });
    fireEvent.click(await within(completo).findByRole('tab', { name: 'Integridad (1)' }));
    const panel = await within(completo).findByRole('tabpanel', { name: 'Integridad (1)' });
    fireEvent.click(within(panel).getByRole('link', { name: 'Ver pregunta 3' }));
    expect(within(completo).getByRole('list', { name: 'Transcripción' }).contains(document.activeElement)).toBe(true);
    expect(document.activeElement!.textContent).toContain('¿Qué herramientas usas a diario?');
  });

  it('each report is named for who wrote it: «Informe de la IA», or «Informe del analizador» for the built-in rules (D126)', async () => {
    const conModelo = await abrir(entrevistaConInforme('analizada'));
    expect(within(conModelo.detalle).getByRole('heading', { name: 'Informe de la IA' })).toBeTruthy();
    const completoModelo = await abrirCompleto(conModelo.detalle);
    expect(within(completoModelo).getByRole('heading', { name: 'Informe de la IA' })).toBeTruthy();
  });

  it("a report of the built-in analyzer is never called the AI's, in the details or the whole report", async () => {
    const inicial = entrevistaConInforme('analizada');
    const { detalle } = await abrir({ ...inicial, informeIA: { ...inicial.informeIA!, procedencia: procedenciaIntegrada } });
    expect(within(detalle).getByRole('heading', { name: 'Informe del analizador' })).toBeTruthy();
    const completo = await abrirCompleto(detalle);
    expect(within(completo).getByRole('heading', { name: 'Informe del analizador' })).toBeTruthy();
    expect(within(completo).queryByText(/Informe de la IA|el informe de la IA/)).toBeNull();
  });

  it('a valid review sends exactly its body, says "Revisión guardada" and then shows the decision read-only', async () => {
    const inicial = entrevistaConInforme('analizada');
    const validada = entrevistaConInforme('validada');
    const ctx = await abrir(inicial, {
      'PUT /api/entrevistas/i3/validacion': async () => {
        ctx.estado.actual = validada;
        return jsonResponse({ success: true, data: validada, message: 'Revisión guardada' });
      },
    });
    const completo = await abrirCompleto(ctx.detalle);

    // Only the evaluated competencies can be re-scored; the review mails nobody (D180).
    expect(within(completo).queryByLabelText(/Negociación/)).toBeNull();
    expect(within(completo).queryByRole('checkbox', { name: 'Enviar email al candidato' })).toBeNull();
    fireEvent.click(within(completo).getByRole('radio', { name: 'Recomendado' }));
    await waitFor(() => expect((within(completo).getByRole('radio', { name: 'Recomendado' }) as HTMLInputElement).checked).toBe(true));
    fireEvent.change(within(completo).getByLabelText('Comunicación (IA: 6)'), { target: { value: '8' } });
    // The AI's own score typed again is no change.
    fireEvent.change(within(completo).getByLabelText('Liderazgo (IA: 7)'), { target: { value: '7' } });
    fireEvent.change(within(completo).getByRole('textbox', { name: /Comentario/ }), {
      target: { value: '  Buen encaje con el equipo.  ' },
    });
    fireEvent.change(within(completo).getByLabelText('Seguimiento del candidato'), { target: { value: 'seleccionado' } });
    expect(await within(completo).findByText(/Qué recibe el candidato: Nada al guardar/)).toBeTruthy();
    // The AI did not recommend: the decision is an override and needs its reason (D153).
    fireEvent.change(await within(completo).findByRole('textbox', { name: /Motivo del cambio/ }), {
      target: { value: 'Los ejemplos de coordinación pesan más.' },
    });
    fireEvent.click(within(completo).getByRole('button', { name: 'Guardar revisión' }));

    expect(await screen.findByText('Revisión guardada')).toBeTruthy();
    const puts = ctx.calls.filter((c) => c.method === 'PUT');
    expect(puts).toHaveLength(1);
    expect(puts[0]!.path).toBe('/api/entrevistas/i3/validacion');
    expect(puts[0]!.body).toEqual({
      decision: 'recomendado',
      comentario: 'Buen encaje con el equipo.',
      motivoCambio: 'Los ejemplos de coordinación pesan más.',
      evidenciaAbierta: [],
      puntuacionesAjustadas: [{ habilidad: 'Comunicación', puntuacion: 8 }],
      estadoCandidato: 'seleccionado',
    });
    // The dialog now shows the review, read-only.
    const revision = await within(completo).findByTestId('revision');
    expect(within(revision).getByText('IA: 6 → Revisor: 8')).toBeTruthy();
    expect(within(completo).queryByRole('form', { name: 'Revisión del informe' })).toBeNull();
    // And the list was asked again.
    await waitFor(() => expect(ctx.calls.filter((c) => c.method === 'GET' && c.path === '/api/entrevistas').length).toBeGreaterThan(1));
  });

  it('a validated interview shows the review read-only beside the report', async () => {
    const { detalle } = await abrir(entrevistaConInforme('validada'));
    expect(within(detalle).getByText('Revisado por Ana Admin: Recomendado.')).toBeTruthy();
    const completo = await abrirCompleto(detalle);
    const revision = within(completo).getByTestId('revision');
    expect(within(revision).getByText('Recomendado')).toBeTruthy();
    expect(within(revision).getByText('Ana Admin')).toBeTruthy();
    expect(within(revision).getByText(validacion.comentario)).toBeTruthy();
    expect(within(revision).getByText('IA: 6 → Revisor: 8')).toBeTruthy();
    expect(within(revision).getByText('Pasa a Seleccionado')).toBeTruthy();
    expect(within(revision).getByText('Sí: se le envió el email de resultados')).toBeTruthy();
    expect(within(completo).queryByRole('form', { name: 'Revisión del informe' })).toBeNull();
    // The AI's report is still there, unchanged.
    expect(within(completo).getByRole('tab', { name: 'Competencias' })).toBeTruthy();
  });
});
