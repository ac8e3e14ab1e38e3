// Issue 68's «Done when» for WhatsApp, from where a new customer starts (the onboarding wizard and the
// admin's first sign-in, cliente-nuevo.ts): the admin connects the local emulator's number in
// Configuración with its app secret and pastes the panel's webhook URL and verify token in the emulator's
// page (as in Meta's App Dashboard: the handshake must pass); adds a candidate with a phone and records
// the candidate's opt-in with its evidence on the profile; schedules the interview, whose invitation
// template reaches the emulator. The candidate replies from the emulator and the reply is in the
// interview's help thread; the staff's answer arrives on the emulator as free text (inside the 24-hour
// window); the interview's screen shows each send's status from the signed webhooks. The candidate
// replies «BAJA»: the invitation resent records «No enviado» and the emulator receives nothing more.
// The emulator's statuses are posted only when the test asks (`manual`), so nothing waits on a timer.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { whatsappEnvio as msgEnvio } from '../../shared/messages.js';
import { variablesDelArchivo } from '../testing/entorno.js';
import { screenshot } from './browser.js';
import { clienteNuevo, empresaPorOnboarding, primerAccesoAdmin } from './cliente-nuevo.js';
import { pilaDelArchivo, type E2E } from './e2e-stack.js';

// Before the stack starts (hooks run in order): the emulator reads it once, at start.
variablesDelArchivo({ WHATSAPP_EMULADOR_ESTADOS_MS: 'manual' });
let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));

const C = clienteNuevo({
  marca: 'Faro Mensajes',
  cif: 'B70000914',
  admin: { nombre: 'Nerea Faro', password: 'Mensajes-Clave-2026' },
  candidato: { nombre: 'Iker Solana', posicion: 'Técnico de soporte' },
});
const TELEFONO = '+34 611 222 333';
const WA_ID = '34611222333';
const EVIDENCIA = 'Lo pidió por teléfono al concertar la entrevista';
const PREGUNTA = '¿Hay aparcamiento cerca de la oficina?';
const RESPUESTA = 'Sí, en la calle de atrás hay un aparcamiento gratuito.';

/** The emulator's page, as the admin opens it in a tab. */
async function emulador(page: Page): Promise<void> {
  await page.goto(e2e.stack.whatsapp.url);
  await page.getByRole('heading', { level: 1, name: 'Emulador de WhatsApp (Cloud API)' }).waitFor();
}

/** A WhatsApp user's text, through the emulator's form; the page comes back once it was posted and answered. */
async function responderDesdeEmulador(page: Page, texto: string): Promise<void> {
  await emulador(page);
  const form = page.getByRole('form', { name: 'Respuesta de un candidato' });
  await form.getByLabel('Teléfono del candidato').fill(TELEFONO);
  await form.getByLabel('Nombre de perfil').fill('Iker');
  await form.getByLabel('Mensaje').fill(texto);
  await form.getByRole('button', { name: 'Enviar respuesta' }).click();
  await page.waitForURL(`${e2e.stack.whatsapp.url}/`);
  const entrega = e2e.stack.whatsapp.entregas().at(-1)!;
  expect([entrega.tipo, entrega.status, entrega.violaciones]).toEqual(['mensaje', 200, []]);
}

/**
 * The candidate's phone reads the message: once the product has recorded its send (a status for a message
 * it does not know yet is ignored, as one from another sender), the emulator posts sent → delivered → read.
 * The emulator schedules them when its answer is out, so the post is asked again until all three went.
 */
async function leido(wamid: string, envios: () => Promise<{ id: string }[]>): Promise<void> {
  await expect.poll(async () => (await envios()).some((x) => x.id === wamid)).toBe(true);
  await expect
    .poll(async () => {
      await e2e.stack.whatsapp.entregarPendientes();
      return e2e.stack.whatsapp
        .entregas()
        .filter((x) => x.wamid === wamid)
        .map((x) => [x.tipo, x.status]);
    })
    .toEqual([
      ['sent', 200],
      ['delivered', 200],
      ['read', 200],
    ]);
}

const enviados = () => e2e.stack.whatsapp.mensajes().filter((m) => m.to.replace(/\D/g, '') === WA_ID);

