// The Email panel's paths a browser test cannot reach on a live stack: a server that does not answer
// (the load falls back to this browser's copy, then to the defaults; a save keeps that copy without
// the password), the errors of §8 word for word, and the checks made before anything is sent.
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emailConfigPorDefecto } from '@shared/email/por-defecto';
import { PROVEEDORES_IA } from '@shared/proveedores-ia';
import type { EmailConfigMostrada } from '@shared/schemas/email';
import { jsonResponse, mockFetch } from '../../../test/fetch-mock';
import { renderApp } from '../../../test/render-app';
import { sessionRoutes, superadmin } from '../../../test/session-fixtures';
import { COPIA_LOCAL_KEY } from '../api/email';

const clave = {
  configurada: false,
  key: null,
  modelo: null,
  habilitada: true,
  isValid: null,
  lastError: null,
  status: 'inactive',
  baseUrl: null,
};
const apiKeys = Object.fromEntries(PROVEEDORES_IA.map((p) => [p, clave]));
const global = (emailConfig: EmailConfigMostrada) => ({ body: { success: true, data: { apiKeys, emailConfig } } });
const sinRed = () => Promise.reject(new TypeError('Failed to fetch'));

async function abrir(routes: Parameters<typeof mockFetch>[0]) {
  const mocked = mockFetch({
    ...sessionRoutes(superadmin, []),
    'GET /api/configuracion/email/envios': { body: { success: true, data: { items: [], cursor: null } } },
    ...routes,
  });
  renderApp('/configuracion');
  await screen.findByRole('heading', { level: 1, name: 'Configuración del Sistema' });
  fireEvent.click(screen.getByRole('tab', { name: 'Email' }));
  await screen.findByText(/Esta configuración afecta a todos los emails de la plataforma/);
  return mocked;
}

const panel = () => screen.getByTestId('panel-email');
const guardar = () => fireEvent.click(within(panel()).getByRole('button', { name: 'Guardar Configuración' }));
/** Chooses who sends; Ark's radio group takes the change a moment after the click. */
async function proveedor(p: 'ses' | 'smtp') {
  fireEvent.click(within(panel()).getByRole('radio', { name: p === 'ses' ? /Amazon SES/ : /Servidor SMTP/ }));
  await waitFor(() => expect(panel().querySelector(`[data-proveedor="${p}"]`)?.getAttribute('data-state')).toBe('checked'));
}
const pestana = (nombre: RegExp) => within(panel()).getByRole('tab', { name: nombre });

