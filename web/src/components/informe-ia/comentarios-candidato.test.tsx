// What the candidate receives, under the decision (D173, D180), against a stand-in API: nothing
// before the decision (the route is not even read); a decision with no outcome says nothing was sent;
// after it, the candidate's opinion and the one mail to edit — the outcome's subject and text, up to
// three points of each kind, a flagged answer's point citing its question — nothing sent until
// «Aprobar y enviar», the edited mail PUT once, the server's refusal shown, the sent mail with who
// approved it and when; with the company's feedback off, the outcome alone.
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { comentarios as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { conTema } from '../../test/render-tema';
import { ComentariosCandidato } from './comentarios-candidato';

const RUTA = '/api/entrevistas/e1/comentarios';
const transcripcion = [
  {
    n: 0,
    fase: 'Inicio',
    pregunta: '¿Por qué te interesa el puesto?',
    respuesta: 'Quiero coordinar varios centros a la vez.',
    origen: 'texto' as const,
    respondidaEn: null,
  },
  {
    n: 1,
    fase: 'Equipo',
    pregunta: 'Cuéntame un conflicto en tu equipo',
    respuesta: 'Propuse una reunión de diez minutos cada tarde.',
    origen: 'texto' as const,
    respondidaEn: null,
  },
];
const entrevista = (estado: 'analizada' | 'validada') => ({ id: 'e1', empresaId: 'acme', estado, transcripcion });
const borrador = {
  resultado: 'seleccionado',
  asunto: 'Tu entrevista con Acme',
  mensaje: 'Hola Ana:\n\nGracias por hacer la entrevista con Acme.',
  fortalezas: [{ texto: 'Trabajo en equipo: buen ejemplo.', cita: 'Propuse una reunión de diez minutos cada tarde.', pregunta: 1 }],
  mejoras: [{ texto: 'Motivación: concreta más.', cita: 'Quiero coordinar varios centros a la vez.', pregunta: 0 }],
};
const vista = (extra: Record<string, unknown>) => ({
  estado: 'borrador',
  rechazo: false,
  conComentarios: true,
  preguntasSenaladas: [],
  borrador,
  enviados: null,
  opinion: { puntuacion: 9, comentario: '<b>Muy claro</b>', fecha: '2026-11-26T10:00:00.000Z' },
  ...extra,
});
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });

afterEach(() => vi.unstubAllGlobals());

