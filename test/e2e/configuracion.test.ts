// Configuración in the browser (D60, D61): the superadmin saves and tests platform keys against a
// fake provider on loopback and copies a diagnostic command; an admin sets the company's key and
// gets the automatic report on the next visit, creates a setting and removes the key (D129), and
// connects WhatsApp with the local emulator's number (issue 68 item 1) and sees the product's
// templates created and «Aprobada» (item 2); an
// operator sees the restricted view; every tab is reached whole at 1366 and 390 px.
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OPENAI_Y_CLAUDE, proveedorFalso, type ProveedorFalso } from '../integration/proveedor-falso.js';
import { screenshot } from './browser.js';
import { expectClicable } from './geometria.js';
import { empresaConAdmin, entrarAlPanel, paginaEnPanel, startE2E, SUPERADMIN, usuarioDeEmpresa, type E2E } from './e2e-stack.js';

let e2e: E2E;

/**
 * Every tab of the strip, once scrolled to, lies whole inside the strip's box; at 1366 px nothing
 * needs scrolling. `ultima` is the last tab's name, brought into view first.
 */
async function expectPestanasEnteras(page: Page, ultima: string) {
  const ancho = page.viewportSize()!.width;
  const lista = page.locator('.chakra-tabs__list').first();
  const desborda = await lista.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  if (ancho >= 1366) expect(desborda, 'the tab strip needs scrolling at 1366 px').toBe(false);
  const pestana = page.getByRole('tab', { name: ultima, exact: true });
  await pestana.scrollIntoViewIfNeeded();
  const [caja, tab] = await Promise.all([lista.boundingBox(), pestana.boundingBox()]);
  expect(tab!.x, `«${ultima}» starts inside the strip`).toBeGreaterThanOrEqual(caja!.x - 1);
  expect(tab!.x + tab!.width, `«${ultima}» ends inside the strip`).toBeLessThanOrEqual(caja!.x + caja!.width + 1);
}
let proveedor: ProveedorFalso;
const ADMIN = { nombre: 'Alba Ruiz', email: 'alba@brujula.test', password: 'Brujula-Clave-2026' };
const OPERADOR = { nombre: 'Omar Paz', email: 'omar@brujula.test', password: 'Pnbs-Clave-2026' };
const BUENA = 'sk-' + 'B'.repeat(44) + 'ok42';
const MALA = 'sk-ant-api03-' + 'M'.repeat(30) + 'no13';

beforeAll(async () => {
  proveedor = await proveedorFalso(OPENAI_Y_CLAUDE, (req, res) => {
    const auth = String(req.headers.authorization ?? req.headers['x-api-key'] ?? '').replace(/^Bearer /, '');
    res.writeHead(auth === BUENA ? 200 : 401, { 'content-type': 'application/json' });
    res.end('{}');
  });
  e2e = await startE2E();
  const { adminToken } = await empresaConAdmin(
    e2e,
    { nombreLegal: 'Brújula Talento S.L.', nombreComercial: 'Brújula', cif: 'B70000039', email: 'info@brujula.test' },
    ADMIN,
  );
  await usuarioDeEmpresa(e2e, adminToken, { ...OPERADOR, rol: 'operador' });
});
afterAll(async () => {
  await e2e?.stop();
  await proveedor?.cerrar();
});

