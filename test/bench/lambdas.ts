// The Lambdas' cold start, measured as ratios to a minimal function in one run (this machine is
// shared and noisy: absolute numbers mean little, ratios measured side by side do). Part of
// `npm run bench`; alone: `npx tsx test/bench/lambdas.ts`.
// - Cold import (the goals, D84): a fresh `node` imports a bundle and
//   reports how long the import took; the reference and the measured bundle alternate (A B A B …),
//   at least 15 times each, so machine noise hits both alike; the median of each counts.
// - Size: every handler bundled exactly as CDK bundles it (infra/aws/bundling.ts), and the minimal
//   reference function (test/bench/referencia/minima.ts) with the same esbuild options. Reported,
//   no longer a goal: bytes are a proxy, what a person waits for is the time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import { bundleHandlers, ESBUILD_OPTIONS, type BundleEntry } from '../../infra/aws/bundling.js';
import { REPO_ROOT } from '../../infra/aws/config.js';
import { jobs } from '../../shared/jobs.js';
import { lambdaRoutes } from '../../shared/routes/index.js';

/** Alternating cold imports of each bundle and of the reference: never fewer than 15 (the goals' rule). */
const RONDAS = Math.max(15, Number(process.env.BENCH_RONDAS ?? 15));
/** Cold import of the median and of the largest bundle against the minimal function (D84). */
export const METAS = { importacionMediana: 1.2, importacionMayor: 1.5 };

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/** Milliseconds a fresh Node spends importing `file` (module scope included, process start excluded). */
function importar(file: string): number {
  const code = `const t=performance.now();await import(${JSON.stringify(file)});process.stdout.write(String(performance.now()-t));`;
  const out = execFileSync(process.execPath, ['--input-type=module', '-e', code], {
    env: {
      PATH: process.env.PATH,
      TABLE_NAME: 'bench',
      FILES_BUCKET: 'bench',
      USER_POOL_ID: 'eu-west-1_bench',
      USER_POOL_CLIENT_ID: 'bench',
      AWS_REGION: 'eu-west-1',
      AWS_ACCESS_KEY_ID: 'bench',
      AWS_SECRET_ACCESS_KEY: 'bench',
      LOG_LEVEL: 'SILENT',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    },
    encoding: 'utf8',
  });
  return Number(out);
}

export interface ResultadoLambdas {
  minima: number;
  tamanos: Array<{ nombre: string; bytes: number; ratio: number }>;
  mayor: { nombre: string; ratio: number };
  mediana: { nombre: string; ratio: number };
  importacion: Array<{ nombre: string; ms: number; minimaMs: number; ratio: number }>;
}

