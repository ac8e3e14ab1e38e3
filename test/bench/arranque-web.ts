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
// Alone (`npm run bench:arranque`), also a company admin's «Acceder» beside the superadmin's «Verificar»
// (second factor, D155), rounds alternating on the production build (D165; BENCH_ARRANQUE_DEV=0 leaves
// the dev server out). Part of `npm run bench`; BENCH_ARRANQUE_RONDAS rounds each, 4 by default.
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Request } from 'playwright-core';
import { startWeb, type WebMode } from '../../infra/local/stack.js';
import { freePort } from '../../infra/local/emulators.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { launch } from '../e2e/browser.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS, tokenConCodigo } from '../testing/segundo-factor.js';
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
  /** ms from «Acceder» until the dashboard's figures were on screen (Playwright saw the label: polled, so a little late). */
  msCifras: number;
  /** What the page itself timed (issue 69), ms from the click as the page received it; NaN where the browser gave nothing. */
  pagina: PinturaCifras;
}

/**
 * The page's own clock (issue 69): the click's event, the figures' paint (the first frame with a value
 * of TarjetaCifra, `elementtiming="cifra"`, in it), and the app document's Resource Timing, all in ms
 * from the click. One clock — the browser's — with no polling between the paint and the figure.
 */
export interface PinturaCifras {
  /** The figures painted: the end of the first frame with a value in it. */
  msPintura: number;
  /** The last response the app's document had received before that paint (its own document, its code, its API calls). */
  msUltimaRespuesta: number;
  /** What that response was (a path; a file of the build by its name). */
  ultimaRespuesta: string;
  /** The app's document answered (the page change from login.html). */
  msDocumento: number;
  /** `GET /api/dashboard` answered (NaN when the figures came without it). */
  msDatos: number;
  /** The app's main thread: long tasks (> 50 ms) between its document's start and the paint, their sum and the longest. */
  msTareasLargas: number;
  msTareaMasLarga: number;
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
  /** The superadmin (with the second factor: from «Verificar»). */
  produccion: ResultadoModo & { reusoMs: number };
  /** A company admin (the password alone: from «Acceder»), on `npm start`'s build, rounds alternating with the superadmin's. */
  admin?: RondaArranque[];
  desarrollo?: ResultadoModo;
}

/**
 * Put in every document of a round before its own scripts (Playwright's init script, outside the page's
 * CSP): keeps the timed click's moment in the tab's sessionStorage (it outlives the page change from
 * login.html to the app) and the first paint of a figure and the long tasks in the window.
 */
