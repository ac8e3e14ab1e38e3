// `npm run bench`: measures the local stack's request path (adapter → handler → DynamoDB
// emulator), the transactional quota write and the reminders job, candidates and interviews at
// scale, a vacancy of 5 000 applicants (vacantes.ts), on loopback, with bounded loops;
// the web's first load (web.ts: /login and the candidate's page, on the production build), sign-in to
// the dashboard as `npm start` and `npm run dev` serve the web (arranque-web.ts, D121), then the
// Lambdas' weight against a minimal function (lambdas.ts); last, the scale run of D110 (concurrencia.ts).
// First, the integrity part (comprobaciones/comprobar.ts, D157): the built-in analyzer on fixed interviews answered
// genuinely and in six gaming styles, its goals checked on the kept-apart set.
// Numbers are for comparing changes on the same machine, not AWS latencies. Results: docs/performance.md.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from '../../infra/local/emulators.js';
import { informeArranquePila, medirArranquePila } from './arranque-stack.js';
import { informeArranqueWeb, medirArranqueWeb, type ResultadoArranqueWeb } from './arranque-web.js';
import { informeCandidatos, medirCandidatos } from './candidatos.js';
import { informeConcurrencia, type ResultadoConcurrencia } from './concurrencia.js';
import { informeEntrevistas, medirEntrevistas } from './entrevistas.js';
import { informeLambdas, medirLambdas } from './lambdas.js';
import { informePeticion, medirPeticion } from './peticion.js';
import { informeVacantes, medirVacantes } from './vacantes.js';
import { sembrarEnlacesCandidato } from './pagina-candidato.js';
import { pilaDeBench, SUPERADMIN_BENCH } from './pila.js';
import { informeWeb, medirWeb, type ResultadoWeb } from './web.js';
import {
  CONJUNTOS,
  fallaObjetivos,
  informeIntegridad,
  informePorSignificado,
  informeTiempos,
  medirConjunto,
  medirTiempos,
} from './integridad.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS, tokenConCodigo } from '../testing/segundo-factor.js';

process.env.LOG_LEVEL = 'SILENT';
const N = Number(process.env.BENCH_N ?? 300);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 10);

function stats(samples: number[]) {
  const s = [...samples].sort((a, b) => a - b);
  const at = (q: number) => s[Math.min(s.length - 1, Math.floor(q * s.length))];
  return { n: s.length, p50: at(0.5), p95: at(0.95), p99: at(0.99), max: s[s.length - 1] };
}

async function timed<T>(fn: () => Promise<T>): Promise<number> {
  const t0 = performance.now();
  await fn();
  return performance.now() - t0;
}

async function pool(total: number, concurrency: number, task: (i: number) => Promise<number>) {
  const samples: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) samples.push(await task(next++));
    }),
  );
  return { ...stats(samples), rps: Math.round((total / (performance.now() - t0)) * 1000) };
}

// The assessment against gaming: every set, the goals on the kept-apart ones and the hard set's flags (a miss fails the bench at the end).
for (const c of CONJUNTOS) {
  const r = await medirConjunto(c);
  console.log(informeIntegridad(r));
  if (fallaObjetivos(r)) process.exitCode = 1;
  console.log(await informePorSignificado(c));
}
console.log(informeTiempos(await medirTiempos()));

