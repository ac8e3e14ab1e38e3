// Gestión de Datos in the browser (issue 11): the superadmin goes from Configuración → Datos to
// /datos, sees the Resumen figures, exports (a download: the §9 file, exportInfo version 1.0),
// creates a backup and finds it in the list; the notices of the drive tabs; on a 390 px phone the
// tabs and the buttons can be clicked; an admin typing /datos is sent to /dashboard.
import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { expectClicable } from './geometria.js';
import { empresaConAdmin, entrarAlPanel, paginaEnPanel, startE2E, SUPERADMIN, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { nombre: 'Dora Gil', email: 'dora@archivo.test', password: 'Archivo-Clave-2026' };

beforeAll(async () => {
  e2e = await startE2E();
  await empresaConAdmin(
    e2e,
    { nombreLegal: 'Archivo Central S.L.', nombreComercial: 'Archivo Central', cif: 'B48000004', email: 'info@archivo.test' },
    ADMIN,
  );
});
afterAll(async () => {
  await e2e?.stop();
});

describe('Gestión de Datos in the browser', () => {
  it('from Configuración to /datos: Resumen, an export downloaded, a backup created and listed', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await entrarAlPanel(page, e2e.web, SUPERADMIN);
    await page.goto(`${e2e.web}/configuracion`);
    await page.getByRole('heading', { name: 'Configuración del Sistema' }).waitFor();
    await page.getByRole('tab', { name: 'Datos', exact: true }).click();
    await page.getByRole('link', { name: 'Abrir Gestión de Datos' }).waitFor();
    await screenshot(page, 'configuracion-datos');
    await page.getByRole('link', { name: 'Abrir Gestión de Datos' }).click();
    await page.waitForURL('**/datos');
    await page.getByRole('heading', { name: 'Gestión de Datos' }).waitFor();

    // Resumen: the global counters (one company, active).
    const empresas = page.getByRole('group', { name: 'Empresas', exact: true });
    await expect.poll(() => empresas.textContent()).toContain('1');
    await page.getByRole('group', { name: 'Empresas activas' }).waitFor();
    await screenshot(page, 'datos-resumen');

    await page.getByRole('tab', { name: 'Base de datos' }).click();
    await page.getByText('Sincronización deshabilitada').waitFor();
    await page.getByRole('tab', { name: 'Google Drive' }).click();
    await page.getByText('Google Drive no está disponible en esta instalación').waitFor();
    expect(page.url()).toContain('tab=drive');
    await screenshot(page, 'datos-drive');

    await page.getByRole('tab', { name: 'Operaciones' }).click();
    await page.getByText('Todavía no hay copias de seguridad.').waitFor();
    const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar datos' }).click()]);
    expect(descarga.suggestedFilename()).toMatch(/^empresas_\d{4}-\d{2}-\d{2}\.json$/);
    const archivo = JSON.parse(await readFile((await descarga.path())!, 'utf8'));
    expect(archivo.exportInfo).toMatchObject({ version: '1.0', generadoPor: SUPERADMIN.email });
    expect(archivo.empresas.map((e: { nombreLegal: string }) => e.nombreLegal)).toContain('Archivo Central S.L.');
    await page.getByText('Exportación generada: 1 empresa(s)').waitFor();

    await page.getByRole('button', { name: 'Crear copia de seguridad' }).click();
    const creada = page.getByRole('group', { name: 'Copia de seguridad' }).getByText(/^Copia de seguridad creada: /);
    await creada.waitFor();
    const nombre = (await creada.textContent())!.replace('Copia de seguridad creada: ', '').trim();
    await page.getByRole('table', { name: 'Copias de seguridad' }).getByText(nombre).waitFor();

    // Limpiar asks twice, then only makes a backup and says nothing was cleared.
    await page.getByRole('button', { name: 'Limpiar datos' }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Sí, continuar' }).click();
    await page.getByText(/La limpieza está en desarrollo: se ha creado una copia de seguridad/).waitFor();
    await expect.poll(() => page.getByRole('table', { name: 'Copias de seguridad' }).getByRole('row').count()).toBe(3);
    await screenshot(page, 'datos-operaciones');
    await context.close();
  });

  it('on a 390 px phone the tabs and the operations can be clicked', async () => {
    const page = await paginaEnPanel(e2e, SUPERADMIN, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/datos?tab=operaciones`);
    await page.getByRole('heading', { name: 'Gestión de Datos' }).waitFor();
    for (const tab of ['Resumen', 'Base de datos', 'Google Drive', 'Operaciones']) {
      const t = page.getByRole('tab', { name: tab });
      await t.scrollIntoViewIfNeeded();
      await expectClicable(page, t, `la pestaña ${tab} en un teléfono`);
    }
    for (const nombre of ['Exportar datos', 'Crear copia de seguridad', 'Importar datos', 'Limpiar datos']) {
      const boton = page.getByRole('button', { name: nombre });
      await boton.scrollIntoViewIfNeeded();
      await expectClicable(page, boton, `${nombre} en un teléfono`);
    }
    await screenshot(page, 'datos-operaciones-390');
    await page.close();
  });

  it('an admin who types /datos is sent to /dashboard', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 1366, height: 900 });
    await page.goto(`${e2e.web}/datos`);
    await page.waitForURL('**/dashboard');
    expect(await page.getByRole('heading', { name: 'Gestión de Datos' }).count()).toBe(0);
    await page.close();
  });
});
