// «Dar mi opinión o pedir una revisión» on «Mis datos» (D150) against a stand-in API: the form's
// Spanish checks, the send with the page's access key and its answer shown as pending, no second
// form while one is open, the company's answer with who and when, and nothing without a report.
import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { enVariante } from '@shared/espanol';
import { impugnacion as msg } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import { ACCESO_PRUEBA as ACCESO, guardarAcceso, informe } from '../../test/mis-datos-fixtures';
import type { EntrevistaTitular } from './api/mis-datos';
import { ImpugnacionTitular } from './impugnacion-titular';

const RUTA = `POST /api/publico/mis-datos/${ACCESO}/empresas/acme/entrevistas/e1/impugnacion`;

const entrevista: EntrevistaTitular = {
  id: 'e1',
  servicio: 'Entrevista en profundidad',
  fechaProgramada: '2026-11-20T10:00:00.000Z',
  fechaRealizacion: '2026-11-20T10:05:00.000Z',
  estado: 'analizada',
  consentimiento: { fecha: '2026-11-20T10:05:00.000Z', version: '2026-11-23' },
  simulada: false,
  respuestas: [],
  informe,
  revision: null,
  rubrica: [],
  explicacion: [],
  impugnaciones: null,
};

const pendiente = {
  numero: 1,
  opinion: 'La nota de comunicación no refleja lo que expliqué.',
  pideRevision: true,
  enviadaEn: '2026-11-25T10:00:00.000Z',
  estado: 'pendiente' as const,
  respuesta: null,
};

beforeEach(() => {
  guardarAcceso();
});
afterEach(() => vi.unstubAllGlobals());

describe('ImpugnacionTitular', () => {
  it('checks the view in Spanish, sends it with the access key and shows it pending, with no new form', async () => {
    const { calls } = mockFetch({ [RUTA]: { body: { success: true, data: [pendiente], message: enVariante(msg.enviada) } } });
    render(<ImpugnacionTitular empresaId="acme" entrevista={entrevista} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dar mi opinión o pedir una revisión' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a la empresa' }));
    expect((await screen.findByRole('alert')).textContent).toContain(enVariante(msg.opinionObligatoria));
    expect(calls).toHaveLength(0);

    fireEvent.change(screen.getByRole('textbox', { name: 'Tu opinión' }), { target: { value: `  ${pendiente.opinion} ` } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Quiero que una persona revise la evaluación' }));
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a la empresa' }));
    expect((await screen.findByRole('status')).textContent).toContain(enVariante(msg.enviada));
    expect(calls[0]!.body).toEqual({ opinion: pendiente.opinion, pideRevision: true });
    expect(calls[0]!.credentials).toBe('omit');
    expect(screen.getByText('Pendiente de respuesta')).toBeTruthy();
    expect(screen.getByText(pendiente.opinion)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Dar mi opinión o pedir una revisión' })).toBeNull();
  });

  it("shows the company's answer with who and when, and offers another view once answered", () => {
    mockFetch({});
    const respondida = {
      ...pendiente,
      estado: 'respondida' as const,
      respuesta: {
        texto: 'Hemos revisado la evaluación con una persona.',
        por: 'Olga Pardo',
        fecha: '2026-11-26T09:00:00.000Z',
        revisionTrasSolicitud: true,
      },
    };
    render(<ImpugnacionTitular empresaId="acme" entrevista={{ ...entrevista, impugnaciones: [respondida] }} />);
    expect(screen.getByText('Respondida')).toBeTruthy();
    expect(screen.getByText('Hemos revisado la evaluación con una persona.')).toBeTruthy();
    expect(
      screen.getByText((_, el) => el?.tagName === 'P' && !!el.textContent?.startsWith('Respuesta de la empresa (Olga Pardo,')),
    ).toBeTruthy();
    // The same words as the e-mail (D160).
    expect(screen.getByText(enVariante(msg.resultadoRevisada))).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dar mi opinión o pedir una revisión' })).toBeTruthy();
  });

  it('an answer before any review says the assessment did not change, as the e-mail does; its later outcome follows (D160)', () => {
    mockFetch({});
    const sinRevision = {
      ...pendiente,
      estado: 'respondida' as const,
      respuesta: {
        texto: 'La persona responsable vuelve el lunes y la revisará entonces.',
        por: 'Olga Pardo',
        fecha: '2026-11-26T09:00:00.000Z',
        revisionTrasSolicitud: false,
        sinCambios: true,
      },
    };
    const { unmount } = render(<ImpugnacionTitular empresaId="acme" entrevista={{ ...entrevista, impugnaciones: [sinRevision] }} />);
    expect(screen.getByText(enVariante(msg.resultadoSinRevision))).toBeTruthy();
    expect(screen.queryByText(enVariante(msg.resultadoRevisada))).toBeNull();
    unmount();
    const conResultado = {
      ...sinRevision,
      respuesta: {
        ...sinRevision.respuesta,
        resultado: { texto: 'Revisada: mantenemos la nota.', por: 'Olga Pardo', fecha: '2026-11-27T09:00:00.000Z' },
      },
    };
    render(<ImpugnacionTitular empresaId="acme" entrevista={{ ...entrevista, impugnaciones: [conResultado] }} />);
    expect(screen.getByText(enVariante(msg.resultadoPosterior))).toBeTruthy();
    expect(screen.getByText('Revisada: mantenemos la nota.')).toBeTruthy();
  });

  it("says the server's refusal, and offers nothing for an interview without a report", async () => {
    mockFetch({ [RUTA]: { status: 409, body: { success: false, message: enVariante(msg.yaPendiente) } } });
    const { unmount } = render(<ImpugnacionTitular empresaId="acme" entrevista={entrevista} />);
    fireEvent.click(screen.getByRole('button', { name: 'Dar mi opinión o pedir una revisión' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Tu opinión' }), { target: { value: 'Otra opinión' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar a la empresa' }));
    expect((await screen.findByRole('alert')).textContent).toContain(enVariante(msg.yaPendiente));
    unmount();
    const { container } = render(<ImpugnacionTitular empresaId="acme" entrevista={{ ...entrevista, informe: null }} />);
    expect(container.textContent).toBe('');
  });
});
