// The scale run of D110 and D111: 200 candidates of 20 companies finishing their interviews
// within a few seconds, against the same finishes made one at a time, on a local DynamoDB that
// cancels overlapping transactions like the real one (TransactionConflict) and holds every
// transaction's items at least 10 ms (a real one takes tens of ms), so the burst meets the
// conflicts it would meet in AWS; each refused write is retried by the data layer
// (functions/lib/db/retry.ts). Everything is made through the public API, as customers would:
// 20 companies with their admin and licences, per company 20 candidates and 20 scheduled interviews
// (the candidate's token read from the invitation in the local SES store), each consented and with
// one answer. Round 1 sends 200 finishes (10 per company) one at a time; round 2 fires the other 200
// (10 per company) each at a random moment of an 8-second window (BENCH_CONC_VENTANA_MS; why 8: at
// `ventanaMs`). Reported: p50/p95/max of each round, non-2xx answers (there must be none; their bodies are printed), the writes the emulator
// refused for conflicts during each round, the burst's wall time, and whether the counters are exact
// once every analysis has run (each company's analizada count = 20, summed from its statistics
// fractions as stored — D111, not floored at 0 as the screens show it —, the platform's
// entrevistasCompletadas and informesGenerados + 400; and that they agree with the interviews' states
// whatever happened). Numbers are for comparing changes on the same machine; nothing here asserts a
// time. The local stack (API, DynamoDB emulator, queue consumers) is one Node process, where in AWS
// every request has a container of its own: run as is, the burst measures that process's CPU. So
// the rounds' finishes are served by copies of the API in processes of their own (api-aparte.ts, one
// per core by default: BENCH_CONC_PROCESOS, 0 for the stack's own), on the stack's emulators; the
// analyses the finishes queue are held until each round is over (in AWS they run in containers of
// their own); and the CPU time of all the processes and the emulators' event-loop delay are reported
// with each round.
// Its own local stack (one stack per process: the functions' module-scope clients keep the first
// stack's endpoints), so `npm run bench` runs it in a process of its own (BENCH_CONC_SALIDA: a file
// for the result as JSON instead of the table). Alone: `npm run bench:concurrencia`
// (BENCH_CONC_EMPRESAS, BENCH_CONC_POR_RONDA, BENCH_CONC_VENTANA_MS; BENCH_CONC_LOG_LEVEL=WARN shows
// the stack's warnings, e.g. why a request answered 503).
import { fork } from 'node:child_process';
import { request } from 'node:http';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import type { Conflicts } from '../../infra/local/dynamo.js';
import type { LocalStack } from '../../infra/local/stack.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { SECRETO_TOTP_PRUEBAS, tokenConCodigo } from '../testing/segundo-factor.js';

const SUPERADMIN = { email: 'bench@talentia.test', password: 'Talentia-Bench-2026' };
const SERVICIO = 'entrevistas-profundidad';
const COLA_ANALISIS = 'analizar-entrevista';
const CLAVE_ADMIN = 'Benjo-Clave-2026';
const CLAVE_ADMIN_NUEVA = 'Pino-Verde-Clave-2026';
const RESPUESTA = 'Atiendo llamadas desde hace tres años y resuelvo incidencias con calma y método.';

export interface OpcionesConcurrencia {
  /** Companies (default 20). */
  empresas?: number;
  /** Finishes per company in each round (default 10: 200 one at a time, 200 in the burst). */
  porRonda?: number;
  /**
   * The burst's window: each finish starts at a random moment of [0, ventanaMs) (0 = all at once).
   * Default 8000: 200 finishes at 25 a second, about what this 2-core machine's local stack serves
   * (≈ 55–75 ms of CPU per finish, emulators included); a shorter window measures its CPU queue, not
   * DynamoDB (docs/performance.md, D110's scale run).
   */
  ventanaMs?: number;
  /** Requests at a time while setting up (default 6). */
  paralelo?: number;
  /** How long to wait for the analyses before the counters are checked (default 120 000 ms). */
  esperaAnalisisMs?: number;
  /** Every transaction holds its items at least this long (default 10 ms). */
  transaccionMinimaMs?: number;
  /**
   * Copies of the API in processes of their own that serve the two rounds' finishes, round robin
   * (test/bench/api-aparte.ts; default: the machine's cores; 0: the stack's own API only).
   */
  procesos?: number;
}

