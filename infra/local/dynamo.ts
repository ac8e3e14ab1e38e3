// Why one module: one emulator front: the transactions, the conflicts and the forwarding all work on
// its table of held items.
// Local DynamoDB for the local stack: dynalite (in-process, LevelDB-backed) behind a small HTTP
// front that adds what dynalite lacks, TransactWriteItems and TransactGetItems, and the
// transaction conflicts of the real service. Every other request is forwarded to dynalite unchanged.
//
// How transactions work: there is no global lock. The front keeps, per item (table + key
// attributes), whether an ongoing TransactWriteItems holds it and how many single requests are in
// flight on it. A TransactWriteItems first marks all its items as held, synchronously, so a request
// arriving after that sees the hold; then it waits for the single writes and reads already in
// flight on those items to finish (they were first, so they are serialized before it); then it
// snapshots its items (one consistent BatchGetItem) and applies its operations side by side through
// dynalite, which evaluates the conditions (the unconditional Puts go 25 to a BatchWriteItem); when
// any fails the items already applied are restored from their snapshots and the client gets the same
// TransactionCanceledException body the real service sends. Then it releases its items. Meanwhile, as the Developer Guide's "Transaction conflict
// handling" describes:
// - a PutItem, UpdateItem or DeleteItem on a held item fails at once with TransactionConflictException;
// - a TransactWriteItems with a held item is cancelled at once (reason `TransactionConflict` for
//   each held item, `None` for the others);
// - a TransactGetItems with an item held by a transaction or with a single write in flight is
//   cancelled the same way; one that started first is waited for by the transaction;
// - a GetItem on a held item waits until the transaction ends, so it answers the committed state,
//   never an intermediate or rolled-back one (serializable isolation);
// - a BatchWriteItem waits until no transaction holds any of its items, then is forwarded.
// Single writes on the same item need no lock here: dynalite locks each item itself. Transactions
// on disjoint items run concurrently.
//
// Known gaps compared with the real service:
// - Query, Scan and BatchGetItem are forwarded as they come: they may see an intermediate state of
//   a transaction that is being applied or rolled back (the real service promises them
//   read-committed isolation per item).
// - A BatchWriteItem waits for the transaction holding one of its items instead of failing; the
//   real service may report a conflict for that item instead (as UnprocessedItems or an error; the
//   documentation only says the batch is not isolated as a unit).
// - A TransactWriteItems on an item that a TransactGetItems is reading waits for it instead of
//   conflicting.
// - A GetItem waits for every transaction that holds its item when it arrives or while it waits,
//   so on an item that transactions keep taking it can wait for several in a row.
// - The conflict window differs: a small local transaction holds its items for a millisecond or a
//   few, a real one for tens of milliseconds. `transaccionMinimaMs` makes every transaction hold
//   its items at least that long, so that bursts meet conflicts about as often as in AWS.
// - No throttling, no partition throughput limits, no ProvisionedThroughputExceededException.
// - Secondary indexes are updated synchronously with the item; a GSI in AWS lags behind.
// - Items are compared by the exact wire form of their key values (a number key sent as `1` and as
//   `1.0` counts as two items here).
// - ReturnConsumedCapacity and ReturnItemCollectionMetrics are accepted and ignored.
//
// ClientRequestToken is honoured as the real service does: a TransactWriteItems with the token of
// a transaction that committed in the last 10 minutes answers success and changes nothing; with
// other items it is IdempotentParameterMismatchException; while the transaction with that token
// is still in flight it is TransactionInProgressException (which the SDK retries itself). A
// cancelled transaction's token is not remembered: a retry with it is applied normally. The SDK
// fills the token once per command and sends the same one on its retries, so a transaction whose
// answer came too late for the client's time-out is not applied twice when the SDK tries again.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';

export interface LocalDynamo {
  endpoint: string;
  port: number;
  /**
   * Tests of outages: from now on write requests (Put/Update/Delete/BatchWrite/TransactWrite) get
   * no answer, as if the network held them. Reads still answer.
   */
  pauseWrites(): void;
  /**
   * Ends the pause: each held write whose client is still waiting is applied and answered; one whose
   * client gave up (closed its connection) is dropped, as a request lost in the network would be.
   */
  resumeWrites(): void;
  /**
   * What the emulator refused for a transaction conflict since it started: TransactWriteItems
   * cancelled with `TransactionConflict`, single writes answered TransactionConflictException and
   * TransactGetItems cancelled with `TransactionConflict`.
   */
  conflictos(): Conflicts;
  /** How many items ongoing TransactWriteItems hold right now (tests wait on it). */
  retenidos(): number;
  /**
   * From now on every TransactWriteItems holds its items (and its answer) at least `ms`: tests of a
   * transaction slower than the client's time-out (the SDK tries again with the same token).
   */
  duracionTransacciones(ms: number): void;
  close(): Promise<void>;
}

