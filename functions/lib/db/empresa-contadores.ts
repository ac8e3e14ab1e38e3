// The company's counters in one place (D88, D111). Two kinds, written apart:
// - the quotas, on the company record, that must be exact when many write at once: a plan unit taken
//   or given back (`uso` against `limites`), the licences started (`licencias.utilizadas` against
//   `activas`). Each carries its own condition and goes in the same transaction as the change it
//   counts, so parallel writes can never pass a limit or count below zero;
// - the statistics that are not quotas — an interview's state counter and the Informes cards'
//   aggregates — on the company's statistics fractions (`EMPSTATS#F{n}`, db/fracciones.ts), also in
//   the change's transaction but on the request's fraction, so a company's finishes, consents and
//   reports no longer all hold the company record (DynamoDB cancels overlapping transactions).
// `pasosEmpresa` builds both from one description of the change: a schedule takes a plan unit,
// counts a programada and may start a licence in the same write.
// A data clear's two writes (D95, D103) are here too: the meter given back by the page, the counters
// set to what remains at the end.
import type { EstadoEntrevista, EstadoEntrevistaContado } from '../../../shared/schemas/entrevista.js';
import { ESTADOS_ENTREVISTA_CONTADOS, estadoContado } from '../../../shared/schemas/entrevista.js';
import type { AppError } from '../errors.js';
import { empresaKeys, type EmpresaItem } from './empresas.js';
import { claveFraccion, fraccionAleatoria, FRACCIONES_EMPRESA, sumarFracciones } from './fracciones.js';
import { tenantPk, type Key } from './keys.js';
import { getItem, pasoActualizar, queryAll, type TransactStep } from './repository.js';

export const estadisticasEmpresaKeys = {
  /** The company's statistics counter (its fractions are `EMPSTATS#F{n}`). */
  base: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'EMPSTATS' }),
  fraccion: (empresaId: string, f: number): Key => claveFraccion(estadisticasEmpresaKeys.base(empresaId), f),
};

/** The company quotas a create takes a unit of (`uso.<cuota>` against `limites.<cuota>`; -1 is unlimited). */
export type Cuota = 'usuarios' | 'candidatos' | 'entrevistas';

/** The Informes cards' aggregates (D69). */
export const AGREGADOS_INFORMES = ['informesGenerados', 'informesSumaPuntuacion', 'informesConPuntuacion', 'informesRecomendados'] as const;
export type AgregadoInformes = (typeof AGREGADOS_INFORMES)[number];

/** What one write changes on the company's counters. */
export interface CambioEmpresa {
  /** +1 takes a unit while `uso` is below `limites` (or the limit is -1); -1 gives one back, never below zero. */
  cuotas?: Partial<Record<Cuota, 1 | -1>>;
  /**
   * An interview's state counter, on the statistics fraction: one less in `de`, one more in `a`. No
   * floor (a fraction may go below zero; the sum cannot: the interview's own conditional move is the guard, D111).
   * A state the counters do not count (cancelada) moves nothing.
   */
  estado?: { de?: EstadoEntrevista; a?: EstadoEntrevista };
  /** A new licence starts with this interview: `licencias.utilizadas` + 1 while below `licencias.activas`. */
  nuevaLicencia?: boolean;
  /** Added to the Informes aggregates (negative to take a report out). */
  informes?: Partial<Record<AgregadoInformes, number>>;
}

/**
 * The steps of `cambio`: the company record's Update for its quotas and licences (conditional on the
 * company existing and on every limit and floor it names; `onConditionFail` says what a failed
 * condition means to the caller — a quota's 403, a retry; without it the transaction's failure is
 * the generic conflict), and the statistics fraction `f`'s for its state counter and aggregates.
 */
export function pasosEmpresa(
  empresaId: string,
  cambio: CambioEmpresa,
  onConditionFail?: () => AppError,
  f: number = fraccionAleatoria(),
): TransactStep[] {
  const pasos: TransactStep[] = [];
  if (cambio.cuotas || cambio.nuevaLicencia) pasos.push(pasoCuotas(empresaId, cambio, onConditionFail));
  const estadisticas = pasoEstadisticas(empresaId, cambio, f);
  if (estadisticas) pasos.push(estadisticas);
  if (!pasos.length) throw new Error('pasosEmpresa: a change that changes nothing');
  return pasos;
}

