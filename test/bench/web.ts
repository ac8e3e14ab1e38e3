// The web's first load, on the production build: /login, the candidate's page
// (/entrevista/{token}) and a vacancy's apply page (/empleo/{codigo}), each its own entry (D86, D85,
// D187). Part of `npm run bench` (which passes the local API, two real interview links and a
// published vacancy's code); alone: `npx tsx test/bench/web.ts` (/login only).
// - Builds the web (web/dist) and serves it on loopback as CloudFront does: gzip, and each path
//   through CloudFront's own viewer-request function (infra/aws/stacks/web-stack.ts SPA_REWRITE:
//   login.html for /login, entrevista.html for /entrevista/{token}, empleo.html for /empleo/{codigo},
//   index.html for the app's
//   routes). It listens on
//   127.0.0.2, an address the app does not take for a local machine, so the page calls its API on
//   its own origin as in AWS: /api/* is passed to the local API when there is one (else only the
//   login's GET /api/oauth/config is answered, and 404 to any other).
// - Playwright (Debian's Chromium) opens each page and records every .js file it loads (the sign-in
//   page's prefetches of the app's code aside: not run there, D122): /login
//   until its form is up, the candidate's page until the first question can be answered (the notices
//   read, the consent ticked, "Comenzar" pressed, the answer box on screen), the apply page until its
//   form can be sent (the vacancy read, «Presentarme y empezar la entrevista» on screen), each then until the
//   network is idle. The measure is the sum of their gzipped sizes (zlib's default level; 1 kB =
//   1000 bytes).
// - Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× slower CPU) scores
//   performance and accessibility on each page, RONDAS times, alternating the pages; the median
//   counts (this machine is shared, so one run can be noisy). The candidate's page is scored on a
//   link nobody has opened (its welcome: the notices and the consent).
import { readFileSync, statSync } from 'node:fs';
import { type IncomingMessage, type ServerResponse, createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch as lanzarChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { SPA_REWRITE } from '../../infra/aws/stacks/web-stack.js';
import type { Page } from 'playwright-core';
import { CHROMIUM_FLAGS, chromiumPath, launch } from '../e2e/browser.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(REPO, 'web', 'dist');
const HOST = '127.0.0.2';
// Five by default (issue 69): Lighthouse's score on this machine spreads by ten points or more between
// runs of the same code, so a median of three can land anywhere in that spread.
const RONDAS = Number(process.env.BENCH_WEB_RONDAS ?? 5);

export const METAS_WEB = { jsInicialKb: 150, rendimiento: 90, accesibilidad: 100 };
/** The candidate's page (D85): JS until the first question can be answered, score, LCP. */
export const METAS_CANDIDATO = { jsInicialKb: 100, rendimiento: 90, accesibilidad: 100, lcpMs: 2500 };

/** CloudFront's viewer-request function for the web, run as it is deployed. */
const reescribir = new Function(`${SPA_REWRITE}; return handler;`)() as (e: { request: { uri: string } }) => { uri: string };

const TIPOS: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
};

const OAUTH_CONFIG = JSON.stringify({ success: true, data: { providers: { google: { enabled: true }, microsoft: { enabled: true } } } });

/** web/dist over HTTP as CloudFront serves it; /api/* to the local API when given. */
function servir(dir: string, apiUrl?: string): Promise<{ url: string; server: Server }> {
  const cache = new Map<string, { cuerpo: Buffer; gzip: Buffer; tipo: string }>();
  const leer = (file: string) => {
    let entrada = cache.get(file);
    if (!entrada) {
      const cuerpo = readFileSync(file);
      entrada = { cuerpo, gzip: gzipSync(cuerpo), tipo: TIPOS[extname(file)] ?? 'application/octet-stream' };
      cache.set(file, entrada);
    }
    return entrada;
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const path = decodeURIComponent(url.pathname);
    if (path.startsWith('/api/')) {
      if (apiUrl) return void pasarAlApi(apiUrl, req, res);
      const ok = path === '/api/oauth/config';
      res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      res.end(ok ? OAUTH_CONFIG : JSON.stringify({ success: false, message: 'No encontrado' }));
      return;
    }
    let file = normalize(join(dir, reescribir({ request: { uri: path } }).uri));
    if (!file.startsWith(dir + sep) || !statSync(file, { throwIfNoEntry: false })?.isFile()) file = join(dir, 'index.html');
    const { cuerpo, gzip, tipo } = leer(file);
    const comprimir = /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'content-type': tipo,
      'cache-control': file.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(comprimir ? { 'content-encoding': 'gzip', vary: 'accept-encoding' } : {}),
    });
    res.end(comprimir ? gzip : cuerpo);
  });
  return new Promise((resolve) =>
    server.listen(0, HOST, () => resolve({ url: `http://${HOST}:${(server.address() as AddressInfo).port}`, server })),
  );
}