let resultadoWeb: ResultadoWeb | undefined;
let resultadoArranque: ResultadoArranqueWeb | undefined;
// The web port: the origin the API allows, where arranque-web.ts serves the web both ways.
const webPort = await freePort();
const stack = await pilaDeBench('talentia-bench-', { webPort });
try {
  const health = () =>
    timed(async () => {
      const res = await fetch(`${stack.apiUrl}/api/test`);
      if (res.status !== 200) throw new Error(`health ${res.status}`);
      await res.arrayBuffer();
    });
  for (let i = 0; i < 20; i++) await health(); // warm-up: module import, connections

  const repo = await import('../../functions/lib/db/repository.js');
  const { empresaKeys } = await import('../../functions/lib/db/empresas.js');
  const { tomarCuotaStep } = await import('../../functions/lib/db/empresa-contadores.js');
  const { usuarioKeys } = await import('../../functions/lib/db/usuarios.js');
  const { QuotaExceededError } = await import('../../functions/lib/errors.js');
  await repo.createItem({ ...empresaKeys.empresa('bench'), limites: { usuarios: -1 }, uso: { usuarios: 0 } });
  const create = (i: number) =>
    timed(() =>
      repo.transact([
        { op: { Put: { Item: { ...usuarioKeys.perfil('bench', `u${i}`), n: i }, ConditionExpression: 'attribute_not_exists(PK)' } } },
        { op: { Put: { Item: { ...usuarioKeys.email(`u${i}@bench.test`), n: i }, ConditionExpression: 'attribute_not_exists(PK)' } } },
        tomarCuotaStep('bench', 'usuarios', () => new QuotaExceededError('x')),
      ]),
    );

  const rows = {
    'GET /api/test, 1 at a time': await pool(N, 1, () => health()),
    [`GET /api/test, ${CONCURRENCY} at a time`]: await pool(N, CONCURRENCY, () => health()),
    'user create transaction (3 items), 1 at a time': await pool(N, 1, (i) => create(i)),
    [`user create transaction, ${CONCURRENCY} at a time`]: await pool(N, CONCURRENCY, (i) => create(N + i)),
  };
  // The hourly reminders job over N interviews in the next 24 h of one company (one admin): the
  // first run claims, mails and notifies each once; the second finds every claim and sends nothing.
  const { entrevistaProgramada } = await import('../../functions/lib/entrevistas/item.js');
  const { recordarEntrevistas } = await import('../../functions/lib/entrevistas/recordatorios.js');
  await repo.createItem({ ...empresaKeys.empresa('bench-rec'), id: 'bench-rec', nombreComercial: 'Bench', activa: true, estado: 'activa' });
  await repo.createItem({ ...usuarioKeys.perfil('bench-rec', 'admin'), id: 'admin', rol: 'admin', activo: true });
  const base = Date.now() + 3_600_000;
  for (let i = 0; i < N; i++) {
    const { item } = await entrevistaProgramada({
      empresaId: 'bench-rec',
      candidato: { id: `c${i}`, nombre: `Candidato ${i}`, email: `c${i}@bench.test` },
      servicio: { id: 's', nombre: 'Entrevista' },
      fechaProgramada: new Date(base + i * 60_000).toISOString(),
      duracionEstimada: 60,
      creadoPor: 'admin',
    });
    await repo.createItem(item);
  }
  let primera = { emails: 0 };
  let segunda = { emails: 0 };
  const jobRows = {
    [`reminders job, first run over ${N} interviews (claim + email + notification each)`]: await timed(async () => {
      primera = await recordarEntrevistas();
    }),
    [`reminders job, second run over ${N} interviews (all claimed, nothing sent)`]: await timed(async () => {
      segunda = await recordarEntrevistas();
    }),
  };
  if (primera.emails !== N || segunda.emails !== 0)
    throw new Error(`reminders: ${primera.emails} then ${segunda.emails} emails, expected ${N} then 0`);

  console.log(`\nTalentia bench (local stack, Node ${process.version}, N=${N})\n`);
  console.log('| case | n | p50 ms | p95 ms | p99 ms | max ms | req/s |');
  console.log('|---|---|---|---|---|---|---|');
  for (const [name, r] of Object.entries(rows)) {
    console.log(`| ${name} | ${r.n} | ${r.p50.toFixed(1)} | ${r.p95.toFixed(1)} | ${r.p99.toFixed(1)} | ${r.max.toFixed(1)} | ${r.rps} |`);
  }
  console.log('\n| job | total ms | ms per interview |');
  console.log('|---|---|---|');
  for (const [name, ms] of Object.entries(jobRows)) console.log(`| ${name} | ${ms.toFixed(0)} | ${(ms / N).toFixed(1)} |`);
  const empresa = await repo.getItem<{ uso: { usuarios: number } }>(empresaKeys.empresa('bench'));
  if (empresa?.uso.usuarios !== 2 * N) throw new Error(`counter drift: ${empresa?.uso.usuarios} != ${2 * N}`);
  console.log(`\ncounter check: uso.usuarios = ${empresa.uso.usuarios} (expected ${2 * N})`);

  // Candidates: list and search at 100 vs 20 000 (test/bench/candidatos.ts).
  const data = { token: await tokenConCodigo(stack, SUPERADMIN_BENCH, { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! }) };
  console.log(informeCandidatos(await medirCandidatos(stack, data.token)));
  // Interviews: dashboard, list and counts at 10 vs 10 000, and the candidate's autosave (test/bench/entrevistas.ts).
  console.log(informeEntrevistas(await medirEntrevistas(stack, data.token)));
  // A vacancy of 5 000 applicants: the board, the list, the figures, the CSV and a bulk rejection killed midway (test/bench/vacantes.ts).
  console.log(informeVacantes(await medirVacantes(stack, data.token)));
  // An authenticated GET by id vs a raw GetCommand of the same item, interleaved (test/bench/peticion.ts).
  console.log(informePeticion(await medirPeticion(stack, data.token)));

  // The web's first load (test/bench/web.ts), here while the API runs: the candidate's page is
  // measured on two real links, its calls passed to this stack. Reported last.
  resultadoWeb = await medirWeb({ apiUrl: stack.apiUrl, enlaces: await sembrarEnlacesCandidato() });
  // Sign-in to the dashboard, `npm start`'s web beside `npm run dev`'s (test/bench/arranque-web.ts).
  resultadoArranque = await medirArranqueWeb({
    apiUrl: stack.apiUrl,
    s3Url: stack.endpoints.s3,
    webPort,
    superadmin: { ...SUPERADMIN_BENCH, codigo: () => codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS) },
  });
} finally {
  await stack.cerrar();
}

