// Why one module: the single-table operations every entity module builds on, sharing one client, its
// conditions, retries and time-outs.
// Generic single-table operations every entity module builds on. Writes are always conditional:
// create = attribute_not_exists(PK), update/delete = attribute_exists(PK), so an update of a
// missing id is a 404 and never an upsert. No Scan anywhere: lists are Query pages with a cursor.
import { randomUUID } from 'node:crypto';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { PAGINACION } from '../../../shared/constants.js';
import { ddb } from '../aws/dynamo.js';
import { config } from '../config.js';
import { AppError, ConflictError, NotFoundError } from '../errors.js';
import { decodeCursor, encodeCursor } from './cursor.js';
import type { Key } from './keys.js';
import { conReintentos } from './retry.js';

export type Item = Record<string, unknown>;
type SdkTransactItem = NonNullable<TransactWriteCommandInput['TransactItems']>[number];
type WithoutTable<T> = T extends object ? Omit<T, 'TableName'> & { TableName?: string } : T;
/** A TransactWriteItems entry; TableName may be left out (the table of this stage is filled in). */
export type TransactItem = { [K in keyof SdkTransactItem]: WithoutTable<SdkTransactItem[K]> };

export function isConditionFailure(err: unknown): boolean {
  return err instanceof ConditionalCheckFailedException || (err as { name?: string })?.name === 'ConditionalCheckFailedException';
}

export async function getItem<T extends object>(key: Key, opts: { consistent?: boolean; timeoutMs?: number } = {}): Promise<T | undefined> {
  const out = await ddb.send(
    new GetCommand({ TableName: config.tableName, Key: key, ConsistentRead: opts.consistent ?? true }),
    opts.timeoutMs ? { abortSignal: AbortSignal.timeout(opts.timeoutMs) } : undefined,
  );
  return out.Item as T | undefined;
}

// ---- Recent reads (docs/decisions/ D84) --------------------------------------------------------
// A warm container may answer a few reads from memory for a few seconds: today only the caller's
// profile on read-only GETs (functions/lib/auth/caller.ts). Every write this module sends forgets
// them all, before and after, so a container always sees its own writes at once; another
// container's writes (AWS: every other function) are seen when the copy expires. The attempt
// counters of limites.ts write without this module: nothing reads them through here.

const recent = new Map<string, { item: object; until: number }>();
/** A container serves one request at a time; locally every function shares one process. */
const RECENT_MAX = 1_000;
/** Bumped by every forget: a read that overlapped a write is not kept. */
let generation = 0;

function forgetRecent(): void {
  generation++;
  recent.clear();
}

/**
 * `ddb.send` for every write of this module: the recent reads are forgotten before it leaves and
 * again once it ends, however it ends; a write refused because another request's transaction held
 * one of its items is sent again (retry.ts, D110).
 */
const escribir = (async (command: Parameters<typeof ddb.send>[0]) => {
  forgetRecent();
  try {
    return await conReintentos(() => ddb.send(command));
  } finally {
    forgetRecent();
  }
}) as typeof ddb.send;

/**
 * An item as read (consistently) at most `ms` ago by this container, or read now. Only an item
 * `keep` accepts is kept, and only when no write of this container overlapped its read; a
 * missing item is never kept. Each caller gets its own copy.
 */
export async function getRecentItem<T extends object>(key: Key, ms: number, keep: (item: T) => boolean): Promise<T | undefined> {
  const cacheKey = `${key.PK}\u0000${key.SK}`;
  const now = Date.now();
  const kept = recent.get(cacheKey);
  if (kept && kept.until > now) return structuredClone(kept.item) as T;
  const before = generation;
  const item = await getItem<T>(key);
  if (item && generation === before && keep(item)) {
    recent.delete(cacheKey);
    if (recent.size >= RECENT_MAX) recent.delete(recent.keys().next().value as string);
    recent.set(cacheKey, { item: structuredClone(item), until: now + ms });
  }
  return item;
}

/** Tests: forget every recent read, as a new container would start. */
export function forgetRecentReads(): void {
  forgetRecent();
}

/**
 * The most keys one BatchGetItem may ask for: "A single operation can retrieve up to 16 MB of data,
 * which can contain as many as 100 items"; more is a ValidationException (Amazon DynamoDB API
 * Reference, BatchGetItem: up to 100 items,
 * https://docs.aws.amazon.com/amazondynamodb/latest/APIReference/API_BatchGetItem.html).
 */
const BATCH_GET_MAX = 100;

