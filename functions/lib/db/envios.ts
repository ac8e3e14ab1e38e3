// The hand-off outbox (docs/decisions/ D78): one record per piece of work handed to a queue,
// written in the SAME transaction as the state change that makes the work due ("completada, analysis
// queued"), so the work cannot be committed without its hand-off. The record lives in the company's
// partition (`EMP#{empresaId}` / `ENVIO#{cola}#{trabajo}`: tenant first, erased with the company)
// and, while pending, in a sparse platform-wide GSI1 partition (`ENVIOPEND#{shard}`, sorted by when it
// is due), which the sweeping job reads — the same shape as the interviews' agenda (AGENDA#{day}).
// The consumer's first delivery deletes it; the sweep sends again what is still there past its due time.
import { assertKeyPart, shardDe, tenantPk, type Key } from './keys.js';
import type { AppError } from '../errors.js';
import { deleteIf, paginaVencidos, putIf, queryAll, type Page, type TransactStep } from './repository.js';

/** GSI1 partitions the pending records are spread over (a hot index partition is not a concern at this rate, but the sweep reads them all anyway). */
export const ENVIO_SHARDS = 4;

export interface EnvioItem {
  PK: string;
  SK: string;
  GSI1PK: string;
  GSI1SK: string;
  entidad: 'ENVIO_PENDIENTE';
  /** This hand-off (a newer one of the same work replaces it: a retried analysis). */
  id: string;
  empresaId: string;
  cola: string;
  /** The work's id (the interview, the import, the deletion). */
  trabajo: string;
  /** The message as sent, with `envio: { trabajo, id }`. */
  mensaje: Record<string, unknown>;
  retrasoSegundos?: number;
  creadoEn: string;
  /** When the sweep sends it (again) if no consumer has received it by then. */
  debidoEn: string;
  /** How many times the sweep has sent it. */
  reenvios: number;
}

export const envioKeys = {
  envio: (empresaId: string, cola: string, trabajo: string): Key => ({
    PK: tenantPk(empresaId),
    SK: `ENVIO#${assertKeyPart(cola, 'cola')}#${assertKeyPart(trabajo, 'trabajo')}`,
  }),
  /** The sweep's partition of a shard. */
  pendientes: (shard: number): string => `ENVIOPEND#${shard}`,
  indice: (e: Pick<EnvioItem, 'empresaId' | 'cola' | 'trabajo' | 'debidoEn'>) => ({
    GSI1PK: `ENVIOPEND#${shardDe(e.trabajo, ENVIO_SHARDS)}`,
    GSI1SK: `${e.debidoEn}#${assertKeyPart(e.empresaId, 'empresaId')}#${e.cola}#${e.trabajo}`,
  }),
};

export function nuevoEnvio(d: Omit<EnvioItem, 'PK' | 'SK' | 'GSI1PK' | 'GSI1SK' | 'entidad' | 'reenvios'>): EnvioItem {
  return {
    ...envioKeys.envio(d.empresaId, d.cola, d.trabajo),
    ...envioKeys.indice(d),
    entidad: 'ENVIO_PENDIENTE',
    ...d,
    reenvios: 0,
  };
}

/** The record's Put inside the work's own transaction (a newer hand-off of the same work replaces an older one). */
export function pasoEnvio(item: EnvioItem): TransactStep {
  return { op: { Put: { Item: item } } };
}

/** The consumer received it: this hand-off's record goes (false: already gone, or replaced by a newer one). */
export function borrarEnvio(empresaId: string, cola: string, trabajo: string, id: string): Promise<boolean> {
  return deleteIf(envioKeys.envio(empresaId, cola, trabajo), { expression: '#i = :id', names: { '#i': 'id' }, values: { ':id': id } });
}

/**
 * The record's Delete, conditional on its id, for the transaction that does its work (D168: a queue
 * whose record is the work's idempotency key); `onGone` when it is already gone or replaced.
 */
export function pasoBorrarEnvio(empresaId: string, cola: string, trabajo: string, id: string, onGone: () => AppError): TransactStep {
  return {
    op: {
      Delete: {
        Key: envioKeys.envio(empresaId, cola, trabajo),
        ConditionExpression: '#i = :id',
        ExpressionAttributeNames: { '#i': 'id' },
        ExpressionAttributeValues: { ':id': id },
      },
    },
    onConditionFail: onGone,
  };
}

/** One page of a shard's records due before `hasta` (ISO), oldest first. */
export function enviosVencidos(shard: number, hasta: string, cursor: string | null): Promise<Page<EnvioItem>> {
  // GSI1SK is `{debidoEn}#…`.
  return paginaVencidos<EnvioItem>(envioKeys.pendientes(shard), hasta, cursor);
}

/**
 * Every pending record of one queue, in all shards (the sparse index holds only what no consumer
 * has cleared yet: a handful, more during a burst). A template's delete counts the changes of its
 * count still on their way (D168).
 */
export async function enviosPendientesDeCola(cola: string): Promise<EnvioItem[]> {
  const todos: EnvioItem[] = [];
  for (let shard = 0; shard < ENVIO_SHARDS; shard++) {
    todos.push(
      ...(await queryAll<EnvioItem>({
        pk: envioKeys.pendientes(shard),
        index: 'GSI1',
        filter: { expression: '#c = :c', names: { '#c': 'cola' }, values: { ':c': cola } },
      })),
    );
  }
  return todos;
}

/** A company's records of one queue still pending (its own partition, strongly consistent). */
export function enviosDeEmpresa(empresaId: string, cola: string): Promise<EnvioItem[]> {
  return queryAll<EnvioItem>({ pk: tenantPk(empresaId), skPrefix: `ENVIO#${assertKeyPart(cola, 'cola')}#`, consistent: true });
}

/** The sweep sent it again: due again at `debidoEn`, unless a consumer received it meanwhile (false). */
export function aplazarEnvio(e: EnvioItem, debidoEn: string): Promise<boolean> {
  return putIf(
    { ...e, ...envioKeys.indice({ ...e, debidoEn }), debidoEn, reenvios: e.reenvios + 1 },
    { expression: '#i = :id', names: { '#i': 'id' }, values: { ':id': e.id } },
  );
}
