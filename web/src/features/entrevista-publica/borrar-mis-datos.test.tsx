// «Mis datos», a company's erasure on the candidate's request (D149) against a stand-in API: the
// confirmation says what is erased and what is kept before anything is sent; confirmed, the request
// goes with the page's access key and the company's id and its pending date shows; cancelled, nothing
// goes; an objected request shows the company's written reason and its contact; an error is said.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { borradoSolicitado as msg, fmt } from '@shared/messages';
import { mockFetch } from '../../test/fetch-mock';
import type { EmpresaTitular } from './api/mis-datos';
import { ACCESO_PRUEBA as ACCESO, empresaTitular, guardarAcceso } from '../../test/mis-datos-fixtures';
import { enVariante } from '@shared/espanol';
import { BorrarMisDatos } from './borrar-mis-datos';
import { ConVariante } from './variante';

const RUTA = `POST /api/publico/mis-datos/${ACCESO}/borrado`;

const empresa = (borrado: EmpresaTitular['borrado']): EmpresaTitular => empresaTitular({ borrado });

const PENDIENTE = {
  estado: 'pendiente' as const,
  solicitadoEn: '2026-11-25T12:00:00.000Z',
  plazoHasta: '2026-12-02T12:00:00.000Z',
  oposicion: null,
};
const FECHA = new Date(PENDIENTE.plazoHasta).toLocaleDateString('es-ES', { day: 'numeric', month: 'long', year: 'numeric' });
const ok = (data: unknown) => ({ body: { success: true, data, message: '' } });

beforeEach(() => {
  guardarAcceso();
});
afterEach(() => vi.unstubAllGlobals());

describe('asking a company to erase', () => {
  it('confirms first, saying what is erased and what is kept; then sends the key and the company, and shows the date', async () => {
    const { calls } = mockFetch({ [RUTA]: ok(PENDIENTE) });
    render(<BorrarMisDatos e={empresa(null)} />);
    fireEvent.click(screen.getByRole('button', { name: msg.pedir }));
    const dialogo = screen.getByRole('alertdialog', { name: fmt(enVariante(msg.confirmarTitulo), { empresa: 'Acme Talento' }) });
    expect(dialogo.textContent).toContain(fmt(enVariante(msg.queSeBorra), { empresa: 'Acme Talento' }));
    expect(dialogo.textContent).toContain(enVariante(msg.queSeQueda));
    expect(dialogo.textContent).toContain(enVariante(msg.plazoEmpresa));
    expect(calls).toHaveLength(0);
    fireEvent.click(within(dialogo).getByRole('button', { name: msg.confirmar }));
    expect((await screen.findByRole('status')).textContent).toBe(fmt(enVariante(msg.pendiente), { fecha: FECHA }));
    expect(calls).toHaveLength(1);
    expect(calls[0]!.body).toEqual({ empresaId: 'acme' });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: msg.pedir })).toBeNull();
  });

  it('sends nothing when cancelled', () => {
    const { calls } = mockFetch({ [RUTA]: ok(PENDIENTE) });
    render(<BorrarMisDatos e={empresa(null)} />);
    fireEvent.click(screen.getByRole('button', { name: msg.pedir }));
    fireEvent.click(screen.getByRole('button', { name: msg.cancelar }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls).toHaveLength(0);
    expect(screen.getByRole('button', { name: msg.pedir })).toBeTruthy();
  });

  it('says the server’s refusal', async () => {
    mockFetch({ [RUTA]: { status: 404, body: { success: false, message: enVariante(msg.noEncontrado) } } });
    render(<BorrarMisDatos e={empresa(null)} />);
    fireEvent.click(screen.getByRole('button', { name: msg.pedir }));
    fireEvent.click(screen.getByRole('button', { name: msg.confirmar }));
    expect((await screen.findByRole('alert')).textContent).toContain(enVariante(msg.noEncontrado));
  });
});

describe('a request already made', () => {
  it('pending: its date, and no button', () => {
    render(<BorrarMisDatos e={empresa(PENDIENTE)} />);
    expect(screen.getByRole('status').textContent).toBe(fmt(enVariante(msg.pendiente), { fecha: FECHA }));
    expect(screen.queryByRole('button', { name: msg.pedir })).toBeNull();
  });

  it('opposed: the company’s written legal reason and its contact', () => {
    const motivo = 'Obligación legal de conservar la entrevista mientras dure la reclamación laboral presentada.';
    render(<BorrarMisDatos e={empresa({ ...PENDIENTE, estado: 'opuesta', oposicion: { motivo, fecha: '2026-11-26T09:00:00.000Z' } })} />);
    expect(screen.getByText(enVariante(msg.opuesta))).toBeTruthy();
    expect(screen.getByText(motivo)).toBeTruthy();
    // Where to complain: the company's country's authority as the server names it (D216), in Spain's Spanish here.
    expect(
      screen.getByText(
        enVariante(fmt(msg.opuestaContacto, { contacto: 'privacidad@acme.test', autoridad: 'la autoridad de protección de datos' })),
      ),
    ).toBeTruthy();
    expect(screen.getByText(/^Si no estás de acuerdo, escribe a privacidad@acme\.test o reclama ante /)).toBeTruthy();
    expect(screen.queryByRole('button', { name: msg.pedir })).toBeNull();
  });

  it('in a Mexican company’s usted and an Argentine one’s voseo: the confirmation and the pending date (D215)', () => {
    const { unmount } = render(
      <ConVariante variante="usted">
        <BorrarMisDatos e={empresa(null)} />
      </ConVariante>,
    );
    fireEvent.click(screen.getByRole('button', { name: msg.pedir }));
    const dialogo = screen.getByRole('alertdialog', { name: '¿Borrar sus datos en Acme Talento?' });
    expect(dialogo.textContent).toContain('guarda sobre usted en Talentia: su perfil, sus entrevistas con sus respuestas');
    expect(dialogo.textContent).toContain('que verá aquí. Si no se opone, sus datos se borrarán al terminar ese plazo y le enviaremos');
    expect(dialogo.textContent).not.toMatch(/\b(tus?|ti|te|verás)\b|[‹›]/);
    unmount();
    render(
      <ConVariante variante="vos">
        <BorrarMisDatos e={empresa(PENDIENTE)} />
      </ConVariante>,
    );
    expect(screen.getByRole('status').textContent).toBe(
      `Has pedido que se borren tus datos. Se borrarán el ${FECHA} si la empresa no se opone por un motivo legal.`,
    );
  });
});
