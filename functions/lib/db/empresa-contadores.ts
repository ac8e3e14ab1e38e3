// The company record's counters and quotas in one place (issue 26 §1): every write that moves them —
// a plan unit taken or given back (`uso` against `limites`), an interview's state counter
// (`entrevistasPorEstado`), the licences started (`licencias.utilizadas` against `activas`), the
// Informes cards' aggregates — is ONE Update step built here, put by its caller in the same
// transaction as the change it counts. One step, because a transaction may touch an item once: a
// schedule takes a plan unit, counts a programada and may start a licence in the same write.
// Each part carries its own condition, so parallel writes can never pass a limit or count below zero.
// A data clear's two writes (D95, D103) are here too: the meter given back by the page, the counters
// set to what remains at the end.
import type { EstadoEntrevista } from '../../../shared/schemas/entrevista.js';
import type { AppError } from '../errors.js';
import { empresaKeys } from './empresas.js';
import type { TransactStep } from './repository.js';

/** The company quotas a create takes a unit of (`uso.<cuota>` against `limites.<cuota>`; -1 is unlimited). */
export type Cuota = 'usuarios' | 'candidatos' | 'entrevistas';

/** The Informes cards' aggregates on the company record (D69). */
export type AgregadoInformes = 'informesGenerados' | 'informesSumaPuntuacion' | 'informesConPuntuacion' | 'informesRecomendados';

/** What one write changes on the company record. */
export interface CambioEmpresa {
  /** +1 takes a unit while `uso` is below `limites` (or the limit is -1); -1 gives one back, never below zero. */
  cuotas?: Partial<Record<Cuota, 1 | -1>>;
  /** An interview's state counter: one less in `de` (never below zero), one more in `a`. */
  estado?: { de?: EstadoEntrevista; a?: EstadoEntrevista };
  /** A new licence starts with this interview: `licencias.utilizadas` + 1 while below `licencias.activas`. */
  nuevaLicencia?: boolean;
  /** Added to the Informes aggregates (negative to take a report out). */
  informes?: Partial<Record<AgregadoInformes, number>>;
}

/**
 * The company record's Update step for `cambio`, conditional on the company existing and on every
 * limit and floor it names. `onConditionFail` says what a failed condition means to the caller (a
 * quota's 403, a retry); without it the transaction's failure is the generic conflict.
 */
export function pasoEmpresa(empresaId: string, cambio: CambioEmpresa, onConditionFail?: () => AppError): TransactStep {
  const sets: string[] = [];
  const adds: string[] = [];
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

  const { de, a } = cambio.estado ?? {};
  if (de || a) {
    names['#pe'] = 'entrevistasPorEstado';
    uno();
    cero();
  }
  if (de) {
    names['#de'] = de;
    sets.push('#pe.#de = #pe.#de - :uno');
    conds.push('#pe.#de > :cero');
  }
  if (a) {
    names['#a'] = a;
    sets.push('#pe.#a = if_not_exists(#pe.#a, :cero) + :uno');
  }

  if (cambio.nuevaLicencia) {
    Object.assign(names, { '#lic': 'licencias', '#utl': 'utilizadas', '#act': 'activas' });
    uno();
    cero();
    sets.push('#lic.#utl = if_not_exists(#lic.#utl, :cero) + :uno');
    conds.push('(attribute_not_exists(#lic.#utl) OR #lic.#utl < #lic.#act)', 'attribute_exists(#lic.#act)');
  }

  for (const [agregado, n] of Object.entries(cambio.informes ?? {}) as Array<[AgregadoInformes, number]>) {
    adds.push(`${agregado} :${agregado}`);
    values[`:${agregado}`] = n;
  }

  if (!sets.length && !adds.length) throw new Error('pasoEmpresa: a change that changes nothing');
  const update = [sets.length ? `SET ${sets.join(', ')}` : '', adds.length ? `ADD ${adds.join(', ')}` : ''].filter(Boolean).join(' ');
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(empresaId),
        UpdateExpression: update,
        ConditionExpression: conds.join(' AND '),
        ...(Object.keys(names).length ? { ExpressionAttributeNames: names } : {}),
        ExpressionAttributeValues: values,
      },
    },
    ...(onConditionFail ? { onConditionFail } : {}),
  };
}

/**
 * Takes one unit of a company quota. Put it in the same transaction as the create, so parallel
 * creates can never exceed the limit.
 */
export function tomarCuotaStep(empresaId: string, cuota: Cuota, onExceeded: () => AppError): TransactStep {
  return pasoEmpresa(empresaId, { cuotas: { [cuota]: 1 } }, onExceeded);
}

/**
 * Gives back one unit of a quota, for deletes, never below zero. Interviews are a meter of use (D79):
 * only one that never started (programada) gives its unit back — a cancel, or an erasure.
 */
export function liberarCuotaStep(empresaId: string, cuota: Cuota): TransactStep {
  return pasoEmpresa(empresaId, { cuotas: { [cuota]: -1 } });
}

/**
 * After a clear (D95): the company record's counters set to what remains — `uso` as given (the
 * admins, no candidates, the interview meter less the programadas given back), no interview in any
 * state, no report in the Informes aggregates.
 */
export function pasoContadoresTrasLimpiar(
  empresaId: string,
  v: { uso: Record<string, number>; entrevistasPorEstado: Record<string, number> },
  onFalta: () => AppError,
): TransactStep {
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(empresaId),
        UpdateExpression:
          'SET uso = :uso, entrevistasPorEstado = :pe, informesGenerados = :cero, informesSumaPuntuacion = :cero, ' +
          'informesConPuntuacion = :cero, informesRecomendados = :cero',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':uso': v.uso, ':pe': v.entrevistasPorEstado, ':cero': 0 },
      },
    },
    onConditionFail: onFalta,
  };
}

/**
 * The plan meter gives back `n` programadas deleted by a clear (D79, D103), in the transaction that
 * deletes them. No floor, unlike `pasoEmpresa`'s -1: a clear must not stop on a counter that drifted,
 * and its last step (`pasoContadoresTrasLimpiar`) sets the counters to what remains.
 */
export function pasoDevolverProgramadas(empresaId: string, n: number, onFalta: () => AppError): TransactStep {
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(empresaId),
        UpdateExpression: 'SET uso.#e = if_not_exists(uso.#e, :cero) - :n',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeNames: { '#e': 'entrevistas' },
        ExpressionAttributeValues: { ':cero': 0, ':n': n },
      },
    },
    onConditionFail: onFalta,
  };
}