describe('Configuración in the browser', () => {
  it('the superadmin saves and tests the platform keys, and copies a diagnostic command', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 } });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: e2e.web });
    const page = await context.newPage();
    await entrarAlPanel(page, e2e.web, SUPERADMIN);
    await page.goto(`${e2e.web}/configuracion`);
    await page.getByRole('heading', { name: 'Configuración del Sistema' }).waitFor();

    const openai = page.getByTestId('clave-openai');
    await openai.getByText('Todavía no hay clave guardada.').waitFor();
    // An empty key never reaches the server.
    await openai.getByRole('button', { name: 'Guardar y probar' }).click();
    await openai.getByText('Escribe la clave de API').waitFor();
    await openai.getByLabel('Clave de OpenAI').fill(BUENA);
    await openai.getByRole('button', { name: 'Guardar y probar' }).click();
    await openai.getByText('Clave de OpenAI guardada y comprobada: funciona').waitFor();
    await openai.getByText('✅ Conectado').waitFor();
    await openai.getByText('••••ok42').waitFor();

    const claude = page.getByTestId('clave-claude');
    await claude.getByLabel('Clave de Claude').fill(MALA);
    await claude.getByRole('button', { name: 'Probar', exact: true }).click();
    await claude
      .getByText(
        'Error conectando Claude: la clave no es válida, está revocada o no tiene permisos: copia una clave nueva de tu cuenta de Claude y guárdala',
      )
      .waitFor();
    await screenshot(page, 'configuracion-superadmin');
    expect(await page.content()).not.toContain(BUENA);
    // Every tab whole inside the strip at 1366 px: «Datos», the last, was cut off at its end (D129).
    await expectPestanasEnteras(page, 'Datos');

    await page.getByRole('tab', { name: 'Diagnóstico' }).click();
    await page.getByRole('tab', { name: 'Comandos de diagnóstico' }).click();
    // The first «Copiar» of the commands' own panel: another tab's panel may hold hidden ones, and a
    // panel on its way out was still "visible" to a filter when the click came (CI waited 30 s twice).
    const comandos = page.getByRole('tabpanel', { name: 'Comandos de diagnóstico' });
    await comandos
      .getByText(/api\.openai\.com\/v1\/models/)
      .first()
      .waitFor();
    await comandos.getByRole('button', { name: 'Copiar' }).first().click();
    await page.getByText('Código copiado al portapapeles').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('https://api.openai.com/v1/models');
    // The chosen company's own keys have their tab. The superadmin starts on 'Todas las empresas'
    // (D81): they choose the company (the screen stays, D123), and the choice outlives a reload.
    await page.getByRole('button', { name: /^Empresa actual/ }).click();
    await page.getByRole('combobox', { name: 'Buscar empresa' }).fill('Brújula');
    await page.getByRole('option', { name: /^Brújula/ }).click();
    await page.getByRole('button', { name: 'Empresa actual Brújula' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/configuracion');
    await page.reload();
    await page.getByRole('heading', { name: 'Configuración del Sistema' }).waitFor();
    await page.getByRole('tab', { name: 'Claves de empresa' }).click();
    await page.getByTestId('clave-empresa-openai').getByText('Todavía no hay clave guardada.').waitFor();
    await page.getByRole('tab', { name: 'Servicios' }).click();
    await page.locator('[data-indicador="openai"][data-estado="con-clave"]').waitFor();
    expect(await page.locator('[data-indicador="claude"]').getAttribute('data-estado')).toBe('sin-clave');
    await context.close();
  });

  it("an admin sets the company's key and, back on the screen, gets the automatic report", async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    await page.goto(`${e2e.web}/configuracion`);
    // Titled for the company, not «Mi Perfil» (the profile's own page; D129).
    await page.getByRole('heading', { level: 1, name: 'Configuración de Brújula' }).waitFor();
    // Nothing to validate is no news: the screen says nothing on load (issue 54 item 8).
    await page.getByTestId('clave-empresa-openai').waitFor();
    expect(await page.getByText('No hay APIs configuradas para validar').count()).toBe(0);
    const openai = page.getByTestId('clave-empresa-openai');
    await openai.getByLabel('Clave de OpenAI').fill(BUENA);
    await openai.getByRole('button', { name: 'Guardar y probar' }).click();
    // One toast for the save and its test, and the card says the same.
    await openai.getByText('Clave de OpenAI guardada y comprobada: funciona').waitFor();
    expect(await page.getByText('Clave de OpenAI guardada y comprobada: funciona').count()).toBe(2);
    await page.getByText('1 de 6 configuradas · 1 funcionales').waitFor();
    await screenshot(page, 'configuracion-admin');

    await page.reload();
    await page.getByText('1/1 APIs FUNCIONALES').waitFor();

    // On a phone the key's field and its buttons are on screen and nothing covers them.
    await page.setViewportSize({ width: 390, height: 844 });
    const campo = page.getByTestId('clave-empresa-claude').getByLabel('Clave de Claude');
    await campo.scrollIntoViewIfNeeded();
    await expectClicable(page, campo, 'el campo de la clave en un teléfono');
    for (const nombre of ['Guardar y probar', 'Probar']) {
      const boton = page.getByTestId('clave-empresa-claude').getByRole('button', { name: nombre, exact: true });
      await boton.scrollIntoViewIfNeeded();
      await expectClicable(page, boton, `${nombre} en un teléfono`);
    }
    await screenshot(page, 'configuracion-admin-390');

    // The company's settings, created on a phone.
    await page.getByRole('button', { name: 'Nuevo ajuste' }).click();
    const dialogo = page.getByRole('dialog');
    await dialogo.getByLabel('Nombre').fill('entrevistas.duracion_maxima');
    await dialogo.getByLabel('Tipo').selectOption('number');
    await dialogo.getByLabel('Valor').fill('45');
    await dialogo.getByRole('button', { name: 'Crear ajuste' }).click();
    const ajuste = page.getByTestId('ajuste-entrevistas.duracion_maxima');
    await ajuste.getByText('Número').waitFor();
    await ajuste.scrollIntoViewIfNeeded();
    await screenshot(page, 'configuracion-admin-ajustes-390');

    // The saved key removed, after a confirmation.
    const tarjeta = page.getByTestId('clave-empresa-openai');
    await tarjeta.getByRole('button', { name: 'Eliminar clave' }).click();
    const confirmar = page.getByRole('alertdialog');
    await confirmar.getByText('¿Eliminar la clave de OpenAI?').waitFor();
    await confirmar.getByRole('button', { name: 'Eliminar clave' }).click();
    await tarjeta.getByText('Todavía no hay clave guardada.').waitFor();
    await page.getByText('0 de 6 configuradas · 0 funcionales').waitFor();
    await page.close();
  });

  it('an admin connects WhatsApp from the screen with the emulator’s number, and its templates are approved (issue 68 items 1–2)', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    await page.goto(`${e2e.web}/configuracion`);
    const seccion = page.getByRole('region', { name: 'WhatsApp' }).or(page.locator('section[aria-label="WhatsApp"]')).first();
    await seccion.getByText('Los avisos por WhatsApp se envían además del correo, nunca en su lugar', { exact: false }).waitFor();
    // The ids `npm start` prints for the emulator's number (infra/local/start.ts), and any token.
    const { numero } = e2e.stack.whatsapp;
    const form = seccion.getByRole('form', { name: 'Conexión de WhatsApp' });
    await form.getByLabel('Phone number ID').fill(numero.phoneNumberId);
    await form.getByLabel('WhatsApp Business Account ID').fill(numero.wabaId);
    await form.getByLabel('Token de acceso').fill('EAAtoken-de-prueba-local');
    await form.getByLabel('Clave secreta de la aplicación (App secret)').fill('secreto-de-prueba');
    await form.getByRole('button', { name: 'Conectar y comprobar' }).click();
    const tarjeta = seccion.getByRole('group', { name: 'Número conectado' });
    await tarjeta.getByText(`${numero.verifiedName} · ${numero.displayPhoneNumber}`).waitFor();
    await tarjeta.getByText('Conectado', { exact: true }).waitFor();
    await page.getByText(`WhatsApp conectado: ${numero.verifiedName} (${numero.displayPhoneNumber})`, { exact: false }).first().waitFor();
    // The six templates, created in the emulator's account on saving and approved by its review.
    const plantillas = seccion.getByRole('list', { name: 'Estado de las plantillas' });
    await plantillas.getByRole('listitem', { name: 'Invitación a la entrevista' }).getByText('Aprobada', { exact: true }).waitFor();
    expect(await plantillas.getByText('Aprobada', { exact: true }).count()).toBe(6);
    await tarjeta.scrollIntoViewIfNeeded();
    await screenshot(page, 'configuracion-admin-whatsapp');
    // The webhook (issue 68 item 6): the URL and the verify token to paste in Meta's App Dashboard, each with its copy button.
    const webhook = seccion.getByRole('group', { name: 'Webhook de WhatsApp' });
    const url = await webhook.getByLabel('URL de devolución de llamada (Callback URL)', { exact: true }).inputValue();
    expect(url).toMatch(/\/api\/whatsapp\/webhook\/[A-Za-z0-9_-]{22}$/);
    expect(await webhook.getByLabel('Token de verificación (Verify token)', { exact: true }).inputValue()).toMatch(/^[A-Za-z0-9_-]{22}$/);
    await webhook.getByRole('button', { name: 'Copiar Token de verificación (Verify token)' }).waitFor();
    await webhook.scrollIntoViewIfNeeded();
    await screenshot(page, 'configuracion-admin-whatsapp-webhook');
    expect(await page.content()).not.toContain('EAAtoken-de-prueba-local');
    // The product's requests reached the emulator and conform to Meta's document: the number's node,
    // then each template read by name, created, and read back.
    const peticiones = e2e.stack.whatsapp.peticiones();
    expect(peticiones[0]!.operacion).toBe('GET /{Version}/{Phone-Number-ID}');
    expect(peticiones.filter((p) => p.operacion === 'POST /{Version}/{WABA-ID}/message_templates')).toHaveLength(6);
    expect(peticiones.flatMap((p) => p.violaciones)).toEqual([]);
    await page.close();
  });

  it('at 390 px the superadmin reaches every tab whole by scrolling the strip', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/configuracion`);
    await page.getByRole('heading', { name: 'Configuración del Sistema' }).waitFor();
    await expectPestanasEnteras(page, 'Datos');
    await page.getByRole('tab', { name: 'Datos' }).click();
    await page.getByRole('link', { name: 'Abrir Gestión de Datos' }).waitFor();
    await screenshot(page, 'configuracion-superadmin-390');
    await page.close();
  });

  it('an operator sees the restricted view with the three permissions', async () => {
    const page = await paginaEnPanel(e2e, OPERADOR, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/configuracion`);
    await page.getByText('Acceso restringido').waitFor();
    for (const p of ['Gestión de candidatos', 'Programar entrevistas', 'Ver informes']) await page.getByText(`✓ ${p}`).waitFor();
    await page.getByText('Operador de candidatos').waitFor();
    expect(await page.locator('[data-testid^="clave-"]').count()).toBe(0);
    await screenshot(page, 'configuracion-operador');
    await page.close();
  });
});