/**
 * Several items by key, any number of them, in the order of `keys`; missing ones are left out. One
 * BatchGetItem per BATCH_GET_MAX keys, one after another; the keys DynamoDB leaves unprocessed under
 * load are asked again, a few times, before the next keys. `atributos` reads only those (and the
 * keys): a projection, so a list does not read whole items.
 */
export async function getItems<T extends object>(keys: Key[], atributos?: readonly string[]): Promise<T[]> {
  if (keys.length === 0) return [];
  const found = new Map<string, T>();
  // An attribute may be a path into a map (`informeIA.procedencia`): each name of it has its placeholder.
  const nombres = atributos && ['PK', 'SK', ...atributos];
  const partes = nombres && [...new Set(nombres.flatMap((n) => n.split('.')))];
  const marca = (parte: string) => `#a${partes!.indexOf(parte)}`;
  const proyeccion = nombres && {
    ProjectionExpression: nombres.map((n) => n.split('.').map(marca).join('.')).join(', '),
    ExpressionAttributeNames: Object.fromEntries(partes!.map((n, i) => [`#a${i}`, n])),
  };
  for (let i = 0; i < keys.length; i += BATCH_GET_MAX) {
    let pending: Record<string, unknown>[] = keys.slice(i, i + BATCH_GET_MAX).map((k) => ({ PK: k.PK, SK: k.SK }));
    for (let intento = 0; pending.length > 0 && intento < 5; intento++) {
      if (intento > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** intento));
      const out = await ddb.send(
        new BatchGetCommand({ RequestItems: { [config.tableName]: { Keys: pending, ConsistentRead: true, ...proyeccion } } }),
      );
      for (const item of (out.Responses?.[config.tableName] ?? []) as Array<Key & T>) found.set(`${item.PK}|${item.SK}`, item);
      pending = (out.UnprocessedKeys?.[config.tableName]?.Keys ?? []) as Record<string, unknown>[];
    }
    if (pending.length > 0) throw new Error('getItems: keys left unprocessed');
  }
  return keys.map((k) => found.get(`${k.PK}|${k.SK}`)).filter((i): i is T => i !== undefined);
}

/**
 * Puts many items, 25 per BatchWriteItem, without conditions: for loading data in bulk (the bench,
 * restores) and, in a request, only for new items no other request writes (a new candidate's search
 * entries, D114); anything shared goes through conditional writes and transactions.
 */
export async function putItems(items: Array<Key & Item>): Promise<void> {
  for (let i = 0; i < items.length; i += 25) {
    let pending: Array<Record<string, unknown>> = items.slice(i, i + 25).map((Item) => ({ PutRequest: { Item } }));
    for (let intento = 0; pending.length > 0; intento++) {
      if (intento >= 5) throw new Error('putItems: items left unprocessed');
      if (intento > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** intento));
      const out = await escribir(new BatchWriteCommand({ RequestItems: { [config.tableName]: pending as never } }));
      pending = (out.UnprocessedItems?.[config.tableName] ?? []) as Array<Record<string, unknown>>;
    }
  }
}

/**
 * Deletes many items, 25 per BatchWriteItem, without conditions: for deleting a company's data in
 * bulk (a queued job, docs/decisions/ D72), never a request path. Deleting a missing item is no error.
 */
export async function deleteItems(keys: Key[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 25) {
    let pending: Array<Record<string, unknown>> = keys.slice(i, i + 25).map((k) => ({ DeleteRequest: { Key: { PK: k.PK, SK: k.SK } } }));
    for (let intento = 0; pending.length > 0; intento++) {
      if (intento >= 5) throw new Error('deleteItems: items left unprocessed');
      if (intento > 0) await new Promise((r) => setTimeout(r, 20 * 2 ** intento));
      const out = await escribir(new BatchWriteCommand({ RequestItems: { [config.tableName]: pending as never } }));
      pending = (out.UnprocessedItems?.[config.tableName] ?? []) as Array<Record<string, unknown>>;
    }
  }
}

/** A condition on a write, in DynamoDB's expression syntax. */
export interface Condition {
  expression: string;
  names?: Record<string, string>;
  values?: Record<string, unknown>;
}

/**
 * Puts an item under a condition (a claim, a replace-if-unchanged); answers false when the
 * condition does not hold, so callers decide what that means.
 */
export function putIf(item: Key & Item, condition: Condition): Promise<boolean> {
  return siSeCumple(() => escribir(new PutCommand({ TableName: config.tableName, Item: item, ...comoCondicion(condition) })));
}

