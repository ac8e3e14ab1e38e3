// The oversight record's entries (D153). Each entry is one item in its company's own record
// partition, `EMP#{empresaId}#SUPERV`, sorted by `{fecha}#{id}`: a period is one Query with
// `SK BETWEEN`, page by page. An entry of an interview also carries GSI1 `SUPERVENT#{empresaId}#{entrevistaId}`
// / `{fecha}#{id}`, so an interview's entries are one Query of the index. The partition starts with
// the tenant (so no other company's key can be built), but it is not the company's partition
// `EMP#{empresaId}`: the company's deletion, its data clear and the candidate's erasure read and
// delete that one and leave this record, which holds ids and hashes only and expires by TTL
// (`expiresAt`, SUPERVISION.mesesConservacion months after the step).
// Entries are written by a Put `attribute_not_exists(PK)` in the transaction of the write they record,
// and never updated.
import type { EntradaSupervision } from '../../../shared/schemas/supervision.js';
import { SUPERVISION } from '../../../shared/schemas/supervision.js';
import type { AppError } from '../errors.js';
import { empresaKeys } from './empresas.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { pasoActualizar, queryPage, type Page, type TransactStep } from './repository.js';

export interface SupervisionItem extends Key, EntradaSupervision {
  entidad: 'SUPERVISION';
  empresaId: string;
  GSI1PK?: string;
  GSI1SK?: string;
  /** DynamoDB TTL (epoch seconds). */
  expiresAt: number;
}

export const supervisionKeys = {
  /** The company's record partition (its own, beside the company's `EMP#{id}`). */
  registro: (empresaId: string) => `${tenantPk(empresaId)}#SUPERV`,
  entrada: (empresaId: string, fecha: string, id: string): Key => ({
    PK: supervisionKeys.registro(empresaId),
    SK: `${fecha}#${assertKeyPart(id, 'id')}`,
  }),
  /** GSI1: one interview's entries. */
  deEntrevista: (empresaId: string, entrevistaId: string) =>
    `SUPERVENT#${assertKeyPart(empresaId, 'empresaId')}#${assertKeyPart(entrevistaId, 'entrevistaId')}`,
};

/** When an entry written at `fecha` expires (epoch seconds): SUPERVISION.mesesConservacion calendar months later. */
export function expiraEn(fecha: string): number {
  const d = new Date(fecha);
  d.setUTCMonth(d.getUTCMonth() + SUPERVISION.mesesConservacion);
  return Math.floor(d.getTime() / 1000);
}

/** The stored item of an entry. */
export function itemSupervision(empresaId: string, e: EntradaSupervision): SupervisionItem {
  return {
    ...supervisionKeys.entrada(empresaId, e.fecha, e.id),
    entidad: 'SUPERVISION',
    empresaId,
    ...e,
    ...(e.entrevistaId ? { GSI1PK: supervisionKeys.deEntrevista(empresaId, e.entrevistaId), GSI1SK: `${e.fecha}#${e.id}` } : {}),
    expiresAt: expiraEn(e.fecha),
  };
}

/** The step that writes an entry inside the transaction of what it records: a Put that never overwrites. */
export function pasoSupervision(empresaId: string, e: EntradaSupervision): TransactStep {
  return { op: { Put: { Item: itemSupervision(empresaId, e), ConditionExpression: 'attribute_not_exists(PK)' } } };
}

/** The entry as the API shows it (no keys, no TTL). */
export function entradaDe(i: SupervisionItem): EntradaSupervision {
  return {
    id: i.id,
    fecha: i.fecha,
    tipo: i.tipo,
    entrevistaId: i.entrevistaId ?? null,
    actor: i.actor,
    pregunta: i.pregunta ?? null,
    ia: i.ia ?? null,
    revision: i.revision ?? null,
    iaPausada: i.iaPausada ?? false,
  };
}

/** One page of an interview's entries, oldest first. */
export async function paginaDeEntrevista(
  empresaId: string,
  entrevistaId: string,
  cursor?: string | null,
  limit = 100,
): Promise<Page<EntradaSupervision>> {
  const p = await queryPage<SupervisionItem>({ pk: supervisionKeys.deEntrevista(empresaId, entrevistaId), index: 'GSI1', cursor, limit });
  return { items: p.items.map(entradaDe), cursor: p.cursor };
}

/** One page of the company's entries between two instants (ISO, both included), oldest first. */
export async function paginaDePeriodo(
  empresaId: string,
  desde: string,
  hasta: string,
  cursor?: string | null,
  limit = 100,
): Promise<Page<EntradaSupervision>> {
  const p = await queryPage<SupervisionItem>({
    pk: supervisionKeys.registro(empresaId),
    skBetween: [desde, `${hasta}\uffff`],
    cursor,
    limit,
  });
  return { items: p.items.map(entradaDe), cursor: p.cursor };
}

/**
 * The pause switch's write (D153): the company's `configuracion` as a whole, only if the company is
 * still at the version read and not being deleted; the version goes up, so a company form saved
 * from an older read cannot put the switch back.
 */
export function pasoConfiguracionSiVersion(
  empresaId: string,
  configuracion: Record<string, unknown>,
  version: number | undefined,
  onConditionFail: () => AppError,
): TransactStep {
  return pasoActualizar(empresaKeys.empresa(empresaId), 'SET #c = :c, #v = :nueva', {
    expression: `attribute_exists(PK) AND attribute_not_exists(#el) AND ${version === undefined ? 'attribute_not_exists(#v)' : '#v = :v'}`,
    names: { '#c': 'configuracion', '#v': 'version', '#el': 'eliminacion' },
    values: { ':c': configuracion, ':nueva': (version ?? 0) + 1, ...(version === undefined ? {} : { ':v': version }) },
    onConditionFail,
  });
}