export interface Conflicts {
  transacciones: number;
  escrituras: number;
  lecturas: number;
}

export interface LocalDynamoOptions {
  /** LevelDB directory for persistence; omit for an in-memory database. */
  path?: string;
  /** Port of the front; 0 or omitted picks a random free port. */
  port?: number;
  /** Interface the front listens on; default 127.0.0.1. */
  host?: string;
  /**
   * Every TransactWriteItems holds its items at least this long (it sleeps before releasing them
   * when it finished sooner); default 0. A real transaction takes tens of milliseconds, a small
   * local one about one, so a burst test can ask for a realistic conflict window.
   */
  transaccionMinimaMs?: number;
}

interface DynaliteOptions {
  path?: string;
  createTableMs?: number;
  deleteTableMs?: number;
  updateTableMs?: number;
}

// dynalite ships no type declarations; it returns a plain http.Server whose close() also
// closes the LevelDB store.
const dynalite = createRequire(import.meta.url)('dynalite') as (options: DynaliteOptions) => http.Server;

const API = 'DynamoDB_20120810';
const JSON_CONTENT_TYPE = 'application/x-amz-json-1.0';
const SINGLE_WRITES = new Set(['PutItem', 'UpdateItem', 'DeleteItem']);
const MUTATING = new Set([...SINGLE_WRITES, 'BatchWriteItem', 'TransactWriteItems']);
/** Forwarded requests that name their items, so they take part in the conflict handling. */
const ITEM_REQUESTS = new Set([...SINGLE_WRITES, 'BatchWriteItem', 'GetItem']);
/** Operations after which the cached key schema of a table may be wrong. */
const SCHEMA_CHANGES = new Set(['CreateTable', 'DeleteTable']);
const MAX_TRANSACT_ITEMS = 100;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);
// dynalite does not verify signatures, but it insists on a well-formed SigV4 Authorization header.
const INTERNAL_AUTH = 'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0';
const ERROR_PREFIX = 'com.amazonaws.dynamodb.v20120810#';
const CONFLICT_MESSAGE = 'Transaction is ongoing for the item';

type AttributeValue = Record<string, unknown>;
type AttributeMap = Record<string, AttributeValue>;

interface ErrorBody {
  __type: string;
  message?: string;
  [extra: string]: unknown;
}

interface Reply {
  status: number;
  body: unknown;
}

/** An error answer from dynalite (or one we produce), kept in wire form so it can be relayed as is. */
class DynamoError extends Error {
  constructor(
    readonly status: number,
    readonly body: ErrorBody,
  ) {
    super(body.message ?? body.__type);
  }

  /** The short error name, e.g. `ConditionalCheckFailedException`. */
  get code(): string {
    return this.body.__type.slice(this.body.__type.indexOf('#') + 1);
  }
}

function validationException(message: string): DynamoError {
  return new DynamoError(400, { __type: 'com.amazon.coral.validate#ValidationException', message });
}

/** How long a transaction's ClientRequestToken counts after it succeeded (the real service's window). */
const TOKEN_VALIDEZ_MS = 10 * 60_000;

// ---------------------------------------------------------------------------------------------
// Per-item bookkeeping: which items ongoing transactions hold, which single requests are in flight.

interface ItemState {
  /** True while a TransactWriteItems holds the item (from before it applies until it ends). */
  held: boolean;
  /** Single writes in flight on the item (PutItem, UpdateItem, DeleteItem, BatchWriteItem). */
  writes: number;
  /** Reads in flight on the item (GetItem, TransactGetItems). */
  reads: number;
  /** Resolved, and dropped, on the next change of this state; whoever waits re-checks after it. */
  change?: { promise: Promise<void>; resolve(): void };
}

type InFlight = 'writes' | 'reads';

/** The identity of an item: its table and key attributes (in wire form, by attribute name). */
function itemId(table: string, key: AttributeMap): string {
  return JSON.stringify([
    table,
    ...Object.keys(key)
      .sort()
      .map((name) => [name, key[name]]),
  ]);
}

/**
 * Every check and mark is synchronous, so a request that finds an item free and marks it cannot be
 * overtaken by another one doing the same between the two steps.
 */
class ItemRegistry {
  private readonly states = new Map<string, ItemState>();

  isHeld(id: string): boolean {
    return this.states.get(id)?.held ?? false;
  }

  isWritten(id: string): boolean {
    return (this.states.get(id)?.writes ?? 0) > 0;
  }

  heldCount(): number {
    let n = 0;
    for (const state of this.states.values()) if (state.held) n++;
    return n;
  }