/** A Condition as a command's (or a transaction step's) three fields; those it does not use are left out. */
function comoCondicion(condition: Condition) {
  return {
    ConditionExpression: condition.expression,
    ...(condition.names && { ExpressionAttributeNames: condition.names }),
    ...(condition.values && { ExpressionAttributeValues: condition.values }),
  };
}

/** Runs a conditional write: true when written, false when its condition did not hold. */
async function siSeCumple(write: () => Promise<unknown>): Promise<boolean> {
  try {
    await write();
    return true;
  } catch (err) {
    if (isConditionFailure(err)) return false;
    throw err;
  }
}

/** Puts an item whatever was there (records the platform owns: the last health check). */
export async function putItem(item: Key & Item): Promise<void> {
  await escribir(new PutCommand({ TableName: config.tableName, Item: item }));
}

/**
 * Adds `deltas` to numeric attributes of an existing item, under a condition (counters: attempts,
 * reservations); false when the item is missing or the condition does not hold.
 */
export async function addIf(key: Key, deltas: Record<string, number>, condition?: Condition): Promise<boolean> {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const adds = Object.entries(deltas).map(([attribute, delta], i) => {
    names[`#a${i}`] = attribute;
    values[`:a${i}`] = delta;
    return `#a${i} :a${i}`;
  });
  return siSeCumple(() =>
    escribir(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        UpdateExpression: `ADD ${adds.join(', ')}`,
        ConditionExpression: condition ? `attribute_exists(PK) AND (${condition.expression})` : 'attribute_exists(PK)',
        ExpressionAttributeNames: { ...names, ...condition?.names },
        ExpressionAttributeValues: { ...values, ...condition?.values },
      }),
    ),
  );
}

/** Deletes an item under a condition; false when the condition does not hold (or it is missing). */
export function deleteIf(key: Key, condition: Condition): Promise<boolean> {
  return siSeCumple(() => escribir(new DeleteCommand({ TableName: config.tableName, Key: key, ...comoCondicion(condition) })));
}

/**
 * Deletes an item under a condition and answers what it was, or undefined when the condition did
 * not hold (or there was no item): a claim that only one caller can win.
 */
export async function takeIf<T extends object>(key: Key, condition: Condition): Promise<T | undefined> {
  let antes: T | undefined;
  const borrado = await siSeCumple(async () => {
    const out = await escribir(
      new DeleteCommand({ TableName: config.tableName, Key: key, ...comoCondicion(condition), ReturnValues: 'ALL_OLD' }),
    );
    antes = out.Attributes as T | undefined;
  });
  return borrado ? antes : undefined;
}

/** Puts a new item; an item with the same key answers `onExists` (default 409). */
export async function createItem(item: Key & Item, onExists: () => AppError = () => new ConflictError()): Promise<void> {
  try {
    await escribir(new PutCommand({ TableName: config.tableName, Item: item, ConditionExpression: 'attribute_not_exists(PK)' }));
  } catch (err) {
    if (isConditionFailure(err)) throw onExists();
    throw err;
  }
}

/** Builds `SET a = :a, b = :b` (nested paths with dots) and `REMOVE` for undefined values. */
export function buildUpdate(changes: Record<string, unknown>) {
  const names: Record<string, string> = {};
  const values: Record<string, unknown> = {};
  const sets: string[] = [];
  const removes: string[] = [];
  let n = 0;
  for (const [path, value] of Object.entries(changes)) {
    const expr = path
      .split('.')
      .map((part) => {
        const alias = `#n${n++}`;
        names[alias] = part;
        return alias;
      })
      .join('.');
    if (value === undefined) {
      removes.push(expr);
    } else {
      const v = `:v${n++}`;
      values[v] = value;
      sets.push(`${expr} = ${v}`);
    }
  }
  const parts = [sets.length ? `SET ${sets.join(', ')}` : '', removes.length ? `REMOVE ${removes.join(', ')}` : ''];
  return {
    UpdateExpression: parts.filter(Boolean).join(' '),
    ExpressionAttributeNames: names,
    ExpressionAttributeValues: Object.keys(values).length ? values : undefined,
  };
}

