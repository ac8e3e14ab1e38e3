// Subscriptions (docs/data-model.md "Subscriptions", D94). A subscription belongs to its company:
// `EMP#{empresaId} / SUSCRIPCION#{id}`. The cross-company list reads GSI1 (`SUSCRIPCIONES`, newest
// first) and the list by state GSI2 (`SUSCRIPCIONES#{estado}`), never a Scan. A look-up item
// `SUSCRIPCION#{id} / SUSCRIPCION` (written in the same transaction) finds a subscription's company
// from its id with a consistent read. The company item carries a summary of its live subscription
// (`suscripcion: { id, estado, precioMensualCentimos, moneda }`): `attribute_not_exists(suscripcion)` is what
// keeps a company to one live subscription, and the platform counters follow it (empresas.ts).
import type { AppError } from '../errors.js';
import { empresaKeys, type EmpresaItem } from './empresas.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, queryPage, type Page, type TransactStep } from './repository.js';

export interface SuscripcionItem {
  id: string;
  empresaId: string;
  empresaNombre?: string;
  planId: string;
  planNombre?: string;
  estado: string;
  fechaInicio: string;
  fechaFin: string | null;
  fechaProximoPago: string | null;
  metodoPago: { tipo: string };
  /** The monthly price in cents it adds to the MRR while activa (the plan's price when it was taken). */
  precioMensualCentimos: number;
  /** The currency of that price: the company's when it was taken (issue 67); none on one written before, euros. */
  moneda?: string;
  fechaCreacion: string;
  fechaActualizacion: string;
  version: number;
  [k: string]: unknown;
}

/** What the company item keeps of its live subscription. */
export interface SuscripcionVigente {
  id: string;
  estado: 'activa' | 'trial';
  precioMensualCentimos: number;
  moneda?: string;
}

const TODAS = 'SUSCRIPCIONES';

export const suscripcionKeys = {
  suscripcion: (empresaId: string, id: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `SUSCRIPCION#${assertKeyPart(id, 'suscripcionId')}`,
  }),
  /** Outside every tenant: only the two ids, so an id finds its company without an index. */
  busqueda: (id: string): Key => ({ PK: `SUSCRIPCION#${assertKeyPart(id, 'suscripcionId')}`, SK: 'SUSCRIPCION' }),
  indices: (s: Pick<SuscripcionItem, 'id' | 'estado' | 'fechaCreacion'>) => ({
    GSI1PK: TODAS,
    GSI1SK: `${s.fechaCreacion}#${s.id}`,
    GSI2PK: `${TODAS}#${s.estado}`,
    GSI2SK: `${s.fechaCreacion}#${s.id}`,
  }),
};

/** The subscription with this id, wherever its company is (404 is the caller's). */
export async function getSuscripcion(id: string): Promise<SuscripcionItem | undefined> {
  const ref = await getItem<{ empresaId: string }>(suscripcionKeys.busqueda(id), { consistent: true });
  if (!ref) return undefined;
  return getItem<SuscripcionItem>(suscripcionKeys.suscripcion(ref.empresaId, id), { consistent: true });
}

/** A page of every company's subscriptions, or of those in one state, newest first. */
export function paginaSuscripciones(q: { estado?: string; cursor?: string | null; limit?: number }): Promise<Page<SuscripcionItem>> {
  return queryPage<SuscripcionItem>(
    q.estado
      ? { pk: `${TODAS}#${q.estado}`, index: 'GSI2', newestFirst: true, cursor: q.cursor, limit: q.limit }
      : { pk: TODAS, index: 'GSI1', newestFirst: true, cursor: q.cursor, limit: q.limit },
  );
}

