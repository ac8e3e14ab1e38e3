// The reconcile job (D111): recounts from the items the counters that request paths keep
// by adding to fractions, and when a stored sum disagrees with its recount, adds the difference to
// one fraction. Every write that changes what a counter counts moves the counter in the same
// transaction, so a disagreement means a bug or a hand edit, not a race; this job is the repair and
// the alarm (it logs every correction).
//
// What it recounts (what can be recounted from items that still exist):
// - the platform counters derived from the companies: companies, active companies (and of those the
//   paying and the trial ones), active licences, live subscriptions by state and the MRR (the sum of deltaContadoresEmpresa over every company);
// - each HR template's scheduled interviews, per fraction: the programada interviews of the
//   companies that count on that fraction (fraccionDe), plus the count older versions kept on the
//   template item (moved onto the fractions);
// - each company's interview state counters and Informes aggregates (from its interviews) and its
//   candidates' per-status counts (from its candidates);
// - the pending demo requests (D125), from the requests' partition. Before counting, it erases the
//   requests past their retention with their count (TTL is lazy, and its deletions move no counter),
//   so the count is the list's after each run; a request TTL deleted first is what the recount repairs.
// Before counting, it gives every company in service without a live subscription its subscription
// (suscripciones-faltantes.ts, D118). It also writes the search entries a candidate created more than 15 minutes ago is missing (its
// create writes them right after its transaction, D114, and may have failed there), and rewrites a
// company search card whose text is not its company's accent-free text (D132).
// What it does not: the event meters (the platform's interviews completed and reports generated, the
// analytics `ESTAD#…` weeks and months) count events whose items a clear or an erasure removes on
// purpose (the count stays, the personal data goes: D70); nothing is left to recount them from. (So
// the platform's two, which a company's changes reach through its outbox and the count queue, D169,
// need no in-flight rule like the templates' here.)
//
// A recount is only trusted while nothing moved: the stored sums are read before and after the items
// are counted, and a counter whose sum moved meanwhile is left for the next run. Since an index is
// read (the companies, the programada interviews) and an index follows the table a moment late, a
// difference is applied only if a second measure after a pause finds the same one. The correction is
// an ADD, so a write that lands after the measure is kept.
import { claveMoneda, MONEDAS } from '../../../shared/moneda.js';
import { ESTADOS_CANDIDATO } from '../../../shared/schemas/candidato.js';
import { ESTADOS_ENTREVISTA_CONTADOS, estadoContado } from '../../../shared/schemas/entrevista.js';
import { contribucionInforme } from '../analitica/agregados.js';
import { pasoSumar } from '../db/analitica.js';
import { candidatoKeys, repararBusqueda, repararIndiceTitular } from '../db/candidatos.js';
import { abrirRetencionesFaltantes } from '../retencion/reparar.js';
import { atributoEstado, estadisticasEmpresaKeys, leerEstadisticasGuardadas } from '../db/empresa-contadores.js';
import { deltaContadoresEmpresa, repararBusquedaEmpresas, todasLasEmpresas } from '../db/empresas.js';
import { FRACCIONES_EMPRESA, sumarFracciones } from '../db/fracciones.js';
import { tenantPk } from '../db/keys.js';
import { contadorDemoStep, contadoresStep, leerContadores } from '../db/plataforma.js';
import { purgarSolicitudDemo, todasLasSolicitudesDemo } from '../db/solicitudes-demo.js';
import { queryAll, transact, type TransactStep } from '../db/repository.js';
import {
  cambiosPendientes,
  entrevistasProgramadas,
  fraccionDe,
  FRACCIONES_PROGRAMADAS,
  pasoCorregirProgramadas,
  serviciosHr,
} from '../db/servicios-hr.js';
import { logger } from '../logger.js';
import { darSuscripcionesFaltantes } from './suscripciones-faltantes.js';

type Cuentas = Record<string, number>;

/** One set of counters stored together: how to read them, recount them and correct them. */
interface Grupo {
  nombre: string;
  leer(): Promise<Cuentas>;
  contar(): Promise<Cuentas>;
  corregir(delta: Cuentas): TransactStep[];
}

