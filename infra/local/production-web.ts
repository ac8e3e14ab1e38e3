// The web app's production build for the local stack (D121): `npm start` serves it (static-web.ts)
// instead of Vite's dev server, and the browser suite builds it once per run (test/e2e/construir-web.ts).
// `npm start` builds only when what goes into the build changed since the last one: a content hash of
// the sources (web/src, the HTML entries, web/public, web/vite.config.ts, the shared/ files the web
// imports, package-lock.json, the .env files Vite reads) and of the build's settings (the API address it
// calls, the VITE_* variables) is kept beside the build, in node_modules/.cache/talentia/web-local/
// (git-ignored, and never web/dist, which `npm run deploy` uploads).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const RAIZ_REPO = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Where `npm start` keeps its build and the hash of what went into it. */
export const LOCAL_WEB_CACHE = join(RAIZ_REPO, 'node_modules', '.cache', 'talentia', 'web-local');

/** What the build depends on besides the sources. */
export interface BuildSettings {
  /** The API's base address the built app calls (VITE_API_URL); none = the page's own origin, as in AWS. */
  apiUrl?: string;
}

/**
 * The production build of web/ into `outDir` (emptied first), calling the API at `apiUrl`. The
 * environment it sets for Vite (VITE_API_URL, NODE_ENV=production: vitest's NODE_ENV=test would make a
 * development build) is put back afterwards.
 */
export async function buildWeb(
  opciones: BuildSettings & {
    outDir: string;
    /** The repository whose web/ is built (another checkout: the A/B bench's); this one by default. */
    raiz?: string;
  },
): Promise<void> {
  const raiz = opciones.raiz ?? RAIZ_REPO;
  const antes = { api: process.env.VITE_API_URL, nodeEnv: process.env.NODE_ENV };
  if (opciones.apiUrl) process.env.VITE_API_URL = opciones.apiUrl;
  else delete process.env.VITE_API_URL;
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      configFile: join(raiz, 'web', 'vite.config.ts'),
      root: join(raiz, 'web'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: opciones.outDir, emptyOutDir: true },
    });
  } finally {
    for (const [nombre, valor] of [
      ['VITE_API_URL', antes.api],
      ['NODE_ENV', antes.nodeEnv],
    ] as const) {
      if (valor === undefined) delete process.env[nombre];
      else process.env[nombre] = valor;
    }
  }
}

