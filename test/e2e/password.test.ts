// Passwords in the browser, against the whole local stack (D36, D37, D38): changing one's password in
// Mi Perfil; recovery from '¿Olvidaste tu contraseña?' through the email (read from the local SES
// store) to signing in with the new password; and the change a user created by an admin must make
// at first sign-in. Screenshots go to test-results/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { expectClicable, expectEnPantalla } from './geometria.js';
import { crearEmpresa } from '../integration/fixtures.js';
import { loginWithPassword, pilaDelArchivo, tokenDeSuperadmin, usuarioDeEmpresa, yaEligioPassword, type E2E } from './e2e-stack.js';

let e2e: E2E;
let adminToken: string;
const ADMIN = { email: 'rosa@rio.test', password: 'Rio-Admin-2026', nombre: 'Rosa' };

/** A user of the company made by its admin, with the password the admin typed. */
async function crearUsuario(email: string, nombre: string, password: string, opts: { yaEligio?: boolean } = {}) {
  const res = await e2e.api('POST', '/api/usuarios', { token: adminToken, body: { nombre, email, rol: 'operador', password } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  if (opts.yaEligio) await yaEligioPassword(email);
}

const apiLogin = (email: string, password: string) => e2e.api('POST', '/api/auth/login', { body: { email, password } });

/** Fills a field whose label starts with `label` (required fields carry an indicator). */
const field = (page: Page, label: string) => page.getByLabel(new RegExp(`^${label}`));

pilaDelArchivo(async (x) => {
  e2e = x;
  await crearEmpresa('rio', { nombre: 'Río Talento', nombreLegal: 'Río Talento S.A.S.', cif: 'B76543214' });
  await usuarioDeEmpresa(e2e, await tokenDeSuperadmin(e2e), { ...ADMIN, rol: 'admin', empresaId: 'rio' });
  adminToken = (await apiLogin(ADMIN.email, ADMIN.password)).body.data.token;
});

describe('passwords in the browser', () => {
  it('changing the password in Mi Perfil keeps the session and only the new password signs in', async () => {
    await crearUsuario('samuel@rio.test', 'Samuel', 'Tbnvfm-Dada-2026', { yaEligio: true });
    const otra = await apiLogin('samuel@rio.test', 'Tbnvfm-Dada-2026');
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await loginWithPassword(page, e2e.web, 'samuel@rio.test', 'Tbnvfm-Dada-2026');
    await page.waitForURL('**/dashboard');
    await page.goto(`${e2e.web}/perfil`);
    const seccion = page.locator('section').filter({ has: page.getByRole('heading', { name: 'Cambiar contraseña' }) });
    await seccion.waitFor();

    await field(page, 'Contraseña actual').fill('no-es-esta');
    await field(page, 'Nueva contraseña').fill('Tbnvfm-Propia-2026');
    await field(page, 'Confirmar nueva contraseña').fill('Tbnvfm-Propia-2026');
    await seccion.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await seccion.getByText('La contraseña actual no es correcta').waitFor();

    await field(page, 'Contraseña actual').fill('Tbnvfm-Dada-2026');
    await seccion.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await seccion.getByText('Contraseña cambiada correctamente. Se ha cerrado la sesión en tus otros dispositivos.').waitFor();
    // A full-page shot of a scrolled page draws the sticky header mid-page: from the top.
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'perfil-cambiar-password');

    // This browser stays signed in (a reload checks the stored token with /me); the other session ended.
    await page.reload();
    await page.getByRole('heading', { name: 'Mi Perfil' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/perfil');
    expect((await e2e.api('GET', '/api/auth/me', { token: otra.body.data.token })).status).toBe(401);
    expect((await apiLogin('samuel@rio.test', 'Tbnvfm-Dada-2026')).status).toBe(401);
    expect((await apiLogin('samuel@rio.test', 'Tbnvfm-Propia-2026')).status).toBe(200);
    await page.close();
  });

  it('an account Cognito holds in RESET_REQUIRED is taken from the sign-in to recovery with its email and told why (1366 and 390 px)', async () => {
    // Cognito's answer cannot be produced on cognito-local by an API call (no AdminResetUserPassword),
    // so the sign-in's answer is the server's own for PasswordResetRequiredException (unit-tested in
    // functions/lib/auth/auth.test.ts); recovery then runs for real against the local stack.
    await crearUsuario('valeria@rio.test', 'Valeria', 'Wbmfsjb-Dada-2026', { yaEligio: true });
    const { password: msg } = await import('../../shared/messages.js');
    for (const width of [1366, 390]) {
      const page = await e2e.browser.newPage({ viewport: { width, height: width > 500 ? 900 : 844 } });
      await page.route('**/api/auth/login', (route) =>
        route.fulfill({
          status: 403,
          contentType: 'application/json',
          body: JSON.stringify({ success: false, error: 'PASSWORD_RESET_REQUIRED', message: msg.restablecimientoObligatorio }),
        }),
      );
      await loginWithPassword(page, e2e.web, 'valeria@rio.test', 'Wbmfsjb-Dada-2026');
      await page.waitForURL('**/recuperar');
      const aviso = page.getByRole('status').filter({ hasText: msg.restablecimientoObligatorio });
      await aviso.waitFor();
      await expectEnPantalla(page, aviso, `el aviso a ${width} px`);
      expect(await field(page, 'Email').inputValue()).toBe('valeria@rio.test');
      const enviar = page.getByRole('button', { name: 'Enviar enlace' });
      await expectClicable(page, enviar, `Enviar enlace a ${width} px`);
      await screenshot(page, `recuperar-restablecimiento-obligatorio-${width}`);
      await enviar.click();
      await page.getByText(/Si el email corresponde a un usuario activo, recibirás en unos minutos un enlace/).waitFor();
      await page.close();
    }
    const store = await fetch(`${e2e.stack.mailUrl}/store`).then((r) => r.json());
    expect(
      store.emails.filter(
        (m: { subject: string; destination: { to: string[] } }) =>
          m.subject === 'Restablece tu contraseña de Talentia' && m.destination.to.includes('valeria@rio.test'),
      ).length,
    ).toBeGreaterThanOrEqual(1);
  });

  it('recovery: from ¿Olvidaste tu contraseña? to the email, the link, and signing in with the new password', async () => {
    await crearUsuario('tomas@rio.test', 'Tomás', 'Upnbt-Dada-2026', { yaEligio: true });
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${e2e.web}/login`);
    await page.getByLabel('Email').fill('tomas@rio.test');
    await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
    await page.waitForURL('**/recuperar');
    expect(await field(page, 'Email').inputValue()).toBe('tomas@rio.test');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await page.getByText(/Si el email corresponde a un usuario activo, recibirás en unos minutos un enlace/).waitFor();
    await screenshot(page, 'recuperar-enviado');

    // The email, as the local SES store holds it.
    const store = await fetch(`${e2e.stack.mailUrl}/store`).then((r) => r.json());
    const mail = store.emails.find(
      (m: { subject: string; destination: { to: string[] } }) =>
        m.subject === 'Restablece tu contraseña de Talentia' && m.destination.to.includes('tomas@rio.test'),
    );
    expect(mail, 'recovery email').toBeDefined();
    const link = /https?:\/\/[^\s"<]+\/restablecer#token=[A-Za-z0-9_-]+/.exec(mail.body.text)![0];
    expect(new URL(link).origin).toBe(new URL(e2e.web).origin);

    await page.goto(link);
    await page.getByRole('heading', { name: 'Restablecer contraseña' }).waitFor();
    // The token left the address bar at once.
    await page.waitForFunction(() => window.location.hash === '');
    await field(page, 'Nueva contraseña').fill('Upnbt-Propia-2026');
    await field(page, 'Confirmar nueva contraseña').fill('Upnbt-Propia-2026');
    await page.getByRole('button', { name: 'Guardar contraseña' }).click();
    await page.getByText('Contraseña restablecida. Ya puedes iniciar sesión con tu nueva contraseña.').waitFor();
    await screenshot(page, 'restablecer-hecho');

    await page.getByRole('link', { name: 'Iniciar sesión' }).click();
    await page.waitForURL('**/login');
    await loginWithPassword(page, e2e.web, 'tomas@rio.test', 'Upnbt-Propia-2026');
    await page.waitForURL('**/dashboard');
    await page.getByRole('banner').getByText('Tomás', { exact: false }).first().waitFor();

    // The same link never works again, and says so before any form (D119).
    const again = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await again.goto(link);
    await again.getByText('El enlace para restablecer la contraseña no es válido, ya se usó o ha caducado. Solicita uno nuevo.').waitFor();
    expect(await again.getByLabel(/^Nueva contraseña/).count()).toBe(0);
    expect(await again.getByRole('button', { name: 'Guardar contraseña' }).count()).toBe(0);
    await again.getByRole('link', { name: 'Solicitar un enlace nuevo' }).waitFor();
    await screenshot(again, 'restablecer-enlace-usado');
    expect((await apiLogin('tomas@rio.test', 'Upnbt-Otra-2026')).status).toBe(401);
    await again.close();
    await page.close();
  });

  it('a user created by an admin chooses their own password at first sign-in before anything else', async () => {
    await crearUsuario('ursula@rio.test', 'Úrsula', 'Dada-Por-Rosa-1');
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await loginWithPassword(page, e2e.web, 'ursula@rio.test', 'Dada-Por-Rosa-1');
    await page.waitForURL('**/cambiar-password');
    await page.getByRole('heading', { name: 'Cambiar contraseña' }).waitFor();
    await screenshot(page, 'cambio-obligatorio');

    // Nothing else opens meanwhile.
    await page.goto(`${e2e.web}/candidatos`);
    await page.waitForURL('**/cambiar-password');

    await field(page, 'Contraseña actual').fill('Dada-Por-Rosa-1');
    await field(page, 'Nueva contraseña').fill('Vstvmb-Propia-2026');
    await field(page, 'Confirmar nueva contraseña').fill('Vstvmb-Propia-2026');
    await page.getByRole('button', { name: 'Guardar y continuar' }).click();
    await page.waitForURL('**/dashboard');
    await page.getByRole('banner').getByText('Úrsula', { exact: false }).first().waitFor();
    await screenshot(page, 'cambio-obligatorio-hecho');

    const login = await apiLogin('ursula@rio.test', 'Vstvmb-Propia-2026');
    expect(login.status).toBe(200);
    expect(login.body.data.user.debeCambiarPassword).toBeUndefined();
    expect((await e2e.api('GET', '/api/perfil', { token: login.body.data.token })).status).toBe(200);
    await page.close();
  });
});