export function medirLambdas(): ResultadoLambdas {
  const dir = mkdtempSync(join(tmpdir(), 'talentia-lambdas-'));
  try {
    const entries: BundleEntry[] = [
      ...[...new Set(lambdaRoutes.map((r) => r.handler))].map((handler) => ({ kind: 'http' as const, handler })),
      ...jobs.map((j) => ({ kind: 'jobs' as const, handler: j.handler })),
    ];
    const dirs = bundleHandlers({ functionsRoot: join(REPO_ROOT, 'functions'), outDir: join(dir, 'handlers'), entries });
    const minimaFile = join(dir, 'minima', 'index.mjs');
    buildSync({ ...ESBUILD_OPTIONS, entryPoints: [join(REPO_ROOT, 'test/bench/referencia/minima.ts')], outfile: minimaFile });
    const minima = statSync(minimaFile).size;

    const tamanos = [...dirs.entries()]
      .map(([nombre, d]) => ({ nombre, file: join(d, 'index.mjs'), bytes: statSync(join(d, 'index.mjs')).size }))
      .map((t) => ({ ...t, ratio: t.bytes / minima }))
      .sort((a, b) => b.bytes - a.bytes);
    const mayor = tamanos[0];
    const mediana = tamanos[Math.floor(tamanos.length / 2)];

    // Cold import of the largest, the median and a few of every kind, each against the reference;
    // `empresas/create`, the largest until nodemailer left the bundles for a side file (D106), stays
    // measured so runs compare. A bundle's size is its `index.mjs`, what a cold start loads: the
    // side file `nodemailer.mjs` beside the mail functions is loaded only by an SMTP send.
    const medidos = [
      ...new Map(
        [
          mayor,
          mediana,
          ...['http/empresas/create', 'http/auth/login', 'http/sistema/health', 'http/areas/list', 'jobs/recordatorios'].map((n) =>
            tamanos.find((t) => t.nombre === n)!,
          ),
        ]
          .filter(Boolean)
          .map((t) => [t.nombre, t]),
      ).values(),
    ];
    importar(minimaFile); // warm the file system cache alike for all
    const importacion = medidos.map((t) => {
      importar(t.file);
      const a: number[] = [];
      const b: number[] = [];
      for (let i = 0; i < RONDAS; i++) {
        a.push(importar(minimaFile));
        b.push(importar(t.file));
      }
      return { nombre: t.nombre, ms: median(b), minimaMs: median(a), ratio: median(b) / median(a) };
    });
    return {
      minima,
      tamanos: tamanos.map(({ nombre, bytes, ratio }) => ({ nombre, bytes, ratio })),
      mayor: { nombre: mayor.nombre, ratio: mayor.ratio },
      mediana: { nombre: mediana.nombre, ratio: mediana.ratio },
      importacion,
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const kb = (b: number) => `${(b / 1024).toFixed(0)} KB`;
const si = (ok: boolean) => (ok ? 'sí' : 'no');

export function informeLambdas(r: ResultadoLambdas): string {
  const imp = (n: string) => r.importacion.find((i) => i.nombre === n)!;
  const lines = [
    `\nLambdas: ${r.tamanos.length} bundles against the minimal function (${kb(r.minima)}), median of ${RONDAS} alternating cold imports each\n`,
    '| measure | bundle | ratio | goal | met |',
    '|---|---|---|---|---|',
    `| cold import, median bundle | ${r.mediana.nombre} | ${imp(r.mediana.nombre).ratio.toFixed(2)}× (${imp(r.mediana.nombre).ms.toFixed(1)} vs ${imp(r.mediana.nombre).minimaMs.toFixed(1)} ms) | ≤ ${METAS.importacionMediana}× | ${si(imp(r.mediana.nombre).ratio <= METAS.importacionMediana)} |`,
    `| cold import, largest bundle | ${r.mayor.nombre} | ${imp(r.mayor.nombre).ratio.toFixed(2)}× (${imp(r.mayor.nombre).ms.toFixed(1)} vs ${imp(r.mayor.nombre).minimaMs.toFixed(1)} ms) | ≤ ${METAS.importacionMayor}× | ${si(imp(r.mayor.nombre).ratio <= METAS.importacionMayor)} |`,
    `| size, largest (bytes are a proxy: not a goal) | ${r.mayor.nombre} | ${r.mayor.ratio.toFixed(2)}× | — | — |`,
    `| size, median (bytes are a proxy: not a goal) | ${r.mediana.nombre} | ${r.mediana.ratio.toFixed(2)}× | — | — |`,
    '',
    '| bundle | size | × minimal | cold import ms | × minimal |',
    '|---|---|---|---|---|',
    ...r.tamanos.slice(0, 6).map((t) => {
      const i = r.importacion.find((x) => x.nombre === t.nombre);
      return `| ${t.nombre} | ${kb(t.bytes)} | ${t.ratio.toFixed(2)} | ${i ? i.ms.toFixed(1) : ''} | ${i ? i.ratio.toFixed(2) : ''} |`;
    }),
    ...r.importacion
      .filter((i) => !r.tamanos.slice(0, 6).some((t) => t.nombre === i.nombre))
      .map((i) => {
        const t = r.tamanos.find((x) => x.nombre === i.nombre)!;
        return `| ${i.nombre} | ${kb(t.bytes)} | ${t.ratio.toFixed(2)} | ${i.ms.toFixed(1)} | ${i.ratio.toFixed(2)} |`;
      }),
  ];
  return lines.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(informeLambdas(medirLambdas()));
