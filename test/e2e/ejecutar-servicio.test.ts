// Servicios HR → «Ejecutar» → a scheduled interview (D162), from where a new customer starts: the
// superadmin creates the company with the onboarding wizard and its defaults (reloading half-way:
// what was typed and the step stay), its admin signs in with the mailed password, adds a candidate,
// and on Servicios HR runs a template the company contracted — the schedule form opens with it
// chosen — while the one it did not contract says so and offers no run button. Screenshots.
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { screenshot } from './browser.js';
import { paginaEnPanel, pilaDelArchivo, SUPERADMIN, yaEligioPassword, type E2E } from './e2e-stack.js';

let e2e: E2E;

pilaDelArchivo((x) => (e2e = x));

const ADMIN = { nombre: 'Nuria Salas', email: 'nuria@cierzo.test' };
const CANDIDATO = { nombre: 'Pablo Ortega', email: 'pablo@correo.test' };

/** 'YYYY-MM-DDTHH:mm' some days from now on the clock of `zona`. */
function diaEnZona(dias: number, hora: string, zona: string): string {
  const fecha = new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(Date.now() + dias * 86_400_000),
  );
  return `${fecha}T${hora}`;
}

async function elegir(page: Page, dialog: Locator, campo: string, texto: string, opcion: string) {
  await dialog.getByRole('combobox', { name: campo }).fill(texto);
  await page.getByRole('option', { name: new RegExp(opcion) }).click();
  await expect.poll(() => dialog.getByRole('combobox', { name: campo }).inputValue()).toBe(opcion);
}

describe('Servicios HR → Ejecutar', () => {
  it('a company made with the wizard (a reload half-way) runs its contracted template into a scheduled interview', async () => {
    // The superadmin creates the company with the wizard's defaults.
    const sa = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 900 });
    await sa.goto(`${e2e.web}/onboarding`);
    await sa.getByText('Paso 1 de 6').waitFor();
    await sa.getByLabel('Nombre Legal').fill('Cierzo Logística S.L.');
    await sa.getByLabel('CIF').fill('B23456783');
    await sa.getByLabel('Email de la empresa').fill('hola@cierzo.test');
    await sa.getByRole('button', { name: 'Siguiente' }).click();
    await sa.getByText('Paso 2 de 6').waitFor();
    await sa.getByLabel('Nombre del administrador').fill(ADMIN.nombre);
    await sa.getByLabel('Email del administrador').fill(ADMIN.email);
    // A reload keeps what was typed and the step (the tab's draft).
    await sa.reload();
    await sa.getByText('Paso 2 de 6').waitFor();
    expect(await sa.getByLabel('Email del administrador').inputValue()).toBe(ADMIN.email);
    await screenshot(sa, 'ejecutar-onboarding-tras-recargar');
    await sa.getByRole('button', { name: 'Siguiente' }).click();
    // Step 3: the subdomain is the one field without a default; then plan, services and summary as they come.
    await sa.getByText('Paso 3 de 6').waitFor();
    await sa.getByLabel('Subdominio').fill('cierzo');
    for (const paso of [4, 5, 6]) {
      await sa.getByRole('button', { name: 'Siguiente' }).click();
      await sa.getByText(`Paso ${paso} de 6`).waitFor();
    }
    await sa.getByRole('button', { name: 'Completar Configuración' }).click();
    await sa
      .getByRole('status')
      .filter({ hasText: 'Empresa creada' })
      .getByText(`El administrador recibirá por email sus credenciales para entrar con ${ADMIN.email}.`)
      .waitFor({ timeout: 30_000 });
    await sa.close();

    // Its admin signs in with the mailed password and adds a candidate.
    const store = await fetch(`${e2e.stack.mailUrl}/store`).then((r) => r.json());
    const mail = store.emails.find((m: { destination: { to: string[] } }) => m.destination.to.includes(ADMIN.email));
    const password = /font-size:16px">([^<]+)</.exec(mail.html ?? mail.body?.html ?? '')![1].replace(/&amp;/g, '&');
    await yaEligioPassword(ADMIN.email);
    const login = await e2e.api('POST', '/api/auth/login', { body: { email: ADMIN.email, password } });
    const alta = await e2e.api('POST', '/api/candidatos', {
      token: login.body.data.token,
      body: { nombre: CANDIDATO.nombre, email: CANDIDATO.email, posicion: 'Jefe de almacén' },
    });
    expect(alta.status, JSON.stringify(alta.body)).toBe(201);
    const page = await paginaEnPanel(e2e, { email: ADMIN.email, password }, { width: 1366, height: 900 });

    // Servicios HR: the contracted template runs; the others say they are not available.
    await page.getByRole('link', { name: 'Servicios HR' }).first().click();
    const vocacional = page.getByTestId('servicio').filter({ hasText: 'Test Vocacional' });
    // The wizard's company contracts Test Vocacional and Entrevistas en Profundidad, not Mapeo Organizacional.
    const mapeo = page.getByTestId('servicio').filter({ hasText: 'Mapeo Organizacional' });
    await mapeo.getByText('No disponible para la empresa').waitFor();
    expect(await mapeo.getByRole('button', { name: /^Ejecutar/ }).count()).toBe(0);
    await vocacional.getByRole('button', { name: 'Ejecutar Test Vocacional' }).waitFor();
    await screenshot(page, 'ejecutar-servicios-hr');
    await vocacional.getByRole('button', { name: 'Ejecutar Test Vocacional' }).click();

    // The schedule form, with the template chosen.
    await page.waitForURL('**/entrevistas?**');
    const dialog = page.getByRole('dialog', { name: 'Programar entrevista' });
    await expect.poll(() => dialog.getByRole('combobox', { name: 'Servicio de IA' }).inputValue()).toBe('Test Vocacional');
    await elegir(page, dialog, 'Candidato', 'pablo', CANDIDATO.nombre);
    const zona = await dialog.getByLabel('Zona horaria').inputValue();
    await dialog.getByLabel('Fecha y hora').fill(diaEnZona(2, '10:00', zona));
    await screenshot(page, 'ejecutar-programar');
    await dialog.getByRole('button', { name: 'Programar entrevista' }).click();
    await dialog.waitFor({ state: 'detached' });
    const tarjeta = page.getByTestId('entrevista').filter({ hasText: CANDIDATO.nombre });
    await tarjeta.getByText('Test Vocacional').waitFor();
    await screenshot(page, 'ejecutar-programada');
    await page.close();
  });
});