export interface FilaConcurrencia {
  n: number;
  p50: number;
  p95: number;
  max: number;
  /** Answers that were not 2xx. */
  no2xx: number;
  /** What the local DynamoDB refused for conflicts during the round (each one retried by the data layer). */
  conflictos: Conflicts;
  /** The data layer's retries and the writes whose retries ran out (503), during the round. */
  reintentos: { total: number; agotados: number };
  /** From the first request sent to the last answer read. */
  paredMs: number;
  /**
   * The local stack during the round: CPU time of all its processes (ms, and % of one core over the
   * wall time) and the stack's main process's event loop delay (ms, p50 and max: the emulators').
   */
  proceso: { cpuMs: number; cpuPct: number; bucleP50: number; bucleMax: number };
}

export interface ResultadoConcurrencia {
  empresas: number;
  entrevistas: number;
  ventanaMs: number;
  transaccionMinimaMs: number;
  /** API processes that served the rounds (0: the stack's one process). */
  procesos: number;
  preparacionMs: number;
  secuencial: FilaConcurrencia;
  rafaga: FilaConcurrencia;
  /** From the burst's last answer until no finished interview was left unanalysed (or the wait ran out). */
  analisisMs: number;
  /** The machine's 1-minute load average before the rounds, and its cores (the run shares them with whatever else runs). */
  carga: number;
  nucleos: number;
  /** Interviews read 'analizada' at the end (the goal: all). */
  analizadas: number;
  /** Every non-2xx answer of the two rounds: interview, its state at the end, status and body. */
  fallos: string[];
  /** The counters agree with the interviews' states (company per-state counts and reports, the platform's counters). */
  exactos: boolean;
  /** Where they do not. */
  discrepancias: string[];
  /** Exact, and at the goal: every interview analysed (analizada = 20 per company, the platform's counters + 400). */
  alObjetivo: boolean;
  /** What keeps it from the goal. */
  pendientes: string[];
}

interface Respuesta {
  status: number;
  body: any;
  ms: number;
}

/**
 * One request to the API over a connection of its own, from `desde` (a loopback address: every
 * candidate its own, as each one finishes from their own device). JSON in and out; `ms` from
 * sending to the whole answer read.
 */
function llamar(
  apiUrl: string,
  method: string,
  path: string,
  o: { token?: string; body?: unknown; desde?: string } = {},
): Promise<Respuesta> {
  const payload = o.body === undefined ? undefined : JSON.stringify(o.body);
  const headers: Record<string, string | number> = {};
  if (payload !== undefined) Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) });
  if (o.token) headers.authorization = `Bearer ${o.token}`;
  return new Promise((resolver, rechazar) => {
    const t0 = performance.now();
    const req = request(new URL(path, apiUrl), { method, headers, localAddress: o.desde, agent: false }, (res) => {
      let texto = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (texto += c));
      res.on('error', rechazar);
      res.on('end', () => {
        const ms = performance.now() - t0;
        let body: unknown = texto;
        try {
          body = JSON.parse(texto);
        } catch {
          /* not JSON */
        }
        resolver({ status: res.statusCode ?? 0, body, ms });
      });
    });
    req.on('error', rechazar);
    req.end(payload);
  });
}

const es2xx = (r: Respuesta) => r.status >= 200 && r.status <= 299;

/** Answers the body or stops the run with what the API said. */
function exigir(r: Respuesta, esperado: number, que: string): any {
  if (r.status !== esperado) throw new Error(`${que}: ${r.status} (expected ${esperado}) ${JSON.stringify(r.body).slice(0, 400)}`);
  return r.body;
}