const atributoEstado = (estado: EstadoEntrevistaContado) => `estado_${estado}`;

/** The statistics fraction's ADD for a state move and aggregates (null when nothing moves). */
function pasoEstadisticas(empresaId: string, cambio: CambioEmpresa, f: number): TransactStep | null {
  const delta: Record<string, number> = {};
  const { de, a } = cambio.estado ?? {};
  if (estadoContado(de)) delta[atributoEstado(de)] = (delta[atributoEstado(de)] ?? 0) - 1;
  if (estadoContado(a)) delta[atributoEstado(a)] = (delta[atributoEstado(a)] ?? 0) + 1;
  for (const [agregado, n] of Object.entries(cambio.informes ?? {})) if (n) delta[agregado] = n;
  const entries = Object.entries(delta).filter(([, n]) => n !== 0 && Number.isFinite(n));
  if (!entries.length) return null;
  return {
    op: {
      Update: {
        Key: estadisticasEmpresaKeys.fraccion(empresaId, f),
        UpdateExpression: `SET entidad = :entidad ADD ${entries.map((_, i) => `#c${i} :c${i}`).join(', ')}`,
        ExpressionAttributeNames: Object.fromEntries(entries.map(([k], i) => [`#c${i}`, k])),
        ExpressionAttributeValues: { ':entidad': 'EMPRESA_ESTADISTICAS', ...Object.fromEntries(entries.map(([, n], i) => [`:c${i}`, n])) },
      },
    },
  };
}

/** The company record's Update for quotas and licences, each with its condition. */
function pasoCuotas(empresaId: string, cambio: CambioEmpresa, onConditionFail?: () => AppError): TransactStep {
  const sets: string[] = [];
  const conds = ['attribute_exists(PK)'];
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const uno = () => (values[':uno'] = 1);
  const cero = () => (values[':cero'] = 0);

  for (const [cuota, delta] of Object.entries(cambio.cuotas ?? {}) as Array<[Cuota, 1 | -1]>) {
    const n = `#c_${cuota}`;
    Object.assign(names, { '#uso': 'uso', [n]: cuota });
    uno();
    if (delta > 0) {
      names['#lim'] = 'limites';
      values[':ilimitado'] = -1;
      sets.push(`#uso.${n} = #uso.${n} + :uno`);
      conds.push(`(#lim.${n} = :ilimitado OR #uso.${n} < #lim.${n})`);
    } else {
      cero();
      sets.push(`#uso.${n} = #uso.${n} - :uno`);
      conds.push(`#uso.${n} > :cero`);
    }
  }

  if (cambio.nuevaLicencia) {
    Object.assign(names, { '#lic': 'licencias', '#utl': 'utilizadas', '#act': 'activas' });
    uno();
    cero();
    sets.push('#lic.#utl = if_not_exists(#lic.#utl, :cero) + :uno');
    conds.push('(attribute_not_exists(#lic.#utl) OR #lic.#utl < #lic.#act)', 'attribute_exists(#lic.#act)');
  }

  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(empresaId),
        UpdateExpression: `SET ${sets.join(', ')}`,
        ConditionExpression: conds.join(' AND '),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
    ...(onConditionFail ? { onConditionFail } : {}),
  };
}

/** A company's statistics: its interviews by state and the Informes cards' aggregates. */
export interface EstadisticasEmpresa {
  entrevistasPorEstado: Record<EstadoEntrevistaContado, number>;
  informesGenerados: number;
  informesSumaPuntuacion: number;
  informesConPuntuacion: number;
  informesRecomendados: number;
}

/**
 * The company's statistics as stored: its fractions summed (one Query of at most 9 small items) plus
 * what an older company record still carries (before D111 they lived on it; read alongside unless
 * the caller has it), by attribute (`estado_<estado>`, the `informes*` aggregates). The reconcile
 * job compares these with a recount; screens read `leerEstadisticasEmpresa`.
 */
