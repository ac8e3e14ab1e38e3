// The candidate's adjustments and thread on the interview's screen (D172) against a stand-in API:
// nothing when the candidate asked and wrote nothing; a pending request with its words, an empty
// answer refused in Spanish, «Aceptar el ajuste» POSTed with the text; the thread with a reply.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ayuda as msg } from '@shared/messages';
import { conTema } from '../../test/render-tema';
import { jsonResponse, mockFetch } from '../../test/fetch-mock';
import { AyudaPanel } from './components/ayuda-panel';

const RUTA = '/api/entrevistas/e1/ayuda';
const entrevista = { id: 'e1', candidatoNombre: 'Lucía Fernández' };
const base = { entrevistaId: 'e1', ajustes: [], mensajes: [], ajustesPendientes: 0, mensajeSinResponder: false, tiempoAmpliado: false };
const pendiente = {
  numero: 1,
  tipos: ['mas_tiempo', 'interprete'],
  texto: 'Lengua de signos, por favor.',
  enviadaEn: '2026-11-25T10:00:00.000Z',
  estado: 'pendiente',
  respuesta: null,
};
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });

afterEach(() => vi.unstubAllGlobals());

describe('AyudaPanel', () => {
  it('shows nothing when the candidate asked and wrote nothing', async () => {
    const { calls } = mockFetch({ [`GET ${RUTA}`]: ok(base) });
    conTema(<AyudaPanel entrevista={entrevista} empresaId="acme" />);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(screen.queryByTestId('ayuda-panel')).toBeNull();
  });

  it('a pending request: its words, the Spanish check, then the acceptance sent with its text', async () => {
    const aceptado = {
      ...base,
      tiempoAmpliado: true,
      ajustes: [
        { ...pendiente, estado: 'aceptado', respuesta: { texto: 'Claro que sí.', por: 'Ada Admin', fecha: '2026-11-25T11:00:00.000Z' } },
      ],
    };
    // As the server: once answered, the panel's own re-read (the details reread the interview) sees it answered.
    let respondido = false;
    const { calls } = mockFetch({
      [`GET ${RUTA}`]: async () => jsonResponse(ok(respondido ? aceptado : { ...base, ajustes: [pendiente], ajustesPendientes: 1 }).body),
      [`POST ${RUTA}`]: async () => {
        respondido = true;
        return jsonResponse(ok(aceptado, msg.ajusteRespondido).body);
      },
    });
    conTema(<AyudaPanel entrevista={entrevista} empresaId="acme" />);
    expect(await screen.findByRole('heading', { name: 'Lucía Fernández pide un ajuste' })).toBeTruthy();
    expect(screen.getByText('Lengua de signos, por favor.')).toBeTruthy();
    expect(screen.getByText(/Pide: Más tiempo, Un intérprete/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar el ajuste' }));
    expect(await screen.findByText(msg.respuestaObligatoria)).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    fireEvent.change(screen.getByRole('textbox', { name: /Respuesta al candidato/ }), { target: { value: ' Claro que sí. ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Aceptar el ajuste' }));
    await screen.findByText(/Respuesta de Ada Admin/);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ tipo: 'ajuste', numero: 1, aceptado: true, texto: 'Claro que sí.' });
    expect(screen.getByText('Aceptado')).toBeTruthy();
    expect(screen.getByText(/Tiempo ampliado/)).toBeTruthy();
  });

  it('the thread with a reply box', async () => {
    const hilo = {
      ...base,
      mensajeSinResponder: true,
      mensajes: [{ id: 'm1', de: 'candidato', texto: '¿Me llamáis?', fecha: '2026-11-25T10:00:00.000Z', por: null }],
    };
    const respondido = {
      ...hilo,
      mensajeSinResponder: false,
      mensajes: [
        ...hilo.mensajes,
        { id: 'm2', de: 'empresa', texto: 'Mañana a las 10.', fecha: '2026-11-25T11:00:00.000Z', por: 'Ada Admin' },
      ],
    };
    const { calls } = mockFetch({ [`GET ${RUTA}`]: ok(hilo), [`POST ${RUTA}`]: ok(respondido, msg.mensajeRespondido) });
    conTema(<AyudaPanel entrevista={entrevista} empresaId="acme" />);
    expect(await screen.findByText('¿Me llamáis?')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /Responder a Lucía Fernández/ }), { target: { value: 'Mañana a las 10.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar al candidato' }));
    expect(await screen.findByText('Mañana a las 10.')).toBeTruthy();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ tipo: 'mensaje', texto: 'Mañana a las 10.' });
  });
});
