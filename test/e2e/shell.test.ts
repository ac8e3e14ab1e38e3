// The logged-in shell in the browser: the superadmin switches between the global and a company's
// dashboard, and finds a company beyond the first page from the header without leaving the screen; a company admin sees the bell count rise after real events (users added, an interview
// reminder from the hourly job), opens the panel and marks
// everything read; on a 390 px wide screen the navigation is a drawer.
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { programarEntrevista } from '../integration/fixtures.js';
import { paginaEnPanel, pilaDelArchivo, SUPERADMIN, yaEligioPassword, type E2E } from './e2e-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';

let e2e: E2E;
let superToken: string;
let empresaId: string;
const ADMIN = { email: 'ines@sol.test', password: 'Sol-Clave-2026', nombre: 'Inés' };

pilaDelArchivo(async (x) => {
  e2e = x;
  superToken = (await e2e.api('POST', '/api/auth/login', { body: SUPERADMIN })).body.data.token;
  const res = await e2e.api('POST', '/api/empresas', {
    token: superToken,
    body: {
      nombreLegal: 'Sol Consultores SL',
      nombreComercial: 'Sol Consultores',
      cif: 'B55555551',
      email: 'info@sol.test',
      licencias: { activas: 3 },
      adminData: { nombre: ADMIN.nombre, email: ADMIN.email, password: ADMIN.password, confirmPassword: ADMIN.password },
    },
  });
  expect(res.status).toBe(201);
  empresaId = res.body.data.id;
  await yaEligioPassword(ADMIN.email);
  // More companies than the session's first page (25), all newer than Sol Consultores: the header
  // must still reach it (D123). Made through the API: 27 forms by hand are no test of it.
  for (let i = 1; i <= 27; i++) {
    const n = String(i).padStart(2, '0');
    const otra = await e2e.api('POST', '/api/empresas', {
      token: superToken,
      body: {
        nombreLegal: `Relleno ${n} SL`,
        nombreComercial: `Relleno ${n}`,
        cif: completarCif('B', String(1_000_000 + i)),
        email: `info@relleno${n}.test`,
      },
    });
    expect(otra.status).toBe(201);
  }
});

describe('the shell in the browser', () => {
  it('the superadmin lands on the global dashboard, switches to a company and sees its dashboard', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1440, height: 900 });
    // The superadmin's home is the global one until they choose a company (D81).
    await page.getByRole('heading', { name: 'Dashboard Global' }).waitFor();
    await page.getByRole('button', { name: 'Empresa actual Todas las empresas' }).waitFor();
    await page.getByText('Conectado').first().waitFor();
    await screenshot(page, 'dashboard-global');
    await page.getByRole('button', { name: 'Empresa actual Todas las empresas' }).click();
    await page.getByRole('combobox', { name: 'Buscar empresa' }).fill('Sol');
    await page.getByRole('option', { name: /^Sol Consultores/ }).click();
    await page.getByRole('heading', { name: 'Dashboard - Sol Consultores' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await screenshot(page, 'dashboard-empresa');
    await page.close();
  });

  it('with more than 25 companies the superadmin finds the oldest from the header at 1366 px and stays on Candidatos (D123)', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1366, height: 900 });
    await page.goto(`${e2e.web}/candidatos`);
    await page.getByText('Selecciona una empresa').first().waitFor();
    await page.getByRole('button', { name: 'Empresa actual Todas las empresas' }).click();
    const caja = page.getByRole('combobox', { name: 'Buscar empresa' });
    await caja.waitFor();
    // The first page holds the 25 newest: Sol Consultores, the oldest, is not in it.
    const lista = page.getByRole('listbox', { name: 'Empresas' });
    await lista.getByRole('option', { name: /^Relleno 27/ }).waitFor();
    expect(await lista.getByRole('option').count()).toBe(26);
    expect(await lista.getByRole('option', { name: /^Sol Consultores/ }).count()).toBe(0);
    await caja.pressSequentially('consultores');
    const sol = lista.getByRole('option', { name: /^Sol Consultores/ });
    await sol.waitFor();
    await screenshot(page, 'selector-empresa-busqueda');
    // Keyboard: the first result is the active one; Intro chooses it.
    await caja.press('Enter');
    await page.getByRole('button', { name: 'Empresa actual Sol Consultores' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/candidatos');
    await page.getByRole('heading', { level: 1, name: 'Candidatos' }).waitFor();
    await screenshot(page, 'selector-empresa-candidatos');
    await page.close();
  });

  it('a company admin sees the bell count rise after events, opens the panel and marks all read', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1440, height: 900 });
    const bell = page.getByRole('button', { name: /^Notificaciones/ });
    await bell.waitFor();
    expect((await bell.textContent())?.replace(/\D/g, '') ?? '').toBe('');

    // Real events: two users added to the company by the platform, and an interview scheduled for
    // three hours from now, which the hourly reminders job picks up.
    for (const email of ['ana@sol.test', 'beto@sol.test']) {
      const res = await e2e.api('POST', '/api/usuarios', {
        token: superToken,
        body: { nombre: email.split('@')[0], email, rol: 'operador', empresaId, password: 'Sol-Usuario-2026' },
      });
      expect(res.status).toBe(201);
    }
    await programarEntrevista(empresaId, {
      fechaProgramada: new Date(Date.now() + 3 * 3_600_000),
      candidato: 'Rosa Marin',
      creadoPor: 'equipo-sol',
    });
    const { handler } = await import('../../functions/jobs/recordatorios.js');
    expect((await handler()).entrevistas.emails).toBe(1);
    await page.reload();
    await page.waitForFunction(() => document.querySelector('[aria-label^="Notificaciones"]')?.textContent?.includes('3'), null, {
      timeout: 30_000,
    });
    await bell.click();
    await page.getByText('Nuevo usuario en Sol Consultores').first().waitFor();
    await page.getByText('Entrevista en las próximas 24 horas').waitFor();
    await screenshot(page, 'notificaciones');
    const [leerTodas] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/notificaciones/leer-todas'), { timeout: 15_000 }),
      page.getByRole('button', { name: 'Marcar todo como leído' }).click(),
    ]);
    expect(leerTodas.status()).toBe(200);
    await page.waitForFunction(() => !/\d/.test(document.querySelector('[aria-label^="Notificaciones"]')?.textContent ?? ''), null, {
      timeout: 15_000,
    });
    const token = await page.evaluate(() => localStorage.getItem('talentia.authToken'));
    expect((await e2e.api('GET', '/api/notificaciones', { token: token! })).body.data.noLeidas).toBe(0);
    await page.close();
  });

  it('on a 390 px wide screen the navigation opens as a drawer', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Áreas' }).waitFor();
    await screenshot(page, 'drawer-390');
    await drawer.getByRole('link', { name: 'Áreas' }).click();
    await page.waitForURL('**/areas');
    await page.close();
  });
});
