// «WhatsApp» in the company's Configuración (issue 68 item 1): with no connection, the four labelled
// fields and «Conectar y comprobar» send what was typed and the answer's sentence is said; a connected
// number shows its verified name, number, ids and the token's last four characters (never a secret), a
// failed one its reason; «Eliminar conexión» asks first; the section says invitations are not sent yet.
// A working connection lists the product's templates with their state in Spanish (a rejection with its
// reason), and «Crear plantillas de nuevo» asks the server and shows the new states. The webhook's URL and
// verify token are shown with copy buttons and where to paste them; a connection saved before the webhook
// existed says to save it again.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockFetch } from '../../../test/fetch-mock';
import { conApp } from '../../../test/render-panel';
import { admin, sessionRoutes } from '../../../test/session-fixtures';
import { whatsappWebhook as msgWebhook } from '@shared/messages';
import { WhatsAppPanel } from './whatsapp-panel';

const ahora = '2026-03-02T10:00:00.000Z';
const URL_WA = '/api/configuracion/empresa/e1/whatsapp';
const sin = {
  configurada: false,
  phoneNumberId: null,
  wabaId: null,
  tokenUltimos4: null,
  appSecretGuardado: false,
  comprobacion: null,
  actualizadaEn: null,
  plantillas: [],
  webhookUrl: null,
  verifyToken: null,
};
const conectada = {
  configurada: true,
  phoneNumberId: '100200300400500',
  wabaId: '500400300200100',
  tokenUltimos4: 'W4x9',
  appSecretGuardado: true,
  comprobacion: {
    estado: 'conectada',
    nombreVerificado: 'Acme RR. HH.',
    numero: '+34 911 22 33 44',
    calidad: 'GREEN',
    error: null,
    comprobadaEn: ahora,
  },
  actualizadaEn: ahora,
  plantillas: [],
  webhookUrl: 'https://talentia.example/api/whatsapp/webhook/HHHHHHHHHHHHHHHHHHHHHk',
  verifyToken: 'VVVVVVVVVVVVVVVVVVVVVt',
};
const plantilla = (nombre: string, titulo: string, estado: string, motivo: string | null = null, error: string | null = null) => ({
  nombre,
  titulo,
  idioma: 'es_ES',
  metaId: estado === 'NO_CREADA' ? null : '1192339204654487',
  estado,
  motivo,
  error,
  leidaEn: ahora,
});
const ok = (data: unknown, message?: string) => ({ status: 200, body: { success: true, data, message } });