describe('Email panel', () => {
  it('without a server it shows the copy kept in this browser, and says so', async () => {
    const defecto = emailConfigPorDefecto();
    const { guardada: _g, actualizadaEn: _a, ...entrada } = defecto;
    const { passwordConfigurada: _p, ...smtp } = defecto.smtp;
    window.localStorage.setItem(
      COPIA_LOCAL_KEY,
      JSON.stringify({ guardadaEn: '2026-11-20T09:30:00.000Z', emailConfig: { ...entrada, smtp: { ...smtp, host: 'smtp.copia.es' } } }),
    );
    await abrir({ 'GET /api/configuracion/global': sinRed });
    expect(await screen.findByText('No se pudo contactar con el servidor')).toBeTruthy();
    expect(screen.getByTestId('email-origen').textContent).toContain('copia guardada en este navegador');
    expect((screen.getByLabelText(/Servidor SMTP \(host\)/) as HTMLInputElement).value).toBe('smtp.copia.es');
  });

  it('without a server or a copy it shows the defaults; a save keeps a copy without the password', async () => {
    const { calls } = await abrir({ 'GET /api/configuracion/global': sinRed, 'PUT /api/configuracion/global': sinRed });
    expect((await screen.findByTestId('email-origen')).textContent).toContain('configuración por defecto');
    expect((screen.getByLabelText(/^Puerto/) as HTMLInputElement).value).toBe('587');
    fireEvent.change(screen.getByLabelText(/Servidor SMTP \(host\)/), { target: { value: 'smtp.acme.es' } });
    fireEvent.change(screen.getByLabelText(/Usuario SMTP/), { target: { value: 'envios@acme.es' } });
    fireEvent.change(screen.getByLabelText(/Contraseña SMTP/), { target: { value: 'muy-secreta-1' } });
    guardar();
    expect(
      await screen.findByText('No se pudo contactar con el servidor: la configuración se guardó localmente (copia temporal).'),
    ).toBeTruthy();
    const put = calls.find((c) => c.method === 'PUT');
    expect((put?.body as { emailConfig: { smtp: { password?: string } } }).emailConfig.smtp.password).toBe('muy-secreta-1');
    const copia = window.localStorage.getItem(COPIA_LOCAL_KEY)!;
    expect(JSON.parse(copia).emailConfig.smtp).toEqual({ host: 'smtp.acme.es', port: 587, secure: false, user: 'envios@acme.es' });
    expect(copia).not.toContain('muy-secreta-1');
  });

  it('checks before sending: the SMTP fields when SMTP sends, and a template placeholder, each on its tab', async () => {
    const { calls } = await abrir({ 'GET /api/configuracion/global': global(emailConfigPorDefecto()) });
    expect(await screen.findByTestId('email-por-defecto')).toBeTruthy();
    await proveedor('smtp');
    guardar();
    expect(await screen.findByText('El servidor SMTP es obligatorio para enviar por SMTP')).toBeTruthy();
    expect(screen.getByText('La contraseña SMTP es obligatoria para enviar por SMTP')).toBeTruthy();
    expect(pestana(/^Servidor SMTP/).textContent).toContain('(con errores)');

    await proveedor('ses');
    fireEvent.click(pestana(/^Plantillas/));
    const asunto = await screen.findByLabelText(/^Asunto/);
    fireEvent.change(asunto, { target: { value: 'Hola {{nombre}} de {{empresa}}' } });
    // Shown as it is typed, with the template's own placeholders to use instead.
    expect(await screen.findByText(/«Bienvenida a la empresa» no tiene \{\{empresa\}\}: usa \{\{nombre\}\}/)).toBeTruthy();
    fireEvent.click(pestana(/^Avanzado/));
    guardar();
    // The save goes to the tab with the error.
    await waitFor(() => expect(pestana(/^Plantillas/).getAttribute('aria-selected')).toBe('true'));
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  }, 20_000);

  it("the preview's plain text leaves out a script's content, not only its tags (D129)", async () => {
    await abrir({ 'GET /api/configuracion/global': global(emailConfigPorDefecto()) });
    fireEvent.click(pestana(/^Plantillas/));
    const cuerpo = await screen.findByLabelText(/^Contenido \(HTML\)/);
    fireEvent.change(cuerpo, { target: { value: '<script>alert(1)</script><b>Texto negrita</b>' } });
    fireEvent.click(within(panel()).getByRole('radio', { name: 'Texto' }));
    const texto = await screen.findByTestId('vista-previa-texto');
    await waitFor(() => expect(texto.textContent).toContain('Texto negrita'));
    expect(texto.textContent).not.toContain('alert(1)');
  }, 20_000);

  it('the SMTP test answers with §8 texts: the server refusing, a refused request, no connection', async () => {
    let respuesta: () => Promise<Response> = async () =>
      jsonResponse({ success: true, data: { success: false, message: 'Error en conexión SMTP: Invalid login' } });
    const { calls } = await abrir({
      'GET /api/configuracion/global': global(emailConfigPorDefecto()),
      'POST /api/configuracion/test-smtp': () => respuesta(),
    });
    const probar = () => fireEvent.click(within(panel()).getByRole('button', { name: 'Probar Conexión' }));
    probar();
    expect(await screen.findByText('Escribe el servidor SMTP')).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/configuracion/test-smtp')).toBe(false);

    fireEvent.change(screen.getByLabelText(/Servidor SMTP \(host\)/), { target: { value: 'smtp.acme.es' } });
    fireEvent.change(screen.getByLabelText(/Usuario SMTP/), { target: { value: 'envios@acme.es' } });
    fireEvent.change(screen.getByLabelText(/Contraseña SMTP/), { target: { value: 'mala' } });
    probar();
    expect(await screen.findByText('Error en conexión SMTP: Invalid login')).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/configuracion/test-smtp')?.body).toEqual({
      smtpConfig: { host: 'smtp.acme.es', port: 587, secure: false, user: 'envios@acme.es', password: 'mala' },
      from: { name: 'Talentia', email: 'no-reply@talentia.local' },
    });

    respuesta = async () => jsonResponse({ success: false, message: 'Servicio no disponible' }, 503);
    probar();
    expect(await screen.findByText('Error probando conexión SMTP')).toBeTruthy();
    expect(screen.getByText('Servicio no disponible')).toBeTruthy();

    respuesta = sinRed;
    probar();
    expect(await screen.findByText('Error de conexión')).toBeTruthy();
    // Four round trips through the form: under CI's parallel layers it once took over 5 s.
  }, 20_000);

  it("'Inicializar Configuración' asks first, then says so and that the templates are there", async () => {
    const guardada = { ...emailConfigPorDefecto(), guardada: true, actualizadaEn: '2026-11-22T10:00:00.000Z' };
    const { calls } = await abrir({
      'GET /api/configuracion/global': global({ ...guardada, proveedor: 'smtp' }),
      'POST /api/configuracion/email/inicializar': {
        body: { success: true, data: guardada, message: 'Configuración inicializada exitosamente' },
      },
    });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Inicializar Configuración' }));
    const dialogo = await screen.findByRole('alertdialog');
    expect(dialogo.textContent).toContain('Se borra el servidor SMTP guardado');
    expect(calls.some((c) => c.path === '/api/configuracion/email/inicializar')).toBe(false);
    fireEvent.click(within(dialogo).getByRole('button', { name: 'Inicializar' }));
    expect(await screen.findByText('Configuración inicializada exitosamente')).toBeTruthy();
    expect(screen.getByText('Las 34 plantillas de email están disponibles en la pestaña Plantillas.')).toBeTruthy();
    await waitFor(() => expect(within(panel()).getByRole('radio', { name: /Amazon SES/ })).toHaveProperty('checked', true));
  });

  it("the server's refusal goes on its field and tab, under 'Error guardando configuración de email'", async () => {
    const problema = '«Seguimiento» no tiene {{x}}: usa {{nombreCandidato}}, {{nombreEmpresa}}, {{mensaje}}';
    await abrir({
      'GET /api/configuracion/global': global(emailConfigPorDefecto()),
      'PUT /api/configuracion/global': {
        status: 400,
        body: { success: false, message: problema, details: [{ campo: 'templates.entrevistas.seguimiento', msg: problema }] },
      },
    });
    guardar();
    expect(await screen.findByText('Error guardando configuración de email')).toBeTruthy();
    await waitFor(() => expect(pestana(/^Plantillas/).getAttribute('aria-selected')).toBe('true'));
    expect((screen.getByLabelText(/^Plantilla$/) as HTMLSelectElement).value).toBe('seguimiento');
    expect(screen.getAllByText(problema).length).toBeGreaterThan(0);
    expect(pestana(/^Plantillas/).textContent).toContain('(con errores)');
  });

  it('a copy that never reached the server is offered back, not loaded over the server', async () => {
    const { guardada: _g, actualizadaEn: _a, smtp, ...resto } = emailConfigPorDefecto();
    const { passwordConfigurada: _p, ...servidor } = smtp;
    const copia = { guardadaEn: '2026-11-20T09:30:00.000Z', emailConfig: { ...resto, replyTo: 'rrhh@acme.es', smtp: servidor } };
    window.localStorage.setItem(COPIA_LOCAL_KEY, JSON.stringify(copia));
    await abrir({ 'GET /api/configuracion/global': global(emailConfigPorDefecto()) });
    const aviso = await screen.findByTestId('email-copia-local');
    fireEvent.click(pestana(/^Emails por Categoría/));
    const replyTo = (await screen.findByLabelText(/Responder a/)) as HTMLInputElement;
    expect(replyTo.value).toBe('');
    fireEvent.click(within(aviso).getByRole('button', { name: 'Recuperar la copia local' }));
    await waitFor(() => expect(replyTo.value).toBe('rrhh@acme.es'));
    expect(screen.getByTestId('cambios-sin-guardar')).toBeTruthy();
  });
});
