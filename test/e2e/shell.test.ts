// The logged-in shell in the browser: the superadmin switches between the global and a company's
// dashboard; a company admin sees the bell count rise after real events (users added, an interview
// reminder from the hourly job), opens the panel and marks
// everything read; on a 390 px wide screen the navigation is a drawer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { programarEntrevista } from '../integration/fixtures.js';
import { paginaEnPanel, startE2E, SUPERADMIN, yaEligioPassword, type E2E } from './e2e-stack.js';

let e2e: E2E;
let superToken: string;
let empresaId: string;
const ADMIN = { email: 'ines@sol.test', password: 'Sol-Clave-2026', nombre: 'Inés' };

beforeAll(async () => {
  e2e = await startE2E();
  superToken = (await e2e.api('POST', '/api/auth/login', { body: SUPERADMIN })).body.data.token;
  const res = await e2e.api('POST', '/api/empresas', {
    token: superToken,
    body: {
      nombreLegal: 'Sol Consultores SL',
      nombreComercial: 'Sol Consultores',
      cif: 'B55555555',
      email: 'info@sol.test',
      licencias: { activas: 3 },
      adminData: { nombre: ADMIN.nombre, email: ADMIN.email, password: ADMIN.password, confirmPassword: ADMIN.password },
    },
  });
  expect(res.status).toBe(201);
  empresaId = res.body.data.id;
  await yaEligioPassword(ADMIN.email);
});
afterAll(async () => {
  await e2e?.stop();
});

describe('the shell in the browser', () => {
  it('the superadmin lands on the global dashboard, switches to a company and sees its dashboard', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 1440, height: 900 });
    const selector = page.getByLabel('Empresa actual');
    // The superadmin's home is the global one until they choose a company (issue 24).
    await page.getByRole('heading', { name: 'Dashboard Global' }).waitFor();
    expect(await selector.inputValue()).toBe('');
    await page.getByText('Conectado').first().waitFor();
    await screenshot(page, 'dashboard-global');
    await selector.selectOption({ label: 'Sol Consultores' });
    await page.getByRole('heading', { name: 'Dashboard - Sol Consultores' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    await screenshot(page, 'dashboard-empresa');
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
