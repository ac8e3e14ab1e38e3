// `npm test` and `npm run test:quick` (D74, D134). The machine has two cores, and the layers differ:
// - the type-check and lint are two independent programs: they run side by side;
// - the browser layer (e2e) runs its files one at a time (each drives Chromium against a whole local
//   stack) in one vitest process, then the CDK layer (infra) in another, while beside them a third
//   runs integration and web, a fourth the isolated jsdom files and a fifth unit;
// - then, alone, the integration files about timing under contention (`integration-aislado`);
// - at the end, the time each layer took (test/contar/reporter.ts writes each process's figures).
// `--rapido` (test:quick): the checks, then unit and web only. `--sin-web`: every layer but the jsdom
// ones (web, web-aislado), which CI then runs at the real clock (D134). Other arguments go to vitest.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const rapido = process.argv.includes('--rapido');
const sinWeb = process.argv.includes('--sin-web');
const extra = process.argv.slice(2).filter((a) => a !== '--rapido' && a !== '--sin-web');
const RESULTADOS = 'test-results';
const t0 = Date.now();
const seg = (desde) => ((Date.now() - desde) / 1000).toFixed(0);

/**
 * Runs a command. `prefijo`: its lines are printed as they come, each behind the prefix (two
 * processes print at once); without it, its output is kept and printed whole when it ends.
 */
function correr(nombre, cmd, args, { prefijo, env } = {}) {
  const inicio = Date.now();
  return new Promise((resolve) => {
    const hijo = spawn(cmd, args, { stdio: ['ignore', 'pipe', 'pipe'], ...(env ? { env } : {}) });
    let salida = '';
    const linea = (trozo, resto) => {
      const lineas = (resto.v + trozo).split('\n');
      resto.v = lineas.pop();
      for (const l of lineas) process.stdout.write(`${prefijo}${l}\n`);
    };
    const restos = [{ v: '' }, { v: '' }];
    hijo.stdout.on('data', (d) => (prefijo !== undefined ? linea(String(d), restos[0]) : (salida += d)));
    hijo.stderr.on('data', (d) => (prefijo !== undefined ? linea(String(d), restos[1]) : (salida += d)));
    hijo.on('close', (code) => {
      if (prefijo !== undefined) {
        for (const r of restos) if (r.v) process.stdout.write(`${prefijo}${r.v}\n`);
      } else {
        process.stdout.write(`\n== ${nombre} (${seg(inicio)} s, ${code === 0 ? 'bien' : `código ${code}`})\n${salida}`);
      }
      resolve({ nombre, code: code ?? 1, segundos: (Date.now() - inicio) / 1000 });
    });
  });
}

const comprobaciones = await Promise.all([
  correr('type-check', 'npm', ['run', '--silent', 'typecheck']),
  correr('lint', 'npm', ['run', '--silent', 'lint']),
]);
const fallo = comprobaciones.find((c) => c.code !== 0);

mkdirSync(RESULTADOS, { recursive: true });
for (const f of readdirSync(RESULTADOS)) if (/^capas-\d+\.json$/.test(f)) rmSync(join(RESULTADOS, f));
rmSync(join(RESULTADOS, 'reloj-real'), { recursive: true, force: true });
let suites = [];
const tVitest = Date.now();
if (!fallo) {
  const vitest = (proyectos, prefijo, opciones = [], env) =>
    correr(
      `vitest ${proyectos.join(' ')}`,
      'npx',
      ['vitest', 'run', ...proyectos.flatMap((p) => ['--project', p]), ...opciones, ...extra],
      { prefijo, env },
    );
  // Two lines of work of about the same length on the measured times (docs/performance.md, "CI time"):
  // the browser layer then the CDK one, beside integration, unit and web. The CDK layer used to send
  // one file to the other line; since it reads one synthesis (0.68× its time) the whole layer fits
  // after the browser one, and the other line, longer since the SaaS panel's integration files, is spared it.
  // A clean-clone run on a quiet machine (2026-11-25, D134): e2e 748 s then infra 187 s and unit with
  // the isolated jsdom files 88 s ended at 1043 s; integration 564 s then web 336 s at 914 s. Unit and
  // web-aislado then ended the second line (≈ 990 s against ≈ 935 s); since stop 52 unit ends the first
  // (below). Without the jsdom layers (`--sin-web`) the CDK layer joins the second line instead: e2e
  // alone beside integration, infra and unit.
  const linea = async (tramos) => {
    const hechos = [];
    for (const [proyectos, prefijo, opciones, env] of tramos) hechos.push(await vitest(proyectos, prefijo, opciones, env));
    return hechos.find((h) => h.code !== 0) ?? hechos[0];
  };
  // CI's pass at the real clock (.ci/run, D74, D134: `CAPAS_RELOJ_REAL` names its projects), run at the
  // end of the shorter line instead of after everything: the browser line is the longer one by 3–6
  // minutes, and a core sat idle beside its end. One worker, not to slow the browser files beside it.
  // Outside the moved clock: without faketime's preload and in the machine's own zone, its table apart.
  const relojReal = (process.env.CAPAS_RELOJ_REAL ?? '').split(',').filter(Boolean);
  const entornoReal = () => {
    const e = { ...process.env, TALENTIA_CAPAS_DIR: join(RESULTADOS, 'reloj-real') };
    for (const k of ['LD_PRELOAD', 'FAKETIME', 'FAKETIME_SHARED', 'DONT_FAKE_MONOTONIC']) delete e[k];
    if (process.env.CAPAS_TZ_REAL) e.TZ = process.env.CAPAS_TZ_REAL;
    else delete e.TZ;
    return e;
  };
  const tramoReal = relojReal.length && !rapido ? [[relojReal, '[reloj real] ', ['--maxWorkers=1'], entornoReal()]] : [];
  suites = await Promise.all(
    rapido
      ? // Alone on the machine: both cores for the two jsdom layers.
        [vitest(['unit', 'unit-aislado', 'web', 'web-aislado'], '', ['--maxWorkers=2'])]
      : sinWeb
        ? [
            // Unit at the end of the integration line again: since stop 52 the CDK layer takes 0.70× its
            // CPU and 0.82× its wall time (one bundle of the real handlers, one module graph; ≈ 223 →
            // 160-180 s expected in CI) and unit two thirds, so the e2e line (e2e 830 s in the
            // 2026-11-26 run) is the longer one; integration 636 s + infra + unit ≈ 830 s ends with it.
            linea([[['e2e'], '[e2e] ']]),
            linea([[['integration'], '[resto] '], [['infra'], '[infra] '], [['unit', 'unit-aislado'], '[unidad] '], ...tramoReal]),
          ]
        : [
            // The browser layer alone on its line (stop 75): on the 2026-11-29 runs e2e took 1 100–1 300 s
            // and integration + web + web-aislado + unit ≈ 920 s, so the CDK layer (130–230 s) ends the
            // shorter line, as it has on every `--sin-web` commit since stop 52 (beside e2e; the browser
            // wait it once timed out in stop 71 has held since), and CI's real-clock pass after it.
            linea([[['e2e'], '[e2e] ']]),
            linea([
              [['integration', 'web'], '[resto] '],
              [['web-aislado'], '[unidad] '],
              [['unit', 'unit-aislado'], '[unidad] '],
              [['infra'], '[infra] '],
              ...tramoReal,
            ]),
          ],
  );
  // The integration files about timing under contention, alone on the machine (vitest.config.ts,
  // INTEGRACION_AISLADA): after everything else, one file at a time.
  if (!rapido) suites.push(await vitest(['integration-aislado'], '[aislado] '));
}

