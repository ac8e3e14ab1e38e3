// The BUILT web app works under the Content-Security-Policy AWS sends (issue 9 §4.4): CloudFront's
// default behaviour sends webCsp() (shared/constants.ts) without the dev server's allowances; here
// Vite's preview server serves the build with the same policy plus the local API and S3 origins
// (where CloudFront names the files bucket). The page renders, signs in and shows the logged-in
// shell, and the browser reports no CSP violation. (The dev server's policy: login.test.ts.)
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PreviewServer } from 'vite';
import { webCsp } from '../../shared/constants.js';
import { freePort } from '../../infra/local/emulators.js';
import { REPO_ROOT, startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { launch, watchCspViolations } from './browser.js';
import { SUPERADMIN } from './e2e-stack.js';

let stack: LocalStack;
let browser: Browser;
let server: PreviewServer | undefined;
let web: string;
const dataDir = mkdtempSync(join(tmpdir(), 'talentia-e2e-csp-'));
const distDir = mkdtempSync(join(tmpdir(), 'talentia-e2e-dist-'));

beforeAll(async () => {
  // No dev server: the preview takes the web port, the origin the API's CORS allows.
  const webPort = await freePort();
  stack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: webPort, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: false,
    scheduler: false,
    superadmin: SUPERADMIN,
  });
  // What the local stack sets before it starts Vite, and a production build (vitest sets NODE_ENV=test).
  Object.assign(process.env, { VITE_API_URL: stack.apiUrl, WEB_PORT: String(webPort) });
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  const { build, preview } = await import('vite');
  const configFile = join(REPO_ROOT, 'web', 'vite.config.ts');
  const root = join(REPO_ROOT, 'web');
  try {
    await build({ configFile, root, mode: 'production', logLevel: 'error', build: { outDir: distDir, emptyOutDir: true } });
  } finally {
    process.env.NODE_ENV = nodeEnv;
  }
  server = await preview({ configFile, root, logLevel: 'warn', build: { outDir: distDir }, preview: { port: webPort, strictPort: true } });
  web = `http://localhost:${webPort}`;
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  if (server) await new Promise<void>((resolve) => server!.httpServer.close(() => resolve()));
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
    await page.getByLabel('Email').fill(SUPERADMIN.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(SUPERADMIN.password);
    await page.getByRole('button', { name: 'Acceder' }).click();
    // The logged-in shell: scripts ran, the API answered (connect-src), and its data is shown.
    await page.getByRole('button', { name: /menú de usuario/i }).waitFor({ state: 'visible', timeout: 60_000 });
    // Chakra's run-time (emotion) styles applied: the body no longer has the browser's default font.
    expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).not.toMatch(/Times/);

    expect(await violations()).toEqual([]);
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
