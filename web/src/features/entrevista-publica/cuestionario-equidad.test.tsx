// The end screen's fairness questionnaire (D175) against a stand-in API: nothing is sent without a
// choice in each question and the consent; the version of the text goes with the answer; the server's
// refusal (already answered) is shown; the consent text says the answers are kept apart.
import { fireEvent, render, screen } from '@testing-library/react';
import { enVariante } from '@shared/espanol';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { EQUIDAD, TEXTOS_EQUIDAD } from '@shared/equidad';
import { equidad } from '@shared/messages';

const msg = { ...TEXTOS_EQUIDAD, ...equidad };
import { enviarEquidad } from './api/equidad';
import { mockFetch } from '../../test/fetch-mock';
import { CuestionarioEquidad } from './cuestionario-equidad';

const TOK = 'tok_1763880000000_AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-_abcd';
const RUTA = `POST /api/publico/entrevistas/${TOK}/equidad`;
const enviar = () => fireEvent.click(screen.getByRole('button', { name: 'Enviar el cuestionario' }));

afterEach(() => vi.unstubAllGlobals());

describe('the fairness questionnaire', () => {
  it('asks for each answer and the consent before sending anything', async () => {
    const { calls } = mockFetch({});
    render(<CuestionarioEquidad enviar={(b) => enviarEquidad(TOK, b)} />);
    expect(screen.getAllByRole('radio')).toHaveLength(10);
    enviar();
    expect((await screen.findByRole('alert')).textContent).toBe(enVariante(msg.sexoInvalido));
    fireEvent.click(screen.getByRole('group', { name: 'Sexo' }).querySelector('input[value="otro"]')!);
    enviar();
    expect((await screen.findByRole('alert')).textContent).toBe(enVariante(msg.edadInvalida));
    fireEvent.click(screen.getByRole('radio', { name: 'De 35 a 44 años' }));
    enviar();
    expect((await screen.findByRole('alert')).textContent).toBe(enVariante(msg.consentimientoObligatorio));
    expect(calls).toHaveLength(0);
    expect(screen.getByText(EQUIDAD.consentimiento)).toBeTruthy();
  });

  it('sends the choices with the consent and its version once, and thanks the candidate', async () => {
    const { calls } = mockFetch({
      [RUTA]: { body: { success: true, data: { fecha: '2026-11-26T10:00:00.000Z' }, message: enVariante(msg.gracias) } },
    });
    render(<CuestionarioEquidad enviar={(b) => enviarEquidad(TOK, b)} />);
    fireEvent.click(screen.getByRole('radio', { name: 'Mujer' }));
    fireEvent.click(screen.getByRole('radio', { name: '55 años o más' }));
    fireEvent.click(screen.getByRole('checkbox'));
    enviar();
    expect((await screen.findByRole('status')).textContent).toBe(enVariante(msg.gracias));
    expect(calls.map((c) => [c.method, c.path, c.body])).toEqual([
      [
        'POST',
        `/api/publico/entrevistas/${TOK}/equidad`,
        { version: EQUIDAD.version, consentimiento: true, sexo: 'mujer', edad: '55_mas' },
      ],
    ]);
    expect(screen.queryByRole('button', { name: 'Enviar el cuestionario' })).toBeNull();
  });

  it("shows the server's answer when it was already answered", async () => {
    mockFetch({ [RUTA]: { status: 409, body: { success: false, message: msg.yaEnviado } } });
    render(<CuestionarioEquidad enviar={(b) => enviarEquidad(TOK, b)} />);
    fireEvent.click(screen.getByRole('group', { name: 'Sexo' }).querySelector('input[value="no_contesta"]')!);
    fireEvent.click(screen.getByRole('group', { name: 'Edad' }).querySelector('input[value="no_contesta"]')!);
    fireEvent.click(screen.getByRole('checkbox'));
    enviar();
    expect((await screen.findByRole('alert')).textContent).toBe(msg.yaEnviado);
  });
});
