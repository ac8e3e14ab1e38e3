// What the vacancy browser tests (vacantes, vacante-de-principio-a-fin, integraciones) do alike on the
// Vacantes screen: a vacancy made with the «Nueva vacante» dialog (a title and a place, the rest the
// form's defaults), and candidates of a stage ticked by the keyboard for a bulk action.
import type { Locator, Page } from 'playwright-core';

/**
 * From the Vacantes screen, creates a vacancy `titulo` in `lugar` (with the interview template
 * `plantilla` when given); waits for the dialog to close and answers the vacancy's card.
 */
export async function nuevaVacante(page: Page, titulo: string, lugar: string, plantilla?: string): Promise<Locator> {
  await page.getByRole('button', { name: 'Nueva vacante' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Nueva vacante' });
  await dialog.getByLabel(/^Título/).fill(titulo);
  await dialog.getByLabel('Lugar de trabajo').fill(lugar);
  if (plantilla) await dialog.getByLabel(/^Plantilla de entrevista/).selectOption({ label: plantilla });
  await dialog.getByRole('button', { name: 'Crear vacante' }).click();
  await dialog.waitFor({ state: 'detached', timeout: 20_000 });
  return page.getByRole('article', { name: titulo });
}

/** Ticks each named candidate's box in a stage's column by the keyboard: focused, then Space. */
export async function elegirConTeclado(page: Page, columna: Locator, nombres: readonly string[]): Promise<void> {
  for (const nombre of nombres) {
    await columna
      .getByRole('listitem', { name: nombre })
      .getByRole('checkbox', { name: `Elegir a ${nombre}` })
      .focus();
    await page.keyboard.press('Space');
  }
}
