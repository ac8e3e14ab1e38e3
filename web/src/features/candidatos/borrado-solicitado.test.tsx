// The candidate's erasure request on their profile (D149) against a stand-in API: the notice with
// its deadline; an admin's «Oponerse» form that requires a written legal reason and sends it; an
// operator reads the notice without the form; an objected request says who, when and why; a
// candidate who asked nothing shows no notice.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BORRADO_SOLICITADO } from '@shared/constants';
import { borradoSolicitado as msg, fmt } from '@shared/messages';
import { formatFecha } from '../../lib/format';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { candidatoDePrueba } from '../../test/lista-fixtures';
import { acme, admin, operador, sessionRoutes } from '../../test/session-fixtures';
import type { SessionUser } from '../../lib/session';

const candidato = candidatoDePrueba('c1', 'Lucía Ortega', 'nuevo', { email: 'lucia@correo.test', habilidades: [], skills: [] });
const ok = (data: unknown, message = '') => ({ body: { success: true, data, message } });
// Far from any real clock: the form shows while the deadline is ahead.
const PENDIENTE = {
  estado: 'pendiente',
  solicitadoEn: '2099-01-01T10:00:00.000Z',
  plazoHasta: '2099-01-08T10:00:00.000Z',
  oposicion: null,
};
const MOTIVO = 'Obligación legal: reclamación laboral en curso, debemos conservar la entrevista como prueba.';

async function perfil(user: SessionUser, borrado: unknown, extra: Parameters<typeof mockFetch>[0] = {}) {
  const mocked = mockFetch({
    ...sessionRoutes(user, [acme]),
    'GET /api/areas': ok([]),
    'GET /api/candidatos': ok({ items: [candidato], cursor: null }),
    'GET /api/candidatos/c1': ok(candidato),
    'GET /api/entrevistas': ok({ items: [], cursor: null }),
    'GET /api/candidatos/c1/borrado-solicitado': ok(borrado),
    ...extra,
  });
  renderApp('/candidatos');
  fireEvent.click(await screen.findByRole('button', { name: 'Ver el perfil de Lucía Ortega' }));
  await screen.findByRole('heading', { name: 'Lucía Ortega' });
  return mocked;
}

describe('the erasure the candidate asked for, on their profile', { timeout: 20_000 }, () => {
  it('an admin sees the notice and objects with a written legal reason, which is then shown', async () => {
    const opuesta = { ...PENDIENTE, estado: 'opuesta', oposicion: { motivo: MOTIVO, fecha: '2099-01-02T10:00:00.000Z', por: 'Ana Admin' } };
    const { calls } = await perfil(admin, PENDIENTE, {
      'POST /api/candidatos/c1/borrado-solicitado/oposicion': ok(opuesta, msg.oposicionGuardada),
    });
    const aviso = await screen.findByTestId('borrado-solicitado');
    expect(within(aviso).getByText(msg.aviso)).toBeTruthy();
    fireEvent.click(within(aviso).getByRole('button', { name: msg.oponerse }));
    // A reason too short is refused here, before anything is sent.
    fireEvent.change(within(aviso).getByRole('textbox', { name: new RegExp(msg.motivoEtiqueta) }), { target: { value: 'Porque sí' } });
    fireEvent.click(within(aviso).getByRole('button', { name: msg.enviarOposicion }));
    expect(await within(aviso).findByText(fmt(msg.motivoCorto, { min: BORRADO_SOLICITADO.motivoMin }))).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
    fireEvent.change(within(aviso).getByRole('textbox', { name: new RegExp(msg.motivoEtiqueta) }), { target: { value: MOTIVO } });
    fireEvent.click(within(aviso).getByRole('button', { name: msg.enviarOposicion }));
    await waitFor(() => expect(within(screen.getByTestId('borrado-solicitado')).getByText(MOTIVO)).toBeTruthy());
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ motivo: MOTIVO });
    expect(screen.getByTestId('borrado-solicitado').textContent).toContain('Ana Admin se opuso');
    expect(screen.queryByRole('button', { name: msg.oponerse })).toBeNull();
  });

  it('an operator reads the notice, without the form', async () => {
    await perfil(operador, PENDIENTE);
    const aviso = await screen.findByTestId('borrado-solicitado');
    expect(within(aviso).getByText(msg.soloAdmin)).toBeTruthy();
    expect(within(aviso).queryByRole('button', { name: msg.oponerse })).toBeNull();
  });

  it('after the deadline, no form', async () => {
    await perfil(admin, { ...PENDIENTE, solicitadoEn: '2000-01-01T10:00:00.000Z', plazoHasta: '2000-01-08T10:00:00.000Z' });
    const aviso = await screen.findByTestId('borrado-solicitado');
    expect(within(aviso).getByText(msg.plazoVencido)).toBeTruthy();
    expect(within(aviso).queryByRole('button', { name: msg.oponerse })).toBeNull();
  });

  it('no notice when the candidate asked nothing', async () => {
    const { calls } = await perfil(admin, null);
    await waitFor(() => expect(calls.some((c) => c.path === '/api/candidatos/c1/borrado-solicitado')).toBe(true));
    expect(screen.queryByTestId('borrado-solicitado')).toBeNull();
  });
});

describe('the erasure the candidate asked for, on their card (D160)', { timeout: 20_000 }, () => {
  it('the card says the erasure is pending and when it is due, and offers no scheduling', async () => {
    const hasta = '2099-01-08T10:00:00.000Z';
    mockFetch({
      ...sessionRoutes(admin, [acme]),
      'GET /api/areas': ok([]),
      'GET /api/candidatos': ok({ items: [{ ...candidato, borradoPendienteHasta: hasta }], cursor: null }),
      'GET /api/entrevistas': ok({ items: [], cursor: null }),
    });
    renderApp('/candidatos');
    const tarjeta = (await screen.findAllByTestId('candidato'))[0]!;
    await waitFor(() => expect(tarjeta.textContent).toContain(fmt(msg.tarjeta, { fecha: formatFecha(hasta)! })));
    expect(within(tarjeta).queryByRole('button', { name: 'Programar entrevista a Lucía Ortega' })).toBeNull();
  });

  it('a candidate who asked nothing has no such line, and may be scheduled', async () => {
    mockFetch({
      ...sessionRoutes(admin, [acme]),
      'GET /api/areas': ok([]),
      'GET /api/candidatos': ok({ items: [candidato], cursor: null }),
      'GET /api/entrevistas': ok({ items: [], cursor: null }),
    });
    renderApp('/candidatos');
    const tarjeta = (await screen.findAllByTestId('candidato'))[0]!;
    await within(tarjeta).findByRole('button', { name: 'Programar entrevista a Lucía Ortega' });
    expect(tarjeta.textContent).not.toContain('Borrado pedido');
  });
});
