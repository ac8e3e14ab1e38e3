// The BUILT web app works under the Content-Security-Policy AWS sends (D32): CloudFront's
// default behaviour sends webCsp() (shared/constants.ts) without the dev server's allowances; here
// the local stack serves the build as `npm start` does, with the same policy plus the local API and S3 origins
// (where CloudFront names the files bucket). The page renders, signs in and shows the logged-in
// shell, and the browser reports no CSP violation, the sign-in page's prefetches of the app's code
// (D122) included. (The dev server's policy: login.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webCsp } from '../../shared/constants.js';
import { freePort } from '../../infra/local/emulators.js';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { launch, watchCspViolations } from './browser.js';
import { SUPERADMIN } from './e2e-stack.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS } from '../testing/segundo-factor.js';

let stack: LocalStack;
let browser: Browser;
let web: string;
const dataDir = mkdtempSync(join(tmpdir(), 'talentia-e2e-csp-'));
const distDir = mkdtempSync(join(tmpdir(), 'talentia-e2e-dist-'));

beforeAll(async () => {
  // As `npm start` serves the web (D121): the production build made on start for this stack's API
  // (infra/local/production-web.ts, kept in distDir), served as CloudFront does (static-web.ts).
  stack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: await freePort(), dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: true,
    webModo: 'produccion',
    webCacheDir: distDir,
    scheduler: false,
    superadmin: { ...SUPERADMIN, totpSecret: SECRETO_TOTP_PRUEBAS },
  });
  web = stack.webUrl!;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(distDir, { recursive: true, force: true });
});

describe('the built web app under the production Content-Security-Policy', () => {
  it('sends the policy, renders, signs in and reports no violation', async () => {
    const page = await browser.newPage();
    const pageErrors: string[] = [];
    page.on('pageerror', (err) => pageErrors.push(err.message));
    const violations = await watchCspViolations(page);
    // The sign-in page's prefetches of the app's code (D122), with their answers.
    const prefetches: Array<Promise<number | undefined>> = [];
    page.on('request', (r) => {
      if (/prefetch/i.test(r.headers()['sec-purpose'] ?? '')) prefetches.push(r.response().then((x) => x?.status()));
    });

    const res = await page.goto(`${web}/login`);
    const apiOrigin = new URL(stack.apiUrl).origin;
    expect(res!.headers()['content-security-policy']).toBe(
      webCsp({ connect: [apiOrigin, new URL(stack.endpoints.s3).origin], img: [apiOrigin] }),
    );
    expect(res!.headers()['content-security-policy']).toMatch(/script-src 'self';/);
    expect(res!.headers()).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });

    await page.getByRole('button', { name: 'Acceder' }).waitFor({ state: 'visible', timeout: 60_000 });
    // While the visitor types, the page fetches the app's code under the same policy: all of it answered.
    await expect.poll(() => prefetches.length, { timeout: 30_000 }).toBeGreaterThan(20);
    await page.waitForLoadState('networkidle');
    expect(new Set(await Promise.all(prefetches))).toEqual(new Set([200]));
    await page.getByLabel('Email').fill(SUPERADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    // The superadmin's second factor (D155): its step is loaded under the same policy.
    await page.getByLabel('Código de verificación').fill(codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS));
    await page.getByRole('button', { name: 'Verificar' }).click();
    // The logged-in shell: scripts ran, the API answered (connect-src), and its data is shown.
    await page.getByRole('button', { name: /menú de usuario/i }).waitFor({ state: 'visible', timeout: 60_000 });
    // Chakra's run-time (emotion) styles applied: the body no longer has the browser's default font.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/Times/);

    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