  hold(ids: string[]): void {
    for (const id of ids) this.state(id).held = true;
  }

  release(ids: string[]): void {
    for (const id of ids) {
      this.state(id).held = false;
      this.notify(id);
    }
  }

  enter(ids: string[], kind: InFlight): void {
    for (const id of ids) this.state(id)[kind]++;
  }

  leave(ids: string[], kind: InFlight): void {
    for (const id of ids) {
      this.state(id)[kind]--;
      this.notify(id);
    }
  }

  /** Waits until no transaction holds any of the items, then enters them (in the same turn). */
  async enterWhenFree(ids: string[], kind: InFlight): Promise<void> {
    for (let id = ids.find((i) => this.isHeld(i)); id !== undefined; id = ids.find((i) => this.isHeld(i))) {
      await this.changed(id);
    }
    this.enter(ids, kind);
  }

  /** Waits until no single write or read is in flight on any of the items (they must be held). */
  async drain(ids: string[]): Promise<void> {
    const busy = (id: string): boolean => {
      const state = this.states.get(id);
      return state !== undefined && state.writes + state.reads > 0;
    };
    for (let id = ids.find(busy); id !== undefined; id = ids.find(busy)) await this.changed(id);
  }

  private changed(id: string): Promise<void> {
    const state = this.state(id);
    if (!state.change) {
      let resolve!: () => void;
      const promise = new Promise<void>((r) => (resolve = r));
      state.change = { promise, resolve };
    }
    return state.change.promise;
  }

  private notify(id: string): void {
    const state = this.states.get(id);
    if (!state) return;
    state.change?.resolve();
    state.change = undefined;
    if (!state.held && state.writes === 0 && state.reads === 0) this.states.delete(id);
  }

  private state(id: string): ItemState {
    let state = this.states.get(id);
    if (!state) {
      state = { held: false, writes: 0, reads: 0 };
      this.states.set(id, state);
    }
    return state;
  }
}

// ---------------------------------------------------------------------------------------------
// Wire shapes of the transaction requests (only the members we use).

interface KeyedParams {
  TableName: string;
  ConditionExpression?: string;
  ExpressionAttributeNames?: Record<string, string>;
  ExpressionAttributeValues?: AttributeMap;
  ReturnValuesOnConditionCheckFailure?: 'ALL_OLD' | 'NONE';
}

interface TransactWriteItem {
  ConditionCheck?: KeyedParams & { Key: AttributeMap };
  Put?: KeyedParams & { Item: AttributeMap };
  Update?: KeyedParams & { Key: AttributeMap; UpdateExpression: string };
  Delete?: KeyedParams & { Key: AttributeMap };
}

interface TransactGetItem {
  Get?: {
    TableName: string;
    Key: AttributeMap;
    ProjectionExpression?: string;
    ExpressionAttributeNames?: Record<string, string>;
  };
}

type WriteKind = 'ConditionCheck' | 'Put' | 'Update' | 'Delete';

interface WriteOp {
  kind: WriteKind;
  params: KeyedParams & { Key?: AttributeMap; Item?: AttributeMap; UpdateExpression?: string };
  table: string;
  /** Only the key attributes, derived from Item for a Put. */
  key: AttributeMap;
}

interface CancellationReason {
  Code: string;
  Message?: string;
  Item?: AttributeMap;
}

const NO_REASON: CancellationReason = { Code: 'None' };
const CONFLICT_REASON: CancellationReason = { Code: 'TransactionConflict', Message: CONFLICT_MESSAGE };

// dynalite validation messages that the real service reports as a plain ValidationException for
// the whole request (malformed request); any other ValidationException raised while applying an
// item is data-dependent and becomes a `ValidationError` cancellation reason, as in AWS.
const REQUEST_LEVEL_VALIDATION = new RegExp(
  '^(' +
    [
      'Invalid ',
      'ExpressionAttribute',
      'Value provided in ExpressionAttribute',
      'One or more parameter values',
      'The provided key element',
      'Key attributes must be scalars',
      '\\d+ validation errors? detected',
    ].join('|') +
    ')',
);

// ---------------------------------------------------------------------------------------------