describe('Comentarios al candidato', () => {
  it('before the decision reads nothing and shows nothing', async () => {
    const { calls } = mockFetch({});
    conTema(<ComentariosCandidato entrevista={entrevista('analizada')} />);
    await new Promise((r) => setTimeout(r, 20));
    expect(calls).toHaveLength(0);
    expect(screen.queryByTestId('comentarios-candidato')).toBeNull();
  });

  it('shows the opinion (markup as text) and the draft; sends the edited text only on approval', async () => {
    const enviados = {
      ...borrador,
      mensaje: 'Hola Ana: sigues en el proceso.',
      fortalezas: [{ ...borrador.fortalezas[0], texto: 'Propones soluciones concretas.' }],
      aprobadoPor: { userId: 'u1', nombre: 'Olga Pardo' },
      aprobadoEn: '2026-11-26T11:00:00.000Z',
      email: 'enviado',
    };
    const { calls } = mockFetch({
      [`GET ${RUTA}`]: ok(vista({})),
      [`PUT ${RUTA}`]: ok(vista({ estado: 'enviados', borrador: null, enviados }), msg.resultadoEnviado),
    });
    conTema(<ComentariosCandidato entrevista={entrevista('validada')} />);
    expect((await screen.findByTestId('opinion-candidato')).textContent).toContain(
      '¿Recomendaría este proceso? 9 de 10 · «<b>Muy claro</b>»',
    );
    const texto = screen.getByLabelText(/Punto fuerte 1/);
    expect((texto as HTMLTextAreaElement).value).toBe('Trabajo en equipo: buen ejemplo.');
    fireEvent.change(texto, { target: { value: 'Propones soluciones concretas.' } });
    expect((screen.getByLabelText(/Asunto/) as HTMLInputElement).value).toBe('Tu entrevista con Acme');
    fireEvent.change(screen.getByLabelText(/Mensaje con el resultado/), { target: { value: 'Hola Ana: sigues en el proceso.' } });
    // Up to three of each kind: a second strength is added, then taken away again.
    fireEvent.click(screen.getByRole('button', { name: 'Añadir punto fuerte' }));
    expect(screen.getByLabelText(/Punto fuerte 2/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Quitar punto fuerte 2' }));
    expect(screen.queryByLabelText(/Punto fuerte 2/)).toBeNull();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar y enviar al candidato' }));
    expect(await screen.findByText(/Aprobado por Olga Pardo/)).toBeTruthy();
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({
      asunto: 'Tu entrevista con Acme',
      mensaje: 'Hola Ana: sigues en el proceso.',
      fortalezas: [{ ...borrador.fortalezas[0], texto: 'Propones soluciones concretas.' }],
      mejoras: borrador.mejoras,
    });
    expect(screen.queryByRole('button', { name: 'Aprobar y enviar al candidato' })).toBeNull();
  });

  it("shows the server's refusal and the rejection's rule; a missing kind gets a point to write", async () => {
    const refusal =
      'La cita «x» no aparece tal cual en la respuesta a la pregunta 1: copia un fragmento literal de lo que dijo el candidato';
    mockFetch({
      [`GET ${RUTA}`]: ok(vista({ rechazo: true, borrador: { ...borrador, mejoras: [] }, opinion: null })),
      [`PUT ${RUTA}`]: { status: 400, body: { success: false, message: refusal } },
    });
    conTema(<ComentariosCandidato entrevista={entrevista('validada')} />);
    expect(await screen.findByText(/no incluyas puntuaciones, cifras ni posiciones/)).toBeTruthy();
    expect(screen.getByText('El candidato no dejó su opinión.')).toBeTruthy();
    expect((screen.getByLabelText(/Aspecto a mejorar 1/) as HTMLTextAreaElement).value).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar y enviar al candidato' }));
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain(refusal));
  });

  it('a point about a flagged answer is told to cite the question; a fourth point is not offered', async () => {
    const senalada = { texto: 'Responde a lo que se pregunta.', cita: '', pregunta: 0 };
    mockFetch({
      [`GET ${RUTA}`]: ok(
        vista({ preguntasSenaladas: [0], borrador: { ...borrador, mejoras: [borrador.mejoras[0], senalada, senalada] } }),
      ),
    });
    conTema(<ComentariosCandidato entrevista={entrevista('validada')} />);
    expect(await screen.findByLabelText(/Aspecto a mejorar 3/)).toBeTruthy();
    expect(screen.getAllByText(/Deja la cita vacía y el comentario citará la pregunta/)).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Añadir aspecto a mejorar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Añadir punto fuerte' })).toBeTruthy();
  });

  it('with no outcome named, says the candidate received nothing; with feedback off, the outcome goes alone', async () => {
    mockFetch({ [`GET ${RUTA}`]: ok(vista({ estado: 'sin_resultado', borrador: null })) });
    const { unmount } = conTema(<ComentariosCandidato entrevista={entrevista('validada')} />);
    expect(await screen.findByText(/El candidato no ha recibido nada todavía/)).toBeTruthy();
    unmount();
    vi.unstubAllGlobals();
    const { calls } = mockFetch({
      [`GET ${RUTA}`]: ok(vista({ conComentarios: false, borrador: { ...borrador, fortalezas: [], mejoras: [] } })),
      [`PUT ${RUTA}`]: { status: 400, body: { success: false, message: 'x' } },
    });
    conTema(<ComentariosCandidato entrevista={entrevista('validada')} />);
    expect(await screen.findByText(/el email lleva solo el resultado/)).toBeTruthy();
    expect(screen.queryByLabelText(/Punto fuerte 1/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar y enviar al candidato' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ fortalezas: [], mejoras: [] });
  });
});