/** Adds a caller's condition to an update built by buildUpdate (always also attribute_exists(PK)). */
function withCondition(update: ReturnType<typeof buildUpdate>, condition: Condition | undefined) {
  return {
    UpdateExpression: update.UpdateExpression,
    ConditionExpression: condition ? `attribute_exists(PK) AND (${condition.expression})` : 'attribute_exists(PK)',
    ExpressionAttributeNames: { ...update.ExpressionAttributeNames, ...condition?.names },
    ExpressionAttributeValues:
      update.ExpressionAttributeValues || condition?.values ? { ...update.ExpressionAttributeValues, ...condition?.values } : undefined,
  };
}

/**
 * A transaction's Update of an existing item: `changes` as buildUpdate writes them, under the
 * caller's condition (always also attribute_exists(PK)). The job modules' state moves and the
 * entries' edits compose it with their other steps.
 */
export function updateOp(key: Key, changes: Record<string, unknown>, condition?: Condition): TransactItem {
  return { Update: { Key: key, ...withCondition(buildUpdate(changes), condition) } };
}

/** Updates an existing item and returns it whole; a missing item answers `onMissing` (default 404). */
export async function updateItem<T extends object>(
  key: Key,
  changes: Record<string, unknown>,
  onMissing: () => AppError = () => new NotFoundError(),
  condition?: Condition,
): Promise<T> {
  if (Object.keys(changes).length === 0) {
    const current = await getItem<T>(key);
    if (!current) throw onMissing();
    return current;
  }
  try {
    const out = await escribir(
      new UpdateCommand({
        TableName: config.tableName,
        Key: key,
        ...withCondition(buildUpdate(changes), condition),
        ReturnValues: 'ALL_NEW',
      }),
    );
    return out.Attributes as T;
  } catch (err) {
    if (isConditionFailure(err)) throw onMissing();
    throw err;
  }
}

/** Deletes an existing item and returns what it was; a missing item answers `onMissing` (default 404). */
export async function deleteItem<T extends object>(key: Key, onMissing: () => AppError = () => new NotFoundError()): Promise<T> {
  try {
    const out = await escribir(
      new DeleteCommand({
        TableName: config.tableName,
        Key: key,
        ConditionExpression: 'attribute_exists(PK)',
        ReturnValues: 'ALL_OLD',
      }),
    );
    return out.Attributes as T;
  } catch (err) {
    if (isConditionFailure(err)) throw onMissing();
    throw err;
  }
}

export interface PageQuery {
  /** Partition value; attribute is PK, or GSI1PK/GSI2PK when `index` is given. */
  pk: string;
  index?: 'GSI1' | 'GSI2';
  skPrefix?: string;
  /** Sort-key range, both ends included (instead of skPrefix). */
  skBetween?: readonly [string, string];
  limit?: number;
  cursor?: string | null;
  newestFirst?: boolean;
  /** A FilterExpression over the page read (it does not reduce what is read: keep it for small partitions). */
  filter?: { expression: string; names?: Record<string, string>; values?: Record<string, unknown> };
  /** Read this many pages at most to fill `limit` items that pass the filter (default 1). */
  maxPages?: number;
  /** A strongly consistent read (the table only, never an index): what was just deleted is not seen again. */
  consistent?: boolean;
  /** Internal reads only (queryAll): the page's size instead of `limit`, past the lists' maximum. */
  porLectura?: number;
}

export interface Page<T> {
  items: T[];
  cursor: string | null;
}

/**
 * Every item of a partition (or a key range of it), page by page: for the few places that need a
 * whole small set (a company's users, its areas, a user's notifications, a company being deleted).
 * `max` bounds what is read; lists shown to users are pages (queryPage), never this.
 */
