// Gestión de Datos in the browser (D65, D95). A company admin, from where a new
// customer starts: creates an area through the Áreas screen, opens Gestión de Datos from the
// sidebar, exports the company (a download: exportInfo version 1.0 with the company's data), clears
// it (two confirmations, the second the company's name typed), sees the area gone, imports the
// downloaded file (D100: uploaded to storage, imported by the queued job the screen follows) and reads
// the report row by row, and finds the area back; the backups listed in
// the Nube tab. The superadmin reaches /datos from Configuración and exports every company's record.
// On a 390 px phone the tabs and the operations can be clicked. Every photographed screen passes axe.
import { describe, expect, it } from 'vitest';
import { screenshot } from './browser.js';
import { expectClicable } from './geometria.js';
import { exportarDatos, limpiarDatos } from './gestion-datos.js';
import { empresaDelArchivo, entrarAlPanel, paginaEnPanel, SUPERADMIN, type E2E } from './e2e-stack.js';

let e2e: E2E;
const ADMIN = { nombre: 'Dora Gil', email: 'dora@archivo.test', password: 'Archivo-Clave-2026' };

empresaDelArchivo(
  { nombreLegal: 'Archivo Central S.L.', nombreComercial: 'Archivo Central', cif: 'B48000004', email: 'info@archivo.test' },
  ADMIN,
  (pila) => (e2e = pila),
);

