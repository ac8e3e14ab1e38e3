// Identity in the browser, against the whole local stack: password login to the dashboard, the
// full Google flow through the local OIDC issuer, a refused social login, profile edit with an
// avatar upload, user management and logout. Screenshots go to test-results/screenshots/.
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { expectClicable, expectEnPantalla } from './geometria.js';
import { crearEmpresa } from '../integration/fixtures.js';
import { loginWithPassword, pilaDelArchivo, sesionesDeNavegador, tokenDeSuperadmin, usuarioDeEmpresa, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { email: 'laura@andina.test', password: 'Boejob-Talento-2026', nombre: 'Laura' };
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

pilaDelArchivo(async (x) => {
  e2e = x;
  // A company, and its admin made through the API as the superadmin would.
  await crearEmpresa('andina', { nombre: 'Andina Talento', nombreLegal: 'Andina Talento S.A.S.', cif: 'B23456783' });
  await usuarioDeEmpresa(e2e, await tokenDeSuperadmin(e2e), { ...ADMIN, apellidos: 'Gómez', rol: 'admin', empresaId: 'andina' });
});
afterAll(async () => {
  await sesiones.cerrar();
});

/** The admin signs in once for the three tests that use the screens as her (the sign-in itself is tested above). */
const sesiones = sesionesDeNavegador(() => e2e);

describe('identity in the browser', () => {
  it('password login lands on the dashboard; logout goes back to /login and stays there', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 800 } });
    await loginWithPassword(page, e2e.web, ` ${ADMIN.email.toUpperCase()} `, ADMIN.password);
    await page.waitForURL('**/dashboard', { timeout: 60_000 });
    await page.getByRole('banner').getByText(ADMIN.nombre).first().waitFor();
    await screenshot(page, 'dashboard-admin');

    await page.getByRole('button', { name: 'Cerrar Sesión' }).click();
    await page.waitForURL('**/login');
    await page.reload();
    await page.getByRole('button', { name: 'Acceder' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate(() => localStorage.getItem('talentia.authToken'))).toBeNull();
    await page.close();
  });

  it('a wrong password shows the server message in the alert', async () => {
    const page = await e2e.browser.newPage();
    await loginWithPassword(page, e2e.web, ADMIN.email, 'no-es-la-clave');
    await page.getByText('Email o contraseña incorrectos').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await page.close();
  });

  it('Google through the local OIDC issuer: /oauth/success, then the dashboard after 2 s; no address carries a token', async () => {
    const page = await e2e.browser.newPage();
    // Every address the tab goes through (the API's redirects included): none may carry a token (D75).
    const direcciones: string[] = [];
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) direcciones.push(frame.url());
    });
    page.on('request', (request) => {
      if (request.isNavigationRequest()) direcciones.push(request.url());
    });
    await page.goto(`${e2e.web}/login`);
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByRole('button', { name: 'Continuar con Google' }).click();
    await page.waitForURL('**/oauth/success**');
    await page.getByText('Autenticación exitosa').waitFor({ timeout: 30_000 });
    await screenshot(page, 'oauth-success');
    await page.waitForURL('**/dashboard', { timeout: 10_000 });
    await page.getByRole('banner').getByText(ADMIN.nombre).first().waitFor();

    expect(direcciones.some((d) => new URL(d).pathname === '/oauth/success')).toBe(true);
    expect(direcciones.filter((d) => /[?&#]token=|[?&]expiresIn=|eyJ[\w-]*\.[\w-]+\./.test(d))).toEqual([]);
    // The session is the refresh cookie's token, and it works.
    const token = await page.evaluate(() => localStorage.getItem('talentia.authToken'));
    expect((await e2e.api('GET', '/api/oauth/verify', { token: token! })).body.data.user.email).toBe(ADMIN.email);
    await page.close();
  });

  it('a social login for an email with no platform user shows the spec message and a retry button', async () => {
    const page = await e2e.browser.newPage();
    await page.goto(`${e2e.web}/login`);
    await page.getByLabel('Email').fill('desconocida@otra.test');
    await page.getByRole('button', { name: 'Continuar con Microsoft' }).click();
    await page.getByText('Error al autenticarse con Microsoft').waitFor({ timeout: 30_000 });
    // Who can sign in, and whom to ask: the same words for any email (none is revealed).
    const alerta = page.getByRole('alert').filter({ hasText: 'Error al autenticarse con Microsoft' });
    expect(await alerta.textContent()).toContain('Solo pueden iniciar sesión las cuentas que tu empresa ha creado en Talentia');
    expect(await alerta.textContent()).not.toContain('desconocida@otra.test');
    await screenshot(page, 'oauth-error');
    await page.getByRole('button', { name: 'Intentar nuevamente' }).click();
    await page.waitForURL('**/login');
    await page.close();
  });

  it('profile edit with an avatar upload is saved and shown', async () => {
    const page = await sesiones.pagina('admin', ADMIN, { width: 1280, height: 900 }, '/perfil');
    await page.getByLabel('Apellidos').waitFor();
    await expect(page.getByLabel('Email').isDisabled()).resolves.toBe(true);
    await page.getByLabel('Apellidos').fill('Gómez Restrepo');
    await page.getByLabel('Título / Puesto').fill('Directora de Personas');
    await page.getByLabel('Foto de perfil').setInputFiles({ name: 'yo.png', mimeType: 'image/png', buffer: PNG_1PX });
    await page.waitForFunction(() => [...document.querySelectorAll('img')].some((i) => i.src.includes('/uploads/avatars/')), null, {
      timeout: 20_000,
    });
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Perfil actualizado correctamente').waitFor();
    await screenshot(page, 'perfil-guardado');

    const token = await page.evaluate(() => localStorage.getItem('talentia.authToken'));
    const perfil = await e2e.api('GET', '/api/perfil', { token: token! });
    expect(perfil.body.data).toMatchObject({ apellidos: 'Gómez Restrepo', puesto: 'Directora de Personas' });
    expect(perfil.body.data.avatarUrl).toMatch(/^\/uploads\/avatars\//);
    const img = await fetch(`${e2e.stack.apiUrl}${perfil.body.data.avatarUrl}`);
    expect(Buffer.from(await img.arrayBuffer()).equals(PNG_1PX)).toBe(true);
    await page.close();
  });

  it('an admin creates a user from the Usuarios screen and the new user can sign in', async () => {
    const page = await sesiones.pagina('admin', ADMIN, { width: 1280, height: 900 });
    await page.getByRole('link', { name: 'Usuarios' }).click();
    await page.getByRole('button', { name: 'Nuevo usuario' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Nuevo usuario' });
    await dialog.getByLabel('Nombre').fill('Pedro');
    await dialog.getByLabel('Email').fill('pedro@andina.test');
    await dialog.getByRole('button', { name: 'Crear usuario' }).click();
    await page.getByText('Contraseña generada').first().waitFor();
    const password = await page.getByRole('dialog').getByRole('textbox').inputValue();
    expect(password).toHaveLength(12);
    await screenshot(page, 'usuarios-password-generada');
    await page.getByRole('button', { name: 'Entendido' }).click();
    await page.getByText('pedro@andina.test').waitFor();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await screenshot(page, 'usuarios');
    const login = await e2e.api('POST', '/api/auth/login', { body: { email: 'pedro@andina.test', password } });
    expect(login.status).toBe(200);
    expect(login.body.data.user.rol).toBe('operador');
    await page.close();
  });

  it('at 390 px each user shows their role, state and actions on screen (D119)', async () => {
    const page = await sesiones.pagina('admin', ADMIN, { width: 390, height: 844 }, '/usuarios');
    const lista = page.getByRole('list', { name: 'Usuarios' });
    await lista.waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    // No sideways scrolling: the page is as wide as the phone.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const personas = [
      { nombre: 'Laura Gómez', rol: 'Administrador', yo: true },
      { nombre: 'Pedro', rol: 'Operador', yo: false },
    ];
    for (const p of personas) {
      const tarjeta = lista.getByRole('listitem', { name: p.nombre });
      await tarjeta.scrollIntoViewIfNeeded();
      await expectEnPantalla(page, tarjeta.getByText(p.rol, { exact: true }), `el rol de ${p.nombre}`);
      await expectEnPantalla(page, tarjeta.getByText('Activo', { exact: true }), `el estado de ${p.nombre}`);
      const editar = tarjeta.getByRole('button', { name: `Editar a ${p.nombre}` });
      await editar.scrollIntoViewIfNeeded();
      await expectClicable(page, editar, `Editar a ${p.nombre}`);
      await expectClicable(page, tarjeta.getByRole('button', { name: `Eliminar a ${p.nombre}` }), `Eliminar a ${p.nombre}`);
      await expectEnPantalla(page, tarjeta.locator('[data-scope="switch"][data-part="control"]'), `el interruptor de ${p.nombre}`);
      expect(await tarjeta.getByLabel(`Desactivar a ${p.nombre}`).isChecked()).toBe(true);
      expect(await tarjeta.getByRole('button', { name: `Eliminar a ${p.nombre}` }).isDisabled()).toBe(p.yo);
    }
    await lista.getByRole('listitem').first().scrollIntoViewIfNeeded();
    await screenshot(page, 'usuarios-390');

    // The actions work from the card: Edit opens the user's dialog.
    await lista.getByRole('listitem', { name: 'Pedro' }).getByRole('button', { name: 'Editar a Pedro' }).click();
    await page.getByRole('dialog').waitFor();
    await page.close();
  });
});
