// What the browser tests of Gestión de Datos (datos, restauracion, recorrido-cliente) do alike on its
// Operaciones tab: export the company (the downloaded file, read back) and clear it (two confirmations,
// the second the company's name typed, the queued job followed until the page says it is done).
import { readFile } from 'node:fs/promises';
import { expect } from 'vitest';
import type { Download, Page } from 'playwright-core';
import { screenshot } from './browser.js';

/** «Exportar datos»: the download, where it was saved and the file it holds. */
export async function exportarDatos(page: Page): Promise<{ descarga: Download; ruta: string; archivo: any }> {
  const [descarga] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Exportar datos' }).click()]);
  const ruta = (await descarga.path())!;
  return { descarga, ruta, archivo: JSON.parse(await readFile(ruta, 'utf8')) };
}

/**
 * «Limpiar datos» of `empresa` (its commercial name): the first confirmation says the users are kept,
 * the second's button waits for the name typed (photographed then as `foto` when given); the clear is
 * queued (202, D103) and the page followed until it says what was cleared.
 */
export async function limpiarDatos(page: Page, empresa: string, o: { foto?: string; timeout?: number } = {}): Promise<void> {
  await page.getByRole('button', { name: 'Limpiar datos' }).click();
  const primera = page.getByRole('alertdialog');
  await primera.getByText('Los usuarios se conservan.', { exact: false }).waitFor();
  await primera.getByRole('button', { name: 'Continuar' }).click();
  const final = page.getByRole('alertdialog', { name: 'Confirmación final' });
  const borrar = final.getByRole('button', { name: 'Borrar datos' });
  expect(await borrar.isDisabled()).toBe(true);
  await final.getByLabel('Nombre de la empresa').fill(empresa);
  if (o.foto) await screenshot(page, o.foto);
  const encolada = page.waitForResponse((r) => r.url().endsWith('/api/datos/limpiezas') && r.request().method() === 'POST');
  await borrar.click();
  expect((await encolada).status()).toBe(202);
  await page
    .getByText(new RegExp(`^Datos de ${empresa} borrados: \\d+ elemento\\(s\\) y \\d+ archivo\\(s\\); los usuarios se conservan`))
    .waitFor({ timeout: o.timeout });
}