export interface ResultadoReconciliacion {
  /** Counter sets checked. */
  revisados: number;
  /** Those whose stored sums disagreed with the recount, and what was added. */
  corregidos: Array<{ contador: string; delta: Cuentas }>;
  /** Those that moved while they were counted: the next run checks them. */
  movidos: string[];
  /** Candidates whose missing search entries were written. */
  busquedaReparada: number;
  /** Candidates' email markers given their holder index keys (D148: stored before the index). */
  titularReparado: number;
  /** Rejected candidates given the retention entry they lacked (D151: rejected before it, or restored). */
  retencionAbierta: number;
  /** Companies in service that had no live subscription and were given one (D118). */
  suscripcionesCreadas: number;
  /** Demo requests past their retention erased (with their count) before the recount (D125). */
  solicitudesDemoPurgadas: number;
  /** Company search cards whose text was not their company's (written before the accent-free form, D132). */
  busquedaEmpresasReparada: number;
}

/** The non-zero differences `contado - leido`, by counter. */
export function diferencia(contado: Cuentas, leido: Cuentas): Cuentas {
  const out: Cuentas = {};
  for (const k of new Set([...Object.keys(contado), ...Object.keys(leido)])) {
    const d = (contado[k] ?? 0) - (leido[k] ?? 0);
    if (d !== 0) out[k] = d;
  }
  return out;
}

const iguales = (a: Cuentas, b: Cuentas) => Object.keys(diferencia(a, b)).length === 0;

/** One measure: null when the stored sums moved while the items were counted. */
async function medir(g: Grupo): Promise<Cuentas | null> {
  const antes = await g.leer();
  const contado = await g.contar();
  const despues = await g.leer();
  return iguales(antes, despues) ? diferencia(contado, despues) : null;
}

async function reconciliarGrupo(g: Grupo, pausaMs: number): Promise<'bien' | 'movido' | Cuentas> {
  const primera = await medir(g);
  if (primera === null) return 'movido';
  if (!Object.keys(primera).length) return 'bien';
  await new Promise((r) => setTimeout(r, pausaMs));
  const segunda = await medir(g);
  if (segunda === null || !iguales(primera, segunda)) return 'movido';
  await transact(g.corregir(segunda));
  return segunda;
}

/** The platform counters derived from the companies (D94). */
const CONTADORES_DE_EMPRESAS = [
  'empresasTotal',
  'empresasActivas',
  'empresasActivasPago',
  'empresasActivasPrueba',
  'licenciasActivas',
  'suscripcionesActivas',
  'suscripcionesTrial',
  // Each currency's MRR (issue 67).
  ...MONEDAS.map((m) => claveMoneda('mrrCentimos', m)),
];

function grupoPlataforma(): Grupo {
  const solo = (c: Record<string, unknown> | undefined): Cuentas =>
    Object.fromEntries(CONTADORES_DE_EMPRESAS.map((k) => [k, typeof c?.[k] === 'number' ? (c[k] as number) : 0]));
  return {
    nombre: 'plataforma',
    leer: async () => solo((await leerContadores()) as Record<string, unknown> | undefined),
    contar: async () => {
      const total: Cuentas = {};
      for (const e of await todasLasEmpresas())
        for (const [k, v] of Object.entries(deltaContadoresEmpresa(null, e))) total[k] = (total[k] ?? 0) + v;
      return solo(total);
    },
    corregir: (delta) => [contadoresStep(delta, () => 0)!],
  };
}

/** The pending demo requests (D125): the platform counter against the stored pendiente requests. */
function grupoSolicitudesDemo(): Grupo {
  return {
    nombre: 'solicitudes de demo pendientes',
    leer: async () => ({ solicitudesDemoPendientes: (await leerContadores())?.solicitudesDemoPendientes ?? 0 }),
    contar: async () => ({
      solicitudesDemoPendientes: (await todasLasSolicitudesDemo()).filter((s) => s.estado === 'pendiente').length,
    }),
    corregir: (delta) => [contadorDemoStep(delta.solicitudesDemoPendientes ?? 0)],
  };
}