describe('Configuración › WhatsApp', () => {
  it('an admin connects the number with the four values typed; the sentence of the answer is said', async () => {
    const mocked = mockFetch({
      ...sessionRoutes(admin),
      [`GET ${URL_WA}`]: ok(sin),
      [`PUT ${URL_WA}`]: ok(conectada, 'WhatsApp conectado: Acme RR. HH. (+34 911 22 33 44)'),
    });
    conApp(<WhatsAppPanel empresaId="e1" />);
    const form = await screen.findByRole('form', { name: 'Conexión de WhatsApp' });
    expect(screen.getByText(/Los avisos por WhatsApp se envían además del correo, nunca en su lugar/)).toBeTruthy();
    fireEvent.change(within(form).getByLabelText(/Phone number ID/), { target: { value: '100200300400500' } });
    fireEvent.change(within(form).getByLabelText(/WhatsApp Business Account ID/), { target: { value: '500400300200100' } });
    fireEvent.change(within(form).getByLabelText(/Token de acceso/), { target: { value: 'EAAtoken-W4x9' } });
    fireEvent.change(within(form).getByLabelText(/Clave secreta de la aplicación/), { target: { value: 'secreto' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Conectar y comprobar' }));
    await waitFor(() => expect(mocked.calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(mocked.calls.find((c) => c.method === 'PUT')!.body).toEqual({
      phoneNumberId: '100200300400500',
      wabaId: '500400300200100',
      accessToken: 'EAAtoken-W4x9',
      appSecret: 'secreto',
    });
    expect(await screen.findByText('WhatsApp conectado: Acme RR. HH. (+34 911 22 33 44)')).toBeTruthy();
    // The typed secrets do not stay in the form.
    expect((within(form).getByLabelText(/Token de acceso/) as HTMLInputElement).value).toBe('');
  });

  it('shows a connected number without its secrets, and removes it after a confirmation', async () => {
    const mocked = mockFetch({
      ...sessionRoutes(admin),
      [`GET ${URL_WA}`]: ok(conectada),
      [`DELETE ${URL_WA}`]: ok(null, 'Conexión de WhatsApp eliminada'),
    });
    conApp(<WhatsAppPanel empresaId="e1" />);
    const tarjeta = await screen.findByRole('group', { name: 'Número conectado' });
    expect(within(tarjeta).getByText('Acme RR. HH. · +34 911 22 33 44')).toBeTruthy();
    expect(within(tarjeta).getByText('Conectado')).toBeTruthy();
    expect(
      within(tarjeta).getByText(/Phone number ID: 100200300400500 · WhatsApp Business Account ID: 500400300200100 · Token: …W4x9/),
    ).toBeTruthy();
    expect(within(tarjeta).getByText(/Calidad del número según Meta: alta/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sustituir y comprobar' })).toBeTruthy();
    // The webhook: both values to paste in Meta's App Dashboard, each with its copy button, and where.
    const webhook = screen.getByRole('group', { name: 'Webhook de WhatsApp' });
    expect((within(webhook).getByLabelText(msgWebhook.urlTitulo) as HTMLInputElement).value).toBe(conectada.webhookUrl);
    expect((within(webhook).getByLabelText(msgWebhook.tokenTitulo) as HTMLInputElement).value).toBe(conectada.verifyToken);
    expect(within(webhook).getByRole('button', { name: `Copiar ${msgWebhook.urlTitulo}` })).toBeTruthy();
    expect(within(webhook).getByRole('button', { name: `Copiar ${msgWebhook.tokenTitulo}` })).toBeTruthy();
    expect(within(webhook).getByText(msgWebhook.dondePegar)).toBeTruthy();
    fireEvent.click(within(tarjeta).getByRole('button', { name: 'Eliminar conexión' }));
    const dialogo = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Eliminar' }));
    await waitFor(() => expect(mocked.calls.some((c) => c.method === 'DELETE' && c.path === URL_WA)).toBe(true));
    expect(await screen.findByText('Conexión de WhatsApp eliminada')).toBeTruthy();
  });

  it('a connection Meta refused shows why', async () => {
    mockFetch({
      ...sessionRoutes(admin),
      [`GET ${URL_WA}`]: ok({
        ...conectada,
        comprobacion: {
          estado: 'error',
          nombreVerificado: null,
          numero: null,
          calidad: null,
          error: 'Meta no aceptó el token de acceso',
          comprobadaEn: ahora,
        },
        // Saved before the webhook existed: its next save gives it the URL and the token.
        webhookUrl: null,
        verifyToken: null,
      }),
    });
    conApp(<WhatsAppPanel empresaId="e1" />);
    expect(await screen.findByText('Con errores')).toBeTruthy();
    expect(screen.getByText(/Meta no aceptó el token de acceso/)).toBeTruthy();
    expect(within(screen.getByRole('group', { name: 'Webhook de WhatsApp' })).getByText(msgWebhook.sinUrl)).toBeTruthy();
  });

  it('lists the templates with their state in Spanish, and «Crear plantillas de nuevo» shows the new states', async () => {
    const antes = [
      plantilla('talentia_invitacion_v1', 'Invitación a la entrevista', 'APPROVED'),
      plantilla('talentia_recordatorio_v1', 'Recordatorio', 'PENDING'),
      plantilla('talentia_cancelada_v1', 'Entrevista cancelada', 'REJECTED', 'INVALID_FORMAT'),
      plantilla('talentia_reprogramada_v1', 'Entrevista con nueva fecha', 'PAUSED'),
      plantilla('talentia_respuesta_v1', 'Respuesta de la empresa', 'NO_CREADA', null, 'No se pudo conectar con Meta'),
    ];
    const despues = antes.map((p) => ({ ...p, estado: 'APPROVED', motivo: null, error: null, metaId: '1' }));
    const rutas: Parameters<typeof mockFetch>[0] = {
      ...sessionRoutes(admin),
      [`GET ${URL_WA}`]: ok({ ...conectada, plantillas: antes }),
      [`POST ${URL_WA}/plantillas`]: ok({ ...conectada, plantillas: despues }, 'Plantillas de WhatsApp: 5 de 5 aprobadas'),
    };
    const mocked = mockFetch(rutas);
    conApp(<WhatsAppPanel empresaId="e1" />);
    const lista = await screen.findByRole('list', { name: 'Estado de las plantillas' });
    const estado = (titulo: string) => within(within(lista).getByRole('listitem', { name: titulo })).getAllByText(/./)[1]!.textContent;
    expect(estado('Invitación a la entrevista')).toBe('Aprobada');
    expect(estado('Recordatorio')).toBe('Pendiente de revisión');
    expect(estado('Entrevista cancelada')).toBe('Rechazada: INVALID_FORMAT');
    expect(estado('Entrevista con nueva fecha')).toBe('En pausa');
    expect(estado('Respuesta de la empresa')).toBe('No creada: No se pudo conectar con Meta');
    expect(within(lista).getAllByText(/talentia_invitacion_v1 · es_ES · estado consultado/)).toHaveLength(1);
    expect(screen.getByText(/Solo se usan las plantillas aprobadas/)).toBeTruthy();

    // The GET after the change answers the new states, as the server would.
    rutas[`GET ${URL_WA}`] = ok({ ...conectada, plantillas: despues });
    fireEvent.click(screen.getByRole('button', { name: 'Crear plantillas de nuevo' }));
    await waitFor(() => expect(mocked.calls.some((c) => c.method === 'POST' && c.path === `${URL_WA}/plantillas`)).toBe(true));
    expect(await screen.findByText('Plantillas de WhatsApp: 5 de 5 aprobadas')).toBeTruthy();
    await waitFor(() => expect(within(lista).getAllByText('Aprobada')).toHaveLength(5));
  });

  it('a connection that does not work lists no templates', async () => {
    mockFetch({
      ...sessionRoutes(admin),
      [`GET ${URL_WA}`]: ok({
        ...conectada,
        comprobacion: { ...conectada.comprobacion, estado: 'error', error: 'x' },
        plantillas: [plantilla('talentia_invitacion_v1', 'Invitación a la entrevista', 'APPROVED')],
      }),
    });
    conApp(<WhatsAppPanel empresaId="e1" />);
    await screen.findByText('Con errores');
    expect(screen.queryByRole('group', { name: 'Plantillas de WhatsApp' })).toBeNull();
  });
});