export async function queryAll<T extends object>(
  q: Omit<PageQuery, 'cursor' | 'limit'> & {
    max?: number;
    /** Items a Query asks for (DynamoDB stops at 1 MB anyway): more for a whole large set read at once (a vacancy's figures, D194). */
    porLectura?: number;
  },
): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | null = null;
  do {
    const page: Page<T> = await queryPage<T>({
      ...q,
      limit: PAGINACION.limiteMaximo,
      cursor,
      ...(q.porLectura ? { porLectura: q.porLectura } : {}),
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor && items.length < (q.max ?? Number.POSITIVE_INFINITY));
  return q.max === undefined ? items : items.slice(0, q.max);
}

/**
 * One page of a job's due list (a sparse GSI1 partition whose GSI1SK starts with an ISO date-time):
 * what is due by `hasta`, oldest first. Every ISO date-time sorts after '0', and one at `hasta` itself
 * after it.
 */
export function paginaVencidos<T extends object>(pk: string, hasta: string, cursor: string | null): Promise<Page<T>> {
  return queryPage<T>({ pk, index: 'GSI1', skBetween: ['0', hasta], limit: 100, cursor });
}

/**
 * The due items of a list split in `shards` partitions, shard by shard and page by page, each page
 * read once the caller is done with the last one (a job that stops early reads no further). A shard
 * is left once `maxPorShard` of its items were read: the rest wait for the next run.
 */
export async function* vencidosPorShard<T>(
  shards: number,
  pagina: (shard: number, cursor: string | null) => Promise<Page<T>>,
  maxPorShard = Number.POSITIVE_INFINITY,
): AsyncGenerator<T> {
  for (let shard = 0; shard < shards; shard++) {
    let cursor: string | null = null;
    let vistos = 0;
    do {
      const page: Page<T> = await pagina(shard, cursor);
      yield* page.items;
      vistos += page.items.length;
      cursor = page.cursor;
    } while (cursor && vistos < maxPorShard);
  }
}

/**
 * How many items a partition (or a key prefix of it) holds, counted by DynamoDB (Select COUNT: no
 * item comes back, a page counts up to 1 MB of items); of an index's partition with `index`.
 */
export async function countItems(q: { pk: string; skPrefix?: string; index?: 'GSI1' | 'GSI2' }): Promise<number> {
  let total = 0;
  let startKey: Record<string, unknown> | undefined;
  const pkAttr = q.index ? `${q.index}PK` : 'PK';
  const skAttr = q.index ? `${q.index}SK` : 'SK';
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: q.index,
        KeyConditionExpression: q.skPrefix ? '#pk = :pk AND begins_with(#sk, :sk)' : '#pk = :pk',
        ExpressionAttributeNames: { '#pk': pkAttr, ...(q.skPrefix ? { '#sk': skAttr } : {}) },
        ExpressionAttributeValues: { ':pk': q.pk, ...(q.skPrefix ? { ':sk': q.skPrefix } : {}) },
        Select: 'COUNT',
        // A global secondary index is read eventually consistent only (DynamoDB refuses ConsistentRead on one).
        ConsistentRead: q.index ? undefined : true,
        ExclusiveStartKey: startKey,
      }),
    );
    total += out.Count ?? 0;
    startKey = out.LastEvaluatedKey;
  } while (startKey);
  return total;
}

/** One page of a partition, in sort-key order (or reversed), with an opaque cursor for the next. */
export async function queryPage<T extends object>(q: PageQuery): Promise<Page<T>> {
  const pkAttr = q.index ? `${q.index}PK` : 'PK';
  const skAttr = q.index ? `${q.index}SK` : 'SK';
  const limit = q.porLectura ?? Math.min(Math.max(q.limit ?? PAGINACION.limitePorDefecto, 1), PAGINACION.limiteMaximo);
  const sk = q.skBetween
    ? { cond: ' AND #sk BETWEEN :from AND :to', values: { ':from': q.skBetween[0], ':to': q.skBetween[1] } }
    : q.skPrefix
      ? { cond: ' AND begins_with(#sk, :sk)', values: { ':sk': q.skPrefix } }
      : null;
  const items: T[] = [];
  let startKey = decodeCursor(q.cursor, { attribute: pkAttr, value: q.pk });
  let pages = 0;
  do {
    const out = await ddb.send(
      new QueryCommand({
        TableName: config.tableName,
        IndexName: q.index,
        KeyConditionExpression: `#pk = :pk${sk?.cond ?? ''}`,
        FilterExpression: q.filter?.expression,
        ExpressionAttributeNames: { '#pk': pkAttr, ...(sk ? { '#sk': skAttr } : {}), ...q.filter?.names },
        ExpressionAttributeValues: { ':pk': q.pk, ...sk?.values, ...q.filter?.values },
        ExclusiveStartKey: startKey,
        ConsistentRead: q.consistent,
        ScanIndexForward: !q.newestFirst,
        // A later page reads only what is still missing, so no item is read past the cursor.
        Limit: limit - items.length,
      }),
    );
    items.push(...((out.Items ?? []) as T[]));
    startKey = out.LastEvaluatedKey as typeof startKey;
    pages++;
  } while (startKey && items.length < limit && pages < (q.maxPages ?? 1));
  return { items, cursor: encodeCursor(startKey) };
}

export interface TransactStep {
  op: TransactItem;
  /** The typed error to answer when this step's condition fails (default 409 ConflictError). */
  onConditionFail?: () => AppError;
}

