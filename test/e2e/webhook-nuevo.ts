// A webhook added as an admin adds one (webhooks, senales-integridad): on Integraciones › Webhooks,
// the form with its defaults (every event) and the secret the screen shows once.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot } from './browser.js';

/**
 * From the Webhooks tab, adds an endpoint at `url` with the form's defaults (the form photographed as
 * `foto` when given) and answers the secret shown, leaving open the dialog that shows it.
 */
export async function anadirWebhook(page: Page, url: string, foto?: string): Promise<string> {
  await page.getByRole('button', { name: 'Añadir webhook' }).first().click();
  const dialogo = page.getByRole('dialog', { name: 'Añadir webhook' });
  await dialogo.getByLabel(/URL/).fill(url);
  if (foto) await screenshot(page, foto);
  await dialogo.getByRole('button', { name: 'Añadir webhook' }).click();
  const codigo = page.getByLabel('Secreto del webhook');
  await codigo.waitFor();
  const secreto = (await codigo.textContent())!;
  expect(secreto).toMatch(/^whsec_/);
  return secreto;
}
