// Bundles every Lambda handler (each route row's and each job's) in ONE esbuild run, so synth time
// grows with the size of the code, not with the number of functions (~100 routes). Each handler
// gets its own self-contained folder `<outDir>/<kind>/<handler>/index.mjs` that becomes one Lambda
// asset (`lambda.Code.fromAsset(dir)`, handler `index.handler`); a function that may send SMTP mail
// also has `nodemailer.mjs` there, which only the send loads (nodemailer-side-file.ts, D106).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { execFileSync } from 'node:child_process';
import type { BuildOptions } from 'esbuild';
import { REPO_ROOT } from './config.js';

export type HandlerKind = 'http' | 'jobs';

export interface BundleEntry {
  kind: HandlerKind;
  /** Module under `<functionsRoot>/<kind>/` without extension, e.g. `sistema/health`. */
  handler: string;
}

const SOURCE_EXTENSIONS = ['.ts', '.mts', '.js', '.mjs'];

/**
 * ESM output still meets CommonJS dependencies (middy plugins, nodemailer, parts of the SDK) that
 * call `require` for Node built-ins; ESM has no `require`, so the bundle recreates it.
 */
const ESM_REQUIRE_BANNER =
  "import { createRequire as __talentiaCreateRequire } from 'node:module'; const require = __talentiaCreateRequire(import.meta.url);";

/**
 * How every Lambda is bundled; the bench (test/bench/lambdas.ts) bundles its minimal reference
 * function with exactly these, so sizes compare like with like.
 */
export const ESBUILD_OPTIONS: BuildOptions = {
  absWorkingDir: REPO_ROOT,
  tsconfig: path.join(REPO_ROOT, 'tsconfig.json'),
  bundle: true,
  // AWS SDK v3 is bundled, not taken from the runtime: the runtime's copy changes version under us
  // with runtime patches, while a bundled copy is exactly the version the tests and the local
  // stack ran, and tree-shaking keeps only the clients a function imports (small cold starts).
  external: [],
  format: 'esm',
  platform: 'node',
  // Node 20 syntax: the same bundle runs on the Lambda nodejs22.x runtime and on the local stack.
  target: 'node20',
  mainFields: ['module', 'main'],
  minify: true,
  sourcemap: true,
  sourcesContent: false,
  banner: { js: ESM_REQUIRE_BANNER },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'error',
};

const cache = new Map<string, Map<string, string>>();

export function bundleKey(entry: BundleEntry): string {
  return `${entry.kind}/${entry.handler}`;
}

/** Finds the source file of a handler module, or undefined when it does not exist (yet). */
export function handlerSource(functionsRoot: string, entry: BundleEntry): string | undefined {
  const base = path.join(functionsRoot, entry.kind, entry.handler);
  return SOURCE_EXTENSIONS.map((ext) => base + ext).find((f) => fs.existsSync(f));
}

/**
 * Bundles all entries once per process (cached by root, output folder and entry list) and returns
 * `bundleKey(entry)` → the folder holding that handler's `index.mjs` (+ source map, + `nodemailer.mjs`
 * and its map where the bundle imports it).
 */
export function bundleHandlers(opts: { functionsRoot: string; outDir: string; entries: BundleEntry[] }): Map<string, string> {
  const keys = [...new Set(opts.entries.map(bundleKey))].sort();
  const cacheKey = JSON.stringify([opts.functionsRoot, opts.outDir, keys]);
  const cached = cache.get(cacheKey);
  if (cached) return cached;

  const entryPoints: Record<string, string> = {};
  const missing: string[] = [];
  for (const entry of opts.entries) {
    const src = handlerSource(opts.functionsRoot, entry);
    if (!src) missing.push(path.join(path.relative(REPO_ROOT, opts.functionsRoot) || '.', entry.kind, `${entry.handler}.ts`));
    else entryPoints[`${bundleKey(entry)}/index`] = src;
  }
  if (missing.length) {
    throw new Error(`Handler modules not found (each needs an exported "handler"):\n  ${missing.join('\n  ')}`);
  }

  // A stale folder would leave the bundles of deleted handlers behind; start clean.
  fs.rmSync(opts.outDir, { recursive: true, force: true });
  // One build, in a child process: esbuild's synchronous API runs no plugins, and the schemas'
  // plugin (pure-schemas.ts, D87) is what keeps each function to its own route's contract, as
  // nodemailer-side-file.ts (D106) keeps nodemailer in a side file.
  execFileSync(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'infra/aws/bundling-worker.ts')], {
    cwd: REPO_ROOT,
    input: JSON.stringify({ entryPoints, outdir: opts.outDir }),
    stdio: ['pipe', 'inherit', 'inherit'],
  });

  const dirs = new Map<string, string>();
  for (const entry of opts.entries) dirs.set(bundleKey(entry), path.join(opts.outDir, bundleKey(entry)));
  cache.set(cacheKey, dirs);
  return dirs;
}