/** Erases the demo requests whose retention has ended, each with its count (D125); how many. */
async function purgarSolicitudesDemo(now: Date): Promise<number> {
  let n = 0;
  for (const s of await todasLasSolicitudesDemo())
    if (s.expiresAt <= now.getTime() / 1000 && (await purgarSolicitudDemo(s))) {
      logger.info('Demo request past its retention erased', { solicitudId: s.id });
      n++;
    }
  return n;
}

/** Items of a company's partition under a prefix, read strongly consistent (a job: never a request path). */
const delPrefijo = (empresaId: string, skPrefix: string) =>
  queryAll<Record<string, unknown> & { SK: string }>({ pk: tenantPk(empresaId), skPrefix, consistent: true });

function grupoEstadisticasEmpresa(empresaId: string): Grupo {
  return {
    nombre: `empresa ${empresaId}: entrevistas e informes`,
    leer: () => leerEstadisticasGuardadas(empresaId),
    contar: async () => {
      const c: Cuentas = {};
      const sumar = (k: string, n: number) => (c[k] = (c[k] ?? 0) + n);
      for (const e of ESTADOS_ENTREVISTA_CONTADOS) sumar(atributoEstado(e), 0);
      for (const i of await delPrefijo(empresaId, 'ENTREVISTA#')) {
        // A cancelled interview is counted nowhere (and has no report).
        const estado = typeof i.estado === 'string' ? i.estado : undefined;
        if (!estadoContado(estado)) continue;
        sumar(atributoEstado(estado), 1);
        const a = contribucionInforme(i);
        sumar('informesGenerados', a.generados);
        sumar('informesSumaPuntuacion', a.suma);
        sumar('informesConPuntuacion', a.conPuntuacion);
        sumar('informesRecomendados', a.recomendados);
      }
      return c;
    },
    corregir: (delta) => [pasoSumar(estadisticasEmpresaKeys.base(empresaId), delta, { entidad: 'EMPRESA_ESTADISTICAS' }, 0)!],
  };
}

const atributoCandidato = (estado: string) => `estado_${estado}`;

function grupoCandidatos(empresaId: string): Grupo {
  const base = candidatoKeys.estadisticas(empresaId);
  return {
    nombre: `empresa ${empresaId}: candidatos por estado`,
    leer: async () => {
      const items = await queryAll<Record<string, unknown> & { SK: string }>({
        pk: base.PK,
        skPrefix: base.SK,
        consistent: true,
        max: FRACCIONES_EMPRESA + 1,
      });
      const suma = sumarFracciones<Record<string, unknown>>(items, 1)[0] ?? {};
      return Object.fromEntries(
        ESTADOS_CANDIDATO.map((e) => [
          atributoCandidato(e),
          typeof suma[atributoCandidato(e)] === 'number' ? (suma[atributoCandidato(e)] as number) : 0,
        ]),
      );
    },
    contar: async () => {
      const c: Cuentas = Object.fromEntries(ESTADOS_CANDIDATO.map((e) => [atributoCandidato(e), 0]));
      for (const i of await delPrefijo(empresaId, 'CAND#'))
        if (typeof i.estado === 'string' && atributoCandidato(i.estado) in c) c[atributoCandidato(i.estado)]! += 1;
      return c;
    },
    corregir: (delta) => [pasoSumar(base, delta, { entidad: 'CANDIDATO_ESTADISTICAS' }, 0)!],
  };
}

