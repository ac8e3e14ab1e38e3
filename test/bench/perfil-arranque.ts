// Where the main thread's time goes between «Acceder» («Verificar») and the dashboard's figures painted
// (issue 69): `npm start`'s build on a bench stack, a warm-up round each, then BENCH_PERFIL_RONDAS rounds
// each (2 by default) traced with Chrome's timeline and V8's sampling profiler (`ronda` of
// arranque-web.ts with a trace), and for each trace, from the click's mark to the paint's:
// - the renderer's main thread: busy time, its tasks over 50 ms;
// - the kind of work (script compiled, modules evaluated, functions run, style, layout, paint, HTML);
// - the sampling profile's self time by script (a file of the build by its name; GC and V8's own work apart).
//   npx tsx test/bench/perfil-arranque.ts        (BENCH_PERFIL_TRAZAS=dir keeps the .json traces)
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startWeb } from '../../infra/local/stack.js';
import { freePort } from '../../infra/local/emulators.js';
import { launch } from '../e2e/browser.js';
import { codigoSiguiente, SECRETO_TOTP_PRUEBAS, tokenConCodigo } from '../testing/segundo-factor.js';
import { adminDeBench, ronda, type Quien } from './arranque-web.js';
import { pilaDeBench, SUPERADMIN_BENCH } from './pila.js';

const RONDAS = Number(process.env.BENCH_PERFIL_RONDAS ?? 2);

interface Evento {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string;
  args?: {
    name?: string;
    data?: Record<string, unknown> & { url?: string; cpuProfile?: Perfil; timeDeltas?: number[]; startTime?: number };
  };
}
interface Perfil {
  nodes?: Array<{ id: number; parent?: number; callFrame: { functionName: string; url: string } }>;
  samples?: number[];
}

const corta = (url: string) => {
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/^\/assets\//, '').replace(/-[\w-]{8}\.js$/, '.js');
  } catch {
    return url || '(no script)';
  }
};

