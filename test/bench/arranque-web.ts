// What a newcomer meets (D121): `npm start`'s web (the production build served as
// CloudFront serves it) beside `npm run dev`'s (Vite's dev server), one after the other on the same
// stack, port and browser, as the two commands serve them (infra/local/stack.ts startWeb):
// - the web's start: the build when its sources changed, its reuse when they did not, the dev server's start;
// - each round in a new browser context (an empty cache, as on a first visit): /login until its form is
//   ready, then «Acceder» until the dashboard is ready; the requests and the time of each. "Ready":
//   the form's button (the dashboard's figures, D130: not its heading, which stands over placeholders
//   until they come) is on screen and no request of the page has been in flight for 500 ms — the time
//   is that of the last request answered, not of the 500 ms of quiet waited for.
//   The sign-in page's prefetches of the app's code (D122: fetched at the lowest priority, run by
//   nothing on that page) are counted apart and do not make its form later; the visitor types
//   while they come, and the round types only once the network is quiet, so they are in the cache.
//   The first round after a server starts is reported apart: for the dev server it is the one that
//   transforms every module.
// Part of `npm run bench`; alone: `npm run bench:arranque` (BENCH_ARRANQUE_RONDAS rounds each, 4 by default).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { startWeb, type WebMode } from '../../infra/local/stack.js';
import { freePort } from '../../infra/local/emulators.js';
import { launch } from '../e2e/browser.js';
import { pilaDeBench, SUPERADMIN_BENCH } from './pila.js';

const RONDAS = Number(process.env.BENCH_ARRANQUE_RONDAS ?? 4);

export interface RondaArranque {
  /** Requests from opening /login until its form is ready (its prefetches aside). */
  peticionesLogin: number;
  /** The app's code the sign-in page prefetched (requests with `Sec-Purpose: prefetch`). */
  prefetchLogin: number;
  msLogin: number;
  /** Requests from «Acceder» until the dashboard is ready. */
  peticionesPanel: number;
  msPanel: number;
  /** The sign-in call itself (POST /api/auth/login), from the browser's side. */
  msApiLogin: number;
  /** Every request from «Acceder» until the dashboard is ready: ms from the click it went out and was answered. */
  traza: PeticionTrazada[];
  /** ms from «Acceder» until the dashboard's figures were on screen. */
  msCifras: number;
}

export interface PeticionTrazada {
  metodo: string;
  /** The path, and for a file of the build only its name. */
  ruta: string;
  inicio: number;
  /** NaN when it failed (or was cut off by the page's change). */
  fin: number;
}

export interface ResultadoModo {
  /** The web server's start: with a build (or the dev server's start). */
  arranqueMs: number;
  rondas: RondaArranque[];
}

export interface ResultadoArranqueWeb {
  produccion: ResultadoModo & { reusoMs: number };
  desarrollo: ResultadoModo;
}

/** Quiet: no request of the page (its prefetches aside) in flight for this long. */
const QUIETO_MS = 500;

/**
 * Waits for `visible`, then for the network to go quiet; answers ms from `t0` to the later of the two.
 * Quiet is counted here, request by request: Playwright's 'networkidle' is a load state, reached once
 * per document — a document that went quiet while it rendered (before the dashboard's calls) counted
 * as ready with its calls still on their way.
 */
async function hastaListo(page: Page, t0: number, fin: { ultimo: number; enVuelo: number }, visible: () => Promise<void>): Promise<number> {
  await visible();
  const visto = performance.now();
  const limite = visto + 120_000;
  while (fin.enVuelo > 0 || performance.now() - Math.max(visto, fin.ultimo) < QUIETO_MS) {
    if (performance.now() > limite) throw new Error(`the network did not go quiet (${fin.enVuelo} requests in flight)`);
    await page.waitForTimeout(50);
  }
  return Math.max(visto, fin.ultimo) - t0;
}