function medidorDePintura() {
  const w = window as unknown as { __benchCifras?: number; __benchLargas?: Array<[number, number]> };
  w.__benchLargas = [];
  addEventListener(
    'click',
    (e) => {
      const boton = (e.target as Element | null)?.closest?.('button');
      if (boton && /^(Acceder|Verificar)$/.test(boton.textContent?.trim() ?? '')) {
        sessionStorage.setItem('bench-clic', String(performance.timeOrigin + e.timeStamp));
        performance.mark('bench-clic');
      }
    },
    true,
  );
  // The figures' paint: the first frame after a value of TarjetaCifra (`elementtiming="cifra"`) is in
  // the document, timed at the first task after that frame (a rendering's paint runs right after its
  // animation frames). The browser's own Element Timing would be exact, but this Chromium reports text
  // only when the page first paints it, not text added later, as React adds the figures.
  // (No function is named in here: tsx would wrap it in a helper the page does not have.)
  new MutationObserver((_, observador) => {
    if (!document.querySelector('[elementtiming="cifra"]')) return;
    observador.disconnect();
    requestAnimationFrame(() =>
      setTimeout(() => {
        w.__benchCifras = performance.timeOrigin + performance.now();
        // The mark puts the moment in a trace's clock (perfil-arranque.ts).
        performance.mark('bench-cifras');
      }, 0),
    );
  }).observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((lista) => {
      for (const e of lista.getEntries()) w.__benchLargas!.push([e.startTime, e.duration]);
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // A browser without long tasks' timing: their sum reads 0.
  }
}

/** Reads, in the app's document, what medidorDePintura kept; waits up to 5 s for the paint's entry (delivered after the frame). */
async function leerPintura(page: Page): Promise<PinturaCifras> {
  const nada: PinturaCifras = {
    msPintura: Number.NaN,
    msUltimaRespuesta: Number.NaN,
    ultimaRespuesta: '',
    msDocumento: Number.NaN,
    msDatos: Number.NaN,
    msTareasLargas: Number.NaN,
    msTareaMasLarga: Number.NaN,
  };
  try {
    await page.waitForFunction(() => (window as unknown as { __benchCifras?: number }).__benchCifras !== undefined, null, {
      timeout: 5_000,
    });
  } catch {
    return nada;
  }
  return page.evaluate((vacio) => {
    const w = window as unknown as { __benchCifras: number; __benchLargas: Array<[number, number]> };
    const clic = Number(sessionStorage.getItem('bench-clic'));
    if (!clic) return vacio;
    // ms from the click of a moment of this document's clock (no function is named in here: tsx would
    // wrap it in a helper the page does not have).
    const aClic = performance.timeOrigin - clic;
    const pintura = w.__benchCifras - performance.timeOrigin;
    const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming | undefined;
    const recursos = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
    let ultima = { t: nav?.responseEnd ?? Number.NaN, nombre: location.pathname };
    for (const r of recursos)
      if (r.responseEnd <= pintura && !(r.responseEnd <= ultima.t))
        ultima = { t: r.responseEnd, nombre: new URL(r.name).pathname.replace(/^\/assets\//, '') };
    const datos = recursos.find((r) => new URL(r.name).pathname === '/api/dashboard');
    const largas = w.__benchLargas.filter(([inicio]) => inicio < pintura).map(([, d]) => d);
    return {
      msPintura: aClic + pintura,
      msUltimaRespuesta: aClic + ultima.t,
      ultimaRespuesta: ultima.nombre,
      msDocumento: nav ? aClic + nav.responseEnd : Number.NaN,
      msDatos: datos ? aClic + datos.responseEnd : Number.NaN,
      msTareasLargas: largas.reduce((a, b) => a + b, 0),
      msTareaMasLarga: Math.max(0, ...largas),
    };
  }, nada);
}

/** What a trace of a round records: DevTools' timeline with the V8 sampling profiler. */
export const CATEGORIAS_TRAZA = [
  'toplevel',
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.cpu_profiler',
  'blink.user_timing',
  'loading',
];

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

/** Who signs in: `codigo` answers the second factor's step (then «Verificar» is what is timed); `cifra`: a label of the dashboard's figures. */
export interface Quien {
  email: string;
  password: string;
  codigo?: () => string;
  /** A figure's label on the dashboard this person lands on (the superadmin's «Total Empresas» by default). */
  cifra?: string;
}

/** One round: /login in a new browser context until its form is ready, then «Acceder» until the dashboard is. */
export async function ronda(browser: Browser, web: string, quien: Quien, opciones: { traza?: string } = {}): Promise<RondaArranque> {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addInitScript(medidorDePintura);
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
    // A Chrome trace of the timed part (test/bench/perfil-arranque.ts reads it): the main thread's work and a CPU profile.
    if (opciones.traza) await browser.startTracing(page, { path: opciones.traza, categories: CATEGORIAS_TRAZA });
    t0 = performance.now();
    await page.getByRole('button', { name: quien.codigo ? 'Verificar' : 'Acceder' }).click();
    const msPanel = await hastaListo(page, t0, fin, async () => {
      await page.waitForURL('**/dashboard', { timeout: 120_000 });
      // Usable: the figures are on screen (until they come, the heading stands over placeholders).
      await page.getByText(quien.cifra ?? 'Total Empresas', { exact: true }).waitFor({ state: 'visible', timeout: 120_000 });
      msCifras = performance.now() - t0;
    });
    const pagina = await leerPintura(page);
    if (opciones.traza) await browser.stopTracing();
    return { peticionesLogin, prefetchLogin, msLogin, peticionesPanel: peticiones, msPanel, msApiLogin, traza, msCifras, pagina };
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
  superadmin: Quien;
  admin?: Quien;
  /** Also `npm run dev`'s server (BENCH_ARRANQUE_DEV=0 leaves it out). */
  desarrollo?: boolean;
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
    const admin: RondaArranque[] = [];
    try {
      const suyas: RondaArranque[] = [];
      // The two people alternate, round by round: on a shared machine the load moves by the minute.
      for (let i = 0; i < RONDAS; i++) {
        suyas.push(await ronda(browser, reusada.web.url, o.superadmin));
        if (o.admin) admin.push(await ronda(browser, reusada.web.url, o.admin));
      }
      produccion = { arranqueMs: construida.ms, reusoMs: reusada.ms, rondas: suyas };
    } finally {
      await reusada.web.close();
    }
    if (o.desarrollo === false) return { produccion, ...(o.admin ? { admin } : {}) };
    const dev = await servir('desarrollo');
    try {
      return { produccion, ...(o.admin ? { admin } : {}), desarrollo: { arranqueMs: dev.ms, rondas: await rondas(dev.web.url) } };
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
const ms = (n: number) => (Number.isNaN(n) ? '—' : `${n.toFixed(0)} ms`);

export function informeArranqueWeb(r: ResultadoArranqueWeb): string {
  const filas: Array<[string, (x: RondaArranque) => number, (n: number) => string]> = [
    ['requests until the sign-in form is ready', (x) => x.peticionesLogin, String],
    ["the app's code the sign-in page prefetched (requests)", (x) => x.prefetchLogin, String],
    ['time until the sign-in form is ready', (x) => x.msLogin, seg],
    ['requests from «Acceder» («Verificar») until the dashboard is ready', (x) => x.peticionesPanel, String],
    ["time from «Acceder» («Verificar») until the dashboard's figures are on screen (usable)", (x) => x.msCifras, seg],
    ['time from «Acceder» («Verificar») until the dashboard is ready (figures, and the network quiet)', (x) => x.msPanel, seg],
    ['of which the sign-in call (POST /api/auth/login)', (x) => x.msApiLogin, (n) => `${n.toFixed(0)} ms`],
    // Issue 69: the page's own clock, from the click as the page got it to the paint of the figures.
    [
      "time from «Acceder» («Verificar») until the figures are painted (the page's clock: what a person waits for)",
      (x) => x.pagina.msPintura,
      seg,
    ],
    ['time from «Acceder» («Verificar») until the last response received before that paint', (x) => x.pagina.msUltimaRespuesta, seg],
    [
      'painted − last response before it (script and rendering after the network)',
      (x) => x.pagina.msPintura - x.pagina.msUltimaRespuesta,
      ms,
    ],
    ["painted − GET /api/dashboard answered (the figures' own data)", (x) => x.pagina.msPintura - x.pagina.msDatos, ms],
    ['painted − ready (the last request answered, network quiet: the figure until issue 69)', (x) => x.pagina.msPintura - x.msPanel, ms],
    ["the app's long tasks before the paint, summed", (x) => x.pagina.msTareasLargas, ms],
  ];
  const lineas: string[] = [];
  const primeraYResto = (rs: RondaArranque[], valor: (x: RondaArranque) => number) => [valor(rs[0]), mediana(rs.slice(1).map(valor))];
  if (r.desarrollo) {
    const dev = r.desarrollo;
    lineas.push(
      `\nWeb: \`npm start\` (production build, served as CloudFront does) vs \`npm run dev\` (Vite's dev server), on one stack, ` +
        `the superadmin («Verificar», D155); each round in a new browser context; first visit after the server starts, then the median of ${r.produccion.rondas.length - 1} more\n`,
      '| measure | visit | npm start | npm run dev | dev ÷ start |',
      '|---|---|---|---|---|',
    );
    for (const [nombre, valor, formato] of filas) {
      const [p1, pN] = primeraYResto(r.produccion.rondas, valor);
      const [d1, dN] = primeraYResto(dev.rondas, valor);
      lineas.push(`| ${nombre} | first | ${formato(p1)} | ${formato(d1)} | ${veces(d1, p1)} |`);
      lineas.push(`| ${nombre} | later | ${formato(pN)} | ${formato(dN)} | ${veces(dN, pN)} |`);
    }
    lineas.push(
      `| web server start (\`npm start\`: build, the sources having changed) | | ${seg(r.produccion.arranqueMs)} | ${seg(dev.arranqueMs)} | |`,
    );
  } else {
    lineas.push(`\nWeb: \`npm start\` (production build, served as CloudFront does): web server start ${seg(r.produccion.arranqueMs)}`);
  }
  lineas.push(`| web server start (\`npm start\`: the build reused) | | ${seg(r.produccion.reusoMs)} | | |`);
  if (r.admin?.length) {
    lineas.push(
      '',
      `\`npm start\`, rounds alternating: a company admin («Acceder», the password alone) beside the superadmin («Verificar», second factor); first visit, then the median of ${r.admin.length - 1} more\n`,
      '| measure | visit | admin «Acceder» | superadmin «Verificar» | goal |',
      '|---|---|---|---|---|',
    );
    for (const [nombre, valor, formato] of filas.slice(3)) {
      const [a1, aN] = primeraYResto(r.admin, valor);
      const [s1, sN] = primeraYResto(r.produccion.rondas, valor);
      const meta = nombre.includes('a person waits for') ? '≤ 1.5 s' : '';
      lineas.push(
        `| ${nombre} | first | ${formato(a1)} | ${formato(s1)} | ${meta} |`,
        `| ${nombre} | later | ${formato(aN)} | ${formato(sN)} | ${meta} |`,
      );
    }
  }
  const todas = (rs: RondaArranque[]) =>
    rs
      .map((x) => `${x.peticionesLogin}/${seg(x.msLogin)} → ${x.peticionesPanel}/${seg(x.msCifras)} (painted ${seg(x.pagina.msPintura)})`)
      .join(' | ');
  lineas.push(
    '',
    `Rounds (requests/time to the form → requests/time to the figures):`,
    `- npm start, superadmin: ${todas(r.produccion.rondas)}`,
  );
  if (r.admin?.length) lineas.push(`- npm start, admin: ${todas(r.admin)}`);
  if (r.desarrollo) lineas.push(`- npm run dev: ${todas(r.desarrollo.rondas)}`);
  // Where the time goes: the API calls of each person's median round, ms from the click (sent → answered).
  for (const [quien, rs] of [
    ['superadmin', r.produccion.rondas],
    ['admin', r.admin ?? []],
  ] as const) {
    if (!rs.length) continue;
    const m = [...rs].sort((x, y) => x.msCifras - y.msCifras)[Math.floor((rs.length - 1) / 2)];
    const archivos = m.traza.filter((t) => !t.ruta.startsWith('/api/'));
    const p = m.pagina;
    lineas.push(
      '',
      `Median round, ${quien} (figures at ${m.msCifras.toFixed(0)} ms; ${archivos.length} files of the build, the last answered at ${Math.max(0, ...archivos.map((t) => t.fin || 0)).toFixed(0)} ms):`,
      `  the page's clock: app document answered ${ms(p.msDocumento)}, GET /api/dashboard answered ${ms(p.msDatos)}, ` +
        `last response before the paint ${ms(p.msUltimaRespuesta)} (${p.ultimaRespuesta}), figures painted ${ms(p.msPintura)}; ` +
        `long tasks before it ${ms(p.msTareasLargas)} (longest ${ms(p.msTareaMasLarga)})`,
    );
    for (const t of m.traza.filter((x) => x.ruta.startsWith('/api/')))
      lineas.push(
        `  ${t.inicio.toFixed(0).padStart(5)} → ${(Number.isNaN(t.fin) ? 'cut off' : t.fin.toFixed(0)).padStart(7)}  ${t.metodo} ${t.ruta}`,
      );
  }
  return lineas.join('\n');
}

/** A company with an admin who has chosen their password, made through the API as the superadmin (`token`). */
export async function adminDeBench(apiUrl: string, token: string): Promise<Quien> {
  const admin = { nombre: 'Berta Banco', email: 'berta@banco-pruebas.test', password: 'Cedro-Marino-2026' };
  const res = await fetch(`${apiUrl}/api/empresas`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({
      nombreLegal: 'Banco de Pruebas S.L.',
      nombreComercial: 'Banco de Pruebas',
      cif: completarCif('B', '4800001'),
      email: 'info@banco-pruebas.test',
      adminData: { ...admin, confirmPassword: admin.password },
    }),
  });
  if (res.status !== 201) throw new Error(`create company: ${res.status} ${await res.text()}`);
  // As if the admin had made the change required at first sign-in (D37): the stack runs in this process.
  const { actualizarPerfil, perfilPorEmail } = await import('../../functions/lib/db/usuarios.js');
  const perfil = await perfilPorEmail(admin.email);
  if (!perfil) throw new Error(`No user ${admin.email}`);
  await actualizarPerfil(perfil.empresaId ?? null, perfil.id, { debeCambiarPassword: undefined });
  return { email: admin.email, password: admin.password, cifra: 'Licencias Activas' };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.LOG_LEVEL = 'SILENT';
  const webPort = await freePort();
  const stack = await pilaDeBench('talentia-bench-arranque-', { webPort });
  try {
    const totp = { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! };
    const admin = await adminDeBench(stack.apiUrl, await tokenConCodigo(stack, SUPERADMIN_BENCH, totp));
    const carga = loadavg()[0];
    const resultado = await medirArranqueWeb({
      apiUrl: stack.apiUrl,
      s3Url: stack.endpoints.s3,
      webPort,
      // The superadmin signs in with the second factor (D155): the code step answered with the tests' secret.
      superadmin: { ...SUPERADMIN_BENCH, codigo: () => codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS) },
      admin,
      desarrollo: process.env.BENCH_ARRANQUE_DEV !== '0',
    });
    console.log(informeArranqueWeb(resultado));
    console.log(`\nLoad average (1 min): ${carga.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after.`);
  } finally {
    await stack.cerrar();
  }
}
