// A demo request from the sign-in page, as a prospective customer makes it on a phone (D96):
// 'Solicitar demo gratuita' opens the form in a modal (loaded on demand), the contract's checks
// speak first, the filled form is sent and confirmed; every state passes axe at 390 px and nothing
// spills off the screen. Then the superadmin finds it through the API, and in the Panel Sistema at
// 1366 px (D125): the pending count on the Dashboard's card and on the Solicitudes tab, and 'Convertir
// en empresa' in view and clickable without scrolling sideways.
import { describe, expect, it } from 'vitest';
import { fotoSinHallazgos, screenshot, watchCspViolations } from './browser.js';
import { paginaEnPanel, pilaDelArchivo, SUPERADMIN, tokenDeSuperadmin, type E2E } from './e2e-stack.js';
import { caja, expectClicable, expectEnPantalla, expectSinSolapes } from './geometria.js';

let e2e: E2E;
pilaDelArchivo((pila) => (e2e = pila));

describe('a demo request from the sign-in page', () => {
  it('is sent from a phone, confirmed, and reaches the superadmin', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    const errores: string[] = [];
    page.on('pageerror', (err) => errores.push(err.message));
    const csp = await watchCspViolations(page);
    await page.goto(`${e2e.web}/login`);
    await page.getByRole('button', { name: 'Acceder' }).waitFor({ state: 'visible', timeout: 60_000 });

    await page.getByRole('button', { name: 'Solicitar demo gratuita' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Solicitar demo gratuita' });
    await dialogo.waitFor({ state: 'visible', timeout: 30_000 });
    await expectEnPantalla(page, dialogo, 'el formulario');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('demo-empresa');

    // Sent empty: the errors are on their fields and the focus goes to the first.
    await dialogo.getByRole('button', { name: 'Enviar solicitud' }).click();
    await dialogo.getByText('El nombre de la empresa es obligatorio').waitFor();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('demo-empresa');
    await fotoSinHallazgos(page, 'demo-errores-390', 'el formulario con errores');

    await dialogo.getByLabel('Empresa', { exact: true }).fill('Mar Azul Consultores');
    await dialogo.getByLabel('Nombre de contacto').fill('Irene Castaño');
    await dialogo.getByLabel('Email', { exact: true }).fill('irene@marazul.test');
    await dialogo.getByLabel('Número de empleados').selectOption({ label: '51-200' });
    await dialogo.getByLabel('Mensaje (opcional)').fill('Queremos verlo con el equipo de selección.');
    await dialogo.getByRole('checkbox', { name: /Acepto que Talentia guarde los datos/ }).check();
    await screenshot(page, 'demo-formulario-390');
    // The form is taller than the phone: it scrolls inside, and both buttons stay in view without scrolling.
    const enviar = dialogo.getByRole('button', { name: 'Enviar solicitud' });
    await expectClicable(page, dialogo.getByRole('button', { name: 'Cancelar' }), "'Cancelar'");
    await expectClicable(page, enviar, "'Enviar solicitud'");
    await enviar.click();

    await dialogo.getByText('¡Gracias! Hemos recibido tu solicitud.', { exact: false }).waitFor({ timeout: 30_000 });
    const cerrar = dialogo.getByRole('button', { name: 'Cerrar' });
    await expectClicable(page, cerrar, "'Cerrar'");
    await fotoSinHallazgos(page, 'demo-enviada-390', 'la confirmación');
    await cerrar.click();
    await dialogo.waitFor({ state: 'detached' });
    // The focus goes back to the link that opened the form.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Solicitar demo gratuita');
    expect(await csp()).toEqual([]);
    expect(errores).toEqual([]);
    await page.close();

    const token = await tokenDeSuperadmin(e2e);
    const lista = await e2e.api('GET', '/api/demo/solicitudes?estado=pendiente', { token });
    expect(lista.status).toBe(200);
    expect(lista.body.data.items).toEqual([
      expect.objectContaining({
        empresa: 'Mar Azul Consultores',
        nombre: 'Irene Castaño',
        email: 'irene@marazul.test',
        cantidadTrabajadores: 200,
        mensaje: 'Queremos verlo con el equipo de selección.',
        estado: 'pendiente',
      }),
    ]);
  }, 120_000);

  it('the superadmin sees the count and converts it at 1366 px without scrolling sideways', async () => {
    // A second request, with a long message: the row must still fit.
    const otra = await e2e.api('POST', '/api/demo/solicitudes', {
      body: {
        empresa: 'Bosque Norte Recursos Humanos S.L.',
        nombre: 'Maximiliano Fernández-Villaverde',
        email: 'maximiliano.fernandez-villaverde@bosquenorte-recursoshumanos.test',
        cantidadTrabajadores: 1000,
        mensaje:
          'Nos gustaría ver cómo funcionan las entrevistas asistidas por IA con candidatos de perfiles técnicos y comerciales. '.repeat(4),
        consentimiento: true,
      },
    });
    expect(otra.status).toBe(202);

    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 768 });
    await page.goto(`${e2e.web}/saas-admin`);
    const tarjeta = page.getByRole('group', { name: 'Solicitudes pendientes' });
    await tarjeta.getByText('Solicitudes pendientes (demos y altas): 2').waitFor({ timeout: 30_000 });
    await page.getByRole('tab', { name: /^Solicitudes\s*, 2 pendientes$/ }).waitFor();
    await screenshot(page, 'saas-dashboard-solicitudes-1366');
    await tarjeta.getByRole('button', { name: 'Ver solicitudes' }).click();
    await page.waitForURL('**/saas-admin?tab=solicitudes');
    const tabla = page.getByTestId('solicitudes-demo');
    await tabla.waitFor();
    const convertir = tabla.getByRole('button', { name: 'Convertir en empresa la solicitud de Bosque Norte Recursos Humanos S.L.' });
    await expectClicable(page, convertir, "'Convertir en empresa'");
    // The long email wraps inside its cell: it does not run under the actions.
    const fila = tabla.getByRole('row').filter({ hasText: 'Bosque Norte Recursos Humanos S.L.' });
    expectSinSolapes(
      [
        await caja(fila.getByTestId('email-solicitud')),
        await caja(convertir),
        await caja(fila.getByRole('button', { name: /^Marcar atendida/ })),
      ],
      'el email y las acciones',
    );
    // Nothing sideways: neither the page nor the table scrolls horizontally.
    const desborde = await page.evaluate(() => {
      const t = document.querySelector('[data-testid="solicitudes-demo"]')!;
      const area = t.parentElement!;
      return { pagina: document.documentElement.scrollWidth - window.innerWidth, tabla: area.scrollWidth - area.clientWidth };
    });
    expect(desborde.pagina).toBeLessThanOrEqual(0);
    expect(desborde.tabla).toBeLessThanOrEqual(0);
    await fotoSinHallazgos(page, 'saas-solicitudes-1366', 'la pestaña Solicitudes');
    await convertir.click();
    await page.waitForURL('**/onboarding?solicitud=*');
    await page.getByText('Datos de la solicitud de demo de Bosque Norte Recursos Humanos S.L.', { exact: false }).waitFor();
    await page.close();
  }, 120_000);

  it('«Registrar nueva empresa» asks for the company’s account, in its own words, and is listed as «Alta de empresa» (D162)', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${e2e.web}/login`);
    await page.getByRole('button', { name: 'Registrar nueva empresa' }).click({ timeout: 60_000 });
    const dialogo = page.getByRole('dialog', { name: 'Registrar nueva empresa' });
    await dialogo.getByText('Las cuentas de empresa las prepara el equipo de Talentia', { exact: false }).waitFor();
    await dialogo.getByLabel('Empresa', { exact: true }).fill('Cumbre Ingeniería');
    await dialogo.getByLabel('Nombre de contacto').fill('Julia Ferrer');
    await dialogo.getByLabel('Email', { exact: true }).fill('julia@cumbre.test');
    await dialogo.getByLabel('Número de empleados').selectOption({ label: '11-50' });
    await dialogo.getByRole('checkbox', { name: /preparar la cuenta de la empresa/ }).check();
    await fotoSinHallazgos(page, 'alta-formulario-390', 'el formulario de alta');
    await dialogo.getByRole('button', { name: 'Enviar solicitud de alta' }).click();
    await dialogo.getByText('¡Gracias! Hemos recibido tu solicitud.', { exact: false }).waitFor({ timeout: 30_000 });
    await page.close();

    const admin = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 768 });
    await admin.goto(`${e2e.web}/saas-admin?tab=solicitudes`);
    const fila = admin.getByTestId('solicitudes-demo').getByRole('row').filter({ hasText: 'Cumbre Ingeniería' });
    await fila.getByText('Alta de empresa').waitFor({ timeout: 30_000 });
    await screenshot(admin, 'saas-solicitudes-alta-1366');
    await admin.close();
  }, 120_000);
});