/** One API call passed on to the local API (method, JSON body and content type), its answer back. */
async function pasarAlApi(apiUrl: string, req: IncomingMessage, res: ServerResponse) {
  try {
    const partes: Buffer[] = [];
    for await (const parte of req) partes.push(parte as Buffer);
    const respuesta = await fetch(`${apiUrl}${req.url}`, {
      method: req.method,
      headers: { ...(req.headers['content-type'] ? { 'content-type': String(req.headers['content-type']) } : {}) },
      body: partes.length ? Buffer.concat(partes) : undefined,
    });
    res.writeHead(respuesta.status, { 'content-type': respuesta.headers.get('content-type') ?? 'application/json' });
    res.end(Buffer.from(await respuesta.arrayBuffer()));
  } catch (error) {
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ success: false, message: String(error) }));
  }
}

export interface ArchivoJs {
  nombre: string;
  gzip: number;
}

export interface ResultadoPagina {
  js: ArchivoJs[];
  jsGzip: number;
  rondas: RondaLighthouse[];
}

export interface ResultadoWeb {
  login: ResultadoPagina;
  /** Absent when the bench runs without the local API (web.ts alone). */
  candidato?: ResultadoPagina;
  /** A vacancy's apply page, /empleo/{codigo} (D187); absent without the local API or a vacancy's link. */
  empleo?: ResultadoPagina;
}

/** The .js files a page loads until `listo` resolves and the network is idle. */
async function jsCargado(url: string, listo: (page: Page) => Promise<void>): Promise<ArchivoJs[]> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const pedidos = new Set<string>();
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      // The sign-in page's prefetches of the app's code (D122) are not run on it: not its JS.
      if (p.endsWith('.js') && !/prefetch/i.test(r.headers()['sec-purpose'] ?? '')) pedidos.add(p);
    });
    await page.goto(url);
    await listo(page);
    await page.waitForLoadState('networkidle');
    return [...pedidos]
      .map((p) => ({ nombre: p.slice(1), gzip: gzipSync(readFileSync(join(DIST, p))).length }))
      .sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

/** /login until its form shows. */
const loginListo = (page: Page) => page.getByRole('button', { name: 'Acceder' }).waitFor({ state: 'visible', timeout: 30_000 });