/** Every existing template's scheduled count, per fraction (`{codigo}#{nn}`) and as kept on the template (`{codigo}#propia`). */
function grupoPlantillas(codigos: string[], empresas: () => Promise<string[]>): Grupo {
  const clave = (codigo: string, f: number | 'propia') => `${codigo}#${f === 'propia' ? f : String(f).padStart(2, '0')}`;
  return {
    nombre: 'plantillas: entrevistas programadas',
    leer: async () => {
      const c: Cuentas = {};
      const propias = new Map((await serviciosHr()).map((s) => [s.codigo, s.entrevistasProgramadas ?? 0]));
      for (const codigo of codigos) {
        const { leidas } = await entrevistasProgramadas(codigo);
        leidas.forEach((n, f) => (c[clave(codigo, f)] = n ?? 0));
        c[clave(codigo, 'propia')] = propias.get(codigo) ?? 0;
      }
      // The changes still in the outboxes (D168) are counted as if applied: their interviews are.
      for (const p of await cambiosPendientes()) if (clave(p.codigo, p.fraccion) in c) c[clave(p.codigo, p.fraccion)]! += p.delta;
      return c;
    },
    contar: async () => {
      const c: Cuentas = {};
      for (const codigo of codigos) {
        for (let f = 0; f < FRACCIONES_PROGRAMADAS; f++) c[clave(codigo, f)] = 0;
        c[clave(codigo, 'propia')] = 0;
      }
      for (const empresaId of await empresas()) {
        const programadas = await queryAll<{ servicioId?: string }>({ pk: `ENTEST#${empresaId}#programada`, index: 'GSI2' });
        for (const p of programadas) {
          const k = clave(String(p.servicioId), fraccionDe(empresaId));
          if (k in c) c[k]! += 1;
        }
      }
      return c;
    },
    corregir: (delta) =>
      Object.entries(delta).map(([k, d]) => {
        const corte = k.lastIndexOf('#');
        const f = k.slice(corte + 1);
        return pasoCorregirProgramadas(k.slice(0, corte), f === 'propia' ? f : Number(f), d);
      }),
  };
}

/**
 * Checks every counter set and corrects those that disagree with their recount. `pausaMs`: the
 * pause before the second measure (an index's lag; tests pass 0).
 */
export async function reconciliarContadores(opciones: { pausaMs?: number; now?: Date } = {}): Promise<ResultadoReconciliacion> {
  const pausaMs = opciones.pausaMs ?? 2000;
  // First every company gets its subscription (D118): each such write moves the counters recounted next.
  const suscripcionesCreadas = await darSuscripcionesFaltantes(opciones.now);
  const solicitudesDemoPurgadas = await purgarSolicitudesDemo(opciones.now ?? new Date());
  const empresas = (await todasLasEmpresas()).map((e) => e.id);
  const codigos = (await serviciosHr()).map((s) => s.codigo);
  const grupos: Grupo[] = [
    grupoPlataforma(),
    grupoPlantillas(codigos, async () => (await todasLasEmpresas()).map((e) => e.id)),
    grupoSolicitudesDemo(),
    ...empresas.flatMap((id) => [grupoEstadisticasEmpresa(id), grupoCandidatos(id)]),
  ];
  const resultado: ResultadoReconciliacion = {
    revisados: 0,
    corregidos: [],
    movidos: [],
    busquedaReparada: 0,
    titularReparado: 0,
    retencionAbierta: 0,
    suscripcionesCreadas,
    solicitudesDemoPurgadas,
    busquedaEmpresasReparada: 0,
  };
  for (const g of grupos) {
    resultado.revisados++;
    const r = await reconciliarGrupo(g, pausaMs);
    if (r === 'movido') resultado.movidos.push(g.nombre);
    else if (r !== 'bien') {
      resultado.corregidos.push({ contador: g.nombre, delta: r });
      logger.warn('Counter corrected by its recount', { contador: g.nombre, delta: r });
    }
  }
  for (const id of empresas) {
    const n = await repararBusqueda(id);
    if (n > 0) logger.warn('Search entries written for candidates that lacked them', { empresaId: id, candidatos: n });
    resultado.busquedaReparada += n;
    const t = await repararIndiceTitular(id);
    if (t > 0) logger.warn('Holder index keys written on email markers that lacked them', { empresaId: id, marcadores: t });
    resultado.titularReparado += t;
    const a = await abrirRetencionesFaltantes(id);
    if (a > 0) logger.warn('Retention entries opened for rejected candidates that lacked them', { empresaId: id, candidatos: a });
    resultado.retencionAbierta += a;
  }
  resultado.busquedaEmpresasReparada = await repararBusquedaEmpresas();
  if (resultado.busquedaEmpresasReparada > 0)
    logger.warn('Company search cards rewritten to their company text', { empresas: resultado.busquedaEmpresasReparada });
  return resultado;
}
