// The sign-in page prefetches the code the app runs between «Acceder» and the dashboard (D122;
// web/vite.config.ts chunksTrasElLogin, prefetchDeLaApp), checked on the browser layer's production build
// (construir-web.ts) from the built files themselves: the app's entry and everything index.html
// preloads, the shell, the whole design system, the dashboard and the toasts' view, each with every
// chunk it imports; every URL a file of the build; the page still runs only its own entry. That the
// browser fetches them under the production CSP: csp.test.ts.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { ID_PRECARGA_APP } from '../../web/vite.config.js';

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
    for (const pagina of ['index.html', 'entrevista.html']) expect(leer(pagina)).not.toContain('rel="prefetch"');
  });

  it("holds the app's entry and all it preloads, the shell, the design system, the dashboard and the toasts' view", () => {
    const entrada = index.match(/<script type="module" crossorigin src="([^"]+)">/)![1];
    const precargas = [...index.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
    expect(precargas.length).toBeGreaterThan(5);
    expect(prefetch).toEqual(expect.arrayContaining([entrada, ...precargas]));
    for (const chunk of ['layout', 'theme', 'dashboard-page', 'toaster-vista']) {
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