// The Lambdas' size and cold import against a minimal function (test/bench/lambdas.ts).
console.log(informeLambdas(medirLambdas()));

// The web's first load: /login's and the candidate page's JS and Lighthouse (test/bench/web.ts).
if (resultadoWeb) console.log(informeWeb(resultadoWeb));
if (resultadoArranque) console.log(informeArranqueWeb(resultadoArranque));

// The local stack's start, phase by phase, each round a fresh process (test/bench/arranque-stack.ts, D131).
console.log(informeArranquePila(medirArranquePila()));

// The scale run of D110 (test/bench/concurrencia.ts): 200 finishes of 20 companies one at a time
// and in a 2-second burst, on a stack of its own whose DynamoDB holds every transaction ≥ 10 ms. In a
// process of its own: one local stack per process (the functions' module-scope clients keep the
// first stack's endpoints). Its result comes back as JSON and is printed here like the others.
const carpeta = mkdtempSync(join(tmpdir(), 'talentia-bench-conc-salida-'));
try {
  const salida = join(carpeta, 'resultado.json');
  const hijo = spawnSync(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./concurrencia.ts', import.meta.url))], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, BENCH_CONC_SALIDA: salida },
  });
  if (hijo.error || hijo.signal || (hijo.status !== 0 && hijo.status !== 1))
    throw new Error(`concurrencia.ts: ${hijo.error?.message ?? hijo.signal ?? `exit ${hijo.status}`}`);
  const resultado = JSON.parse(readFileSync(salida, 'utf8')) as ResultadoConcurrencia;
  console.log(informeConcurrencia(resultado));
  // Non-2xx answers or counters short of the goal fail the bench, after the table.
  if (resultado.fallos.length > 0 || !resultado.alObjetivo) process.exitCode = 1;
} finally {
  rmSync(carpeta, { recursive: true, force: true });
}
