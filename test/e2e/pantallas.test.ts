// What fits on the screen, measured at a laptop's 1366 px and a phone's 390 px: the avatar menu of
// every role opens inside the viewport with every item visible and clickable; the Empresas
// screen keeps every row's actions reachable (a table that fits, cards on a phone) and the
// 'Nueva Empresa' dialog's tabs do not overlap.
import { afterAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { caja, expectClicable, expectEnPantalla, expectSinSolapes } from './geometria.js';
import { pilaDelArchivo, sesionesDeNavegador, SUPERADMIN, yaEligioPassword, type E2E } from './e2e-stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';

let e2e: E2E;
const ADMIN = { email: 'marta@brisa.test', password: 'Brisa-Clave-2026', nombre: 'Marta' };
const OPERADOR = { email: 'oscar@brisa.test', password: 'Brisa-Operador-2026', nombre: 'Óscar' };
const ANCHOS = [1366, 390] as const;

pilaDelArchivo(async (x) => {
  e2e = x;
  const su = (await e2e.api('POST', '/api/auth/login', { body: SUPERADMIN })).body.data.token;
  const res = await e2e.api('POST', '/api/empresas', {
    token: su,
    body: {
      nombreLegal: 'Brisa Recursos Humanos y Consultoría Estratégica SL',
      nombreComercial: 'Brisa Recursos Humanos',
      cif: 'B66666660',
      email: 'contacto.personas@brisa-recursos-humanos.test',
      telefono: '+34 600 123 456',
      adminData: { nombre: ADMIN.nombre, email: ADMIN.email, password: ADMIN.password, confirmPassword: ADMIN.password },
    },
  });
  expect(res.status).toBe(201);
  const empresaId = res.body.data.id;
  const op = await e2e.api('POST', '/api/usuarios', {
    token: su,
    body: { nombre: OPERADOR.nombre, email: OPERADOR.email, rol: 'operador', empresaId, password: OPERADOR.password },
  });
  expect(op.status).toBe(201);
  // Both were given their passwords by someone else: skip the change required at first sign-in.
  await yaEligioPassword(ADMIN.email);
  await yaEligioPassword(OPERADOR.email);
  for (const [i, nombre] of ['Cierzo Logística', 'Tramontana Digital Solutions'].entries()) {
    const otra = await e2e.api('POST', '/api/empresas', {
      token: su,
      body: {
        nombreLegal: `${nombre} SA`,
        nombreComercial: nombre,
        cif: completarCif('A', String(1_111_100 + i)),
        email: `info${i}@otra.test`,
      },
    });
    expect(otra.status).toBe(201);
  }
});
afterAll(async () => {
  await sesiones.cerrar();
});

/** A page of this size signed in as `who`, once per `sesion` (sesionesDeNavegador, e2e-stack.ts). */
const sesiones = sesionesDeNavegador(() => e2e);
const paginaComo = sesiones.pagina;

const ROLES = [
  { rol: 'superadmin', who: SUPERADMIN, items: ['Mi Perfil', 'Configuración', 'Panel Sistema', 'Cerrar Sesión'] },
  { rol: 'admin', who: ADMIN, items: ['Mi Perfil', 'Configuración', 'Cerrar Sesión'] },
  { rol: 'operador', who: OPERADOR, items: ['Mi Perfil', 'Configuración', 'Cerrar Sesión'] },
] as const;

describe('the avatar menu fits the screen', () => {
  for (const ancho of ANCHOS) {
    for (const { rol, who, items } of ROLES) {
      it(`${rol} at ${ancho} px: the open menu is inside the viewport, each item visible and clickable`, async () => {
        // The superadmin's test turns the admin mode on: each width starts from a session of its own.
        const sesion = rol === 'superadmin' ? `menu-${rol}-${ancho}` : `menu-${rol}`;
        const page = await paginaComo(sesion, who, { width: ancho, height: ancho === 390 ? 844 : 768 });
        await page.getByRole('button', { name: /menú de usuario/ }).click();
        const menu = page.getByRole('menu');
        await menu.waitFor();
        await expectEnPantalla(page, menu, 'el menú');
        const cajas = [];
        for (const nombre of items) {
          const item = menu.getByRole('menuitem', { name: nombre });
          cajas.push(await expectClicable(page, item, nombre));
          // The item's icon is icon-sized, not the 260 px square it once was.
          const icono = await caja(item.locator('svg'));
          expect(icono.width, `icono de ${nombre}`).toBeLessThanOrEqual(24);
          expect(icono.height, `icono de ${nombre}`).toBeLessThanOrEqual(24);
        }
        expectSinSolapes(cajas, 'los elementos del menú');
        expect(await menu.getByRole('menuitem').count()).toBe(items.length);
        if (rol !== 'operador' || ancho === 390) await screenshot(page, `menu-usuario-${rol}-${ancho}`);
        if (rol === 'superadmin') {
          // The admin mode is a checkbox item of the menu: it toggles and the menu stays open.
          const modo = menu.getByRole('menuitemcheckbox', { name: 'Modo Admin' });
          await expectClicable(page, modo, 'Modo Admin');
          expect(await modo.getAttribute('aria-checked')).toBe('false');
          await modo.click();
          await page.waitForFunction(() => document.querySelector('[role="menuitemcheckbox"]')?.getAttribute('aria-checked') === 'true');
          // The header's badge says so (hidden on a phone, where the header has no room for badges).
          await page.getByRole('banner').getByText('Modo Admin').waitFor({ state: 'attached' });
        }
        // A click reaches the item: Mi Perfil opens the profile.
        await menu.getByRole('menuitem', { name: 'Mi Perfil' }).click();
        await page.waitForURL('**/perfil');
        await page.close();
      });
    }
  }
});

describe('Empresas keeps every action reachable', () => {
  for (const ancho of [1366, 1024, 768, 390]) {
    it(`at ${ancho} px every company's edit action is inside the viewport and clickable`, async () => {
      const page = await paginaComo('empresas', SUPERADMIN, { width: ancho, height: 900 }, '/empresas');
      const editar = page.getByRole('button', { name: /^Editar / });
      await page.getByRole('heading', { level: 1, name: 'Empresas (3)' }).waitFor();
      await editar.first().waitFor();
      // Nothing on the page scrolls sideways: what is not in the viewport cannot be reached.
      expect(await page.evaluate(() => document.documentElement.scrollWidth), 'la página se desborda a lo ancho').toBeLessThanOrEqual(
        ancho,
      );
      const visibles = await editar.filter({ visible: true }).all();
      expect(visibles).toHaveLength(3);
      for (const boton of visibles) {
        await boton.scrollIntoViewIfNeeded();
        await expectClicable(page, boton, (await boton.getAttribute('aria-label'))!);
      }
      if (ancho >= 1280) {
        // A table that fits: no column hides behind a sideways scroll.
        const tabla = page.getByRole('table');
        const desborde = await tabla.evaluate((t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth);
        expect(desborde, 'la tabla se sale de su caja').toBeLessThanOrEqual(1);
      } else {
        // Below 1280 px one card per company, with its 'Editar' button.
        expect(await page.getByRole('table').count()).toBe(0);
        expect(await page.getByRole('list', { name: 'Empresas' }).getByRole('listitem').count()).toBe(3);
      }
      await page.evaluate(() => window.scrollTo(0, 0));
      await screenshot(page, `empresas-${ancho}`);
      // The edit action opens the company.
      await visibles[0]!.click();
      await page.getByRole('dialog', { name: 'Editar Empresa' }).waitFor();
      await page.close();
    });
  }

  for (const ancho of [1366, 390]) {
    it(`at ${ancho} px the 'Nueva Empresa' dialog's tabs do not overlap and each is clickable`, async () => {
      const page = await paginaComo('empresas', SUPERADMIN, { width: ancho, height: ancho === 390 ? 844 : 768 }, '/empresas');
      await page.getByRole('button', { name: 'Nueva Empresa' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Nueva Empresa' });
      await dialog.waitFor();
      // Measure the dialog at rest: while it opens it grows (scale-in), and boxes measured one after
      // another would belong to different sizes.
      await dialog.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished)));
      const tabs = await dialog.getByRole('tab').all();
      expect(tabs.map((t) => t)).toHaveLength(5);
      const cajas = [];
      for (const tab of tabs) cajas.push(await expectClicable(page, tab, (await tab.textContent())!));
      expectSinSolapes(cajas, 'las pestañas');
      // Each label is whole inside its tab (not cut, not spilling into the next one).
      for (const tab of tabs) {
        const cortada = await tab.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
        expect(cortada, `${await tab.textContent()} no cabe en su pestaña`).toBe(false);
      }
      await expectEnPantalla(page, dialog.getByRole('button', { name: 'Crear Empresa' }), 'Crear Empresa');
      await screenshot(page, `empresa-dialog-pestanas-${ancho}`);
      await dialog.getByRole('tab', { name: 'Administrador' }).click();
      await dialog.getByText('Crear administrador de la empresa').waitFor();
      await page.close();
    });
  }
});