describe('WhatsApp from a new customer’s start: connected, invited, answered, read, and «BAJA» (issue 68)', () => {
  it('connects, opts the candidate in, invites, talks in the thread, shows the statuses, and stops at «BAJA»', async () => {
    const inicio = Date.now();
    await empresaPorOnboarding(e2e, C);
    const page = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await primerAccesoAdmin(e2e, page, C);

    // Configuración › WhatsApp: the emulator's ids and app secret (printed by `npm start` and on its page), any token.
    await page.goto(`${e2e.web}/configuracion`);
    const seccion = page.locator('section[aria-label="WhatsApp"]');
    const { numero, appSecret } = e2e.stack.whatsapp;
    const form = seccion.getByRole('form', { name: 'Conexión de WhatsApp' });
    await form.getByLabel('Phone number ID').fill(numero.phoneNumberId);
    await form.getByLabel('WhatsApp Business Account ID').fill(numero.wabaId);
    await form.getByLabel('Token de acceso').fill('EAAfaro-mensajes-token-local');
    await form.getByLabel('Clave secreta de la aplicación (App secret)').fill(appSecret);
    await form.getByRole('button', { name: 'Conectar y comprobar' }).click();
    await seccion.getByRole('group', { name: 'Número conectado' }).getByText('Conectado', { exact: true }).waitFor();
    await seccion
      .getByRole('list', { name: 'Estado de las plantillas' })
      .getByRole('listitem', { name: 'Invitación a la entrevista' })
      .getByText('Aprobada', { exact: true })
      .waitFor();
    const webhook = seccion.getByRole('group', { name: 'Webhook de WhatsApp' });
    const callbackUrl = await webhook.getByLabel('URL de devolución de llamada (Callback URL)', { exact: true }).inputValue();
    const verifyToken = await webhook.getByLabel('Token de verificación (Verify token)', { exact: true }).inputValue();

    // The emulator's «App Dashboard»: saved only once the product's webhook echoed the challenge.
    const em = await e2e.browser.newPage({ viewport: { width: 1366, height: 900 } });
    await emulador(em);
    const config = em.getByRole('form', { name: 'Configurar webhook' });
    await config.getByLabel('URL de devolución (Callback URL)').fill(callbackUrl);
    await config.getByLabel('Token de verificación (Verify token)').fill(verifyToken);
    await config.getByRole('button', { name: 'Verificar y guardar' }).click();
    await em.getByRole('status').getByText('correcta', { exact: true }).waitFor();
    expect(e2e.stack.whatsapp.webhook().callbackUrl).toBe(callbackUrl);

    // A candidate with a phone, through «Nuevo candidato».
    await page.goto(`${e2e.web}/candidatos`);
    await page.getByText('Todavía no hay candidatos').waitFor();
    await page.getByRole('button', { name: 'Nuevo candidato' }).first().click();
    const nuevo = page.getByRole('dialog', { name: 'Nuevo candidato' });
    await nuevo.getByLabel('Nombre completo').fill(C.candidato.nombre);
    await nuevo.getByLabel('Email').fill(C.candidato.email);
    await nuevo.getByLabel('Teléfono').fill(TELEFONO);
    await nuevo.getByLabel('Posición').fill(C.candidato.posicion);
    await nuevo.getByRole('button', { name: 'Crear candidato' }).click();
    await nuevo.waitFor({ state: 'detached' });

    // The staff record the candidate's opt-in, with where the candidate gave it, on the profile.
    const tarjeta = page.getByTestId('candidato').filter({ hasText: C.candidato.nombre });
    await tarjeta.getByRole('button', { name: `Ver el perfil de ${C.candidato.nombre}` }).click();
    const optin = page.getByTestId('whatsapp-optin');
    await optin.getByRole('button', { name: 'Registrar consentimiento' }).click();
    await optin.getByLabel(/Dónde y cuándo lo dio el candidato/).fill(EVIDENCIA);
    await optin.getByRole('button', { name: 'Guardar consentimiento' }).click();
    await optin.getByText(/^Activo desde .* \(registrado por la empresa\) para el \+34/).waitFor();
    await optin.getByText(`Evidencia: ${EVIDENCIA}`).waitFor();
    await page.getByRole('button', { name: 'Cerrar perfil' }).click();

    // The interview, from the candidate's card with the dialog's defaults (tomorrow, on the company's clock).
    await tarjeta.getByRole('button', { name: `Programar entrevista a ${C.candidato.nombre}` }).click();
    const programar = page.getByRole('dialog', { name: 'Programar entrevista' });
    await programar.getByRole('combobox', { name: 'Servicio de IA' }).fill('profundidad');
    await page.getByRole('option', { name: /Entrevistas en Profundidad/ }).click();
    const manana = new Intl.DateTimeFormat('en-CA', { timeZone: await programar.getByLabel('Zona horaria').inputValue() }).format(
      new Date(Date.now() + 86_400_000),
    );
    await programar.getByLabel('Fecha y hora').fill(`${manana}T10:00`);
    await programar.getByRole('button', { name: 'Programar entrevista' }).click();
    await programar.waitFor({ state: 'detached', timeout: 20_000 });

    // The invitation's template on the emulator: sent to the candidate's number, conforming to Meta's document.
    await expect.poll(() => enviados().length).toBe(1);
    const [invitacion] = enviados();
    expect(invitacion!.cuerpo.template.name).toBe('talentia_invitacion_v1');
    await emulador(em);
    await em.getByRole('cell', { name: 'talentia_invitacion_v1', exact: false }).first().waitFor();
    await screenshot(em, 'whatsapp-emulador-invitacion');

    // The candidate reads it (sent → delivered → read, signed) and writes back from WhatsApp. The
    // interview's sends as recorded are read through the API here: the screen comes below.
    const token = (await page.evaluate(() => localStorage.getItem('talentia.authToken'))) ?? '';
    const entrevistaId = (await e2e.api('GET', '/api/entrevistas', { token })).body.data.items[0].id as string;
    const registrados = async () => (await e2e.api('GET', `/api/entrevistas/${entrevistaId}/whatsapp`, { token })).body.data.envios;
    await leido(invitacion!.id, registrados);
    await responderDesdeEmulador(em, PREGUNTA);

    // The reply is in the interview's help thread; the staff answer there.
    const detalle = page.getByRole('dialog', { name: `Entrevista de ${C.candidato.nombre}` });
    // The interview's details opened afresh: the statuses came by webhook after the screen read them
    // (a dialog reopened within SWR's two seconds of its last read would show that read again).
    const abrirDetalle = async () => {
      await page.goto(`${e2e.web}/entrevistas`);
      const entrevista = page.getByTestId('entrevista').filter({ hasText: C.candidato.nombre });
      await entrevista.getByRole('button', { name: `Ver los detalles de la entrevista de ${C.candidato.nombre}` }).click();
      await detalle.waitFor();
    };
    await abrirDetalle();
    const hilo = detalle.getByTestId('ayuda-panel');
    await hilo.getByText(PREGUNTA).waitFor();
    await hilo.getByRole('textbox', { name: new RegExp(`Responder a ${C.candidato.nombre}`) }).fill(RESPUESTA);
    await hilo.getByRole('button', { name: 'Enviar al candidato' }).click();
    await hilo.getByText(RESPUESTA).waitFor();
    await hilo.scrollIntoViewIfNeeded();
    await screenshot(page, 'whatsapp-hilo');

    // Inside the window opened by the reply, the answer goes as the person's own words.
    await expect.poll(() => enviados().length).toBe(2);
    expect(enviados()[1]!.cuerpo).toMatchObject({ type: 'text', text: { body: RESPUESTA } });
    await leido(enviados()[1]!.id, registrados);

    // The interview's WhatsApp timeline: both read.
    await abrirDetalle();
    const envios = detalle.getByTestId('whatsapp-envios');
    const fila = (titulo: string) => envios.getByRole('listitem').filter({ hasText: titulo });
    await fila('Invitación a la entrevista').getByText(msgEnvio.estadoLeido, { exact: true }).waitFor();
    await fila(msgEnvio.textoLibre).getByText(msgEnvio.estadoLeido, { exact: true }).waitFor();
    await envios.scrollIntoViewIfNeeded();
    await screenshot(page, 'whatsapp-envios-leidos');

    // «BAJA» from WhatsApp ends the opt-in: the invitation resent goes by mail, and by WhatsApp records «No enviado».
    await responderDesdeEmulador(em, 'BAJA');
    await detalle.getByRole('button', { name: 'Reenviar invitación' }).click();
    await detalle.getByText(/^Reenviada 1 vez/).waitFor();
    await abrirDetalle();
    const noEnviado = envios.getByRole('listitem').filter({ hasText: msgEnvio.estadoNoEnviado });
    await noEnviado.getByText(msgEnvio.optInBaja).waitFor();
    await expect.poll(() => envios.getByRole('listitem').count()).toBe(3);
    await e2e.stack.whatsapp.entregarPendientes();
    expect(enviados()).toHaveLength(2);
    await envios.scrollIntoViewIfNeeded();
    await screenshot(page, 'whatsapp-envios-baja');

    // On a phone the section fits: nothing scrolls sideways.
    await page.setViewportSize({ width: 390, height: 844 });
    await envios.scrollIntoViewIfNeeded();
    expect(await envios.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'whatsapp-envios-390');

    // Every request the product made conforms to Meta's document, and every notification posted was accepted.
    expect(e2e.stack.whatsapp.peticiones().flatMap((p) => p.violaciones)).toEqual([]);
    expect(e2e.stack.whatsapp.entregas().filter((x) => x.campo === 'messages' && x.status !== 200)).toEqual([]);
    console.info(`WhatsApp walk: ${((Date.now() - inicio) / 1000).toFixed(1)} s`);
    await em.close();
    await page.close();
  }, 120_000);
});
