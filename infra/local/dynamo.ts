// Local DynamoDB for the local stack: dynalite (in-process, LevelDB-backed) behind a small HTTP
// front that adds what dynalite lacks, TransactWriteItems and TransactGetItems. Every other
// request is forwarded to dynalite unchanged.
//
// How transactions are made atomic: every mutating request (PutItem, UpdateItem, DeleteItem,
// BatchWriteItem and our TransactWriteItems) runs under ONE mutex in the front, so no other
// writer can interleave with a transaction. A transaction snapshots each item (consistent GetItem)
// and applies its operations one by one through dynalite, which evaluates the conditions; on the
// first failure the items already applied are restored from their snapshots and the client gets
// the same TransactionCanceledException body the real service sends.
//
// Known gaps compared with the real service:
// - Conditions are evaluated in order and the first failure stops the transaction, so
//   CancellationReasons has at most one failing entry; the items after it are reported as
//   `None` (the real service evaluates every condition and can report several failures).
// - Readers outside a transaction (GetItem, Query, Scan, BatchGetItem do not take the lock) may
//   briefly see an intermediate state of a transaction that is being applied or rolled back.
//   Writers and TransactGetItems cannot.
// - ReturnConsumedCapacity and ReturnItemCollectionMetrics are accepted and ignored.
//
// ClientRequestToken is honoured as the real service does: a TransactWriteItems with the token of
// a transaction that succeeded in the last 10 minutes answers success and changes nothing; with
// other items it is IdempotentParameterMismatchException. The SDK fills the token once per command
// and sends the same one on its retries, so a transaction whose answer came too late for the
// client's time-out (it waited behind the mutex) is not applied twice when the SDK tries again.
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
  close(): Promise<void>;
}

export interface LocalDynamoOptions {
  /** LevelDB directory for persistence; omit for an in-memory database. */
  path?: string;
  /** Port of the front; 0 or omitted picks a random free port. */
  port?: number;
  /** Interface the front listens on; default 127.0.0.1. */
  host?: string;
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
const MUTATING = new Set(['PutItem', 'UpdateItem', 'DeleteItem', 'BatchWriteItem']);
const MAX_TRANSACT_ITEMS = 100;
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'content-length']);
// dynalite does not verify signatures, but it insists on a well-formed SigV4 Authorization header.
const INTERNAL_AUTH = 'AWS4-HMAC-SHA256 Credential=local/20200101/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0';

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

/** A FIFO async mutex: `run` waits for every earlier holder to finish. */
class Mutex {
  private tail: Promise<unknown> = Promise.resolve();