function archivosBajo(dir: string, incluir: (ruta: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((f) => join(dir, f))
    .filter((f) => incluir(f) && statSync(f).isFile());
}

const ESPECIFICADOR = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

/** The file a specifier names, when it lies in shared/ (`@shared/x`, or a relative path into it). */
function enShared(raiz: string, desde: string, especificador: string): string | undefined {
  const limpio = especificador.replace(/[?#].*$/, '');
  const shared = join(raiz, 'shared');
  let base: string;
  if (limpio === '@shared' || limpio.startsWith('@shared/')) base = join(shared, limpio.slice('@shared'.length));
  else if (limpio.startsWith('.')) base = resolve(dirname(desde), limpio);
  else return undefined;
  if (!base.startsWith(shared + sep)) return undefined;
  const sinJs = base.replace(/\.(?:m?js|jsx)$/, '');
  for (const candidato of [base, `${sinJs}.ts`, `${sinJs}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidato) && statSync(candidato).isFile()) return candidato;
  }
  return undefined;
}

/**
 * The files the production build is made from, sorted: the web's own (tests aside), and the shared/
 * files reachable from them by their imports (shared/ imports only shared/ and packages).
 */
export function webSources(raiz = RAIZ_REPO): string[] {
  const web = join(raiz, 'web');
  const propias = [
    ...['index.html', 'login.html', 'entrevista.html', 'empleo.html', 'vite.config.ts']
      .map((f) => join(web, f))
      .filter((f) => existsSync(f)),
    ...archivosBajo(join(web, 'src'), (f) => !/\.test\.tsx?$/.test(f)),
    ...archivosBajo(join(web, 'public'), () => true),
    ...['package-lock.json', '.env', '.env.local', '.env.production', '.env.production.local']
      .map((f) => join(raiz, f))
      .filter((f) => existsSync(f)),
  ];
  const compartidas = new Set<string>();
  const pendientes = propias.filter((f) => /\.(?:tsx?|m?js|html)$/.test(f));
  while (pendientes.length) {
    const archivo = pendientes.pop()!;
    for (const [, especificador] of readFileSync(archivo, 'utf8').matchAll(ESPECIFICADOR)) {
      const destino = enShared(raiz, archivo, especificador);
      if (destino && !compartidas.has(destino)) {
        compartidas.add(destino);
        pendientes.push(destino);
      }
    }
  }
  return [...new Set([...propias, ...compartidas])].sort();
}

/** The content hash of the sources and the build's settings (the VITE_* variables Vite would also read). */
export function webFingerprint(ajustes: BuildSettings, raiz = RAIZ_REPO): string {
  const hash = createHash('sha256');
  const variables = Object.entries(process.env)
    .filter(([k]) => k.startsWith('VITE_') && k !== 'VITE_API_URL')
    .sort(([a], [b]) => a.localeCompare(b));
  hash.update(JSON.stringify({ apiUrl: ajustes.apiUrl ?? null, variables }));
  for (const archivo of webSources(raiz)) {
    hash.update(`\0${relative(raiz, archivo).split(sep).join('/')}\0`);
    hash.update(readFileSync(archivo));
  }
  return hash.digest('hex');
}

export interface ProductionWeb {
  /** The folder with index.html, login.html, entrevista.html, empleo.html and assets/. */
  dist: string;
  /** Built now (true) or reused (false). */
  construida: boolean;
  ms: number;
}

/**
 * The production build for these settings in `cacheDir/dist`: reused when `cacheDir/huella` holds the
 * hash of the current sources and settings, else built again (into a folder beside it, swapped in once
 * complete, and the hash written last: a build that fails or is interrupted is never taken for current).
 */
export async function productionWeb(
  opciones: BuildSettings & {
    cacheDir?: string;
    /** Where the build goes and where its hash is kept (default: `cacheDir/dist`, `cacheDir/huella`; the deploy's: web/dist and web/dist.huella). */
    dist?: string;
    archivoHuella?: string;
    raiz?: string;
    log?: (linea: string) => void;
    /** The build itself (buildWeb); the tests pass one of their own. */
    construir?: (o: BuildSettings & { outDir: string }) => Promise<void>;
  },
): Promise<ProductionWeb> {
  const t0 = performance.now();
  const cacheDir = opciones.cacheDir ?? LOCAL_WEB_CACHE;
  const dist = opciones.dist ?? join(cacheDir, 'dist');
  const archivoHuella = opciones.archivoHuella ?? join(cacheDir, 'huella');
  const huella = webFingerprint({ apiUrl: opciones.apiUrl }, opciones.raiz);
  const guardada = existsSync(archivoHuella) ? readFileSync(archivoHuella, 'utf8').trim() : undefined;
  if (guardada === huella && existsSync(join(dist, 'index.html'))) {
    return { dist, construida: false, ms: performance.now() - t0 };
  }
  opciones.log?.(
    guardada
      ? 'web: las fuentes han cambiado desde la última compilación; compilando la versión de producción…'
      : 'web: compilando la versión de producción (la primera vez tarda un poco)…',
  );
  mkdirSync(dirname(dist), { recursive: true });
  rmSync(archivoHuella, { force: true });
  const nueva = join(dirname(dist), `dist-${process.pid}-${Date.now()}`);
  try {
    await (opciones.construir ?? buildWeb)({ apiUrl: opciones.apiUrl, outDir: nueva });
    rmSync(dist, { recursive: true, force: true });
    renameSync(nueva, dist);
  } finally {
    rmSync(nueva, { recursive: true, force: true });
  }
  writeFileSync(archivoHuella, `${huella}\n`);
  const ms = performance.now() - t0;
  opciones.log?.(`web: compilada en ${(ms / 1000).toFixed(1)} s`);
  return { dist, construida: true, ms };
}
