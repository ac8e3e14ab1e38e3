// The Email panel in the browser (D62), against a real SMTP server started here
// (smtp-server on loopback, no TLS): the superadmin tests the server with a wrong and then the
// right password (the server really gets the test email), edits a template and watches the preview
// follow (sample values in, an unknown placeholder refused as typed), saves, and finds it all again
// after a reload, with the tests in the send log; then resets to the defaults. On a phone the tabs,
// the buttons and the preview are on screen and can be pressed, and the preview breaks no CSP rule.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, watchCspViolations } from './browser.js';
import { expectClicable, expectEnPantalla } from './geometria.js';
import { smtpFalso, type SmtpFalso } from '../integration/smtp-falso.js';
import { entrarAlPanel, paginaEnPanel, pilaDelArchivo, SUPERADMIN, type E2E } from './e2e-stack.js';

let e2e: E2E;
let smtp: SmtpFalso;
const USUARIO = 'talentia-smtp';
const PASSWORD = 'Smtp-Correcta-7Hq2';

beforeAll(async () => {
  smtp = await smtpFalso({ usuario: USUARIO, password: PASSWORD });
});
pilaDelArchivo((x) => (e2e = x));
afterAll(async () => {
  await smtp?.cerrar();
});

async function abrirPanel(page: Page): Promise<void> {
  await page.goto(`${e2e.web}/configuracion`);
  await page.getByRole('heading', { name: 'Configuración del Sistema' }).waitFor();
  await page.getByRole('tab', { name: 'Email', exact: true }).click();
  await page.getByText('Esta configuración afecta a todos los emails de la plataforma').waitFor();
}

/** The preview frame's text (a sandboxed srcdoc frame: read as the browser rendered it). */
async function textoVistaPrevia(page: Page): Promise<string> {
  return (await page.frameLocator('[data-testid="vista-previa"]').locator('body').textContent()) ?? '';
}