  run<T>(fn: () => Promise<T>): Promise<T> {
    const result = this.tail.then(fn);
    this.tail = result.catch(() => undefined);
    return result;
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
  const backend = dynalite({ path: opts.path, createTableMs: 0, deleteTableMs: 0, updateTableMs: 0 });
  await listen(backend, 0, '127.0.0.1');
  const backendPort = (backend.address() as AddressInfo).port;
  const agent = new http.Agent({ keepAlive: true });
  const lock = new Mutex();

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

  const getItem = async (table: string, key: AttributeMap): Promise<AttributeMap | undefined> =>
    (await call<{ Item?: AttributeMap }>('GetItem', { TableName: table, Key: key, ConsistentRead: true })).Item;

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

  /** Tokens of the transactions that succeeded, with their items and when they stop counting. */
  const hechas = new Map<string, { firma: string; hasta: number }>();

  async function transactWrite(input: { TransactItems?: TransactWriteItem[]; ClientRequestToken?: string }): Promise<Reply> {
    const ops = await parseWriteOps(input.TransactItems);
    const token = input.ClientRequestToken;
    const firma = JSON.stringify(input.TransactItems);
    return lock.run(async () => {
      if (token !== undefined) {
        const ahora = Date.now();
        for (const [t, h] of hechas) if (h.hasta <= ahora) hechas.delete(t);
        const hecha = hechas.get(token);
        if (hecha && hecha.firma === firma) return { status: 200, body: {} };
        if (hecha) {
          return {
            status: 400,
            body: {
              __type: 'com.amazonaws.dynamodb.v20120810#IdempotentParameterMismatchException',
              message: 'Request token already used with different parameters',
            },
          };
        }
      }
      const snapshots: Array<AttributeMap | undefined> = [];
      for (let i = 0; i < ops.length; i++) {
        const op = ops[i];
        try {
          snapshots[i] = await getItem(op.table, op.key);
          await apply(op, snapshots[i]);
        } catch (err) {
          // Undo in reverse order; ConditionCheck items never changed anything.
          for (let j = i - 1; j >= 0; j--) {
            if (ops[j].kind !== 'ConditionCheck') await restore(ops[j], snapshots[j]);
          }
          const reason = cancellationReason(err, op, snapshots[i]);
          if (!reason) throw err;
          const reasons: CancellationReason[] = ops.map((_, j) => (j === i ? reason : { Code: 'None' }));
          return {
            status: 400,
            body: {
              __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
              message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons
                .map((r) => r.Code)
                .join(', ')}]`,
              CancellationReasons: reasons,
            },
          };
        }
      }
      if (token !== undefined) hechas.set(token, { firma, hasta: Date.now() + TOKEN_VALIDEZ_MS });
      return { status: 200, body: {} };
    });
  }

  /** Validates the request like the real service and resolves each item's table key. */
  async function parseWriteOps(items: TransactWriteItem[] | undefined): Promise<WriteOp[]> {
    checkItemCount(items);
    const keyNames = new Map<string, string[]>();
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
      let names = keyNames.get(params.TableName);
      if (!names) {
        names = await describeKey(params.TableName);
        keyNames.set(params.TableName, names);
      }
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
      const identity = JSON.stringify([params.TableName, ...names.map((n) => key[n])]);
      if (seen.has(identity)) {
        throw validationException('Transaction request cannot include multiple operations on one item');
      }
      seen.add(identity);
      ops.push({ kind, params, table: params.TableName, key });
    }
    return ops;
  }

  async function describeKey(table: string): Promise<string[]> {
    const { Table } = await call<{ Table: { KeySchema: Array<{ AttributeName: string; KeyType: string }> } }>('DescribeTable', {
      TableName: table,
    });
    // HASH first, then RANGE.
    return [...Table.KeySchema].sort((a, b) => a.KeyType.localeCompare(b.KeyType)).map((k) => k.AttributeName);
  }

  async function transactGet(input: { TransactItems?: TransactGetItem[] }): Promise<Reply> {
    const items = input.TransactItems;
    checkItemCount(items);
    const gets = items.map((item) => {
      if (!item?.Get || typeof item.Get.TableName !== 'string' || !item.Get.Key) {
        throw validationException('TransactItems can only contain Get operations with a TableName and a Key');
      }
      return item.Get;
    });
    return lock.run(async () => {
      const responses: Array<{ Item?: AttributeMap }> = [];
      for (const get of gets) {
        const { Item } = await call<{ Item?: AttributeMap }>('GetItem', { ...get, ConsistentRead: true });
        responses.push(Item ? { Item } : {});
      }
      return { status: 200, body: { Responses: responses } };
    });
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

  let writesPaused: { resumed: Promise<void>; resume(): void } | undefined;

  async function handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    let clientGone = false;
    res.once('close', () => {
      if (!res.writableFinished) clientGone = true;
    });
    const body = await readBody(req);
    const target = String(req.headers['x-amz-target'] ?? '');
    const operation = target.startsWith(`${API}.`) ? target.slice(API.length + 1) : '';
    if (writesPaused && (MUTATING.has(operation) || operation === 'TransactWriteItems')) {
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
    if (MUTATING.has(operation)) await lock.run(() => forward(req, body, res));
    else await forward(req, body, res);
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