export async function startLocalDynamo(opts: LocalDynamoOptions = {}): Promise<LocalDynamo> {
  const host = opts.host ?? '127.0.0.1';
  let transaccionMinimaMs = Math.max(0, opts.transaccionMinimaMs ?? 0);
  const backend = dynalite({ path: opts.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await listen(backend, 0, '127.0.0.1');
  const backendPort = (backend.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const registry = new ItemRegistry();
  const conflictos: Conflicts = { transacciones: 0, escrituras: 0, lecturas: 0 };

  /** Calls dynalite with a plain JSON body; resolves with the parsed answer or rejects with DynamoError. */
  function call<T>(operation: string, payload: object): Promise<T> {
    const body = Buffer.from(JSON.stringify(payload));
    return new Promise<T>((resolve, reject) => {
      const request = http.request(
        {
          host: '127.0.0.1',
          port: backendPort,
          method: 'POST',
          path: '/',
          agent,
          headers: {
            'Content-Type': JSON_CONTENT_TYPE,
            'Content-Length': body.length,
            'X-Amz-Target': `${API}.${operation}`,
            'X-Amz-Date': amzDate(),
            Authorization: INTERNAL_AUTH,
          },
        },
        (response) => {
          readBody(response).then((raw) => {
            let parsed: unknown;
            try {
              parsed = raw.length ? JSON.parse(raw.toString('utf8')) : {};
            } catch {
              reject(new Error(`dynalite ${operation}: unreadable answer (HTTP ${response.statusCode})`));
              return;
            }
            if (response.statusCode === 200) resolve(parsed as T);
            else reject(new DynamoError(response.statusCode ?? 500, parsed as ErrorBody));
          }, reject);
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  /**
   * Every op's item as it is now, with as few round trips as dynalite allows (BatchGetItem, 100 keys
   * a call): each call to dynalite costs this one process CPU, and a transaction of 45 items (a
   * candidate with its search entries) held its items ~90 ms idle and ~270 ms on a busy machine
   * when each item was read and written by a call of its own, several times a real transaction's window.
   */
  async function getItems(ops: WriteOp[]): Promise<Array<AttributeMap | undefined>> {
    const found = new Map<string, AttributeMap>();
    for (let i = 0; i < ops.length; i += 100) {
      let pending: Record<string, { Keys: AttributeMap[]; ConsistentRead: boolean }> = {};
      for (const op of ops.slice(i, i + 100)) (pending[op.table] ??= { Keys: [], ConsistentRead: true }).Keys.push(op.key);
      while (Object.keys(pending).length > 0) {
        const out = await call<{
          Responses?: Record<string, AttributeMap[]>;
          UnprocessedKeys?: Record<string, { Keys: AttributeMap[]; ConsistentRead: boolean }>;
        }>('BatchGetItem', { RequestItems: pending });
        for (const [table, items] of Object.entries(out.Responses ?? {})) {
          const names = await describeKey(table);
          for (const item of items) found.set(itemId(table, Object.fromEntries(names.map((n) => [n, item[n]!]))), item);
        }
        pending = out.UnprocessedKeys ?? {};
      }
    }
    return ops.map((op) => found.get(itemId(op.table, op.key)));
  }

  /**
   * Applies the items side by side. A Put with no condition cannot fail on the item's state, so those
   * go 25 at a time in a BatchWriteItem; a batch refused as a whole (an invalid item) is applied again
   * one item at a time, so each failed item gets its own reason. Every other item is a call of its
   * own, which dynalite evaluates with its condition.
   */
  async function applySideBySide(ops: WriteOp[], snapshots: Array<AttributeMap | undefined>): Promise<PromiseSettledResult<void>[]> {
    const sueltas = ops.map((op, i) => i).filter((i) => !(ops[i]!.kind === 'Put' && !ops[i]!.params.ConditionExpression));
    const enLote = ops.map((op, i) => i).filter((i) => !sueltas.includes(i));
    const results: PromiseSettledResult<void>[] = new Array(ops.length);
    const lotes: number[][] = [];
    for (let i = 0; i < enLote.length; i += 25) lotes.push(enLote.slice(i, i + 25));
    await Promise.all([
      ...sueltas.map(async (i) => {
        [results[i]] = await Promise.allSettled([apply(ops[i]!, snapshots[i])]);
      }),
      ...lotes.map(async (lote) => {
        const porTabla: Record<string, Array<{ PutRequest: { Item: AttributeMap } }>> = {};
        for (const i of lote) (porTabla[ops[i]!.table] ??= []).push({ PutRequest: { Item: ops[i]!.params.Item as AttributeMap } });
        try {
          let pendientes: typeof porTabla = porTabla;
          while (Object.keys(pendientes).length > 0) {
            const out = await call<{ UnprocessedItems?: typeof porTabla }>('BatchWriteItem', { RequestItems: pendientes });
            pendientes = out.UnprocessedItems ?? {};
          }
          for (const i of lote) results[i] = { status: 'fulfilled', value: undefined };
        } catch {
          const uno = await Promise.allSettled(lote.map((i) => apply(ops[i]!, snapshots[i])));
          lote.forEach((i, j) => (results[i] = uno[j]!));
        }
      }),
    ]);
    return results;
  }

  /** Puts back the snapshot of an item (or deletes it if it did not exist). */
  const restore = async (op: WriteOp, snapshot: AttributeMap | undefined): Promise<void> => {
    if (snapshot) await call('PutItem', { TableName: op.table, Item: snapshot });
    else await call('DeleteItem', { TableName: op.table, Key: op.key });
  };

  /** Applies one transaction item through dynalite, which evaluates its condition. */
  async function apply(op: WriteOp, snapshot: AttributeMap | undefined): Promise<void> {
    const { TableName, ConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues } = op.params;
    const common = { TableName, ConditionExpression, ExpressionAttributeNames, ExpressionAttributeValues };
    switch (op.kind) {
      case 'Put':
        await call('PutItem', { ...common, Item: op.params.Item });
        return;
      case 'Update':
        await call('UpdateItem', { ...common, Key: op.params.Key, UpdateExpression: op.params.UpdateExpression });
        return;
      case 'Delete':
        await call('DeleteItem', { ...common, Key: op.params.Key });
        return;
      case 'ConditionCheck':
        // dynalite's UpdateItem without an UpdateExpression upserts the bare key (creates an empty
        // item), so evaluate the condition with an operation that cannot change anything: rewrite
        // the snapshot as it is, or delete the (absent) item.
        if (snapshot) await call('PutItem', { ...common, Item: snapshot });
        else await call('DeleteItem', { ...common, Key: op.params.Key });
        return;
    }
  }

  /**
   * Applies the items side by side, as the real service prepares them (every item is a different
   * one, and dynalite locks each item itself): snapshots first, then every write with its
   * condition. When any fails, the ones applied are restored from their snapshots and every failed
   * item gets its reason, so a cancellation can name several items, as in AWS. The snapshots are one
   * BatchGetItem and the unconditional Puts 25 to a BatchWriteItem (`getItems`, `applySideBySide`),
   * which keeps a large transaction's window nearer a real one's.
   */
  async function applyAll(ops: WriteOp[]): Promise<Reply> {
    const snapshots = await getItems(ops);
    const results = await applySideBySide(ops, snapshots);
    if (results.every((r) => r.status === 'fulfilled')) return { status: 200, body: {} };
    // Undo what was applied; ConditionCheck items never changed anything.
    await Promise.all(
      ops.map((op, j) => (results[j].status === 'fulfilled' && op.kind !== 'ConditionCheck' ? restore(op, snapshots[j]) : undefined)),
    );
    const reasons: CancellationReason[] = [];
    for (const [j, r] of results.entries()) {
      if (r.status === 'fulfilled') {
        reasons.push(NO_REASON);
        continue;
      }
      const reason = cancellationReason(r.reason, ops[j], snapshots[j]);
      if (!reason) throw r.reason;
      reasons.push(reason);
    }
    return transactionCanceled(reasons);
  }

  /** Tokens of the transactions that committed, with their items and when they stop counting. */
  const hechas = new Map<string, { firma: string; hasta: number }>();
  /** Tokens of the transactions in flight. */
  const enCurso = new Set<string>();

  /** The answer to a token already used, or undefined when the token is free. */
  function tokenReply(token: string, firma: string): Reply | undefined {
    if (enCurso.has(token)) {
      return errorReply('TransactionInProgressException', 'The transaction with the given request token is already in progress.');
    }
    const ahora = Date.now();
    for (const [t, h] of hechas) if (h.hasta <= ahora) hechas.delete(t);
    const hecha = hechas.get(token);
    if (!hecha) return undefined;
    if (hecha.firma === firma) return { status: 200, body: {} };
    return errorReply('IdempotentParameterMismatchException', 'Request token already used with different parameters');
  }

  async function transactWrite(input: { TransactItems?: TransactWriteItem[]; ClientRequestToken?: string }): Promise<Reply> {
    const ops = await parseWriteOps(input.TransactItems);
    const token = input.ClientRequestToken;
    const firma = JSON.stringify(input.TransactItems);
    // From here to hold() nothing awaits: no other request can take an item between the checks and the hold.
    const used = token !== undefined ? tokenReply(token, firma) : undefined;
    if (used) return used;
    const ids = ops.map((op) => itemId(op.table, op.key));
    const conflicting = ids.map((id) => registry.isHeld(id));
    if (conflicting.includes(true)) {
      conflictos.transacciones++;
      return transactionCanceled(conflicting.map((c) => (c ? CONFLICT_REASON : NO_REASON)));
    }
    registry.hold(ids);
    if (token !== undefined) enCurso.add(token);
    const started = Date.now();
    try {
      await registry.drain(ids);
      const reply = await applyAll(ops);
      await sleep(started + transaccionMinimaMs - Date.now());
      if (reply.status === 200 && token !== undefined) hechas.set(token, { firma, hasta: Date.now() + TOKEN_VALIDEZ_MS });
      return reply;
    } finally {
      if (token !== undefined) enCurso.delete(token);
      registry.release(ids);
    }
  }

  /** Key attribute names of each table (HASH first, then RANGE), dropped when tables are created or deleted. */
  const keySchemas = new Map<string, string[]>();

  async function describeKey(table: string): Promise<string[]> {
    const cached = keySchemas.get(table);
    if (cached) return cached;
    const { Table } = await call<{ Table: { KeySchema: Array<{ AttributeName: string; KeyType: string }> } }>('DescribeTable', {
      TableName: table,
    });
    const names = [...Table.KeySchema].sort((a, b) => a.KeyType.localeCompare(b.KeyType)).map((k) => k.AttributeName);
    keySchemas.set(table, names);
    return names;
  }

  /** Validates the request like the real service and resolves each item's table key. */
  async function parseWriteOps(items: TransactWriteItem[] | undefined): Promise<WriteOp[]> {
    checkItemCount(items);
    const seen = new Set<string>();
    const ops: WriteOp[] = [];
    for (const item of items) {
      const kinds = (['ConditionCheck', 'Put', 'Update', 'Delete'] as const).filter((k) => item?.[k] != null);
      if (kinds.length !== 1) {
        throw validationException('TransactItems can only contain one of Check, Put, Update or Delete');
      }
      const kind = kinds[0];
      const params = item[kind] as WriteOp['params'];
      if (typeof params.TableName !== 'string') {
        throw missingMember(`${kind[0].toLowerCase()}${kind.slice(1)}.tableName`);
      }
      if (kind === 'Update' && typeof params.UpdateExpression !== 'string') {
        throw missingMember('update.updateExpression');
      }
      if (kind === 'ConditionCheck' && typeof params.ConditionExpression !== 'string') {
        throw missingMember('conditionCheck.conditionExpression');
      }
      const names = await describeKey(params.TableName);
      const source = kind === 'Put' ? params.Item : params.Key;
      if (!source || typeof source !== 'object') {
        throw validationException(kind === 'Put' ? 'Item must be provided' : 'Key must be provided');
      }
      const key: AttributeMap = {};
      for (const name of names) {
        if (source[name] == null) {
          throw validationException(
            kind === 'Put'
              ? `One or more parameter values were invalid: Missing the key ${name} in the item`
              : 'The provided key element does not match the schema',
          );
        }
        key[name] = source[name];
      }
      if (kind !== 'Put' && Object.keys(source).length !== names.length) {
        throw validationException('The provided key element does not match the schema');
      }
      const identity = itemId(params.TableName, key);
      if (seen.has(identity)) {
        throw validationException('Transaction request cannot include multiple operations on one item');
      }
      seen.add(identity);
      ops.push({ kind, params, table: params.TableName, key });
    }
    return ops;
  }

  async function transactGet(input: { TransactItems?: TransactGetItem[] }): Promise<Reply> {
    const items = input.TransactItems;
    checkItemCount(items);
    const gets = items.map((item) => {
      if (!item?.Get || typeof item.Get.TableName !== 'string' || !item.Get.Key || typeof item.Get.Key !== 'object') {
        throw validationException('TransactItems can only contain Get operations with a TableName and a Key');
      }
      return item.Get;
    });
    const ids = gets.map((get) => itemId(get.TableName, get.Key));
    const conflicting = ids.map((id) => registry.isHeld(id) || registry.isWritten(id));
    if (conflicting.includes(true)) {
      conflictos.lecturas++;
      return transactionCanceled(conflicting.map((c) => (c ? CONFLICT_REASON : NO_REASON)));
    }
    // A write transaction that arrives now waits for these reads before it applies anything.
    registry.enter(ids, 'reads');
    try {
      const responses: Array<{ Item?: AttributeMap }> = [];
      for (const get of gets) {
        const { Item } = await call<{ Item?: AttributeMap }>('GetItem', { ...get, ConsistentRead: true });
        responses.push(Item ? { Item } : {});
      }
      return { status: 200, body: { Responses: responses } };
    } finally {
      registry.leave(ids, 'reads');
    }
  }

  /**
   * The items a forwarded GetItem, PutItem, UpdateItem, DeleteItem or BatchWriteItem names, or
   * undefined when its body is not one we can read (dynalite will answer the error).
   */
  async function itemsOf(operation: string, body: Buffer): Promise<string[] | undefined> {
    let input: unknown;
    try {
      input = JSON.parse(body.toString('utf8'));
    } catch {
      return undefined;
    }
    if (!isObject(input)) return undefined;
    if (operation === 'BatchWriteItem') {
      if (!isObject(input.RequestItems)) return undefined;
      const ids: string[] = [];
      for (const [table, requests] of Object.entries(input.RequestItems)) {
        if (!Array.isArray(requests)) return undefined;
        for (const request of requests as unknown[]) {
          if (!isObject(request)) return undefined;
          const put = request.PutRequest;
          const del = request.DeleteRequest;
          const id = isObject(put) ? await putItemId(table, put.Item) : isObject(del) ? keyItemId(table, del.Key) : undefined;
          if (id === undefined) return undefined;
          ids.push(id);
        }
      }
      return ids;
    }
    if (typeof input.TableName !== 'string') return undefined;
    const id = operation === 'PutItem' ? await putItemId(input.TableName, input.Item) : keyItemId(input.TableName, input.Key);
    return id === undefined ? undefined : [id];
  }

  /** The identity of the item a Put writes, or undefined if the table or a key attribute is missing. */
  async function putItemId(table: string, item: unknown): Promise<string | undefined> {
    if (!isObject(item)) return undefined;
    let names: string[];
    try {
      names = await describeKey(table);
    } catch {
      return undefined;
    }
    const key: AttributeMap = {};
    for (const name of names) {
      if (!isObject(item[name])) return undefined;
      key[name] = item[name];
    }
    return itemId(table, key);
  }

  /** Relays a request to dynalite byte for byte; resolves once the answer has been relayed. */
  function forward(req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    return new Promise<void>((resolve) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!HOP_BY_HOP.has(name) && value !== undefined) headers[name] = value;
      }
      headers['content-length'] = body.length;
      const upstream = http.request(
        { host: '127.0.0.1', port: backendPort, method: req.method, path: req.url, headers, agent },
        (response) => {
          const outHeaders: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (!HOP_BY_HOP.has(name) && value !== undefined) outHeaders[name] = value;
          }
          const length = response.headers['content-length'];
          if (length !== undefined) outHeaders['content-length'] = length;
          res.writeHead(response.statusCode ?? 502, response.statusMessage, outHeaders);
          response.pipe(res);
          response.on('end', resolve);
          response.on('error', () => {
            res.destroy();
            resolve();
          });
          res.on('close', resolve);
        },
      );
      upstream.on('error', (err) => {
        if (!res.headersSent) sendJson(res, 500, internalError(err));
        else res.destroy();
        resolve();
      });
      upstream.end(body);
    });
  }

  /** Forwards the requests that name items: a conflict, a wait or a plain forward, as the real service. */
  async function forwardItemRequest(operation: string, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse): Promise<void> {
    const ids = await itemsOf(operation, body);
    if (!ids) return forward(req, body, res);
    const kind: InFlight = operation === 'GetItem' ? 'reads' : 'writes';
    if (SINGLE_WRITES.has(operation)) {
      if (ids.some((id) => registry.isHeld(id))) {
        conflictos.escrituras++;
        const reply = errorReply('TransactionConflictException', CONFLICT_MESSAGE);
        sendJson(res, reply.status, reply.body);
        return;
      }
      registry.enter(ids, kind);
    } else {
      // GetItem waits to read the committed state; BatchWriteItem waits to write after the transaction.
      await registry.enterWhenFree(ids, kind);
    }
    try {
      await forward(req, body, res);
    } finally {
      registry.leave(ids, kind);
    }
  }

  let writesPaused: { resumed: Promise<void>; resume(): void } | undefined;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let clientGone = false;
    res.once('close', () => {
      if (!res.writableFinished) clientGone = true;
    });
    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(`${API}.`) ? target.slice(API.length + 1) : '';
    if (writesPaused && MUTATING.has(operation)) {
      await writesPaused.resumed;
      if (clientGone) return;
    }
    if (req.method === 'POST' && (operation === 'TransactWriteItems' || operation === 'TransactGetItems')) {
      let input: unknown;
      try {
        input = JSON.parse(body.toString('utf8'));
      } catch {
        sendJson(res, 400, { __type: 'com.amazon.coral.service#SerializationException' });
        return;
      }
      if (typeof input !== 'object' || input === null) {
        sendJson(res, 400, { __type: 'com.amazon.coral.service#SerializationException' });
        return;
      }
      try {
        const reply = operation === 'TransactWriteItems' ? await transactWrite(input) : await transactGet(input);
        sendJson(res, reply.status, reply.body);
      } catch (err) {
        if (err instanceof DynamoError) sendJson(res, err.status, err.body);
        else sendJson(res, 500, internalError(err));
      }
      return;
    }
    if (req.method === 'POST' && ITEM_REQUESTS.has(operation)) {
      await forwardItemRequest(operation, req, body, res);
      return;
    }
    await forward(req, body, res);
    if (SCHEMA_CHANGES.has(operation)) keySchemas.clear();
  }

  const front = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      if (!res.headersSent) sendJson(res, 500, internalError(err));
      else res.destroy();
    });
  });
  try {
    await listen(front, opts.port ?? 0, host);
  } catch (err) {
    agent.destroy();
    await closeServer(backend);
    throw err;
  }
  const port = (front.address() as AddressInfo).port;

  let closing: Promise<void> | undefined;
  return {
    endpoint: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    pauseWrites() {
      if (writesPaused) return;
      let resume!: () => void;
      const resumed = new Promise<void>((r) => (resume = r));
      writesPaused = { resumed, resume };
    },
    resumeWrites() {
      const paused = writesPaused;
      writesPaused = undefined;
      paused?.resume();
    },
    conflictos: () => ({ ...conflictos }),
    duracionTransacciones: (ms: number) => {
      transaccionMinimaMs = Math.max(0, ms);
    },
    retenidos: () => registry.heldCount(),
    close() {
      writesPaused?.resume();
      closing ??= (async () => {
        await closeServer(front);
        agent.destroy();
        await closeServer(backend);
      })();
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------------------------

function missingMember(path: string): DynamoError {
  return validationException(
    `1 validation error detected: Value null at 'transactItems.${path}' failed to satisfy constraint: ` + 'Member must not be null',
  );
}

function checkItemCount<T>(items: T[] | undefined): asserts items is T[] {
  if (!Array.isArray(items)) {
    throw validationException(
      "1 validation error detected: Value null at 'transactItems' failed to satisfy constraint: " + 'Member must not be null',
    );
  }
  if (items.length < 1 || items.length > MAX_TRANSACT_ITEMS) {
    const bound = items.length < 1 ? 'greater than or equal to 1' : `less than or equal to ${MAX_TRANSACT_ITEMS}`;
    throw validationException(
      "1 validation error detected: Value at 'transactItems' failed to satisfy constraint: " + `Member must have length ${bound}`,
    );
  }
}

/** The cancellation reason for an item that failed, or undefined if the error is not item-level. */
function cancellationReason(err: unknown, op: WriteOp, snapshot: AttributeMap | undefined): CancellationReason | undefined {
  if (!(err instanceof DynamoError)) return undefined;
  if (err.code === 'ConditionalCheckFailedException') {
    const reason: CancellationReason = { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' };
    if (op.params.ReturnValuesOnConditionCheckFailure === 'ALL_OLD' && snapshot) reason.Item = snapshot;
    return reason;
  }
  if (err.code === 'ValidationException' && !REQUEST_LEVEL_VALIDATION.test(err.message)) {
    return { Code: 'ValidationError', Message: err.message };
  }
  return undefined;
}

/** The TransactionCanceledException answer, with one reason per item in request order. */
function transactionCanceled(reasons: CancellationReason[]): Reply {
  return {
    status: 400,
    body: {
      __type: `${ERROR_PREFIX}TransactionCanceledException`,
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons.map((r) => r.Code).join(', ')}]`,
      CancellationReasons: reasons,
    },
  };
}

/** A 400 answer with one of DynamoDB's own error types. */
function errorReply(type: string, message: string): Reply {
  return { status: 400, body: { __type: `${ERROR_PREFIX}${type}`, message } };
}

/** The identity of the item a Key names, or undefined if it is not a key map. */
function keyItemId(table: string, key: unknown): string | undefined {
  if (!isObject(key) || !Object.values(key).every(isObject)) return undefined;
  return itemId(table, key as AttributeMap);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function sleep(ms: number): Promise<void> {
  return ms > 0 ? new Promise((resolve) => setTimeout(resolve, ms)) : Promise.resolve();
}

function internalError(err: unknown): ErrorBody {
  return {
    __type: 'com.amazonaws.dynamodb.v20120810#InternalServerError',
    message: err instanceof Error ? err.message : String(err),
  };
}

function sendJson(res: http.ServerResponse, status: number, payload: unknown): void {
  const body = Buffer.from(JSON.stringify(payload));
  res.writeHead(status, {
    'Content-Type': JSON_CONTENT_TYPE,
    'Content-Length': body.length,
    'x-amz-crc32': String(crc32(body)),
    'x-amzn-RequestId': randomBytes(39).toString('base64').toUpperCase().replace(/[+/]/g, '0'),
  });
  res.end(body);
}

function readBody(stream: NodeJS.ReadableStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => resolve(Buffer.concat(chunks)));
    stream.on('error', reject);
  });
}

function amzDate(): string {
  return new Date().toISOString().replace(/[-:]|\.\d{3}/g, '');
}

function listen(server: http.Server, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve, reject) => {
    server.close((err) => (err ? reject(err) : resolve()));
    server.closeIdleConnections();
  });
}