/** What a conditional step of a transaction takes: its Condition and the typed error when it fails. */
export type CondicionPaso = Condition & Pick<TransactStep, 'onConditionFail'>;

function pasoCondicionado(op: TransactItem, c: CondicionPaso): TransactStep {
  return c.onConditionFail ? { op, onConditionFail: c.onConditionFail } : { op };
}

// The conditional steps the entity modules compose their transactions of, one builder a kind of
// write, so each step states only its key, its expression and its condition (raw DynamoDB syntax;
// updateOp is the one that builds the expression from a changes object).

/** An Update of `clave` with the raw `actualizacion` (UpdateExpression), under `c`. */
export function pasoActualizar(clave: Key, actualizacion: string, c: CondicionPaso): TransactStep {
  return pasoCondicionado({ Update: { Key: clave, UpdateExpression: actualizacion, ...comoCondicion(c) } }, c);
}

/** A Put of `item` under `c`. */
export function pasoPoner(item: Key & Item, c: CondicionPaso): TransactStep {
  return pasoCondicionado({ Put: { Item: item, ...comoCondicion(c) } }, c);
}

/** A Delete of `clave` under `c`. */
export function pasoBorrar(clave: Key, c: CondicionPaso): TransactStep {
  return pasoCondicionado({ Delete: { Key: clave, ...comoCondicion(c) } }, c);
}

/** A check, writing nothing, that `clave` meets `c`. */
export function pasoComprobar(clave: Key, c: CondicionPaso): TransactStep {
  return pasoCondicionado({ ConditionCheck: { Key: clave, ...comoCondicion(c) } }, c);
}

/**
 * Whether a conditional write went through: false when it was refused with `Rechazo` (the typed
 * error its condition gives: "already there", "changed since read"); any other error is thrown.
 */
export async function seEscribio(escritura: Promise<unknown>, Rechazo: abstract new (...args: never[]) => Error): Promise<boolean> {
  try {
    await escritura;
    return true;
  } catch (err) {
    if (err instanceof Rechazo) return false;
    throw err;
  }
}

/**
 * Runs a TransactWriteItems and maps a cancellation to the typed error of the first step whose
 * condition failed, so callers say "duplicate email → 409", "quota → QuotaExceededError" once.
 * A cancellation for a conflict with another request's transaction is retried (`escribir`, D110)
 * with the same ClientRequestToken, and when the retries run out is a 503 DataBusyError.
 */
export async function transact(steps: TransactStep[]): Promise<void> {
  const items = steps.map((s) => {
    const op: Record<string, unknown> = {};
    for (const [kind, inner] of Object.entries(s.op)) {
      if (inner) op[kind] = { TableName: config.tableName, ...inner };
    }
    return op as SdkTransactItem;
  });
  try {
    await escribir(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: randomUUID() }));
  } catch (err) {
    if (err instanceof TransactionCanceledException || (err as { name?: string })?.name === 'TransactionCanceledException') {
      const reasons = (err as TransactionCanceledException).CancellationReasons ?? [];
      const failed = reasons.findIndex((r) => r?.Code === 'ConditionalCheckFailed');
      if (failed >= 0) throw steps[failed]?.onConditionFail?.() ?? new ConflictError();
      throw new ConflictError();
    }
    throw err;
  }
}

/**
 * `transact` for a move that may already have been made (a job started or ended by another
 * delivery): false when it is refused with a 409 (a step's condition, or a clash), instead of the error.
 */
export async function transactIf(steps: TransactStep[]): Promise<boolean> {
  try {
    await transact(steps);
    return true;
  } catch (err) {
    if ((err as AppError).status === 409) return false;
    throw err;
  }
}

/**
 * The item an overloaded GSI2 entry points at (`GSI2PK = {TYPE}#{id}`), read again from the table:
 * the index is eventually consistent, the decision is taken on the item itself.
 */
export async function getByIndexId<T extends object>(
  gsi2pk: string,
  gsi2sk: string,
  keyOf: (found: Record<string, any>) => Key | undefined,
): Promise<T | undefined> {
  const out = await ddb.send(
    new QueryCommand({
      TableName: config.tableName,
      IndexName: 'GSI2',
      KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK = :sk',
      ExpressionAttributeValues: { ':pk': gsi2pk, ':sk': gsi2sk },
      Limit: 1,
    }),
  );
  const found = out.Items?.[0];
  const key = found ? keyOf(found) : undefined;
  return key ? getItem<T>(key) : undefined;
}