describe('Gestión de Datos in the browser', () => {
  it('an admin exports the company, clears it with two confirmations and imports it back, reading the report', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await entrarAlPanel(page, e2e.web, ADMIN);

    // Something to keep: an area, made through its screen with the form's defaults.
    await page.getByRole('link', { name: 'Áreas' }).click();
    await page.getByRole('button', { name: 'Nueva Área' }).first().click();
    await page.getByRole('dialog').getByLabel('Nombre del área').fill('Ventas');
    await page.getByRole('dialog').getByRole('button', { name: 'Crear Área' }).click();
    await page.getByRole('article', { name: 'Ventas' }).waitFor();

    await page.getByRole('link', { name: 'Gestión de Datos' }).click();
    await page.waitForURL('**/datos');
    await page.getByRole('tab', { name: 'Operaciones' }).click();
    await page.getByText('Todavía no hay copias de seguridad.').waitFor();

    const { descarga, ruta, archivo } = await exportarDatos(page);
    expect(descarga.suggestedFilename()).toMatch(/^datos_.+_\d{4}-\d{2}-\d{2}\.json$/);
    expect(archivo.exportInfo).toMatchObject({ version: '1.0', generadoPor: ADMIN.email });
    expect(archivo.empresas.map((e: { nombreComercial: string }) => e.nombreComercial)).toEqual(['Archivo Central']);
    const areas = archivo.datos[0].elementos.filter((e: { sk: string }) => e.sk.startsWith('AREA#'));
    expect(areas.map((e: { item: { nombreArea: string } }) => e.item.nombreArea)).toEqual(['Ventas']);
    await page.getByText(/^Exportación generada: \d+ elemento\(s\) de Archivo Central/).waitFor();

    // Limpiar: the first confirmation, then the name typed (the button waits for it).
    await limpiarDatos(page, 'Archivo Central', { foto: 'datos-limpiar-confirmacion' });
    await expect.poll(() => page.getByRole('table', { name: 'Copias de seguridad' }).getByRole('row').count()).toBe(2);

    await page.getByRole('link', { name: 'Áreas' }).click();
    await page.getByText('No hay áreas configuradas').waitFor();

    // Import the downloaded file: the report, row by row.
    await page.getByRole('link', { name: 'Gestión de Datos' }).click();
    await page.getByRole('tab', { name: 'Operaciones' }).click();
    await page.getByLabel('Archivo de importación').setInputFiles(ruta);
    // What the file holds comes first (D162); the import starts on «Importar».
    const previa = page.getByRole('region', { name: 'Vista previa de la importación' });
    await previa.getByRole('row', { name: /^Áreas/ }).waitFor();
    await screenshot(page, 'datos-importacion-vista-previa');
    await previa.getByRole('button', { name: 'Importar', exact: true }).click();
    const informe = page.getByRole('region', { name: 'Informe de la importación' });
    await informe.waitFor();
    await informe.getByText(`${archivo.datos[0].elementos.length} creado(s), 0 actualizado(s), 0 rechazado(s)`).waitFor();
    const filaAreas = informe.getByRole('table', { name: 'Resultado por tipo' }).getByRole('row', { name: /^Áreas/ });
    expect((await filaAreas.getByRole('cell').allTextContents()).map((t) => t.trim())).toEqual(['Áreas', '1', '0', '0']);
    await screenshot(page, 'datos-importacion-informe');

    await page.getByRole('link', { name: 'Áreas' }).click();
    // Opened at once after the import (within SWR's de-duplication): the list is the new one.
    await page.getByRole('article', { name: 'Ventas' }).waitFor();

    // The cloud drive lists the backups the clear and the import took, each with its link and Restaurar.
    await page.getByRole('link', { name: 'Gestión de Datos' }).click();
    await page.getByRole('tab', { name: 'Nube' }).click();
    const tabla = page.getByRole('table', { name: 'Copias de seguridad' });
    await expect.poll(() => tabla.getByRole('row').count()).toBe(3);
    await tabla
      .getByRole('button', { name: /^Restaurar / })
      .first()
      .waitFor();
    await screenshot(page, 'datos-nube');
    // Restaurar (the newest backup: the one the import took of the cleared company) goes through the import job (D103).
    const restauracion = page.waitForResponse((r) => /\/api\/datos\/backups\/[^/]+\/restauracion/.test(r.url()));
    await tabla
      .getByRole('button', { name: /^Restaurar / })
      .first()
      .click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Restaurar' }).click();
    expect((await restauracion).status()).toBe(202);
    // Queued: the dialog closes and the import's bar follows the job (it polls once a second, so the
    // bar stays at least that long), named as a progressbar in Spanish.
    const barra = page.getByRole('progressbar', { name: 'Progreso de la restauración' });
    await barra.waitFor();
    expect(await barra.getAttribute('aria-valuetext')).toMatch(/^(Comprobando la copia|Restaurando: \d+ de \d+ elementos)/);
    await screenshot(page, 'datos-restauracion-progreso');
    // The report of the restore (of the cleared company's backup: nothing to write) and its own backup first.
    const informeRestauracion = page.getByRole('region', { name: 'Informe de la restauración' });
    await informeRestauracion.getByText('0 creado(s), 0 actualizado(s), 0 rechazado(s)').waitFor();
    await barra.waitFor({ state: 'detached' });
    await expect.poll(() => tabla.getByRole('row').count()).toBe(4);
    await screenshot(page, 'datos-restauracion-informe');
    await context.close();
  });

  it('the superadmin goes from Configuración to /datos and exports every company’s record', async () => {
    const context = await e2e.browser.newContext({ viewport: { width: 1366, height: 900 }, acceptDownloads: true });
    const page = await context.newPage();
    await entrarAlPanel(page, e2e.web, SUPERADMIN);
    await page.goto(`${e2e.web}/configuracion`);
    await page.getByRole('tab', { name: 'Datos', exact: true }).click();
    await page.getByRole('link', { name: 'Abrir Gestión de Datos' }).click();
    await page.waitForURL('**/datos');
    const empresas = page.getByRole('group', { name: 'Empresas', exact: true });
    await expect.poll(() => empresas.textContent()).toContain('1');
    await screenshot(page, 'datos-resumen');
    await page.getByRole('tab', { name: 'Operaciones' }).click();
    const { descarga, archivo } = await exportarDatos(page);
    expect(descarga.suggestedFilename()).toMatch(/^empresas_\d{4}-\d{2}-\d{2}\.json$/);
    expect(archivo.empresas.map((e: { nombreLegal: string }) => e.nombreLegal)).toContain('Archivo Central S.L.');
    // Without a company selected, Limpiar says to choose one.
    expect(await page.getByRole('button', { name: 'Limpiar datos' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('on a 390 px phone the tabs and the operations can be clicked', async () => {
    const page = await paginaEnPanel(e2e, ADMIN, { width: 390, height: 844 });
    await page.goto(`${e2e.web}/datos?tab=operaciones`);
    await page.getByRole('heading', { name: 'Gestión de Datos' }).waitFor();
    for (const tab of ['Resumen', 'Base de datos', 'Nube', 'Operaciones']) {
      const t = page.getByRole('tab', { name: tab });
      await t.scrollIntoViewIfNeeded();
      await expectClicable(page, t, `la pestaña ${tab} en un teléfono`);
    }
    for (const nombre of ['Exportar datos', 'Crear copia de seguridad', 'Importar datos', 'Limpiar datos']) {
      const boton = page.getByRole('button', { name: nombre });
      await boton.scrollIntoViewIfNeeded();
      await expectClicable(page, boton, `${nombre} en un teléfono`);
    }
    const restaurar = page.getByRole('button', { name: /^Restaurar / }).first();
    await restaurar.scrollIntoViewIfNeeded();
    await expectClicable(page, restaurar, 'Restaurar en un teléfono');
    await screenshot(page, 'datos-operaciones-390');
    await page.close();
  });
});