describe('Email panel in the browser', () => {
  it('the superadmin tests the SMTP server, edits a template with its live preview, saves, and finds it after a reload', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 900 });
    await abrirPanel(page);
    const panel = page.getByTestId('panel-email');
    await panel.getByTestId('email-por-defecto').waitFor();
    expect(await panel.getByLabel('Puerto').inputValue()).toBe('587');

    // The SMTP server, tested with a wrong password, then the right one.
    await panel.locator('[data-proveedor="smtp"]').click();
    await panel.getByLabel('Servidor SMTP (host)').fill('127.0.0.1');
    await panel.getByLabel('Puerto').fill(String(smtp.port));
    await panel.getByLabel('Usuario SMTP').fill(USUARIO);
    await panel.getByLabel('Contraseña SMTP').fill('Smtp-Incorrecta-1');
    await panel.getByRole('button', { name: 'Probar Conexión' }).click();
    const resultado = panel.getByTestId('resultado-smtp');
    await resultado.getByText(/^Error en conexión SMTP: /).waitFor();
    expect(smtp.recibidos).toHaveLength(0);
    await panel.getByLabel('Contraseña SMTP').fill(PASSWORD);
    await panel.getByRole('button', { name: 'Probar Conexión' }).click();
    await resultado.getByText('Conexión SMTP exitosa - Email de prueba enviado', { exact: true }).waitFor();
    expect(smtp.recibidos).toHaveLength(1);
    expect(smtp.recibidos[0]!.to).toEqual([SUPERADMIN.email]);
    expect(smtp.recibidos[0]!.data).toContain('Prueba de conexi');
    await screenshot(page, 'configuracion-email-smtp');

    // The candidates' mailbox.
    await panel.getByRole('tab', { name: 'Emails por Categoría' }).click();
    await panel.getByLabel('Nombre del remitente (Candidatos)').fill('Selección Talentia');
    await panel.getByLabel('Email del remitente (Candidatos)').fill('seleccion@talentia.test');
    await screenshot(page, 'configuracion-email-categorias');

    // A template: the preview follows the editor, with the sample values in.
    await panel.getByRole('tab', { name: 'Plantillas' }).click();
    await panel
      .getByTestId('plantilla-uso')
      .getByText(/Todavía ningún evento de Talentia envía esta plantilla/)
      .waitFor();
    await panel.getByLabel('Categoría', { exact: true }).selectOption('candidatos');
    await panel.getByLabel('Plantilla', { exact: true }).selectOption('recordatorioEntrevista');
    await panel.getByTestId('plantilla-uso').getByText('Se envía con: Recordatorio automático antes de la entrevista.').waitFor();
    const asunto = panel.getByLabel('Asunto');
    const cuerpo = panel.getByLabel('Contenido (HTML)');
    await asunto.fill('Mañana te esperamos, {{nombreCandidato}}');
    await cuerpo.fill('<p>Hola {{nombreCandidato}}, tu cita con {{nombreEmpresa}} sigue en pie.</p><p>Tipo: </p>');
    // A placeholder goes in where the cursor is.
    await cuerpo.focus();
    await cuerpo.press('End');
    for (let i = 0; i < '</p>'.length; i++) await cuerpo.press('ArrowLeft');
    await panel.getByRole('button', { name: /^Insertar \{\{servicio\}\}/ }).click();
    expect(await cuerpo.inputValue()).toBe(
      '<p>Hola {{nombreCandidato}}, tu cita con {{nombreEmpresa}} sigue en pie.</p><p>Tipo: {{servicio}}</p>',
    );
    await expect.poll(() => textoVistaPrevia(page)).toContain('Hola Javier Ortega, tu cita con Acme Talento S.L. sigue en pie.');
    expect(await textoVistaPrevia(page)).toContain('Tipo: Entrevista por competencias');
    expect(await panel.getByTestId('vista-previa-asunto').textContent()).toBe('Mañana te esperamos, Javier Ortega');
    expect(await panel.getByTestId('vista-previa').getAttribute('sandbox')).toBe('');
    // An unknown placeholder is refused as it is typed.
    await cuerpo.fill('<p>Hola {{nombreCandidato}}, {{descuento}}</p>');
    await panel.getByText(/«Recordatorio de entrevista» no tiene \{\{descuento\}\}: usa /).waitFor();
    // Saving now is refused before it leaves: the tab and the template say where.
    await panel.getByRole('button', { name: 'Guardar Configuración' }).click();
    await panel.getByRole('tab', { name: 'Plantillas (con errores)' }).waitFor();
    expect(await panel.getByLabel('Plantilla', { exact: true }).locator('option:checked').textContent()).toBe(
      'Recordatorio de entrevista (con errores)',
    );
    await screenshot(page, 'configuracion-email-plantilla-error');
    await cuerpo.fill('<p>Hola {{nombreCandidato}}, tu cita con {{nombreEmpresa}} sigue en pie.</p><p>Tipo: {{servicio}}</p>');
    await expect.poll(() => panel.getByText(/no tiene \{\{descuento\}\}/).count()).toBe(0);
    // The text part.
    await panel.getByText('Texto', { exact: true }).click();
    expect(await panel.getByTestId('vista-previa-texto').textContent()).toContain('Tipo: Entrevista por competencias');
    await panel.getByText('HTML', { exact: true }).click();
    await panel.getByTestId('vista-previa').waitFor();
    await screenshot(page, 'configuracion-email-plantillas');

    await panel.getByRole('button', { name: 'Guardar Configuración' }).click();
    await page.getByText('Configuración guardada en el servidor').first().waitFor();

    // Opened again: the server, the stored password (not shown), the mailbox and the template are there.
    await abrirPanel(page);
    expect(await panel.getByLabel('Servidor SMTP (host)').inputValue()).toBe('127.0.0.1');
    expect(await panel.getByLabel('Puerto').inputValue()).toBe(String(smtp.port));
    expect(await panel.locator('[data-proveedor="smtp"]').getAttribute('data-state')).toBe('checked');
    const password = panel.getByLabel('Contraseña SMTP');
    expect(await password.inputValue()).toBe('');
    expect(await password.getAttribute('placeholder')).toContain('Contraseña guardada');
    expect(await page.content()).not.toContain(PASSWORD);
    await panel.getByRole('tab', { name: 'Emails por Categoría' }).click();
    expect(await panel.getByLabel('Email del remitente (Candidatos)').inputValue()).toBe('seleccion@talentia.test');
    await panel.getByRole('tab', { name: 'Servidor SMTP' }).click();
    // The stored password is used for the same server and user.
    await panel.getByRole('button', { name: 'Probar Conexión' }).click();
    await resultado.getByText('Conexión SMTP exitosa - Email de prueba enviado', { exact: true }).waitFor();
    expect(smtp.recibidos).toHaveLength(2);

    await panel.getByRole('tab', { name: 'Plantillas' }).click();
    await panel.getByLabel('Categoría', { exact: true }).selectOption('candidatos');
    await panel.getByLabel('Plantilla', { exact: true }).selectOption('recordatorioEntrevista');
    expect(await panel.getByLabel('Asunto').inputValue()).toBe('Mañana te esperamos, {{nombreCandidato}}');
    await expect.poll(() => textoVistaPrevia(page)).toContain('Tipo: Entrevista por competencias');

    // The tests are in the send log: the refused one and the two sent.
    await panel.getByRole('tab', { name: 'Avanzado' }).click();
    const registro = panel.getByTestId('registro-envios');
    await registro.waitFor();
    await expect.poll(() => registro.locator('tbody tr').count()).toBe(3);
    expect(await registro.locator('tr[data-estado="enviado"]').count()).toBe(2);
    const fallido = registro.locator('tr[data-estado="fallido"]');
    expect(await fallido.textContent()).toContain('Prueba de conexión SMTP');
    expect(await fallido.textContent()).toContain(SUPERADMIN.email);
    expect(await fallido.textContent()).not.toContain('Smtp-Incorrecta-1');
    expect(await panel.getByLabel('Reintentos máximos').inputValue()).toBe('3');
    await screenshot(page, 'configuracion-email-avanzado');

    // Back to the defaults, after a confirmation.
    await panel.getByRole('button', { name: 'Inicializar Configuración' }).click();
    const dialogo = page.getByRole('alertdialog');
    await dialogo.getByText(/Se borra el servidor SMTP guardado/).waitFor();
    await dialogo.getByRole('button', { name: 'Inicializar', exact: true }).click();
    await page.getByText('Configuración inicializada exitosamente').first().waitFor();
    await page.getByText('Las 34 plantillas de email están disponibles en la pestaña Plantillas.').first().waitFor();
    await panel.getByRole('tab', { name: 'Servidor SMTP' }).click();
    expect(await panel.locator('[data-proveedor="ses"]').getAttribute('data-state')).toBe('checked');
    expect(await panel.getByLabel('Servidor SMTP (host)').inputValue()).toBe('');
    expect(await panel.getByLabel('Contraseña SMTP').getAttribute('placeholder')).toBe('');
    await page.close();
  });

  it('on a phone the tabs, the buttons and the preview are on screen and can be pressed, within the CSP', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    const cspVioladas = await watchCspViolations(page);
    await entrarAlPanel(page, e2e.web, SUPERADMIN);
    await page.goto(`${e2e.web}/configuracion`);
    await page.getByRole('heading', { name: 'Configuración del Sistema' }).waitFor();
    const email = page.getByRole('tab', { name: 'Email', exact: true });
    await email.scrollIntoViewIfNeeded();
    await email.click();
    const panel = page.getByTestId('panel-email');
    await panel.getByText('Esta configuración afecta a todos los emails de la plataforma').waitFor();

    for (const nombre of ['Servidor SMTP', 'Emails por Categoría', 'Plantillas', 'Avanzado']) {
      const tab = panel.getByRole('tab', { name: nombre });
      await tab.scrollIntoViewIfNeeded();
      await expectClicable(page, tab, `la pestaña ${nombre} en un teléfono`);
    }
    const probar = panel.getByRole('button', { name: 'Probar Conexión' });
    await probar.scrollIntoViewIfNeeded();
    await expectClicable(page, probar, 'Probar Conexión en un teléfono');
    for (const nombre of ['Guardar Configuración', 'Inicializar Configuración']) {
      const boton = panel.getByRole('button', { name: nombre });
      await boton.scrollIntoViewIfNeeded();
      await expectClicable(page, boton, `${nombre} en un teléfono`);
    }
    await screenshot(page, 'configuracion-email-390');

    const plantillas = panel.getByRole('tab', { name: 'Plantillas' });
    await plantillas.scrollIntoViewIfNeeded();
    await plantillas.click();
    const vista = panel.getByTestId('vista-previa');
    await vista.scrollIntoViewIfNeeded();
    const caja = await expectEnPantalla(page, vista, 'la vista previa en un teléfono');
    expect(caja.width).toBeGreaterThan(300);
    // The email's 600 px column narrows inside the frame: nothing to scroll sideways.
    const desborde = await page
      .frameLocator('[data-testid="vista-previa"]')
      .locator('html')
      .evaluate((html) => html.scrollWidth - html.clientWidth);
    expect(desborde).toBeLessThanOrEqual(0);
    // The page itself does not scroll sideways either.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, 'configuracion-email-plantillas-390');
    // The preview (inline styles in a sandboxed srcdoc frame) is within the page's CSP.
    expect(await cspVioladas()).toEqual([]);
    await page.close();
  });
});
