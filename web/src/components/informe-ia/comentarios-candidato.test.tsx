// Feedback to the candidate under the decision (D173) against a stand-in API: nothing before the
// decision (the route is not even read); after it, the candidate's opinion and the draft to edit,
// nothing sent until «Aprobar y enviar», the edited text PUT once, the server's refusal shown, and
// the sent feedback with who approved it and when.
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
  fortalezas: [{ texto: 'Trabajo en equipo: buen ejemplo.', cita: 'Propuse una reunión de diez minutos cada tarde.', pregunta: 1 }],
  mejoras: [{ texto: 'Motivación: concreta más.', cita: 'Quiero coordinar varios centros a la vez.', pregunta: 0 }],
};
const vista = (extra: Record<string, unknown>) => ({
  estado: 'borrador',
  rechazo: false,
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
      fortalezas: [{ ...borrador.fortalezas[0], texto: 'Propones soluciones concretas.' }],
      aprobadoPor: { userId: 'u1', nombre: 'Olga Pardo' },
      aprobadoEn: '2026-11-26T11:00:00.000Z',
      email: 'enviado',
    };
    const { calls } = mockFetch({
      [`GET ${RUTA}`]: ok(vista({})),
      [`PUT ${RUTA}`]: ok(vista({ estado: 'enviados', borrador: null, enviados }), msg.enviados),
    });
    conTema(<ComentariosCandidato entrevista={entrevista('validada')} />);
    expect((await screen.findByTestId('opinion-candidato')).textContent).toContain(
      '¿Recomendaría este proceso? 9 de 10 · «<b>Muy claro</b>»',
    );
    const texto = screen.getByLabelText(/Punto fuerte 1/);
    expect((texto as HTMLTextAreaElement).value).toBe('Trabajo en equipo: buen ejemplo.');
    fireEvent.change(texto, { target: { value: 'Propones soluciones concretas.' } });
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    fireEvent.click(screen.getByRole('button', { name: 'Aprobar y enviar al candidato' }));
    expect(await screen.findByText(/Aprobados por Olga Pardo/)).toBeTruthy();
    const put = calls.filter((c) => c.method === 'PUT');
    expect(put).toHaveLength(1);
    expect(put[0]!.body).toEqual({
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
});
