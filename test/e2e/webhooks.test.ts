// Integraciones › Webhooks in the browser (D147), from where a new customer starts: a new
// company's admin opens Integraciones from the sidebar and its «Webhooks» tab, registers an endpoint through the form with
// its defaults (every event; the address of a receiver this test runs on loopback, allowed on the
// local stage only), copies the secret shown once, sends «Enviar evento de prueba»: the receiver gets
// an event whose signature svix's verifier accepts with that secret, and the log shows it delivered.
// On a 390 px phone the endpoint's buttons and its log can be used. Every photographed screen passes axe.
import { Webhook as Verificador } from 'svix';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type EntregaRecibida, receptorWebhooks } from '../testing/receptor-webhooks.js';
import { screenshot } from './browser.js';
import { expectClicable } from './geometria.js';
import { empresaDelArchivo, entrarAlPanel, paginaEnPanel, type E2E } from './e2e-stack.js';
import { anadirWebhook } from './webhook-nuevo.js';

let e2e: E2E;
let receptor: Awaited<ReturnType<typeof receptorWebhooks>>;
let url = '';
let recibidas: EntregaRecibida[] = [];
const ADMIN = { nombre: 'Nora Vidal', email: 'nora@enlaces.test', password: 'Enlaces-Clave-2026' };
let secreto = '';

empresaDelArchivo(
  { nombreLegal: 'Enlaces Norte S.L.', nombreComercial: 'Enlaces Norte', cif: 'B48000012', email: 'info@enlaces.test' },
  ADMIN,
  (pila) => (e2e = pila),
);
beforeAll(async () => {
  receptor = await receptorWebhooks();
  ({ url, recibidas } = receptor);
});
afterAll(async () => {
  await receptor?.cerrar();
});

describe('Integraciones › Webhooks in the browser', () => {
  it('an admin registers an endpoint with the form’s defaults, sends a test event its receiver verifies, and reads it in the log', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const page = await context.newPage();
    await entrarAlPanel(page, e2e.web, ADMIN);
    await page.getByRole('link', { name: 'Integraciones' }).click();
    await page.waitForURL('**/integraciones');
    // The screen opens on «Claves de API»; «Webhooks» is the tab beside it.
    await page.getByRole('tab', { name: 'Claves de API', selected: true }).waitFor();
    await page.getByRole('tab', { name: 'Webhooks' }).click();
    await page.waitForURL('**/integraciones?tab=webhooks');
    await page.getByText('Aún no hay webhooks').waitFor();
    await screenshot(page, 'integraciones-webhooks-vacio');

    secreto = await anadirWebhook(page, url, 'integraciones-webhooks-nuevo');
    await page.getByRole('button', { name: 'Copiar' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secreto);
    await screenshot(page, 'integraciones-webhooks-secreto');
    await page.getByRole('button', { name: 'Entendido' }).click();

    // Every event was chosen by default.
    const tarjeta = page.getByRole('listitem').filter({ hasText: url });
    await expect.poll(() => tarjeta.getByRole('group', { name: 'Eventos' }).locator('span').count()).toBeGreaterThanOrEqual(8);

    await tarjeta.getByRole('button', { name: 'Enviar evento de prueba' }).click();
    await expect.poll(() => recibidas.length, { timeout: 15_000 }).toBe(1);
    const evento = new Verificador(secreto).verify(recibidas[0]!.body, recibidas[0]!.headers) as { type: string };
    expect(evento.type).toBe('webhook.comprobacion');
    const log = page.getByRole('list', { name: `Registro de entregas de ${url}` });
    await log.getByText('Entregada').waitFor({ timeout: 15_000 });
    await log.getByText('recibido').waitFor();
    await screenshot(page, 'integraciones-webhooks');
    await context.close();
  });

  it('on a 390 px phone the endpoint’s buttons and its log can be used', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/integraciones?tab=webhooks`);
    const tarjeta = page.getByRole('listitem').filter({ hasText: url });
    await tarjeta.waitFor();
    for (const nombre of ['Enviar evento de prueba', 'Registro de entregas', 'Rotar secreto', 'Desactivar', 'Eliminar']) {
      const boton = tarjeta.getByRole('button', { name: nombre });
      await boton.scrollIntoViewIfNeeded();
      await expectClicable(page, boton, nombre);
    }
    await tarjeta.getByRole('button', { name: 'Registro de entregas' }).click();
    const log = page.getByRole('list', { name: `Registro de entregas de ${url}` });
    await log.getByText('Entregada').waitFor();
    const reenviar = log.getByRole('button', { name: 'Reenviar' }).first();
    await reenviar.scrollIntoViewIfNeeded();
    await expectClicable(page, reenviar, 'Reenviar');
    const ancho = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(ancho).toBeLessThanOrEqual(390);
    // The whole page from its top: a page scrolled while screenshot whole draws its sticky header mid-way.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'integraciones-webhooks-390');
    await page.close();
  });
});