/** The candidate's page until the first question can be answered: consent, start, the answer box. */
async function primeraPreguntaLista(page: Page) {
  await page.getByRole('checkbox', { name: /He leído el aviso/ }).check({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Comenzar la entrevista' }).click();
  await page
    .getByRole('textbox')
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch(async (error: unknown) => {
      throw new Error(`La primera pregunta no apareció. La página dice: ${(await page.locator('main').innerText()).slice(-600)}`, {
        cause: error,
      });
    });
}

/** A vacancy's apply page until its form can be sent: the vacancy read and its send button shown. */
async function formularioEmpleoListo(page: Page) {
  await page
    .getByRole('button', { name: 'Presentarme y empezar la entrevista' })
    .waitFor({ state: 'visible', timeout: 30_000 })
    .catch(async (error: unknown) => {
      throw new Error(`El formulario de la oferta no apareció. La página dice: ${(await page.locator('main').innerText()).slice(-600)}`, {
        cause: error,
      });
    });
}

/** Lighthouse's mobile run on a page: performance and accessibility scores (0–100). */
export interface RondaLighthouse {
  rendimiento: number;
  accesibilidad: number;
  /** The run's metrics as Lighthouse writes them (FCP, LCP, TBT, CLS, Speed Index). */
  metricas: Record<string, string>;
  /** Largest Contentful Paint, milliseconds. */
  lcpMs: number;
  /** Total Blocking Time, milliseconds (Lighthouse's simulated slow CPU). */
  tbtMs: number;
  /** The run's long tasks (`long-tasks` audit): the script they are attributed to, their duration and start, ms. */
  tareasLargas: Array<{ url: string; ms: number; inicio: number }>;
  /** Main-thread time per script (`bootup-time` audit): total, script evaluation, parse and compile, ms. */
  arranque: Array<{ url: string; total: number; script: number; compilar: number }>;
  /** Main-thread time per kind of work (`mainthread-work-breakdown`), ms. */
  hilo: Record<string, number>;
}

const METRICAS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function lighthousePagina(url: string): Promise<RondaLighthouse> {
  const chrome = await lanzarChrome({
    chromePath: chromiumPath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categorias = result?.lhr.categories;
    if (!categorias?.performance?.score || categorias.accessibility?.score === undefined || categorias.accessibility.score === null) {
      throw new Error(`Lighthouse no dio puntuación: ${JSON.stringify(result?.lhr.runtimeError ?? result?.lhr.runWarnings)}`);
    }
    const metricas = Object.fromEntries(
      METRICAS.map((id) => [result!.lhr.audits[id]?.title ?? id, result!.lhr.audits[id]?.displayValue ?? '']),
    );
    const { audits } = result!.lhr;
    return {
      rendimiento: Math.round(categorias.performance.score * 100),
      accesibilidad: Math.round(categorias.accessibility.score * 100),
      metricas,
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? Number.NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? Number.NaN,
      tareasLargas: filas(audits['long-tasks']?.details).map((f) => ({
        url: rutaCorta(f.url),
        ms: Number(f.duration),
        inicio: Number(f.startTime),
      })),
      arranque: filas(audits['bootup-time']?.details).map((f) => ({
        url: rutaCorta(f.url),
        total: Number(f.total),
        script: Number(f.scripting),
        compilar: Number(f.scriptParseCompile),
      })),
      hilo: Object.fromEntries(
        filas(audits['mainthread-work-breakdown']?.details).map((f) => [String(f.groupLabel ?? f.group), Number(f.duration)]),
      ),
    };
  } finally {
    chrome.kill();
  }
}

/** A Lighthouse table's rows (`details.items`), whatever the audit. */
function filas(details: unknown): Array<Record<string, unknown>> {
  const items = (details as { items?: unknown } | undefined)?.items;
  return Array.isArray(items) ? (items as Array<Record<string, unknown>>) : [];
}

/** A script's URL as the report names it: a file of the build by its name; the page itself, and Lighthouse's own entries, as they are. */
function rutaCorta(url: unknown): string {
  const u = String(url ?? '');
  try {
    const { pathname } = new URL(u);
    if (pathname.startsWith('/assets/')) return pathname.slice('/assets/'.length);
    return pathname.replace(/^\/entrevista\/[^/]+/, '/entrevista/{token}').replace(/^\/empleo\/[^/]+/, '/empleo/{codigo}');
  } catch {
    return u;
  }
}

export interface EnlacesCandidato {
  /** Walked through to the first question (its consent is given). */
  recorrido: string;
  /** Scored by Lighthouse: nobody opens it otherwise, so it stays on its welcome. */
  lighthouse: string;
  /** A published vacancy's code (/empleo/{codigo}): measured until its form can be sent, and by Lighthouse (nothing is sent). */
  empleo?: string;
}

export async function medirWeb(opciones: { apiUrl?: string; enlaces?: EnlacesCandidato } = {}): Promise<ResultadoWeb> {
  await build({ configFile: join(REPO, 'web', 'vite.config.ts'), logLevel: 'warn' });
  const { url, server } = await servir(DIST, opciones.apiUrl);
  try {
    const { enlaces } = opciones;
    const login: ResultadoPagina = { js: await jsCargado(`${url}/login`, loginListo), jsGzip: 0, rondas: [] };
    const candidato: ResultadoPagina | undefined = enlaces
      ? { js: await jsCargado(`${url}/entrevista/${enlaces.recorrido}`, primeraPreguntaLista), jsGzip: 0, rondas: [] }
      : undefined;
    const empleo: ResultadoPagina | undefined = enlaces?.empleo
      ? { js: await jsCargado(`${url}/empleo/${enlaces.empleo}`, formularioEmpleoListo), jsGzip: 0, rondas: [] }
      : undefined;
    // The pages alternate, so the machine's noise falls on all alike.
    for (let i = 0; i < RONDAS; i++) {
      login.rondas.push(await lighthousePagina(`${url}/login`));
      if (candidato && enlaces) candidato.rondas.push(await lighthousePagina(`${url}/entrevista/${enlaces.lighthouse}`));
      if (empleo && enlaces?.empleo) empleo.rondas.push(await lighthousePagina(`${url}/empleo/${enlaces.empleo}`));
    }
    for (const r of [login, candidato, empleo]) if (r) r.jsGzip = r.js.reduce((t, f) => t + f.gzip, 0);
    return { login, candidato, empleo };
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const mediana = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const kb = (b: number) => `${(b / 1000).toFixed(1)} kB`;
const si = (ok: boolean) => (ok ? 'sí' : 'no');

function informePagina(
  titulo: string,
  r: ResultadoPagina,
  metas: { jsInicialKb: number; rendimiento: number; accesibilidad: number; lcpMs?: number },
  hasta: string,
): string {
  const puntos = r.rondas.map((x) => x.rendimiento);
  const rendimiento = mediana(puntos);
  const accesibilidad = mediana(r.rondas.map((x) => x.accesibilidad));
  const lcp = mediana(r.rondas.map((x) => x.lcpMs));
  // The metrics of the run whose score is the median.
  const central = [...r.rondas].sort((a, b) => a.rendimiento - b.rendimiento)[Math.floor((r.rondas.length - 1) / 2)];
  const tbt = r.rondas.map((x) => x.tbtMs);
  return [
    `\nWeb: ${titulo} on the production build, ${r.js.length} .js files loaded ${hasta}; Lighthouse mobile, median of ${r.rondas.length} runs\n`,
    '| measure | value | goal | met |',
    '|---|---|---|---|',
    `| ${titulo}: JS loaded ${hasta}, gzipped | ${kb(r.jsGzip)} | ≤ ${metas.jsInicialKb} kB | ${si(r.jsGzip <= metas.jsInicialKb * 1000)} |`,
    `| Lighthouse performance (mobile), ${titulo} | ${rendimiento} (${puntos.join(', ')}) | ≥ ${metas.rendimiento} | ${si(rendimiento >= metas.rendimiento)} |`,
    `| the same, spread (lowest–highest) and runs at or above the goal | ${Math.min(...puntos)}–${Math.max(...puntos)}; ${puntos.filter((p) => p >= metas.rendimiento).length} of ${puntos.length} | every run | ${si(puntos.every((p) => p >= metas.rendimiento))} |`,
    `| Total Blocking Time, ${titulo} | ${mediana(tbt).toFixed(0)} ms (${tbt.map((t) => t.toFixed(0)).join(', ')}) | | |`,
    ...(metas.lcpMs
      ? [
          `| Largest Contentful Paint, ${titulo} | ${(lcp / 1000).toFixed(1)} s (${r.rondas.map((x) => (x.lcpMs / 1000).toFixed(1)).join(', ')}) | ≤ ${metas.lcpMs / 1000} s | ${si(lcp <= metas.lcpMs)} |`,
        ]
      : []),
    `| Lighthouse accessibility, ${titulo} | ${accesibilidad} (${r.rondas.map((x) => x.accesibilidad).join(', ')}) | ${metas.accesibilidad} | ${si(accesibilidad >= metas.accesibilidad)} |`,
    ...(central
      ? ['', '| metric (median run) | value |', '|---|---|', ...Object.entries(central.metricas).map(([k, v]) => `| ${k} | ${v} |`)]
      : []),
    ...tareasLargas(titulo, r.rondas),
    '',
    '| file | gzipped |',
    '|---|---|',
    ...r.js.map((f) => `| ${f.nombre} | ${kb(f.gzip)} |`),
  ].join('\n');
}

/**
 * Where the blocking time comes from (issue 69), over all runs: the long tasks by the script Lighthouse
 * attributes them to (how many runs had one, the median of each run's sum, the longest seen), the
 * scripts' main-thread time (`bootup-time`, median per run) and the kinds of work (median per run).
 * Lighthouse's figures are those of its simulated 4× slower CPU.
 */
function tareasLargas(titulo: string, rondas: RondaLighthouse[]): string[] {
  if (!rondas.length) return [];
  const porScript = new Map<string, { sumas: number[]; mayor: number }>();
  rondas.forEach((ronda, i) => {
    for (const t of ronda.tareasLargas) {
      const e = porScript.get(t.url) ?? { sumas: rondas.map(() => 0), mayor: 0 };
      e.sumas[i] += t.ms;
      e.mayor = Math.max(e.mayor, t.ms);
      porScript.set(t.url, e);
    }
  });
  const largas = [...porScript]
    .map(([url, e]) => ({ url, runs: e.sumas.filter((x) => x > 0).length, mediana: mediana(e.sumas), mayor: e.mayor }))
    .sort((a, b) => b.mediana - a.mediana || b.mayor - a.mayor)
    .slice(0, 8);
  const scripts = new Map<string, Array<{ total: number; script: number; compilar: number }>>();
  for (const ronda of rondas)
    for (const a of ronda.arranque)
      scripts.set(a.url, [...(scripts.get(a.url) ?? []), { total: a.total, script: a.script, compilar: a.compilar }]);
  const medianaDe = (xs: number[]) => mediana([...xs, ...Array<number>(rondas.length - xs.length).fill(0)]);
  const arranque = [...scripts]
    .map(([url, xs]) => ({
      url,
      total: medianaDe(xs.map((x) => x.total)),
      script: medianaDe(xs.map((x) => x.script)),
      compilar: medianaDe(xs.map((x) => x.compilar)),
    }))
    .sort((a, b) => b.total - a.total)
    .slice(0, 6);
  const tipos = [...new Set(rondas.flatMap((x) => Object.keys(x.hilo)))]
    .map((k) => [k, mediana(rondas.map((x) => x.hilo[k] ?? 0))] as const)
    .sort((a, b) => b[1] - a[1]);
  const n = rondas.length;
  return [
    '',
    `Long tasks on ${titulo} by script (Lighthouse's simulated CPU; ${n} runs; _lighthouse-eval.js is Lighthouse's own code run in the page, not ours):`,
    '',
    '| script | runs with a long task | its long tasks summed, median of the runs, ms | longest, ms |',
    '|---|---|---|---|',
    ...(largas.length
      ? largas.map((l) => `| ${l.url} | ${l.runs} of ${n} | ${l.mediana.toFixed(0)} | ${l.mayor.toFixed(0)} |`)
      : ['| (none) | | | |']),
    '',
    '| script (`bootup-time`, median per run) | main thread, ms | evaluation, ms | parse and compile, ms |',
    '|---|---|---|---|',
    ...arranque.map((a) => `| ${a.url} | ${a.total.toFixed(0)} | ${a.script.toFixed(0)} | ${a.compilar.toFixed(0)} |`),
    '',
    `Main thread by kind of work (median per run, ms): ${tipos.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`,
  ];
}

export function informeWeb(r: ResultadoWeb): string {
  return [
    informePagina('/login', r.login, METAS_WEB, 'first'),
    r.candidato ? informePagina('/entrevista/{token}', r.candidato, METAS_CANDIDATO, 'until the first question can be answered') : '',
    // Issue 66 item 3: as light and accessible as the interview's page (D187).
    r.empleo ? informePagina('/empleo/{codigo}', r.empleo, METAS_CANDIDATO, 'until the form can be sent') : '',
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(informeWeb(await medirWeb()));