/** `total` tasks, `concurrency` at a time. */
async function enParalelo(total: number, concurrency: number, tarea: (i: number) => Promise<void>): Promise<void> {
  let siguiente = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, total) }, async () => {
      while (siguiente < total) await tarea(siguiente++);
    }),
  );
}

function percentil(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? NaN;
}

const menos = (a: Conflicts, b: Conflicts): Conflicts => ({
  transacciones: a.transacciones - b.transacciones,
  escrituras: a.escrituras - b.escrituras,
  lecturas: a.lecturas - b.lecturas,
});

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits for `p`, or `ms` at most (the timer does not outlive the wait). */
async function aLoSumo(p: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([p, new Promise((r) => (timer = setTimeout(r, ms)))]);
  clearTimeout(timer);
}

/** A distinct loopback address per interview (127.0.1.1, 127.0.1.2, …): every candidate finishes from their own. */
const direccion = (k: number) => `127.0.${1 + Math.floor(k / 250)}.${1 + (k % 250)}`;

interface Empresa {
  id: string;
  token: string;
}
interface Entrevista {
  id: string;
  token: string;
  empresa: number;
  email: string;
  desde: string;
}

/** One API copy in a process of its own (test/bench/api-aparte.ts), on this process's stack. */
interface ApiAparte {
  url: string;
  medidas(): Promise<{ cpu: NodeJS.CpuUsage; reintentos: { total: number; agotados: number } }>;
  cerrar(): void;
}

/** Starts an API copy with this process's environment (the stack's emulators) and its loader (tsx). */
function apiAparte(): Promise<ApiAparte> {
  const hijo = fork(resolve(import.meta.dirname, 'api-aparte.ts'), [], { env: process.env, execArgv: process.execArgv, stdio: 'inherit' });
  const esperando: Array<(m: any) => void> = [];
  return new Promise((resolver, rechazar) => {
    hijo.once('error', rechazar);
    hijo.once('exit', (code) => rechazar(new Error(`api-aparte ended (${code})`)));
    hijo.on('message', (m: any) => {
      if (m?.url)
        resolver({
          url: m.url,
          medidas: () =>
            new Promise((r) => {
              esperando.push(r);
              hijo.send('medidas');
            }),
          cerrar: () => hijo.connected && hijo.disconnect(),
        });
      else esperando.shift()?.(m);
    });
  });
}

