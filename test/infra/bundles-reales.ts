// The real handlers' production bundles (infra/aws/bundling.ts: the deploy's one esbuild run, its
// plugins included), made once per run of the CDK layer and read by both files that check them:
// route-table.test.ts (their layout, that they load, what they carry) and stacks.test.ts (IAM = the
// SDK commands each one keeps). Each used to bundle every handler itself, the IAM check a second,
// unminified build (≈ 15–35 s each; docs/performance.md, stop 52). The run's folder comes from the
// layer's global set-up (bundles-reales-global.ts); the first file that asks builds into it, and a
// file that asks while another builds waits for it (on two cores the layer runs one file at a time).
import * as fs from 'node:fs';
import * as path from 'node:path';
import { inject } from 'vitest';
import { colas } from '../../shared/colas.js';
import { EVENTOS_EMAIL, SEMBRADO } from '../../shared/despliegue.js';
import { jobs } from '../../shared/jobs.js';
import { routeList } from '../../shared/routes/index.js';
import { bundleHandlers, bundleKey, type BundleEntry } from '../../infra/aws/bundling.js';
import { REPO_ROOT } from '../../infra/aws/config.js';

/** Every handler module: each route row's (those CloudFront serves too), each job's and queue's, the deploy's seed and mail events. */
export const ENTRADAS_REALES: BundleEntry[] = [
  ...routeList.map((r): BundleEntry => ({ kind: 'http', handler: r.handler })),
  ...[...jobs, ...colas, SEMBRADO, EVENTOS_EMAIL].map((j): BundleEntry => ({ kind: 'jobs', handler: j.handler })),
];

export interface BundlesReales {
  /** The folder the esbuild run wrote into. */
  outDir: string;
  /** bundleKey → the folder that becomes the function's asset, as bundleHandlers answered it. */
  carpetas: Map<string, string>;
}

/** The real bundles of this run: built by the first caller, read by the others. */
export async function bundlesReales(): Promise<BundlesReales> {
  const raiz = inject('bundlesReales');
  const outDir = path.join(raiz, 'out');
  const hecho = path.join(raiz, 'carpetas.json');
  const fallo = path.join(raiz, 'fallo.txt');
  let construye = true;
  try {
    fs.mkdirSync(path.join(raiz, 'cerrojo'));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    construye = false;
  }
  if (construye) {
    try {
      const carpetas = bundleHandlers({ functionsRoot: path.join(REPO_ROOT, 'functions'), outDir, entries: ENTRADAS_REALES });
      fs.writeFileSync(`${hecho}.tmp`, JSON.stringify([...carpetas]));
      fs.renameSync(`${hecho}.tmp`, hecho);
      return { outDir, carpetas };
    } catch (err) {
      fs.writeFileSync(fallo, String((err as Error).stack ?? err));
      throw err;
    }
  }
  // Another file is building them: wait for its answer (the layer's hook time-out bounds the wait).
  for (;;) {
    if (fs.existsSync(fallo)) throw new Error(`The real bundles failed in another file:\n${fs.readFileSync(fallo, 'utf8')}`);
    if (fs.existsSync(hecho)) {
      return { outDir, carpetas: new Map(JSON.parse(fs.readFileSync(hecho, 'utf8')) as [string, string][]) };
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** Only the bundles of these entries (a file checks the set it names). */
export function soloDe(carpetas: Map<string, string>, entries: BundleEntry[]): Map<string, string> {
  return new Map(entries.map((e) => [bundleKey(e), carpetas.get(bundleKey(e))!]));
}
