// The sign-in page prefetches the code the app runs between «Acceder» and the dashboard (D122;
// web/vite.config.ts chunksTrasElLogin, prefetchDeLaApp), checked on the browser layer's production build
// (construir-web.ts) from the built files themselves: the app's entry and everything index.html
// preloads, the shell, the whole design system, the dashboard and the toasts' view, each with every
// chunk it imports; every URL a file of the build; the page still runs only its own entry. That the
// browser fetches them under the production CSP: csp.test.ts. And, in the browser on that build, what
// goes out after «Acceder» (D130): no session check, the dashboard's figures beside its code, the
// application's initialisation from the app, each once.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ID_PRECARGA_APP } from '../../web/vite.config.js';
import { codigoSuperadmin, type E2E, pilaDelArchivo, SUPERADMIN } from './e2e-stack.js';

const dist = inject('webDist');
const leer = (archivo: string) => readFileSync(join(dist, archivo), 'utf8');
const login = leer('login.html');
const index = leer('index.html');

/** The page's template of prefetches, which its script puts in its head once the page is loaded and idle. */
const plantilla = login.match(new RegExp(`<template id="${ID_PRECARGA_APP}">([\\s\\S]*?)</template>`))?.[1] ?? '';
const prefetch = [...plantilla.matchAll(/<link rel="prefetch" as="script" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
/** The chunks a built chunk imports statically (`import … from"./x.js"`, `import"./x.js"`). */
const importados = (url: string) =>
  [...leer(url).matchAll(/\bimport\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']\.\/([^"']+\.js)["']/g)].map((m) => `/assets/${m[1]}`);

describe("login.html of the build prefetches the app's code for the dashboard", () => {
  it('lists every file as a prefetch of a file of the build, inert in a template, and runs only its own entry', () => {
    expect(prefetch.length).toBeGreaterThan(20);
    expect(new Set(prefetch).size).toBe(prefetch.length);
    for (const url of prefetch) expect(existsSync(join(dist, url)), url).toBe(true);
    // Nothing fetched with the page's own code: the tags are only in the template.
    expect(login.replace(plantilla, '')).not.toContain('rel="prefetch"');
    expect(login.match(/<script[^>]*>/g)).toEqual([
      expect.stringMatching(/^<script type="module" crossorigin src="\/assets\/login-[\w-]+\.js">$/),
    ]);
    // The app's pages and the candidate's page ask for nothing ahead.
    for (const pagina of ['index.html', 'entrevista.html', 'empleo.html']) expect(leer(pagina)).not.toContain('rel="prefetch"');
  });

  it("holds the app's entry and all it preloads, the shell, the design system, the dashboard and the toasts' view", () => {
    const entrada = index.match(/<script type="module" crossorigin src="([^"]+)">/)![1];
    const precargas = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(precargas.length).toBeGreaterThan(5);
    expect(prefetch).toEqual(expect.arrayContaining([entrada, ...precargas]));
    for (const chunk of ['layout', 'theme', 'dashboard-page', 'toaster-view']) {
      expect(
        prefetch.filter((u) => new RegExp(`^/assets/${chunk}-[\\w-]{8}\\.js$`).test(u)),
        chunk,
      ).toHaveLength(1);
    }
  });

  it('with every chunk each of them imports', () => {
    const faltan = prefetch.flatMap((url) =>
      importados(url)
        .filter((i) => !prefetch.includes(i))
        .map((i) => `${url} → ${i}`),
    );
    expect(faltan).toEqual([]);
    // The check sees imports: the dashboard's chunk imports several.
    expect(importados(prefetch.find((u) => u.includes('/dashboard-page-'))!).length).toBeGreaterThan(3);
  });
});

describe('after «Acceder», in the browser on the build (D130)', () => {
  let e2e: E2E;
  pilaDelArchivo((pila) => (e2e = pila));

  it("no GET /api/auth/me; the dashboard's figures asked for once, before its screen's code; POST /api/init once, from the app", async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1440, height: 900 } });
    try {
      await page.goto(`${e2e.web}/login`);
      await page.getByRole('button', { name: 'Acceder' }).waitFor({ state: 'visible', timeout: 60_000 });
      await page.waitForLoadState('networkidle');
      await page.getByLabel('Email').fill(SUPERADMIN.email);
      await page.getByLabel('Contraseña', { exact: true }).fill(SUPERADMIN.password);
      /** What went out from «Acceder» on, in order: the API's as "METHOD /path", the build's files by name. */
      const salidas: string[] = [];
      page.on('request', (r) => {
        const url = new URL(r.url());
        salidas.push(url.pathname.startsWith('/api/') ? `${r.method()} ${url.pathname}` : url.pathname.replace(/^\/assets\//, ''));
      });
      await page.getByRole('button', { name: 'Acceder' }).click();
      // The superadmin's second factor (D155): its step, then the same hand-over to the app.
      await page.getByLabel('Código de verificación').fill(codigoSuperadmin());
      await page.getByRole('button', { name: 'Verificar' }).click();
      await page.getByText('Total Empresas', { exact: true }).waitFor({ state: 'visible', timeout: 60_000 });
      // The initialisation goes once the first screen is up (an idle moment, at most 2 s later).
      await expect.poll(() => salidas.filter((s) => s === 'POST /api/init').length, { timeout: 15_000 }).toBe(1);

      const api = salidas.filter((s) => s.includes(' /api/'));
      expect(api.slice(0, 2)).toEqual(['POST /api/auth/login', 'POST /api/auth/2fa/codigo']);
      // The sign-in answered the user: the app does not ask for them again.
      expect(api).not.toContain('GET /api/auth/me');
      // The page and the sidebar read the figures the app asked for ahead: once.
      expect(api.filter((s) => s === 'GET /api/dashboard')).toHaveLength(1);
      const documento = salidas.indexOf('/dashboard');
      const pantalla = salidas.findIndex((s) => /^dashboard-page-[\w-]+\.js$/.test(s));
      expect(documento).toBeGreaterThan(0);
      expect(pantalla).toBeGreaterThan(documento);
      // Asked for as the app starts, before the screen's code (not after it has loaded and rendered).
      expect(salidas.indexOf('GET /api/dashboard')).toBeGreaterThan(documento);
      expect(salidas.indexOf('GET /api/dashboard')).toBeLessThan(pantalla);
      // The sign-in page left at once: the initialisation is the app's, after its document.
      expect(salidas.indexOf('POST /api/init')).toBeGreaterThan(documento);
      expect(await page.getByRole('heading', { name: 'Dashboard Global' }).isVisible()).toBe(true);
    } finally {
      await page.close();
    }
  }, 120_000);
});