const filas = comprobaciones.map((c) => [c.nombre, c.segundos.toFixed(0), c.code === 0 ? 'bien' : 'FALLA', '', '', '']);
let pruebas = 0;
let aserciones = 0;
const fallos = [];
// The real-clock pass's table (its own folder, emptied at the start) joins this one, its layers so named.
const REAL = join(RESULTADOS, 'reloj-real');
const informes = [
  ...readdirSync(RESULTADOS)
    .filter((x) => /^capas-\d+\.json$/.test(x))
    .map((f) => [join(RESULTADOS, f), '']),
  ...(existsSync(REAL)
    ? readdirSync(REAL)
        .filter((x) => /^capas-\d+\.json$/.test(x))
        .map((f) => [join(REAL, f), ' (real)'])
    : []),
];
// Its start is on the real clock and this process's on faketime's ("+Ns"): counted back onto the moved one.
const adelanto = (sufijo) =>
  sufijo && /^[+-]?\d+(\.\d+)?s?$/.test(process.env.FAKETIME ?? '') ? parseFloat(process.env.FAKETIME) * 1000 : 0;
for (const [f, sufijo] of informes) {
  const informe = JSON.parse(readFileSync(f, 'utf8'));
  for (const c of informe.capas) c.capa += sufijo;
  // Each process counts from its own start; the table counts from vitest's.
  const desfase = ((informe.inicio ?? tVitest) + adelanto(sufijo) - tVitest) / 1000;
  for (const c of informe.capas) {
    c.desde += desfase;
    c.hasta += desfase;
    pruebas += c.pruebas;
    aserciones += c.aserciones;
    for (const f of c.fallos ?? []) fallos.push({ capa: c.capa, ...f });
    filas.push([
      c.capa,
      c.sumaArchivos.toFixed(0),
      c.falladas ? `${c.falladas} fallan` : 'bien',
      String(c.pruebas),
      String(c.aserciones),
      `${c.desde.toFixed(0)}–${c.hasta.toFixed(0)}`,
    ]);
  }
}
const col = (f) => [f[0].padEnd(18), f[1].padStart(9), f[2].padStart(10), f[3].padStart(8), f[4].padStart(11), f[5].padStart(12)].join(' ');
console.log(
  `\nTiempo por capa (${rapido ? 'test:quick' : sinWeb ? 'npm test -- --sin-web' : 'npm test'}: ${seg(t0)} s en total, vitest ${seg(tVitest)} s).`,
);
const tras = process.env.CAPAS_RELOJ_REAL && !rapido ? ` y luego ${process.env.CAPAS_RELOJ_REAL} con el reloj real` : '';
console.log(
  sinWeb
    ? `Las dos comprobaciones corren a la vez; e2e corre junto a integration, luego infra y luego unit${tras}, así que los intervalos se solapan.`
    : `Las dos comprobaciones corren a la vez; e2e corre junto a integration y web, luego web-aislado, unit e infra${tras}, así que los intervalos se solapan.`,
);
console.log(col(['capa', 'segundos', 'resultado', 'pruebas', 'aserciones', 'en marcha']));
for (const f of filas) console.log(col(f));
console.log(col(['total', seg(t0), '', String(pruebas), String(aserciones), '']));
// Last, what failed: a long run's log is often kept only by its end.
if (fallos.length) {
  console.log(`\nFallan ${fallos.length}:`);
  for (const f of fallos) console.log(`- [${f.capa}] ${f.archivo} › ${f.prueba}\n    ${f.error.replace(/\n/g, '\n    ')}`);
}
const malo = fallo ?? suites.find((s) => s.code !== 0);
process.exit(malo ? malo.code || 1 : 0);
