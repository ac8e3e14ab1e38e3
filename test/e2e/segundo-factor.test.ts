// Two factors in the browser (D155), at 1366 and 390 px: the admin of a company that requires them
// signs in, sets up the factor from the QR screen (the code made from the secret the screen shows,
// by the otpauth package), keeps the recovery codes, enters the app; then signs in again with a code.
// Screenshots go to test-results/screenshots/.
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { codigoSiguiente } from '../testing/segundo-factor.js';
import { screenshot } from './browser.js';
import { empresaConAdmin, pilaDelArchivo, type E2E } from './e2e-stack.js';

let e2e: E2E;
pilaDelArchivo((x) => (e2e = x));

/** A company that requires the factor of its admins (set by its admin, as the company form does), and its admin's id. */
async function empresaExigente(n: number, admin: { nombre: string; email: string; password: string }): Promise<string> {
  const { empresaId, adminToken } = await empresaConAdmin(
    e2e,
    {
      nombreLegal: `Exigente ${n} S.L.`,
      nombreComercial: `Exigente ${n}`,
      cif: completarCif('B', `777000${n}`),
      email: `info@exigente${n}.test`,
    },
    admin,
  );
  const puesto = await e2e.api('PUT', `/api/empresas/${empresaId}`, {
    token: adminToken,
    body: { configuracion: { exigirSegundoFactor: true } },
  });
  expect(puesto.status, JSON.stringify(puesto.body)).toBe(200);
  return (await e2e.api('GET', '/api/auth/me', { token: adminToken })).body.data.user.id;
}

async function acceder(page: Page, who: { email: string; password: string }) {
  await page.goto(`${e2e.web}/login`);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(who.password);
  await page.getByRole('button', { name: 'Acceder' }).click();
}

describe.each([
  { ancho: 1366, alto: 900, n: 1 },
  { ancho: 390, alto: 844, n: 2 },
])('two factors at $ancho px', ({ ancho, alto, n }) => {
  it('enrol with the QR screen, keep the recovery codes, enter; then sign in with a code', async () => {
    const admin = { nombre: `Irene ${n}`, email: `irene${n}@exigente.test`, password: 'Girasol-Alto-2026' };
    const sub = await empresaExigente(n, admin);
    const page = await e2e.browser.newPage({ viewport: { width: ancho, height: alto } });

    await acceder(page, admin);
    await page.getByRole('heading', { name: 'Configura la verificación en dos pasos' }).waitFor();
    const qr = page.getByRole('img', { name: 'Código QR para tu aplicación de autenticación' });
    await qr.waitFor();
    const caja = (await qr.boundingBox())!;
    expect(caja.width).toBeGreaterThanOrEqual(180);
    expect(caja.x).toBeGreaterThanOrEqual(0);
    expect(caja.x + caja.width).toBeLessThanOrEqual(ancho);
    const secreto = ((await page.getByLabel('Clave secreta').textContent()) ?? '').replace(/\s/g, '');
    expect(secreto).toMatch(/^[A-Z2-7]{32}$/);
    await screenshot(page, `segundo-factor-configurar-${ancho}`);

    await page.getByLabel('Código de verificación').fill(codigoSiguiente(e2e.stack.cognitoMfa, sub, secreto));
    await page.getByRole('button', { name: 'Activar' }).click();
    await page.getByRole('heading', { name: 'Tus códigos de recuperación' }).waitFor();
    expect(await page.getByRole('list', { name: 'Códigos de recuperación' }).getByRole('listitem').count()).toBe(10);
    await screenshot(page, `segundo-factor-codigos-${ancho}`);
    await page.getByRole('button', { name: 'He guardado los códigos, continuar' }).click();
    await page.waitForURL('**/dashboard');

    // A new sign-in: the code step.
    const otra = await e2e.browser.newPage({ viewport: { width: ancho, height: alto } });
    await acceder(otra, admin);
    await otra.getByRole('heading', { name: 'Verificación en dos pasos' }).waitFor();
    await screenshot(otra, `segundo-factor-codigo-${ancho}`);
    await otra.getByLabel('Código de verificación').fill(codigoSiguiente(e2e.stack.cognitoMfa, sub, secreto));
    await otra.getByRole('button', { name: 'Verificar' }).click();
    await otra.waitForURL('**/dashboard');
    await otra.close();
    await page.close();
  });
});
