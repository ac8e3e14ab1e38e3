// The onboarding wizard in the browser (D98), where a new customer starts: the superadmin opens it
// from the dashboard's 'Demo Onboarding', fills the 6 steps (the forms' defaults where there are:
// country, colours, plan professional), is stopped by a step's Spanish message before 'Siguiente',
// completes it and sees the result panel; then the new admin signs in with the password the
// credentials email carried and sees their company. 390 px and axe on the wizard; screenshots.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accessibilityViolations, screenshot } from './browser.js';
import { expectClicable } from './geometria.js';
import { paginaEnPanel, startE2E, SUPERADMIN, yaEligioPassword, type E2E } from './e2e-stack.js';

let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});
afterAll(async () => {
  await e2e?.stop();
});

const ADMIN = 'lucia@brisa.test';

describe('Onboarding wizard', () => {
  it('from the dashboard through 6 steps to a new company whose admin signs in; 390 px and axe', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 390, height: 844 });
    await page.getByRole('link', { name: 'Demo Onboarding' }).click();
    await page.waitForURL('**/onboarding');
    await page.getByRole('heading', { level: 1, name: 'Configuración de nueva empresa' }).waitFor();
    await page.getByText('Paso 1 de 6').waitFor();
    await page.getByText('17% completado').waitFor();
    expect(await page.getByRole('button', { name: 'Anterior' }).isDisabled()).toBe(true);

    // Step 1: 'Siguiente' with nothing typed is refused with the spec's message.
    await page.getByRole('button', { name: 'Siguiente' }).click();
    await page.getByText('Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)').first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), 'se desborda a lo ancho').toBeLessThanOrEqual(390);
    expect(await accessibilityViolations(page), 'axe a 390 px (paso 1 con errores)').toEqual([]);
    await screenshot(page, 'onboarding-paso1-errores-390');
    await page.getByLabel('Nombre Legal').fill('Brisa Consultores S.L.');
    await page.getByLabel('CIF').fill('B55555555');
    await page.getByLabel('Email de la empresa').fill('hola@brisa.test');
    expect(await page.getByLabel('País').inputValue()).toBe('España');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 2: the main administrator.
    await page.getByText('Paso 2 de 6').waitFor();
    await page.getByLabel('Nombre del administrador').fill('Lucía Brisa');
    await page.getByLabel('Email del administrador').fill(ADMIN);
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 3: the subdomain is forced to lowercase a-z 0-9 '-'; colours keep their defaults.
    await page.getByText('Paso 3 de 6').waitFor();
    await page.getByLabel('Subdominio').fill('Brisa RRHH!');
    expect(await page.getByLabel('Subdominio').inputValue()).toBe('brisarrhh');
    expect(await page.getByLabel('Color primario').inputValue()).toBe('#0066cc');
    await screenshot(page, 'onboarding-paso3-390');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 4: the stored active plans, professional by default.
    await page.getByText('Paso 4 de 6').waitFor();
    await page.getByRole('combobox', { name: 'Plan' }).locator('option', { hasText: 'Professional' }).waitFor({ state: 'attached' });
    expect(await page.getByRole('combobox', { name: 'Plan' }).inputValue()).toBe('professional');
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 5: two initial areas.
    await page.getByText('Paso 5 de 6').waitFor();
    await page.getByText('Tecnología', { exact: true }).click();
    await page.getByText('Ventas', { exact: true }).click();
    await page.getByRole('button', { name: 'Siguiente' }).click();

    // Step 6: the summary states the 30-day trial; 'Completar Configuración'.
    await page.getByText('100% completado').waitFor();
    await page.getByText('30 días de prueba gratuita').waitFor();
    expect(await accessibilityViolations(page), 'axe a 390 px (resumen)').toEqual([]);
    await expectClicable(page, page.getByRole('button', { name: 'Completar Configuración' }), 'Completar Configuración');
    await screenshot(page, 'onboarding-resumen-390');
    await page.getByRole('button', { name: 'Completar Configuración' }).click();

    const resultado = page.getByRole('status').filter({ hasText: 'Empresa creada' });
    await resultado
      .getByText(`El administrador recibirá por email sus credenciales para entrar con ${ADMIN}.`)
      .waitFor({ timeout: 20_000 });
    await resultado.getByText('brisarrhh.talentia.app').waitFor();
    expect(await accessibilityViolations(page), 'axe a 390 px (resultado)').toEqual([]);
    await screenshot(page, 'onboarding-resultado-390');
    await page.close();

    // The new admin signs in with the mailed password and sees their company.
    const store = await fetch(`${e2e.stack.mailUrl}/store`).then((r) => r.json());
    const mail = store.emails.find((m: { destination: { to: string[] } }) => m.destination.to.includes(ADMIN));
    const password = /font-size:16px">([^<]+)</.exec(mail.html ?? mail.body?.html ?? '')![1].replace(/&amp;/g, '&');
    await yaEligioPassword(ADMIN);
    const admin = await paginaEnPanel(e2e, { email: ADMIN, password }, { width: 1280, height: 900 });
    await admin.getByRole('heading', { name: /Dashboard - Brisa Consultores/ }).waitFor();
    await screenshot(admin, 'onboarding-admin-dashboard');
    await admin.close();
  });
});