/** One round: /login in a new browser context until its form is ready, then «Acceder» until the dashboard is. */
export async function ronda(
  browser: Browser,
  web: string,
  quien: { email: string; password: string; codigo?: () => string },
): Promise<RondaArranque> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    const page = await context.newPage();
    let peticiones = 0;
    let prefetch = 0;
    let msApiLogin = Number.NaN;
    const fin = { ultimo: 0, enVuelo: 0 };
    const esPrefetch = (r: Request) => /prefetch/i.test(r.headers()['sec-purpose'] ?? '');
    let traza: PeticionTrazada[] | null = null;
    const trazadas = new Map<Request, PeticionTrazada>();
    page.on('request', (r) => {
      if (esPrefetch(r)) prefetch++;
      else {
        peticiones++;
        fin.enVuelo++;
      }
      if (!traza) return;
      const url = new URL(r.url());
      const t: PeticionTrazada = {
        metodo: r.method(),
        ruta: url.pathname.replace(/^\/assets\//, ''),
        inicio: performance.now() - t0,
        fin: Number.NaN,
      };
      traza.push(t);
      trazadas.set(r, t);
    });
    const terminada = (r: Request) => {
      if (esPrefetch(r)) return;
      fin.ultimo = performance.now();
      fin.enVuelo--;
    };
    page.on('requestfinished', (r) => {
      terminada(r);
      const t = trazadas.get(r);
      if (t) t.fin = performance.now() - t0;
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/auth/login') msApiLogin = r.timing().responseEnd;
    });
    page.on('requestfailed', (r) => {
      terminada(r);
      const t = trazadas.get(r);
      if (t) t.fin = Number.NaN;
    });

    let t0 = performance.now();
    await page.goto(`${web}/login`, { timeout: 120_000 });
    const msLogin = await hastaListo(page, t0, fin, () =>
      page.getByRole('button', { name: 'Acceder' }).waitFor({ state: 'visible', timeout: 120_000 }),
    );
    const peticionesLogin = peticiones;
    const prefetchLogin = prefetch;

    await page.getByLabel('Email').fill(quien.email);
    await page.getByLabel('Contraseña', { exact: true }).fill(quien.password);
    if (quien.codigo) {
      // The superadmin's second factor (D155): «Acceder» leads to the code step; what is measured
      // starts at «Verificar», the click that opens the session, as «Acceder» did before.
      await page.getByRole('button', { name: 'Acceder' }).click();
      await page.getByLabel('Código de verificación').fill(quien.codigo());
    }
    peticiones = 0;
    traza = [];
    let msCifras = Number.NaN;
    t0 = performance.now();
    await page.getByRole('button', { name: quien.codigo ? 'Verificar' : 'Acceder' }).click();
    const msPanel = await hastaListo(page, t0, fin, async () => {
      await page.waitForURL('**/dashboard', { timeout: 120_000 });
      // Usable: the figures are on screen (until they come, the heading stands over placeholders).
      await page.getByText('Total Empresas', { exact: true }).waitFor({ state: 'visible', timeout: 120_000 });
      msCifras = performance.now() - t0;
    });
    return { peticionesLogin, prefetchLogin, msLogin, peticionesPanel: peticiones, msPanel, msApiLogin, traza, msCifras };
  } finally {
    await context.close();
  }
}

/**
 * Both ways on `webPort` (the origin the stack's API allows), against the stack at `apiUrl`, signing
 * in as its superadmin. The production build goes to a folder of its own (not `npm start`'s).
 */
export async function medirArranqueWeb(o: {
  apiUrl: string;
  s3Url: string;
  webPort: number;
  superadmin: { email: string; password: string; codigo?: () => string };
}): Promise<ResultadoArranqueWeb> {
  const cacheDir = mkdtempSync(join(tmpdir(), 'talentia-bench-web-local-'));
  const browser = await launch();
  const servir = async (modo: WebMode) => {
    const t0 = performance.now();
    const web = await startWeb({ modo, port: o.webPort, apiUrl: o.apiUrl, s3Url: o.s3Url, cacheDir });
    return { web, ms: performance.now() - t0 };
  };
  const rondas = async (url: string) => {
    const r: RondaArranque[] = [];
    for (let i = 0; i < RONDAS; i++) r.push(await ronda(browser, url, o.superadmin));
    return r;
  };
  try {
    const construida = await servir('produccion');
    await construida.web.close();
    const reusada = await servir('produccion');
    if (construida.web.construida !== true || reusada.web.construida !== false)
      throw new Error(`the build was made ${construida.web.construida}, then ${reusada.web.construida}: expected built, then reused`);
    let produccion: ResultadoArranqueWeb['produccion'];
    try {
      produccion = { arranqueMs: construida.ms, reusoMs: reusada.ms, rondas: await rondas(reusada.web.url) };
    } finally {
      await reusada.web.close();
    }
    const dev = await servir('desarrollo');
    try {
      return { produccion, desarrollo: { arranqueMs: dev.ms, rondas: await rondas(dev.web.url) } };
    } finally {
      await dev.web.close();
    }
  } finally {
    await browser.close();
    rmSync(cacheDir, { recursive: true, force: true });
  }
}