export async function leerEstadisticasGuardadas(empresaId: string, leida?: EmpresaItem): Promise<Record<string, number>> {
  const base = estadisticasEmpresaKeys.base(empresaId);
  const [items, empresa] = await Promise.all([
    queryAll<Record<string, unknown> & { SK: string }>({ pk: base.PK, skPrefix: base.SK, consistent: true, max: FRACCIONES_EMPRESA + 1 }),
    leida ?? getItem<EmpresaItem>(empresaKeys.empresa(empresaId)),
  ]);
  const suma = sumarFracciones<Record<string, unknown>>(items, 1)[0] ?? {};
  const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : 0);
  const legado = (empresa?.entrevistasPorEstado ?? {}) as Partial<Record<EstadoEntrevistaContado, number>>;
  const out: Record<string, number> = {};
  for (const e of ESTADOS_ENTREVISTA_CONTADOS) out[atributoEstado(e)] = num(suma[atributoEstado(e)]) + num(legado[e]);
  for (const k of AGREGADOS_INFORMES) out[k] = num(suma[k]) + num(empresa?.[k]);
  return out;
}

/** A company's statistics for the screens: every state count (never below 0) and the Informes aggregates. */
export async function leerEstadisticasEmpresa(empresaId: string, leida?: EmpresaItem): Promise<EstadisticasEmpresa> {
  const g = await leerEstadisticasGuardadas(empresaId, leida);
  return {
    entrevistasPorEstado: Object.fromEntries(ESTADOS_ENTREVISTA_CONTADOS.map((e) => [e, Math.max(0, g[atributoEstado(e)] ?? 0)])) as Record<
      EstadoEntrevistaContado,
      number
    >,
    informesGenerados: g.informesGenerados ?? 0,
    informesSumaPuntuacion: g.informesSumaPuntuacion ?? 0,
    informesConPuntuacion: g.informesConPuntuacion ?? 0,
    informesRecomendados: g.informesRecomendados ?? 0,
  };
}

/** The statistics attribute of an interview state (`estado_<estado>`). */
export { atributoEstado };

/**
 * Takes one unit of a company quota. Put it in the same transaction as the create, so parallel
 * creates can never exceed the limit.
 */
export function tomarCuotaStep(empresaId: string, cuota: Cuota, onExceeded: () => AppError): TransactStep {
  return pasoCuotas(empresaId, { cuotas: { [cuota]: 1 } }, onExceeded);
}

/**
 * Gives back one unit of a quota, for deletes, never below zero. Interviews are a meter of use (D79):
 * only one that never started (programada) gives its unit back — a cancel, or an erasure.
 */
export function liberarCuotaStep(empresaId: string, cuota: Cuota): TransactStep {
  return pasoCuotas(empresaId, { cuotas: { [cuota]: -1 } });
}

/**
 * After a clear (D95): the company record's `uso` set to what remains (the admins, no candidates,
 * the interview meter less the programadas given back), and what older records still carry of the
 * statistics removed (the statistics fractions are counters a clear deletes with the data, D111).
 */
export function pasoContadoresTrasLimpiar(empresaId: string, v: { uso: Record<string, number> }, onFalta: () => AppError): TransactStep {
  return pasoActualizar(
    empresaKeys.empresa(empresaId),
    'SET uso = :uso REMOVE entrevistasPorEstado, informesGenerados, informesSumaPuntuacion, informesConPuntuacion, informesRecomendados',
    { expression: 'attribute_exists(PK)', values: { ':uso': v.uso }, onConditionFail: onFalta },
  );
}

/**
 * The plan meter gives back `n` programadas deleted by a clear (D79, D103), in the transaction that
 * deletes them. No floor, unlike `pasosEmpresa`'s -1 on a quota: a clear must not stop on a counter that drifted,
 * and its last step (`pasoContadoresTrasLimpiar`) sets the counters to what remains.
 */
export function pasoDevolverProgramadas(empresaId: string, n: number, onFalta: () => AppError): TransactStep {
  return pasoActualizar(empresaKeys.empresa(empresaId), 'SET uso.#e = if_not_exists(uso.#e, :cero) - :n', {
    expression: 'attribute_exists(PK)',
    names: { '#e': 'entrevistas' },
    values: { ':cero': 0, ':n': n },
    onConditionFail: onFalta,
  });
}
