// A vacancy's apply page (D187) against a stand-in API: the job and the notice, a form sent empty
// (each field says what to fix, nothing is sent), a good form (anonymous, the notice's version, then the
// interview opened), the server's field errors on their fields, an e-mail that already applied, a paused
// vacancy (no form) and a link that is no longer active.
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enVariante } from '@shared/espanol';
import { postulacion as msg } from '@shared/messages';
import type { PaginaVacante } from './api/postulacion';
import { mockFetch } from '../../test/fetch-mock';
import { codigoDeRuta, PostulacionPage } from './postulacion-page';

const CODIGO = 'AbCdEfGhIjKlMnOpQrStUv';
const RUTA = `GET /api/publico/vacantes/${CODIGO}`;
const ENVIO = `POST /api/publico/vacantes/${CODIGO}/postulaciones`;
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });

const pagina: PaginaVacante = {
  titulo: 'Camarera de pisos',
  lugar: 'Donostia',
  remoto: false,
  estado: 'abierta',
  empresa: { nombre: 'Hotel Ola', color: null },
  duracionEstimada: 30,
  aviso: {
    version: '2026-11-28.1',
    parrafos: ['Responsable: Hotel Ola.', 'Tus derechos: en «Mis datos» (https://talentia.test/mis-datos) o en rrhh@ola.test.'],
    enlaces: { misDatos: 'https://talentia.test/mis-datos', contacto: 'rrhh@ola.test' },
  },
};

afterEach(() => vi.unstubAllGlobals());

const rellenar = () => {
  fireEvent.change(screen.getByLabelText('Nombre y apellidos'), { target: { value: '  Ane Etxeberria ' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ane@correo.test' } });
  fireEvent.click(screen.getByRole('checkbox'));
};

describe('the apply page', () => {
  it('reads its code from /empleo/{codigo}', () => {
    expect(codigoDeRuta(`/empleo/${CODIGO}`)).toBe(CODIGO);
    expect(codigoDeRuta(`/empleo/${CODIGO}/`)).toBe(CODIGO);
    expect(codigoDeRuta('/empleo/')).toBe('');
  });

  it('shows the job, the company and the notice with its links; sent empty, each field says what to fix and nothing is sent', async () => {
    const { calls } = mockFetch({ [RUTA]: ok(pagina) });
    render(<PostulacionPage codigo={CODIGO} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Camarera de pisos' })).toBeTruthy();
    expect(screen.getByText(/Hotel Ola · Donostia/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'rrhh@ola.test' }).getAttribute('href')).toBe('mailto:rrhh@ola.test');
    fireEvent.click(screen.getByRole('button', { name: 'Presentarme y empezar la entrevista' }));
    expect(await screen.findByText('Escribe tu nombre')).toBeTruthy();
    expect(screen.getByText('El email es obligatorio')).toBeTruthy();
    expect(screen.getByText(enVariante(msg.avisoObligatorio))).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Nombre y apellidos'));
    expect(screen.getByLabelText('Nombre y apellidos').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    // Typing clears the field's error.
    fireEvent.change(screen.getByLabelText('Nombre y apellidos'), { target: { value: 'A' } });
    expect(screen.queryByText('Escribe tu nombre')).toBeNull();
  });

  it('sends the form anonymously with the notice’s version and opens the interview', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const { calls } = mockFetch({
      [RUTA]: ok(pagina),
      [ENVIO]: { status: 201, body: { success: true, data: { token: 'tok_1_abc', yaInscrito: false }, message: enVariante(msg.recibida) } },
    });
    render(<PostulacionPage codigo={CODIGO} />);
    await screen.findByRole('heading', { level: 1, name: 'Camarera de pisos' });
    rellenar();
    fireEvent.click(screen.getByRole('button', { name: 'Presentarme y empezar la entrevista' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/entrevista/tok_1_abc'));
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({ nombre: 'Ane Etxeberria', email: 'ane@correo.test', telefono: '', acepto: true, version: '2026-11-28.1' });
    expect(post.headers.authorization).toBeUndefined();
    expect(post.credentials).toBe('omit');
  });

  it('puts the server’s field errors on their fields, and says when the e-mail already has an interview', async () => {
    mockFetch({
      [RUTA]: ok(pagina),
      [ENVIO]: {
        status: 400,
        body: { success: false, message: msg.nombreMarcado, details: [{ campo: 'nombre', msg: msg.nombreMarcado }] },
      },
    });
    render(<PostulacionPage codigo={CODIGO} />);
    await screen.findByRole('heading', { level: 1, name: 'Camarera de pisos' });
    rellenar();
    fireEvent.click(screen.getByRole('button', { name: 'Presentarme y empezar la entrevista' }));
    expect(await screen.findByText(msg.nombreMarcado)).toBeTruthy();

    mockFetch({ [ENVIO]: ok({ token: null, yaInscrito: true }, enVariante(msg.yaInscrito)) });
    fireEvent.click(screen.getByRole('button', { name: 'Presentarme y empezar la entrevista' }));
    expect((await screen.findByRole('status')).textContent).toContain(enVariante(msg.yaInscrito));
  });

  it('a paused vacancy says so and shows no form; a link no longer active says so', async () => {
    mockFetch({ [RUTA]: ok({ ...pagina, estado: 'en_pausa' }) });
    const { unmount } = render(<PostulacionPage codigo={CODIGO} />);
    expect(await screen.findByText(enVariante(msg.enPausa))).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Presentarme y empezar la entrevista' })).toBeNull();
    unmount();
    mockFetch({ [RUTA]: { status: 404, body: { success: false, message: msg.noEncontrado } } });
    render(<PostulacionPage codigo={CODIGO} />);
    expect((await screen.findByRole('alert')).textContent).toContain(msg.noEncontrado);
  });
});
