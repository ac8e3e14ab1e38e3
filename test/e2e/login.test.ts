// The browser suite's first step: the whole local stack (API, emulators and the web dev server)
// on random ports, Debian's Chromium opens the web app, the splash gives way to the login screen.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../infra/local/emulators.js';
import { startLocalStack, type LocalStack } from '../../infra/local/stack.js';
import { launch, screenshot, watchCspViolations } from './browser.js';

let stack: LocalStack;
let browser: Browser;
const dataDir = mkdtempSync(join(tmpdir(), 'talentia-e2e-'));

beforeAll(async () => {
  stack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: await freePort(), dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: true,
    scheduler: false,
    superadmin: { email: 'superadmin@talentia.test', password: 'Talentia-Test-2026' },
  });
  browser = await launch();
});

afterAll(async () => {
  await browser?.close();
  await stack?.stop();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('opening the web app', () => {
  it('a logged-out visitor of / lands on the login screen', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const consoleErrors: string[] = [];
    page.on('pageerror', (err) => consoleErrors.push(err.message));
    const cspViolations = await watchCspViolations(page);

    const first = await page.goto(`${stack.webUrl}/`);
    // The dev server sends the web's security headers (shared/constants.ts webSecurityHeaders).
    expect(first!.headers()).toMatchObject({
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
      'x-content-type-options': 'nosniff',
    });
    expect(first!.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
    await page.waitForURL('**/login', { timeout: 60_000 });
    // The first load compiles the app in the dev server: wait for the screen, then check it.
    await page.getByRole('button', { name: 'Acceder' }).waitFor({ state: 'visible', timeout: 60_000 });
    await expect(page.getByLabel('Email').isVisible()).resolves.toBe(true);
    await expect(page.getByLabel('Contraseña', { exact: true }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /Google/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByRole('button', { name: /Microsoft/ }).isVisible()).resolves.toBe(true);
    await expect(page.getByText('Usuarios empresariales').isVisible()).resolves.toBe(true);
    expect(await cspViolations()).toEqual([]);
    await screenshot(page, 'login');
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  it('an unknown path while logged out also ends on /login, and the API it talks to is healthy', async () => {
    const page = await browser.newPage();
    await page.goto(`${stack.webUrl}/ruta/que/no/existe`);
    await page.waitForURL('**/login', { timeout: 30_000 });
    const health = await page.evaluate(async (api) => (await fetch(`${api}/api/test`)).json(), stack.apiUrl);
    expect(health).toMatchObject({ success: true, data: { database: 'ok' } });
    await page.close();
  });
});
