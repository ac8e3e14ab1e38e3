// What the candidate waits for, on the Entrevistas list (D172): a card whose interview has an open
// adjustment request or an unanswered message says so; once the company answers in the details, the
// list is read again and the mark is gone. The words, singular and plural, as the card writes them.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { acme, admin, sessionRoutes } from '../../test/session-fixtures';
import { entrevistaConInforme } from '../../test/informe-fixtures';
import { textoAyudaPendiente } from './components/entrevista-card';

const ok = (data: unknown, message?: string) => ({ body: { success: true, data, ...(message ? { message } : {}) } });
const entrevista = entrevistaConInforme('analizada', { id: 'i7' });
const ayudaBase = { entrevistaId: 'i7', ajustes: [], ajustesPendientes: 0, tiempoAmpliado: false };
const mensajeCandidato = { id: 'm1', de: 'candidato', texto: '¿Puedo hacer pausas?', fecha: '2026-11-25T10:00:00.000Z', por: null };
const respuesta = { id: 'm2', de: 'empresa', texto: 'Claro.', fecha: '2026-11-25T11:00:00.000Z', por: 'Ada Admin', email: 'pendiente' };

beforeAll(async () => {
  await import('./entrevistas-page');
}, 30_000);

describe('la lista marca lo que el candidato espera', { timeout: 20_000 }, () => {
  it('the words, singular and plural', () => {
    expect(textoAyudaPendiente({ ajustes: 1, mensaje: false })).toBe('Solicitud de ajuste sin responder');
    expect(textoAyudaPendiente({ ajustes: 2, mensaje: true })).toBe(
      '2 solicitudes de ajuste sin responder · Mensaje del candidato sin responder',
    );
    expect(textoAyudaPendiente({ ajustes: 0, mensaje: true })).toBe('Mensaje del candidato sin responder');
  });

  it('a card with an unanswered message says so; answered in the details, the list is read again and the mark is gone', async () => {
    // As the server: the list and the thread answer what was stored, before and after the answer.
    let respondido = false;
    const { calls } = mockFetch({
      ...sessionRoutes(admin, [acme]),
      'GET /api/entrevistas': async () =>
        jsonResponse(
          ok({ items: [respondido ? entrevista : { ...entrevista, ayudaPendiente: { ajustes: 0, mensaje: true } }], cursor: null }).body,
        ),
      'GET /api/entrevistas/estadisticas': ok({ total: 1, programada: 1, en_progreso: 0, completada: 0, analizada: 0, validada: 0 }),
      'GET /api/servicios-hr/disponibles': ok([]),
      'GET /api/candidatos': ok({ items: [], cursor: null }),
      'GET /api/entrevistas/i7': ok(entrevista),
      'GET /api/entrevistas/i7/ayuda': async () =>
        jsonResponse(
          ok({ ...ayudaBase, mensajes: respondido ? [mensajeCandidato, respuesta] : [mensajeCandidato], mensajeSinResponder: !respondido })
            .body,
        ),
      'POST /api/entrevistas/i7/ayuda': async () => {
        respondido = true;
        return jsonResponse(
          ok({ ...ayudaBase, mensajes: [mensajeCandidato, respuesta], mensajeSinResponder: false }, 'Respuesta guardada').body,
        );
      },
    });
    renderApp('/entrevistas');
    const nombre = entrevista.candidatoNombre;
    const tarjeta = (await screen.findByText(nombre)).closest('[data-testid="entrevista"]') as HTMLElement;
    expect(within(tarjeta).getByTestId('ayuda-pendiente').textContent).toBe('Mensaje del candidato sin responder: ábrela para responder');

    fireEvent.click(within(tarjeta).getByRole('button', { name: `Ver los detalles de la entrevista de ${nombre}` }));
    const dialogo = await screen.findByRole('dialog');
    const caja = await within(dialogo).findByRole('textbox', { name: /Responder/ });
    fireEvent.change(caja, { target: { value: 'Claro.' } });
    const listas = () => calls.filter((c) => c.method === 'GET' && c.path === '/api/entrevistas').length;
    const antes = listas();
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Enviar al candidato' }));
    await waitFor(() => expect(listas()).toBeGreaterThan(antes));
    await waitFor(() => expect(screen.queryByTestId('ayuda-pendiente')).toBeNull());
  });
});
