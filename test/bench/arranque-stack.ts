// How long the local stack takes to start, phase by phase (D131): what every integration file and every
// browser-suite file pays before its first test (test/integration/local-stack.ts, test/e2e/e2e-stack.ts).
// One stack per process (the functions' module-scope clients keep the first stack's ports), so each
// round is a fresh `node` that starts the stack as most integration files do (no scheduler), stops it and reports its
// phases (infra/local/stack.ts `fases`); this process prints each phase's min/median/max.
// Part of `npm run bench`; alone: `npm run bench:pila` (BENCH_PILA_RONDAS rounds, 5 by default).
// `--una`: one round in this process, its phases as JSON on the last line (what the rounds run).
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const RONDAS = Number(process.env.BENCH_PILA_RONDAS ?? 5);

export interface ResultadoArranquePila {
  rondas: number;
  /** Phase → milliseconds of each round, in the order the stack went through them. */
  fases: Record<string, number[]>;
}

async function una(): Promise<Record<string, number>> {
  process.env.LOG_LEVEL = 'SILENT';
  const ti = performance.now();
  const { startTestStack } = await import('../integration/local-stack.js');
  const fases: Record<string, number> = { importar: performance.now() - ti };
  const t0 = performance.now();
  const stack = await startTestStack({ scheduler: false, fases: (fase, ms) => (fases[fase] = (fases[fase] ?? 0) + ms) });
  fases.total = performance.now() - t0;
  const health = await fetch(`${stack.apiUrl}/api/test`);
  if (health.status !== 200) throw new Error(`health ${health.status}`);
  await health.arrayBuffer();
  const t1 = performance.now();
  await stack.cleanup();
  fases.parada = performance.now() - t1;
  return fases;
}

export function medirArranquePila(rondas = RONDAS): ResultadoArranquePila {
  const fases: Record<string, number[]> = {};
  for (let i = 0; i < rondas; i++) {
    const out = execFileSync(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), '--una'], {
      encoding: 'utf8',
      env: process.env,
    });
    const ronda = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, number>;
    for (const [fase, ms] of Object.entries(ronda)) (fases[fase] ??= []).push(ms);
  }
  return { rondas, fases };
}

export function informeArranquePila(r: ResultadoArranquePila): string {
  const filas = Object.entries(r.fases).map(([fase, xs]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `| ${fase} | ${s[0].toFixed(0)} | ${s[Math.floor((s.length - 1) / 2)].toFixed(0)} | ${s.at(-1)!.toFixed(0)} |`;
  });
  return [
    `\nLocal stack start, as an integration file starts it (${r.rondas} rounds, a fresh process each)\n`,
    '| phase | min ms | median ms | max ms |',
    '|---|---|---|---|',
    ...filas,
  ].join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--una')) {
    const fases = await una();
    process.stdout.write(`\n${JSON.stringify(fases)}\n`);
    // Whatever a job or a client left open must not keep a round alive.
    process.exit(0);
  } else {
    console.log(informeArranquePila(medirArranquePila()));
  }
}
