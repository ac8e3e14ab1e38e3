// The end screen's optional opinion of the process (D173) against a stand-in API: nothing chosen is
// refused on the page, a long comment is counted and refused, the choice and the comment go once, the
// server's refusal (already given) is shown, and markup stays text.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enVariante } from '@shared/espanol';
import { fmt, opinionProceso as msg } from '@shared/messages';
import { OPINION } from '@shared/opinion';
import { mockFetch } from '../../test/fetch-mock';
import { OpinionProceso } from './opinion-proceso';

const TOK = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const RUTA = `POST /api/publico/entrevistas/${TOK}/opinion`;

afterEach(() => vi.unstubAllGlobals());

describe('«¿Recomendarías este proceso a otra persona?»', () => {
  it('asks for a choice or a comment before sending anything, and counts the comment', async () => {
    const { calls } = mockFetch({});
    render(<OpinionProceso token={TOK} />);
    expect(screen.getByRole('group', { name: `${OPINION.pregunta} (opcional)` })).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(11);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi opinión' }));
    expect((await screen.findByRole('alert')).textContent).toBe(enVariante(msg.vacia));
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: 'x'.repeat(10_000) } });
    expect(screen.getByText(`10000 / ${OPINION.comentarioMax} caracteres`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi opinión' }));
    expect((await screen.findByRole('alert')).textContent).toBe(fmt(msg.comentarioLargo, { max: OPINION.comentarioMax }));
    expect(calls).toHaveLength(0);
  });

  it('sends the choice and the comment (markup as text) once and thanks the candidate', async () => {
    const { calls } = mockFetch({
      [RUTA]: { body: { success: true, data: { fecha: '2026-11-26T10:00:00.000Z' }, message: enVariante(msg.gracias) } },
    });
    render(<OpinionProceso token={TOK} />);
    fireEvent.click(screen.getByRole('radio', { name: '9' }));
    fireEvent.change(screen.getByLabelText('Comentario (opcional)'), { target: { value: '  <b>Muy claro</b>  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi opinión' }));
    expect((await screen.findByRole('status')).textContent).toBe(enVariante(msg.gracias));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      ['POST', `/api/publico/entrevistas/${TOK}/opinion`, { puntuacion: 9, comentario: '<b>Muy claro</b>' }],
    ]);
    expect(screen.queryByRole('button', { name: 'Enviar mi opinión' })).toBeNull();
  });

  it("shows the server's answer when the opinion was already given", async () => {
    mockFetch({ [RUTA]: { status: 409, body: { success: false, message: enVariante(msg.yaEnviada) } } });
    render(<OpinionProceso token={TOK} />);
    fireEvent.click(screen.getByRole('radio', { name: '3' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar mi opinión' }));
    expect((await screen.findByRole('alert')).textContent).toBe(enVariante(msg.yaEnviada));
  });
});
