// The web's first load, on the production build. Part of `npm run bench`; alone:
// `npx tsx test/bench/web.ts`.
// - Builds the web (web/dist) and serves it on loopback with the SPA fallback and gzip, as
//   CloudFront does. It listens on 127.0.0.2, an address the app does not take for a local machine,
//   so the app calls its API on its own origin as in AWS; this server answers the one call the
//   login screen makes (GET /api/oauth/config) and 404 to any other.
// - Playwright (Debian's Chromium) opens /login and records every .js file it loads until the screen
//   is up and the network is idle; the measure is the sum of their gzipped sizes (zlib's default
//   level; 1 kB = 1000 bytes).
// - Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4× slower CPU) scores
//   performance and accessibility on /login, RONDAS times; the median counts (this machine is
//   shared, so one run can be noisy).
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { launch as lanzarChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { build } from 'vite';
import { chromiumPath, launch } from '../e2e/browser.js';

const REPO = fileURLToPath(new URL('../..', import.meta.url));
const DIST = join(REPO, 'web', 'dist');
const HOST = '127.0.0.2';
const RONDAS = Number(process.env.BENCH_WEB_RONDAS ?? 3);

export const METAS_WEB = { jsInicialKb: 150, rendimiento: 90, accesibilidad: 100 };

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

/** web/dist over HTTP: files as they are (gzipped when the browser accepts it), index.html for any other path. */
function servir(dir: string): Promise<{ url: string; server: Server }> {
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
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    if (path.startsWith('/api/')) {
      const ok = path === '/api/oauth/config';
      res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
      res.end(ok ? OAUTH_CONFIG : JSON.stringify({ success: false, message: 'No encontrado' }));
      return;
    }
    let file = normalize(join(dir, path));
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

export interface ArchivoJs {
  nombre: string;
  gzip: number;
}

export interface ResultadoWeb {
  js: ArchivoJs[];
  jsGzip: number;
  rondas: RondaLighthouse[];
}

/** The .js files /login loads until its form shows and the network is idle. */
async function jsInicial(url: string): Promise<ArchivoJs[]> {
  const browser = await launch();
  try {
    const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
    const pedidos = new Set<string>();
    page.on('request', (r) => {
      const p = new URL(r.url()).pathname;
      if (p.endsWith('.js')) pedidos.add(p);
    });
    await page.goto(`${url}/login`);
    await page.getByRole('button', { name: 'Acceder' }).waitFor({ state: 'visible', timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    return [...pedidos]
      .map((p) => ({ nombre: p.slice(1), gzip: gzipSync(readFileSync(join(DIST, p))).length }))
      .sort((a, b) => b.gzip - a.gzip);
  } finally {
    await browser.close();
  }
}

/** Lighthouse's mobile run on /login: performance and accessibility scores (0–100). */
export interface RondaLighthouse {
  rendimiento: number;
  accesibilidad: number;
  /** The run's metrics as Lighthouse writes them (FCP, LCP, TBT, CLS, Speed Index). */
  metricas: Record<string, string>;
}

const METRICAS = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];

async function lighthouseLogin(url: string): Promise<RondaLighthouse> {
  const chrome = await lanzarChrome({
    chromePath: chromiumPath(),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
  try {
    const result = await lighthouse(`${url}/login`, {
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
    return {
      rendimiento: Math.round(categorias.performance.score * 100),
      accesibilidad: Math.round(categorias.accessibility.score * 100),
      metricas,
    };
  } finally {
    chrome.kill();
  }
}

export async function medirWeb(): Promise<ResultadoWeb> {
  await build({ configFile: join(REPO, 'web', 'vite.config.ts'), logLevel: 'warn' });
  const { url, server } = await servir(DIST);
  try {
    const js = await jsInicial(url);
    const rondas: RondaLighthouse[] = [];
    for (let i = 0; i < RONDAS; i++) rondas.push(await lighthouseLogin(url));
    return { js, jsGzip: js.reduce((t, f) => t + f.gzip, 0), rondas };
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

export function informeWeb(r: ResultadoWeb): string {
  const puntos = r.rondas.map((x) => x.rendimiento);
  const rendimiento = mediana(puntos);
  const accesibilidad = mediana(r.rondas.map((x) => x.accesibilidad));
  // The metrics of the run whose score is the median.
  const central = [...r.rondas].sort((a, b) => a.rendimiento - b.rendimiento)[Math.floor((r.rondas.length - 1) / 2)];
  return [
    `\nWeb: /login on the production build, ${r.js.length} .js files loaded first; Lighthouse mobile, median of ${r.rondas.length} runs\n`,
    '| measure | value | goal | met |',
    '|---|---|---|---|',
    `| /login JS loaded first, gzipped | ${kb(r.jsGzip)} | ≤ ${METAS_WEB.jsInicialKb} kB | ${si(r.jsGzip <= METAS_WEB.jsInicialKb * 1000)} |`,
    `| Lighthouse performance (mobile), /login | ${rendimiento} (${puntos.join(', ')}) | ≥ ${METAS_WEB.rendimiento} | ${si(rendimiento >= METAS_WEB.rendimiento)} |`,
    `| Lighthouse accessibility, /login | ${accesibilidad} (${r.rondas.map((x) => x.accesibilidad).join(', ')}) | ${METAS_WEB.accesibilidad} | ${si(accesibilidad >= METAS_WEB.accesibilidad)} |`,
    ...(central
      ? ['', '| metric (median run) | value |', '|---|---|', ...Object.entries(central.metricas).map(([k, v]) => `| ${k} | ${v} |`)]
      : []),
    '',
    '| file | gzipped |',
    '|---|---|',
    ...r.js.map((f) => `| ${f.nombre} | ${kb(f.gzip)} |`),
  ].join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(informeWeb(await medirWeb()));
