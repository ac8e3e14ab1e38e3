// The candidate's view on the report (D150) against a stand-in API: nothing when none was sent; an
// open one shows its title, the candidate's words, the review it asks for and the answer form, whose
// empty answer says so in Spanish and sends nothing; a valid answer is PUT and the panel shows it
// answered with who and when. And the Informes screen's pending mark opens the report.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { impugnacion as msg } from '@shared/messages';
import { ImpugnacionesPendientes } from '../../features/informes/components/impugnaciones-pendientes';
import { mockFetch } from '../../test/fetch-mock';
import { renderConTema } from '../../test/render-tema';
import { ImpugnacionPanel } from './impugnacion-panel';

const entrevista = { id: 'e1', empresaId: 'acme', candidatoNombre: 'Lucía Fernández' };
const RUTA = '/api/entrevistas/e1/impugnacion';
const pendiente = {
  numero: 1,
  opinion: 'La nota de comunicación no refleja lo que expliqué.',
  pideRevision: true,
  enviadaEn: '2026-11-25T10:00:00.000Z',
  estado: 'pendiente',
  respuesta: null,
};
const respondida = {
  ...pendiente,
  estado: 'respondida',
  respuesta: {
    texto: 'Revisada por una persona: subimos la nota.',
    por: 'Olga Pardo',
    fecha: '2026-11-26T09:00:00.000Z',
    revisionTrasSolicitud: true,
  },
};
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });

const conTema = renderConTema;

afterEach(() => vi.unstubAllGlobals());

describe('ImpugnacionPanel', { timeout: 20_000 }, () => {
  it('shows nothing when the candidate sent none', async () => {
    const { calls } = mockFetch({ [`GET ${RUTA}`]: ok({ entrevistaId: 'e1', solicitudes: [], revisadaTrasPendiente: null }) });
    const { container } = conTema(<ImpugnacionPanel entrevista={entrevista} />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(container.querySelector('[data-testid="impugnacion-panel"]')).toBeNull();
  });

  it('an open one: title, words, the review asked for, the answer required in Spanish, then sent and shown answered', async () => {
    const { calls } = mockFetch({
      [`GET ${RUTA}`]: ok({ entrevistaId: 'e1', solicitudes: [pendiente], revisadaTrasPendiente: true }),
      [`PUT ${RUTA}`]: ok({ entrevistaId: 'e1', solicitudes: [respondida], revisadaTrasPendiente: null }, msg.respondida),
    });
    conTema(<ImpugnacionPanel entrevista={entrevista} />);
    expect(await screen.findByRole('heading', { name: 'El candidato ha pedido que una persona revise la evaluación' })).toBeTruthy();
    expect(screen.getByText(pendiente.opinion)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ir a la revisión' }).getAttribute('href')).toBe('#revision-e1');

    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(msg.respuestaObligatoria)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: /Respuesta al candidato/ }), {
      target: { value: ' Revisada por una persona: subimos la nota. ' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByRole('heading', { name: 'Opiniones del candidato sobre la evaluación' })).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toEqual({ respuesta: 'Revisada por una persona: subimos la nota.' });
    expect(put.url).toContain('empresaId=acme');
    expect(screen.getByText((_, el) => el?.tagName === 'SPAN' && !!el.textContent?.startsWith('Respuesta de Olga Pardo ('))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar respuesta' })).toBeNull();
    expect(await screen.findByText(msg.respondida)).toBeTruthy();
  });

  it('a review asked for and none saved: no answer is sent until it says the assessment did not change (D160)', async () => {
    const { calls } = mockFetch({
      [`GET ${RUTA}`]: ok({ entrevistaId: 'e1', solicitudes: [pendiente], revisadaTrasPendiente: false }),
      [`PUT ${RUTA}`]: ok({ entrevistaId: 'e1', solicitudes: [respondida], revisadaTrasPendiente: null }, msg.respondida),
    });
    conTema(<ImpugnacionPanel entrevista={entrevista} />);
    const texto = await screen.findByRole('textbox', { name: /Respuesta al candidato/ });
    fireEvent.change(texto, { target: { value: 'Aún no la hemos revisado: la persona responsable vuelve el lunes.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    expect(await screen.findByText(msg.revisionNecesaria)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    const caja = screen.getByRole('checkbox', { name: msg.sinCambiosEtiqueta });
    fireEvent.click(caja);
    // Chakra's checkbox tells the form after the click's own turn.
    await waitFor(() => expect((caja as HTMLInputElement).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar respuesta' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      respuesta: 'Aún no la hemos revisado: la persona responsable vuelve el lunes.',
      sinCambios: true,
    });
  });

  it('after a «no cambia» answer and a review saved since, the outcome is sent from the panel (D160)', async () => {
    const sinCambios = {
      ...respondida,
      respuesta: { ...respondida.respuesta, revisionTrasSolicitud: false, sinCambios: true },
    };
    const conResultado = {
      ...sinCambios,
      respuesta: {
        ...sinCambios.respuesta,
        resultado: { texto: 'Revisada: mantenemos la nota.', por: 'Olga Pardo', fecha: '2026-11-27T09:00:00.000Z' },
      },
    };
    const { calls } = mockFetch({
      [`GET ${RUTA}`]: ok({ entrevistaId: 'e1', solicitudes: [sinCambios], revisadaTrasPendiente: null, resultadoPendiente: true }),
      [`PUT ${RUTA}`]: ok(
        { entrevistaId: 'e1', solicitudes: [conResultado], revisadaTrasPendiente: null, resultadoPendiente: null },
        msg.resultadoEnviado,
      ),
    });
    conTema(<ImpugnacionPanel entrevista={entrevista} />);
    const texto = await screen.findByRole('textbox', { name: /Resultado de la revisión/ });
    fireEvent.change(texto, { target: { value: 'Revisada: mantenemos la nota.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar el resultado' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ respuesta: 'Revisada: mantenemos la nota.' });
    expect(await screen.findByText(/Resultado de la revisión, de Olga Pardo/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Enviar el resultado' })).toBeNull();
  });

  it('a plain contest (no review asked for) says so in its title', async () => {
    mockFetch({
      [`GET ${RUTA}`]: ok({ entrevistaId: 'e1', solicitudes: [{ ...pendiente, pideRevision: false }], revisadaTrasPendiente: false }),
    });
    conTema(<ImpugnacionPanel entrevista={entrevista} />);
    expect(await screen.findByRole('heading', { name: 'El candidato ha impugnado la evaluación' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ir a la revisión' })).toBeNull();
  });
});

describe('ImpugnacionesPendientes', { timeout: 20_000 }, () => {
  it('lists the open ones and opens the report to answer', async () => {
    mockFetch({
      'GET /api/informes/impugnaciones': ok([
        {
          entrevistaId: 'e1',
          candidatoNombre: 'Lucía Fernández',
          servicioNombre: 'Entrevista en profundidad',
          enviadaEn: '2026-11-25T10:00:00.000Z',
          pideRevision: true,
        },
      ]),
    });
    const onAbrir = vi.fn();
    conTema(<ImpugnacionesPendientes empresaId={undefined} onAbrir={onAbrir} />);
    expect(await screen.findByText('Un candidato espera respuesta a su opinión sobre la evaluación')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Responder a Lucía Fernández' }));
    expect(onAbrir).toHaveBeenCalledWith('e1');
  });
});