const mediana = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const seg = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const veces = (a: number, b: number) => `${(a / b).toFixed(1)}×`;

export function informeArranqueWeb(r: ResultadoArranqueWeb): string {
  const filas: Array<[string, (x: RondaArranque) => number, (n: number) => string]> = [
    ['requests until the sign-in form is ready', (x) => x.peticionesLogin, String],
    ["the app's code the sign-in page prefetched (requests)", (x) => x.prefetchLogin, String],
    ['time until the sign-in form is ready', (x) => x.msLogin, seg],
    ['requests from «Acceder» until the dashboard is ready', (x) => x.peticionesPanel, String],
    ["time from «Acceder» until the dashboard's figures are on screen (usable)", (x) => x.msCifras, seg],
    ['time from «Acceder» until the dashboard is ready (figures, and the network quiet)', (x) => x.msPanel, seg],
    ['of which the sign-in call (POST /api/auth/login)', (x) => x.msApiLogin, (n) => `${n.toFixed(0)} ms`],
  ];
  const lineas = [
    `\nWeb: \`npm start\` (production build, served as CloudFront does) vs \`npm run dev\` (Vite's dev server), on one stack; ` +
      `each round in a new browser context; first visit after the server starts, then the median of ${r.produccion.rondas.length - 1} more\n`,
    '| measure | visit | npm start | npm run dev | dev ÷ start |',
    '|---|---|---|---|---|',
  ];
  for (const [nombre, valor, formato] of filas) {
    const primera = [valor(r.produccion.rondas[0]), valor(r.desarrollo.rondas[0])];
    const despues = [mediana(r.produccion.rondas.slice(1).map(valor)), mediana(r.desarrollo.rondas.slice(1).map(valor))];
    lineas.push(`| ${nombre} | first | ${formato(primera[0])} | ${formato(primera[1])} | ${veces(primera[1], primera[0])} |`);
    lineas.push(`| ${nombre} | later | ${formato(despues[0])} | ${formato(despues[1])} | ${veces(despues[1], despues[0])} |`);
  }
  lineas.push(
    `| web server start (\`npm start\`: build, the sources having changed) | | ${seg(r.produccion.arranqueMs)} | ${seg(r.desarrollo.arranqueMs)} | |`,
    `| web server start (\`npm start\`: the build reused) | | ${seg(r.produccion.reusoMs)} | | |`,
  );
  const todas = (m: ResultadoModo) =>
    m.rondas.map((x) => `${x.peticionesLogin}/${seg(x.msLogin)} → ${x.peticionesPanel}/${seg(x.msPanel)}`).join(' | ');
  lineas.push('', `Rounds (requests/time to the form → requests/time to the dashboard):`);
  lineas.push(`- npm start: ${todas(r.produccion)}`, `- npm run dev: ${todas(r.desarrollo)}`);
  return lineas.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.LOG_LEVEL = 'SILENT';
  const webPort = await freePort();
  const stack = await pilaDeBench('talentia-bench-arranque-', { webPort });
  try {
    console.log(
      informeArranqueWeb(
        await medirArranqueWeb({ apiUrl: stack.apiUrl, s3Url: stack.endpoints.s3, webPort, superadmin: SUPERADMIN_BENCH }),
      ),
    );
  } finally {
    await stack.cerrar();
  }
}
