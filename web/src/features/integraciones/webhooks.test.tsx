// The «Webhooks» tab of Integraciones (D147): the admin registers an endpoint with the form's
// defaults (every event), sees its secret once and copies it; the endpoint's log shows each attempt
// and resends one; «Enviar evento de prueba», «Rotar secreto», «Desactivar». An operator has no
// Integraciones in the navigation.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EVENTOS_WEBHOOK } from '@shared/schemas/webhooks';
import { mockFetch } from '../../test/fetch-mock';
import { renderApp } from '../../test/render-app';
import { admin, operador, sessionRoutes } from '../../test/session-fixtures';

const ahora = '2026-03-02T10:00:00.000Z';
const webhook = {
  id: 'w1',
  url: 'https://ats.acme.es/hooks',
  descripcion: 'ATS',
  eventos: ['entrevista.programada', 'informe.listo'],
  estado: 'activo',
  motivoDesactivacion: null,
  secretoPista: 'whsec_AbCd…',
  secretoAnteriorHasta: null,
  fallandoDesde: null,
  creadoEn: ahora,
  actualizadoEn: ahora,
};
const entrega = {
  id: 'd1',
  webhookId: 'w1',
  mensajeId: 'msg_d1',
  tipo: 'entrevista.programada',
  estado: 'fallida',
  intentos: [
    { n: 1, en: ahora, status: 500, ok: false, duracionMs: 120, respuesta: 'fallo interno' },
    { n: 2, en: ahora, status: null, ok: false, duracionMs: 15000, respuesta: 'Tiempo de espera agotado' },
  ],
  proximoIntentoEn: null,
  creadoEn: ahora,
  expiraEn: ahora,
};
const ok = (data: unknown, status = 200) => ({ status, body: { success: true, data } });