/** The breakdown of one trace, ms, from the click's mark to the paint's. */
export function analizarTraza(eventos: Evento[]) {
  const principales = new Set(
    eventos.filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const marca = (n: string) => eventos.find((e) => e.name === n && e.cat.includes('blink.user_timing'))?.ts ?? Number.NaN;
  const desde = marca('bench-clic');
  const hasta = marca('bench-cifras');
  const dentro = (e: Evento) => principales.has(`${e.pid}:${e.tid}`) && e.ph === 'X' && e.ts >= desde && e.ts <= hasta;
  const tareas = eventos.filter((e) => dentro(e) && e.name === 'RunTask' && e.dur);
  const ocupado = tareas.reduce((t, e) => t + e.dur!, 0) / 1000;
  const largas = tareas
    .filter((e) => e.dur! > 50_000)
    .map((e) => ({ inicio: (e.ts - desde) / 1000, ms: e.dur! / 1000 }))
    .sort((a, b) => b.ms - a.ms);
  // The kinds of work: each event's own time (its time less that of the listed events inside it).
  const TIPOS: Record<string, string> = {
    'v8.compile': 'compile scripts',
    'v8.compileModule': 'compile scripts',
    'V8.CompileCode': 'compile (lazy functions)',
    'v8.evaluateModule': 'evaluate modules',
    EvaluateScript: 'evaluate modules',
    FunctionCall: 'run functions (events, timers, microtasks)',
    RunMicrotasks: 'run functions (events, timers, microtasks)',
    TimerFire: 'run functions (events, timers, microtasks)',
    FireAnimationFrame: 'run functions (events, timers, microtasks)',
    'V8.GC_SCAVENGER': 'garbage collection',
    MinorGC: 'garbage collection',
    MajorGC: 'garbage collection',
    UpdateLayoutTree: 'style',
    ParseAuthorStyleSheet: 'style',
    Layout: 'layout',
    Paint: 'paint',
    PrePaint: 'paint',
    Layerize: 'paint',
    ParseHTML: 'parse HTML',
  };
  const medidos = eventos.filter((e) => dentro(e) && e.dur && TIPOS[e.name]).sort((a, b) => a.ts - b.ts || b.dur! - a.dur!);
  const porTipo = new Map<string, number>();
  const pila: Evento[] = [];
  const propio = new Map<Evento, number>();
  for (const e of medidos) {
    while (pila.length && pila[pila.length - 1].ts + pila[pila.length - 1].dur! <= e.ts) pila.pop();
    const padre = pila[pila.length - 1];
    if (padre && padre.pid === e.pid && padre.tid === e.tid) propio.set(padre, (propio.get(padre) ?? padre.dur!) - e.dur!);
    propio.set(e, propio.get(e) ?? e.dur!);
    pila.push(e);
  }
  for (const [e, us] of propio) porTipo.set(TIPOS[e.name], (porTipo.get(TIPOS[e.name]) ?? 0) + us / 1000);
  // The sampling profile of the renderer's main thread(s): self time by script.
  const porScript = new Map<string, number>();
  const perfiles = new Map<string, { nodos: Map<number, { url: string; fn: string }>; t: number; pid: number }>();
  for (const e of eventos) {
    if (e.name === 'Profile' && e.id)
      perfiles.set(`${e.pid}:${e.id}`, { nodos: new Map(), t: Number(e.args?.data?.startTime ?? 0), pid: e.pid });
    if (e.name !== 'ProfileChunk' || !e.id) continue;
    const p = perfiles.get(`${e.pid}:${e.id}`);
    const datos = e.args?.data;
    if (!p || !datos) continue;
    for (const n of datos.cpuProfile?.nodes ?? []) p.nodos.set(n.id, { url: n.callFrame.url, fn: n.callFrame.functionName });
    const muestras = datos.cpuProfile?.samples ?? [];
    const deltas = datos.timeDeltas ?? [];
    for (let i = 0; i < muestras.length; i++) {
      p.t += deltas[i] ?? 0;
      const siguiente = deltas[i + 1] ?? 0;
      if (p.t < desde || p.t > hasta) continue;
      const nodo = p.nodos.get(muestras[i]);
      if (!nodo || nodo.fn === '(idle)') continue;
      const clave = nodo.url ? corta(nodo.url) : nodo.fn || '(V8)';
      porScript.set(clave, (porScript.get(clave) ?? 0) + siguiente / 1000);
    }
  }
  return {
    ms: (hasta - desde) / 1000,
    ocupado,
    largas,
    porTipo: [...porTipo].sort((a, b) => b[1] - a[1]),
    porScript: [...porScript].sort((a, b) => b[1] - a[1]),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.env.LOG_LEVEL = 'SILENT';
  const webPort = await freePort();
  const stack = await pilaDeBench('talentia-bench-perfil-', { webPort });
  const cacheDir = mkdtempSync(join(tmpdir(), 'talentia-bench-perfil-web-'));
  const trazas = process.env.BENCH_PERFIL_TRAZAS ?? mkdtempSync(join(tmpdir(), 'talentia-bench-perfil-trazas-'));
  mkdirSync(trazas, { recursive: true });
  const browser = await launch();
  try {
    const totp = { secreto: SECRETO_TOTP_PRUEBAS, sub: stack.superadminId! };
    const admin = await adminDeBench(stack.apiUrl, await tokenConCodigo(stack, SUPERADMIN_BENCH, totp));
    const superadmin: Quien = {
      ...SUPERADMIN_BENCH,
      codigo: () => codigoSiguiente(stack.cognitoMfa, stack.superadminId!, SECRETO_TOTP_PRUEBAS),
    };
    const web = await startWeb({ modo: 'produccion', port: webPort, apiUrl: stack.apiUrl, s3Url: stack.endpoints.s3, cacheDir });
    try {
      const carga = loadavg()[0];
      for (const [nombre, quien] of [
        ['admin «Acceder»', admin],
        ['superadmin «Verificar»', superadmin],
      ] as const) {
        await ronda(browser, web.url, quien);
        for (let i = 0; i < RONDAS; i++) {
          const archivo = join(trazas, `${nombre.split(' ')[0]}-${i + 1}.json`);
          const r = await ronda(browser, web.url, quien, { traza: archivo });
          const a = analizarTraza((JSON.parse(readFileSync(archivo, 'utf8')) as { traceEvents: Evento[] }).traceEvents);
          console.log(
            `\n${nombre}, traced round ${i + 1}: figures painted at ${r.pagina.msPintura.toFixed(0)} ms (the page's clock), ` +
              `last response before them ${r.pagina.msUltimaRespuesta.toFixed(0)} ms (${r.pagina.ultimaRespuesta}), GET /api/dashboard answered ${r.pagina.msDatos.toFixed(0)} ms; ` +
              `in the trace ${a.ms.toFixed(0)} ms from the click's mark to the paint's, the renderer's main thread busy ${a.ocupado.toFixed(0)} ms`,
          );
          console.log(`  tasks over 50 ms: ${a.largas.map((l) => `${l.ms.toFixed(0)} ms at ${l.inicio.toFixed(0)}`).join(', ') || 'none'}`);
          console.log(`  by kind of work (own time): ${a.porTipo.map(([k, v]) => `${k} ${v.toFixed(0)}`).join(', ')}`);
          console.log(
            `  by script (sampled self time): ${a.porScript
              .slice(0, 14)
              .map(([k, v]) => `${k} ${v.toFixed(0)}`)
              .join(', ')}`,
          );
        }
      }
      console.log(`\nLoad average (1 min): ${carga.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after. Traces in ${trazas}`);
    } finally {
      await web.close();
    }
  } finally {
    await browser.close();
    await stack.cerrar();
    rmSync(cacheDir, { recursive: true, force: true });
    if (!process.env.BENCH_PERFIL_TRAZAS) rmSync(trazas, { recursive: true, force: true });
  }
}