/** Runs the scale run on a local stack of its own (see the file's header). */
export async function medirConcurrencia(opts: OpcionesConcurrencia = {}): Promise<ResultadoConcurrencia> {
  const nEmpresas = opts.empresas ?? 20;
  const porRonda = opts.porRonda ?? 10;
  const porEmpresa = 2 * porRonda;
  const ventanaMs = opts.ventanaMs ?? 8_000;
  const paralelo = opts.paralelo ?? 6;
  const esperaAnalisisMs = opts.esperaAnalisisMs ?? 120_000;
  const transaccionMinimaMs = opts.transaccionMinimaMs ?? 10;
  const nProcesos = opts.procesos ?? availableParallelism();
  const procesos: ApiAparte[] = [];
  // Licences of 5 interviews each, enough for every interview of the company.
  const licencias = Math.ceil(porEmpresa / 5);

  process.env.LOG_LEVEL ??= 'SILENT';
  const { startLocalStack } = await import('../../infra/local/stack.js');
  const dataDir = mkdtempSync(join(tmpdir(), 'talentia-bench-conc-'));
  const stack: LocalStack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: 0, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: false,
    scheduler: false,
    superadmin: { ...SUPERADMIN, totpSecret: SECRETO_TOTP_PRUEBAS },
    dynamo: { transaccionMinimaMs },
  });
  try {
    // Imported once the stack has set the environment (as the handlers are).
    const { leerEstadisticasGuardadas } = await import('../../functions/lib/db/empresa-contadores.js');
    const { leerContadores } = await import('../../functions/lib/db/plataforma.js');
    const { conflictosReintentados } = await import('../../functions/lib/db/retry.js');
    const api = (method: string, path: string, o?: Parameters<typeof llamar>[3]) => llamar(stack.apiUrl, method, path, o);
    // The rounds' finishes go to API processes of their own (as Lambda runs each concurrent request
    // in a container), so the one process left to the stack runs the emulators and the queues.
    procesos.push(...(await Promise.all(Array.from({ length: nProcesos }, () => apiAparte()))));
    let turno = 0;
    const apiRondas = (method: string, path: string, o?: Parameters<typeof llamar>[3]) =>
      llamar(procesos.length ? procesos[turno++ % procesos.length]!.url : stack.apiUrl, method, path, o);
    const publica = (token: string, resto: string) => `/api/publico/entrevistas/${encodeURIComponent(token)}${resto}`;

    // ---- Setup, as customers would do it -------------------------------------------------------
    const t0 = performance.now();
    const superadmin = await tokenConCodigo(stack, SUPERADMIN, { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! });
    const empresas: Empresa[] = [];
    const candidatos: Array<Array<{ id: string; email: string }>> = [];
    await enParalelo(nEmpresas, Math.min(paralelo, 4), async (i) => {
      const n = String(i + 1).padStart(2, '0');
      const dominio = `conc${n}.bench.test`;
      const admin = { nombre: `Admin Concurrencia ${n}`, email: `admin@${dominio}`, password: CLAVE_ADMIN };
      const creada = exigir(
        await api('POST', '/api/empresas', {
          token: superadmin,
          body: {
            nombreLegal: `Concurrencia ${n} S.L.`,
            nombreComercial: `Concurrencia ${n}`,
            cif: completarCif('B', `41${String(i).padStart(5, '0')}`),
            email: `rrhh@${dominio}`,
            licencias: { activas: licencias, total: licencias, configuracion: { vigenciaDias: 30, maxEntrevistasPorLicencia: 5 } },
            adminData: { ...admin, confirmPassword: admin.password },
          },
        }),
        201,
        `POST /api/empresas ${n}`,
      );
      let sesion = exigir(
        await api('POST', '/api/auth/login', { body: { email: admin.email, password: admin.password } }),
        200,
        `login ${admin.email}`,
      ).data as { token: string; user: { debeCambiarPassword?: boolean } };
      // The change required at first sign-in, as the admin would make it.
      if (sesion.user.debeCambiarPassword) {
        sesion = exigir(
          await api('POST', '/api/auth/password', {
            token: sesion.token,
            body: { passwordActual: admin.password, password: CLAVE_ADMIN_NUEVA, confirmPassword: CLAVE_ADMIN_NUEVA },
          }),
          200,
          `password change ${admin.email}`,
        ).data;
      }
      empresas[i] = { id: creada.data.id as string, token: sesion.token };
    });

    await enParalelo(nEmpresas * porEmpresa, paralelo, async (k) => {
      const i = Math.floor(k / porEmpresa);
      const j = k % porEmpresa;
      const email = `c${j}@conc${String(i + 1).padStart(2, '0')}.bench.test`;
      const c = exigir(
        await api('POST', '/api/candidatos', {
          token: empresas[i]!.token,
          body: { nombre: `Persona ${j} Empresa ${i + 1}`, email, puesto: 'Teleoperador' },
        }),
        201,
        `POST /api/candidatos ${email}`,
      );
      (candidatos[i] ??= [])[j] = { id: c.data.id as string, email };
    });

    const manana = new Date(Date.now() + 86_400_000).toISOString();
    const ids: string[] = [];
    await enParalelo(nEmpresas * porEmpresa, paralelo, async (k) => {
      const i = Math.floor(k / porEmpresa);
      const c = candidatos[i]![k % porEmpresa]!;
      const p = exigir(
        await api('POST', '/api/entrevistas', {
          token: empresas[i]!.token,
          body: { candidatoId: c.id, servicioId: SERVICIO, fechaProgramada: manana },
        }),
        201,
        `POST /api/entrevistas for ${c.email}`,
      );
      ids[k] = p.data.entrevista.id as string;
    });
    // Each candidate's token, from the invitation they received (the only place it exists in clear).
    const store = (await fetch(`${stack.mailUrl}/store`).then((r) => r.json())) as {
      emails: Array<{ destination: { to: string[] }; body: { html?: string } }>;
    };
    const enlaces = new Map<string, string>();
    for (const m of store.emails) {
      const token = /\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec(m.body.html ?? '')?.[1];
      if (token) for (const to of m.destination.to) enlaces.set(to, token);
    }
    const entrevistas: Entrevista[] = ids.map((id, k) => {
      const i = Math.floor(k / porEmpresa);
      const email = candidatos[i]![k % porEmpresa]!.email;
      const token = enlaces.get(email);
      if (!token) throw new Error(`no invitation with a link in the mail store for ${email}`);
      return { id, token, empresa: i, email, desde: direccion(k) };
    });

    await enParalelo(entrevistas.length, paralelo, async (k) => {
      const e = entrevistas[k]!;
      exigir(
        await api('POST', publica(e.token, '/consentimiento'), {
          body: { acepto: true, version: AVISO_ENTREVISTA_VERSION },
          desde: e.desde,
        }),
        200,
        `consent ${e.email}`,
      );
      exigir(await api('PUT', publica(e.token, '/respuestas/0'), { body: { texto: RESPUESTA }, desde: e.desde }), 200, `answer ${e.email}`);
    });
    const preparacionMs = performance.now() - t0;

    // Per company, its first `porRonda` interviews go one at a time and the rest in the burst; both
    // lists interleave the companies (company 1, 2, …, 20, 1, 2, …).
    const ronda = (desde: number) =>
      Array.from(
        { length: porRonda * nEmpresas },
        (_, x) => entrevistas[(x % nEmpresas) * porEmpresa + desde + Math.floor(x / nEmpresas)]!,
      );
    const secuenciales = ronda(0);
    const enRafaga = ronda(porRonda);
    const fallidas: Array<{ e: Entrevista; r: Respuesta }> = [];
    const finalizar = async (e: Entrevista) => {
      const r = await apiRondas('POST', publica(e.token, '/finalizar'), { desde: e.desde }).catch((err: Error): Respuesta => ({
        status: 0,
        body: `request failed: ${err.message}`,
        ms: NaN,
      }));
      if (!es2xx(r)) fallidas.push({ e, r });
      return r;
    };
    // What the round cost the one process the whole local stack runs in (API, emulators, queue
    // consumers): its CPU time against the wall time, and how late its event loop ran.
    const medirProceso = async () => {
      const bucle = monitorEventLoopDelay({ resolution: 10 });
      bucle.enable();
      const cpu0 = await cpuTotalMs();
      const t = performance.now();
      return async () => {
        bucle.disable();
        const cpuMs = (await cpuTotalMs()) - cpu0;
        return { cpuMs, cpuPct: (100 * cpuMs) / (performance.now() - t), bucleP50: bucle.percentile(50) / 1e6, bucleMax: bucle.max / 1e6 };
      };
    };
    // Every process of the stack: this one and the API copies (each asked for its own figures).
    const cpuTotalMs = async () => {
      const propia = process.cpuUsage();
      const otras = await Promise.all(procesos.map((p) => p.medidas()));
      return [propia, ...otras.map((m) => m.cpu)].reduce((t, c) => t + (c.user + c.system) / 1000, 0);
    };
    const fila = (
      rs: Respuesta[],
      conflictos: Conflicts,
      reintentos: FilaConcurrencia['reintentos'],
      paredMs: number,
      proceso: FilaConcurrencia['proceso'],
    ): FilaConcurrencia => {
      const ms = rs.filter(es2xx).map((r) => r.ms);
      return {
        n: rs.length,
        p50: percentil(ms, 0.5),
        p95: percentil(ms, 0.95),
        max: Math.max(...ms),
        no2xx: rs.filter((r) => !es2xx(r)).length,
        conflictos,
        reintentos,
        paredMs,
        proceso,
      };
    };
    const reintentosAhora = async () => {
      const todos = [{ ...conflictosReintentados }, ...(await Promise.all(procesos.map((p) => p.medidas()))).map((m) => m.reintentos)];
      return todos.reduce((t, r) => ({ total: t.total + r.total, agotados: t.agotados + r.agotados }), { total: 0, agotados: 0 });
    };
    const reintentosDesde = async (a: { total: number; agotados: number }) => {
      const ahora = await reintentosAhora();
      return { total: ahora.total - a.total, agotados: ahora.agotados - a.agotados };
    };
    /** A round: the finishes `hacer` makes, with the conflicts, retries, wall time and CPU they cost the stack. */
    const medirRonda = async (hacer: () => Promise<Respuesta[]>): Promise<FilaConcurrencia> => {
      const conflictosAntes = stack.conflictosDynamo();
      const reintentosAntes = await reintentosAhora();
      const proceso = await medirProceso();
      const inicio = performance.now();
      const rs = await hacer();
      return fila(
        rs,
        menos(stack.conflictosDynamo(), conflictosAntes),
        await reintentosDesde(reintentosAntes),
        performance.now() - inicio,
        await proceso(),
      );
    };
    const plataformaAntes = await leerContadores();
    const carga = loadavg()[0]!;

    // Each API copy loads the finish's module once before the rounds (a Lambda's cold start is not
    // what the rounds compare): a finish with a token that does not exist answers 404.
    for (const p of procesos) await llamar(p.url, 'POST', publica('tok_0_calentar', '/finalizar'));

    // ---- Round 1: one at a time ----------------------------------------------------------------
    // The analyses each finish queues wait until the round is over: in AWS they run in containers of
    // their own, here they would take the one process's CPU from the requests measured.
    stack.colas.pausar(COLA_ANALISIS);
    const secuencial = await medirRonda(async () => {
      const unoAUno: Respuesta[] = [];
      for (const e of secuenciales) unoAUno.push(await finalizar(e));
      return unoAUno;
    });
    // The analyses round 1 queued run before the burst starts (bounded), so the burst starts on a quiet stack.
    stack.colas.reanudar(COLA_ANALISIS);
    await aLoSumo(stack.colas.idle(), esperaAnalisisMs);
    stack.colas.pausar(COLA_ANALISIS);

    // ---- Round 2: the burst --------------------------------------------------------------------
    const rafaga = await medirRonda(() =>
      Promise.all(
        enRafaga.map(async (e) => {
          if (ventanaMs > 0) await dormir(Math.random() * ventanaMs);
          return finalizar(e);
        }),
      ),
    );

    stack.colas.reanudar(COLA_ANALISIS);

    // ---- Every finished interview analysed, then the counters ------------------------------------
    // Done when no interview is left 'completada' (its analysis pending); one whose finish failed
    // before committing stays en_progreso. Bounded: a message that never succeeds ends the wait.
    const finRafaga = performance.now();
    const limite = Date.now() + esperaAnalisisMs;
    const estados = new Map<string, string>();
    for (;;) {
      await aLoSumo(stack.colas.idle(), Math.max(0, limite - Date.now()));
      await enParalelo(entrevistas.length, paralelo, async (k) => {
        const e = entrevistas[k]!;
        const r = await api('GET', `/api/entrevistas/${e.id}`, { token: empresas[e.empresa]!.token });
        estados.set(e.id, r.status === 200 ? (r.body.data.estado as string) : `GET ${r.status}`);
      });
      if (![...estados.values()].includes('completada') || Date.now() > limite) break;
      await dormir(500);
    }
    const analisisMs = performance.now() - finRafaga;

    // The counters against the interviews' states as the API reads them (exact or not), then
    // against the goal (every interview finished and analysed).
    const discrepancias: string[] = [];
    const pendientes: string[] = [];
    const ESTADOS = ['programada', 'en_progreso', 'completada', 'analizada'];
    const cuenta = (filtro: (e: Entrevista) => boolean, estado: string) =>
      entrevistas.filter((e) => filtro(e) && estados.get(e.id) === estado).length;
    for (const [i, emp] of empresas.entries()) {
      // The company's statistics fractions summed (and anything its record still carries), unfloored.
      const guardadas = await leerEstadisticasGuardadas(emp.id);
      const n = (k: string) => guardadas[k] ?? 0;
      for (const estado of ESTADOS) {
        const real = cuenta((e) => e.empresa === i, estado);
        if (n(`estado_${estado}`) !== real)
          discrepancias.push(`empresa ${i + 1}: ${estado} count = ${n(`estado_${estado}`)}, its interviews in that state: ${real}`);
      }
      const analizadas = cuenta((e) => e.empresa === i, 'analizada');
      if (n('informesGenerados') !== analizadas)
        discrepancias.push(`empresa ${i + 1}: informesGenerados = ${n('informesGenerados')}, its analysed interviews: ${analizadas}`);
      if (n('estado_analizada') !== porEmpresa)
        pendientes.push(`empresa ${i + 1}: analizada count = ${n('estado_analizada')}, not ${porEmpresa}`);
    }
    const plataforma = await leerContadores();
    const todas = () => true;
    const finalizadas = cuenta(todas, 'completada') + cuenta(todas, 'analizada');
    for (const [campo, real] of [
      ['entrevistasCompletadas', finalizadas],
      ['informesGenerados', cuenta(todas, 'analizada')],
    ] as const) {
      const crecio = (plataforma?.[campo] ?? 0) - (plataformaAntes?.[campo] ?? 0);
      if (crecio !== real) discrepancias.push(`platform ${campo} grew by ${crecio}, interviews that should count: ${real}`);
      if (crecio !== entrevistas.length) pendientes.push(`platform ${campo} grew by ${crecio}, not ${entrevistas.length}`);
    }
    const muertos = stack.colas.muertos('analizar-entrevista');
    if (muertos.length > 0) pendientes.push(`${muertos.length} dead analysis messages: ${muertos.map((m) => m.error).join(' | ')}`);
    for (const e of entrevistas) {
      if (estados.get(e.id) !== 'analizada') pendientes.push(`entrevista ${e.id} (empresa ${e.empresa + 1}): ${estados.get(e.id)}`);
    }

    return {
      empresas: nEmpresas,
      entrevistas: entrevistas.length,
      ventanaMs,
      transaccionMinimaMs,
      procesos: procesos.length,
      preparacionMs,
      secuencial,
      rafaga,
      analisisMs,
      carga,
      nucleos: availableParallelism(),
      analizadas: cuenta(todas, 'analizada'),
      fallos: fallidas.map(
        ({ e, r }) => `entrevista ${e.id} (empresa ${e.empresa + 1}), now ${estados.get(e.id)}: ${r.status} ${JSON.stringify(r.body)}`,
      ),
      exactos: discrepancias.length === 0,
      discrepancias,
      alObjetivo: discrepancias.length === 0 && pendientes.length === 0,
      pendientes,
    };
  } finally {
    for (const p of procesos) p.cerrar();
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The result as markdown lines: the two rounds, their ratios, the burst's wall time and the counters' check. */
export function informeConcurrencia(r: ResultadoConcurrencia): string {
  const ms = (x: number) => x.toFixed(1);
  const c = (f: FilaConcurrencia) =>
    `${f.conflictos.transacciones + f.conflictos.escrituras + f.conflictos.lecturas} (${f.conflictos.transacciones} tx / ${f.conflictos.escrituras} writes / ${f.conflictos.lecturas} reads)`;
  const filas: Array<[string, FilaConcurrencia]> = [
    ['finalizar, 1 a la vez', r.secuencial],
    [`finalizar, ráfaga de ${r.rafaga.n} (${r.empresas} empresas)`, r.rafaga],
  ];
  const lineas = [
    `\nScale run (D110): ${r.entrevistas} interviews of ${r.empresas} companies, DynamoDB transactions held ≥ ${r.transaccionMinimaMs} ms; ` +
      `the burst's finishes each start at a random moment of ${r.ventanaMs} ms, served by ${r.procesos ? `${r.procesos} API processes` : "the stack's one process"} ` +
      `(setup through the API: ${(r.preparacionMs / 1000).toFixed(1)} s)\n`,
    '| case | n | p50 ms | p95 ms | max ms | non-2xx | conflicts refused/retried | data-layer retries (ran out) | wall ms |',
    '|---|---|---|---|---|---|---|---|---|',
    ...filas.map(
      ([nombre, f]) =>
        `| ${nombre} | ${f.n} | ${ms(f.p50)} | ${ms(f.p95)} | ${ms(f.max)} | ${f.no2xx} | ${c(f)} | ${f.reintentos.total} (${f.reintentos.agotados}) | ${f.paredMs.toFixed(0)} |`,
    ),
    '',
    '| burst / one at a time | p50 | p95 |',
    '|---|---|---|',
    `| ratio | ${(r.rafaga.p50 / r.secuencial.p50).toFixed(2)}× | ${(r.rafaga.p95 / r.secuencial.p95).toFixed(2)}× |`,
    '',
    `| the local stack's processes (${r.procesos ? `the emulators' + ${r.procesos} API copies` : 'one'}) | CPU s | CPU, % of one core | main event-loop delay p50 ms | max ms |`,
    '|---|---|---|---|---|',
    ...filas.map(
      ([nombre, f]) =>
        `| ${nombre} | ${(f.proceso.cpuMs / 1000).toFixed(1)} | ${f.proceso.cpuPct.toFixed(0)} % | ${ms(f.proceso.bucleP50)} | ${ms(f.proceso.bucleMax)} |`,
    ),
    '',
    `burst wall time: ${r.rafaga.paredMs.toFixed(0)} ms; analyses done ${(r.analisisMs / 1000).toFixed(1)} s after the burst ` +
      `(${r.analizadas} of ${r.entrevistas} interviews analizada); machine load (1 min) before the rounds: ${r.carga.toFixed(2)} on ${r.nucleos} cores`,
    `counters exact (company per-state counts and reports, platform counters, against the interviews' states): ${r.exactos ? 'sí' : 'no'}; ` +
      `at the goal (analizada ${r.entrevistas / r.empresas} per company, platform + ${r.entrevistas}): ${r.alObjetivo ? 'sí' : 'no'}`,
  ];
  if (r.discrepancias.length > 0) lineas.push('', 'Counter mismatches:', ...r.discrepancias.map((d) => `- ${d}`));
  if (r.pendientes.length > 0) lineas.push('', 'Short of the goal:', ...r.pendientes.map((d) => `- ${d}`));
  if (r.fallos.length > 0) lineas.push('', 'Non-2xx answers:', ...r.fallos.map((f) => `- ${f}`));
  return lineas.join('\n');
}

// Alone (`npm run bench:concurrencia`), and the process `npm run bench` runs it in.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  process.env.LOG_LEVEL = process.env.BENCH_CONC_LOG_LEVEL ?? 'SILENT';
  const numero = (v: string | undefined) => (v === undefined || v === '' ? undefined : Number(v));
  const resultado = await medirConcurrencia({
    empresas: numero(process.env.BENCH_CONC_EMPRESAS),
    porRonda: numero(process.env.BENCH_CONC_POR_RONDA),
    ventanaMs: numero(process.env.BENCH_CONC_VENTANA_MS),
    procesos: numero(process.env.BENCH_CONC_PROCESOS),
  });
  if (process.env.BENCH_CONC_SALIDA) writeFileSync(process.env.BENCH_CONC_SALIDA, JSON.stringify(resultado));
  else console.log(informeConcurrencia(resultado));
  if (resultado.fallos.length > 0 || !resultado.alObjetivo) process.exitCode = 1;
}