/** A new subscription and its look-up item. */
export function crearSuscripcionSteps(s: SuscripcionItem): TransactStep[] {
  return [
    {
      op: {
        Put: {
          Item: { ...suscripcionKeys.suscripcion(s.empresaId, s.id), entidad: 'SUSCRIPCION', ...suscripcionKeys.indices(s), ...s },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    {
      op: {
        Put: {
          Item: { ...suscripcionKeys.busqueda(s.id), entidad: 'SUSCRIPCION_REF', empresaId: s.empresaId },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
  ];
}

/** Removes a just-created subscription and its look-up item (undoing a provisioning, D98). */
export function quitarSuscripcionSteps(s: Pick<SuscripcionItem, 'id' | 'empresaId'>): TransactStep[] {
  return [
    { op: { Delete: { Key: suscripcionKeys.suscripcion(s.empresaId, s.id) } } },
    { op: { Delete: { Key: suscripcionKeys.busqueda(s.id) } } },
  ];
}

/** Replaces a subscription only while it is still the version read (its state index moves with it). */
export function reemplazarSuscripcionStep(actual: SuscripcionItem, siguiente: SuscripcionItem, onStale: () => AppError): TransactStep {
  return {
    op: {
      Put: {
        // The keys and indices last: `siguiente` is built from the item read, with its old state's index.
        Item: {
          ...siguiente,
          ...suscripcionKeys.suscripcion(actual.empresaId, actual.id),
          entidad: 'SUSCRIPCION',
          ...suscripcionKeys.indices(siguiente),
        },
        ConditionExpression: 'attribute_exists(PK) AND #v = :v',
        ExpressionAttributeNames: { '#v': 'version' },
        ExpressionAttributeValues: { ':v': actual.version },
      },
    },
    onConditionFail: onStale,
  };
}

/**
 * The company's side of a subscription write, as ONE Update of the company item: its plan, limits,
 * estado and live-subscription summary, only while the company is the version read, is not being
 * deleted, and (`nueva`) has no live subscription, or (`de`) still has this one. With `limites`, each
 * limited quota must not be below what the company already uses (`uso`): a downgrade is refused by
 * the condition itself, whatever was created since the read.
 */
export function pasoEmpresaSuscripcion(
  actual: EmpresaItem,
  cambio: {
    plan?: string;
    limites?: { usuarios: number; candidatos: number; entrevistas: number };
    estado: string;
    suscripcion: SuscripcionVigente | null;
    vigente: { nueva: true } | { de: string };
    fecha: string;
  },
  onConditionFail: () => AppError,
): TransactStep {
  const names: Record<string, string> = {
    '#v': 'version',
    '#estado': 'estado',
    '#s': 'suscripcion',
    '#el': 'eliminacion',
    '#fa': 'fechaActualizacion',
  };
  const values: Record<string, unknown> = {
    ':v': actual.version ?? 0,
    ':uno': 1,
    ':cero': 0,
    ':estado': cambio.estado,
    ':fa': cambio.fecha,
  };
  const sets = ['#v = if_not_exists(#v, :cero) + :uno', '#estado = :estado', '#fa = :fa'];
  const conds = ['attribute_exists(PK)', 'attribute_not_exists(#el)', '(attribute_not_exists(#v) OR #v = :v)'];
  if (cambio.suscripcion) {
    values[':s'] = cambio.suscripcion;
    sets.push('#s = :s');
  }
  if ('nueva' in cambio.vigente) conds.push('attribute_not_exists(#s)');
  else {
    names['#sid'] = 'id';
    values[':sid'] = cambio.vigente.de;
    conds.push('#s.#sid = :sid');
  }
  if (cambio.plan) {
    names['#plan'] = 'plan';
    values[':plan'] = cambio.plan;
    sets.push('#plan = :plan');
  }
  if (cambio.limites) {
    names['#lim'] = 'limites';
    values[':lim'] = cambio.limites;
    sets.push('#lim = :lim');
    for (const [cuota, limite] of Object.entries(cambio.limites)) {
      if (limite < 0) continue;
      names['#uso'] = 'uso';
      names[`#q_${cuota}`] = cuota;
      values[`:q_${cuota}`] = limite;
      conds.push(`(attribute_not_exists(#uso.#q_${cuota}) OR #uso.#q_${cuota} <= :q_${cuota})`);
    }
  }
  const update = `SET ${sets.join(', ')}${cambio.suscripcion ? '' : ' REMOVE #s'}`;
  return {
    op: {
      Update: {
        Key: empresaKeys.empresa(actual.id),
        UpdateExpression: update,
        ConditionExpression: conds.join(' AND '),
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: values,
      },
    },
    onConditionFail,
  };
}