describe('Integraciones › Webhooks', () => {
  it('an admin with none registers one with the defaults: every event is sent, and the secret is shown once with «Copiar»', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.assign(navigator, { clipboard: { writeText } });
    const mocked = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/webhooks': ok({ items: [], eventos: EVENTOS_WEBHOOK }),
      'POST /api/webhooks': ok({ webhook, secreto: 'whsec_c2VjcmV0bw==' }, 201),
    });
    renderApp('/integraciones?tab=webhooks');
    await screen.findByRole('heading', { level: 1, name: 'Integraciones' });
    expect(screen.getByRole('tab', { name: 'Webhooks' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir webhook' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir webhook' });
    fireEvent.change(within(dialogo).getByLabelText(/URL/), { target: { value: 'https://ats.acme.es/hooks' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir webhook' }));
    const secreto = await screen.findByLabelText('Secreto del webhook');
    expect(secreto.textContent).toBe('whsec_c2VjcmV0bw==');
    const post = mocked.calls.find((c) => c.method === 'POST' && c.path === '/api/webhooks')!;
    expect(post.body).toEqual({ url: 'https://ats.acme.es/hooks', eventos: [...EVENTOS_WEBHOOK] });
    fireEvent.click(screen.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('whsec_c2VjcmV0bw=='));
  });

  it('a URL that is not https is refused in the form, before anything is sent', async () => {
    const mocked = mockFetch({ ...sessionRoutes(admin), 'GET /api/webhooks': ok({ items: [], eventos: EVENTOS_WEBHOOK }) });
    renderApp('/integraciones?tab=webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Añadir webhook' }));
    const dialogo = await screen.findByRole('dialog', { name: 'Añadir webhook' });
    fireEvent.change(within(dialogo).getByLabelText(/URL/), { target: { value: 'ftp://ats' } });
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Añadir webhook' }));
    expect(await within(dialogo).findByText('Escribe una dirección https:// válida')).toBeTruthy();
    expect(mocked.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('the log shows each attempt (code, time, the answer’s first bytes) and «Reenviar» resends it; the test event and turning it off', async () => {
    const mocked = mockFetch({
      ...sessionRoutes(admin),
      'GET /api/webhooks': ok({ items: [webhook], eventos: EVENTOS_WEBHOOK }),
      'GET /api/webhooks/w1/entregas': ok({ items: [entrega], cursor: null }),
      'POST /api/webhooks/w1/entregas/d1/reenviar': ok({ ...entrega, estado: 'pendiente' }, 202),
      'POST /api/webhooks/w1/comprobar': ok({ ...entrega, id: 'd2', tipo: 'webhook.comprobacion', estado: 'pendiente', intentos: [] }, 202),
      'PATCH /api/webhooks/w1': ok({ ...webhook, estado: 'desactivado', motivoDesactivacion: 'admin' }),
    });
    renderApp('/integraciones?tab=webhooks');
    expect(await screen.findByText('https://ats.acme.es/hooks')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Registro de entregas' }));
    const log = await screen.findByRole('list', { name: 'Registro de entregas de https://ats.acme.es/hooks' });
    expect(within(log).getByText('Entrevista programada')).toBeTruthy();
    expect(within(log).getByText('Fallida')).toBeTruthy();
    expect(within(log).getByText(/2 intentos · último: sin respuesta/)).toBeTruthy();
    expect(within(log).getByText('Tiempo de espera agotado')).toBeTruthy();
    fireEvent.click(within(log).getByRole('button', { name: 'Reenviar' }));
    await waitFor(() =>
      expect(mocked.calls.some((c) => c.method === 'POST' && c.path === '/api/webhooks/w1/entregas/d1/reenviar')).toBe(true),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Enviar evento de prueba' }));
    await waitFor(() => expect(mocked.calls.some((c) => c.method === 'POST' && c.path === '/api/webhooks/w1/comprobar')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Desactivar' }));
    await waitFor(() => expect(mocked.calls.find((c) => c.method === 'PATCH')?.body).toEqual({ activo: false }));
  });

  it('«Rotar secreto» asks first, then shows the new secret once and says the old one signs for 24 hours', async () => {
    mockFetch({
      ...sessionRoutes(admin),
      'GET /api/webhooks': ok({ items: [webhook], eventos: EVENTOS_WEBHOOK }),
      'POST /api/webhooks/w1/rotar-secreto': ok({ webhook: { ...webhook, secretoAnteriorHasta: ahora }, secreto: 'whsec_bnVldm8=' }),
    });
    renderApp('/integraciones?tab=webhooks');
    fireEvent.click(await screen.findByRole('button', { name: 'Rotar secreto' }));
    const confirmar = await screen.findByRole('alertdialog', { name: 'Rotar secreto' });
    fireEvent.click(within(confirmar).getByRole('button', { name: 'Rotar secreto' }));
    expect((await screen.findByLabelText('Secreto del webhook')).textContent).toBe('whsec_bnVldm8=');
    expect(screen.getByText(/Durante 24 horas cada entrega lleva dos firmas/)).toBeTruthy();
  });

  it('the screen opens on «Claves de API»; the «Webhooks» tab beside it shows the endpoints and goes in the address', async () => {
    mockFetch({
      ...sessionRoutes(admin),
      'GET /api/claves-acceso': ok({ items: [] }),
      'GET /api/webhooks': ok({ items: [webhook], eventos: EVENTOS_WEBHOOK }),
    });
    const { router } = renderApp('/integraciones');
    await screen.findByRole('tab', { name: 'Claves de API', selected: true });
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Claves de API', 'Webhooks', 'Greenhouse']);
    fireEvent.click(screen.getByRole('tab', { name: 'Webhooks' }));
    await screen.findByText('https://ats.acme.es/hooks');
    expect(screen.getByRole('tab', { name: 'Webhooks', selected: true })).toBeTruthy();
    expect(router.state.location.search).toBe('?tab=webhooks');
  });

  it('an operator has no Integraciones in the navigation', async () => {
    mockFetch({ ...sessionRoutes(operador) });
    renderApp('/dashboard');
    const nav = await screen.findByRole('navigation');
    await waitFor(() => expect(within(nav).queryByRole('link', { name: 'Candidatos' })).toBeTruthy());
    expect(within(nav).queryByRole('link', { name: 'Integraciones' })).toBeNull();
  });
});
