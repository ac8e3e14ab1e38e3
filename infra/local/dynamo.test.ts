// Tests for the local DynamoDB (dynalite + transaction front), driven through the AWS SDK v3 as
// the application code uses it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  CreateTableCommand,
  DynamoDBClient,
  TransactionCanceledException,
  TransactionConflictException,
  type CancellationReason,
} from '@aws-sdk/client-dynamodb';
import {
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { startLocalDynamo, type Conflicts, type LocalDynamo } from './dynamo.js';

const TABLE = 'talentia-test';

type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

function clientsFor(endpoint: string): { raw: DynamoDBClient; doc: DynamoDBDocumentClient } {
  const raw = new DynamoDBClient({
    endpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  return { raw, doc: DynamoDBDocumentClient.from(raw) };
}

async function createTable(raw: DynamoDBClient): Promise<void> {
  const attributes = ['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK'];
  await raw.send(
    new CreateTableCommand({
      TableName: TABLE,
      BillingMode: 'PAY_PER_REQUEST',
      AttributeDefinitions: attributes.map((AttributeName) => ({ AttributeName, AttributeType: 'S' })),
      KeySchema: [
        { AttributeName: 'PK', KeyType: 'HASH' },
        { AttributeName: 'SK', KeyType: 'RANGE' },
      ],
      GlobalSecondaryIndexes: ['GSI1', 'GSI2'].map((IndexName) => ({
        IndexName,
        KeySchema: [
          { AttributeName: `${IndexName}PK`, KeyType: 'HASH' },
          { AttributeName: `${IndexName}SK`, KeyType: 'RANGE' },
        ],
        Projection: { ProjectionType: 'ALL' },
      })),
    }),
  );
}

/** Runs a transaction that must be cancelled and returns the cancellation reasons. */
async function expectCancelled(doc: DynamoDBDocumentClient, items: TransactItems, token?: string): Promise<CancellationReason[]> {
  const error = await doc.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: token })).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(TransactionCanceledException);
  const reasons = (error as TransactionCanceledException).CancellationReasons;
  expect(reasons).toBeDefined();
  return reasons!;
}

/** Whether the service refused a request for a transaction conflict (nothing of it was applied). */
function isConflict(err: unknown): boolean {
  if (err instanceof TransactionConflictException) return true;
  return err instanceof TransactionCanceledException && (err.CancellationReasons ?? []).some((r) => r.Code === 'TransactionConflict');
}

/**
 * Sends again while the answer is a transaction conflict, after a random pause that grows with each
 * attempt (exponential backoff with full jitter, as a careful caller of the real service does).
 */
async function retryingConflicts<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await send();
    } catch (err) {
      if (!isConflict(err) || attempt >= 50) throw err;
      await new Promise((resolve) => setTimeout(resolve, Math.random() * Math.min(200, 5 * 2 ** attempt)));
    }
  }
}

/** A request to the front in wire form, without the SDK (and so without its retries). */
async function rawRequest(endpoint: string, operation: string, payload: object): Promise<{ status: number; body: unknown }> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-amz-json-1.0', 'X-Amz-Target': `DynamoDB_20120810.${operation}` },
    body: JSON.stringify(payload),
  });
  return { status: response.status, body: await response.json() };
}

describe('local DynamoDB', () => {
  let dynamo: LocalDynamo;
  let raw: DynamoDBClient;
  let doc: DynamoDBDocumentClient;

  const get = async (PK: string, SK: string) =>
    (await doc.send(new GetCommand({ TableName: TABLE, Key: { PK, SK }, ConsistentRead: true }))).Item;

  beforeAll(async () => {
    dynamo = await startLocalDynamo({});
    ({ raw, doc } = clientsFor(dynamo.endpoint));
    await createTable(raw);
  });

  afterAll(async () => {
    raw?.destroy();
    await dynamo?.close();
  });

  it('passes Put, Get and Query (table and GSI) through to dynalite', async () => {
    expect(dynamo.endpoint).toBe(`http://127.0.0.1:${dynamo.port}`);
    await doc.send(
      new PutCommand({
        TableName: TABLE,
        Item: { PK: 'USR#1', SK: 'PERFIL', nombre: 'Ana', GSI1PK: 'EMAIL#ana@x.es', GSI1SK: 'USR#1' },
      }),
    );
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'USR#1', SK: 'NOTA#1', texto: 'hola' } }));

    expect(await get('USR#1', 'PERFIL')).toEqual({
      PK: 'USR#1',
      SK: 'PERFIL',
      nombre: 'Ana',
      GSI1PK: 'EMAIL#ana@x.es',
      GSI1SK: 'USR#1',
    });
    const byPk = await doc.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': 'USR#1' },
      }),
    );
    expect(byPk.Items?.map((i) => i.SK)).toEqual(['NOTA#1', 'PERFIL']);
    const byGsi = await doc.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': 'EMAIL#ana@x.es' },
      }),
    );
    expect(byGsi.Items?.map((i) => i.nombre)).toEqual(['Ana']);
  });

  it('commits a transaction with a uniqueness marker and cancels and rolls back a duplicate', async () => {
    const create = (id: string, name: string): TransactItems => [
      {
        Put: {
          TableName: TABLE,
          Item: { PK: `CAND#${id}`, SK: 'PERFIL', nombre: name, GSI2PK: 'CANDS', GSI2SK: id },
        },
      },
      {
        Put: {
          TableName: TABLE,
          Item: { PK: 'UNIQ#EMAIL#eva@x.es', SK: 'UNIQ', owner: id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    ];
    await doc.send(new TransactWriteCommand({ TransactItems: create('1', 'Eva') }));
    expect(await get('CAND#1', 'PERFIL')).toMatchObject({ nombre: 'Eva' });
    expect(await get('UNIQ#EMAIL#eva@x.es', 'UNIQ')).toMatchObject({ owner: '1' });

    const reasons = await expectCancelled(doc, create('2', 'Eva bis'));
    expect(reasons.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(reasons[1].Message).toBe('The conditional request failed');

    // Nothing of the cancelled transaction is left, neither in the table nor in the GSI.
    expect(await get('CAND#2', 'PERFIL')).toBeUndefined();
    const gsi = await doc.send(
      new QueryCommand({
        TableName: TABLE,
        IndexName: 'GSI2',
        KeyConditionExpression: 'GSI2PK = :pk',
        ExpressionAttributeValues: { ':pk': 'CANDS' },
      }),
    );
    expect(gsi.Items?.map((i) => i.GSI2SK)).toEqual(['1']);
    // The existing items are untouched.
    expect(await get('UNIQ#EMAIL#eva@x.es', 'UNIQ')).toEqual({ PK: 'UNIQ#EMAIL#eva@x.es', SK: 'UNIQ', owner: '1' });
    expect(await get('CAND#1', 'PERFIL')).toMatchObject({ nombre: 'Eva' });
  });

  it('answers the exact TransactionCanceledException body of the real service', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'RAW#1', SK: 'X', v: 1 } }));
    const response = await fetch(dynamo.endpoint, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-amz-json-1.0',
        'X-Amz-Target': 'DynamoDB_20120810.TransactWriteItems',
      },
      body: JSON.stringify({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { PK: { S: 'RAW#2' }, SK: { S: 'X' } } } },
          {
            Put: {
              TableName: TABLE,
              Item: { PK: { S: 'RAW#1' }, SK: { S: 'X' } },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Delete: { TableName: TABLE, Key: { PK: { S: 'RAW#3' }, SK: { S: 'X' } } } },
        ],
      }),
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('application/x-amz-json-1.0');
    expect(await response.json()).toEqual({
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      message: 'Transaction cancelled, please refer cancellation reasons for specific reasons [None, ConditionalCheckFailed, None]',
      CancellationReasons: [
        { Code: 'None' },
        { Code: 'ConditionalCheckFailed', Message: 'The conditional request failed' },
        { Code: 'None' },
      ],
    });
    expect(await get('RAW#2', 'X')).toBeUndefined();
  });

  it('rolls back an ADD on a counter when a later item fails', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'CNT#1', SK: 'CNT', n: 3, tag: 'a' } }));
    const reasons = await expectCancelled(doc, [
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'CNT#1', SK: 'CNT' },
          UpdateExpression: 'ADD n :one SET tag = :tag',
          ExpressionAttributeValues: { ':one': 1, ':tag': 'b' },
        },
      },
      { Put: { TableName: TABLE, Item: { PK: 'CNT#NEW', SK: 'CNT' } } },
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'CNT#MISSING', SK: 'CNT' },
          UpdateExpression: 'ADD n :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    expect(reasons.map((r) => r.Code)).toEqual(['None', 'None', 'ConditionalCheckFailed']);
    expect(await get('CNT#1', 'CNT')).toEqual({ PK: 'CNT#1', SK: 'CNT', n: 3, tag: 'a' });
    expect(await get('CNT#NEW', 'CNT')).toBeUndefined();
    expect(await get('CNT#MISSING', 'CNT')).toBeUndefined();

    // The same transaction without the failing item commits.
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: TABLE,
              Key: { PK: 'CNT#1', SK: 'CNT' },
              UpdateExpression: 'ADD n :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
        ],
      }),
    );
    expect(await get('CNT#1', 'CNT')).toMatchObject({ n: 4 });
  });

  it('names every item whose condition fails, as the real service does, and changes none', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'MULTI#1', SK: 'M', n: 1 } }));
    const reasons = await expectCancelled(doc, [
      { Put: { TableName: TABLE, Item: { PK: 'MULTI#1', SK: 'M', n: 9 }, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: TABLE, Item: { PK: 'MULTI#2', SK: 'M', n: 9 } } },
      { Delete: { TableName: TABLE, Key: { PK: 'MULTI#3', SK: 'M' }, ConditionExpression: 'attribute_exists(PK)' } },
    ]);
    expect(reasons.map((r) => r.Code)).toEqual(['ConditionalCheckFailed', 'None', 'ConditionalCheckFailed']);
    expect(await get('MULTI#1', 'M')).toEqual({ PK: 'MULTI#1', SK: 'M', n: 1 });
    expect(await get('MULTI#2', 'M')).toBeUndefined();
  });

  it('lets exactly `limite` of 20 racing transactions through a counter when the losers of a conflict retry', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'EMP#1', SK: 'EMPRESA', usados: 0, limite: 5 } }));
    // The racers overlap, so most of them first meet a TransactionConflict (nothing of them is
    // applied) and try again, as a caller of the real service must.
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        retryingConflicts(() =>
          doc.send(
            new TransactWriteCommand({
              TransactItems: [
                {
                  Update: {
                    TableName: TABLE,
                    Key: { PK: 'EMP#1', SK: 'EMPRESA' },
                    UpdateExpression: 'SET usados = usados + :one',
                    ConditionExpression: 'usados < limite',
                    ExpressionAttributeValues: { ':one': 1 },
                  },
                },
                {
                  Put: {
                    TableName: TABLE,
                    Item: { PK: 'EMP#1', SK: `OFERTA#${String(i).padStart(2, '0')}` },
                    ConditionExpression: 'attribute_not_exists(PK)',
                  },
                },
              ],
            }),
          ),
        ),
      ),
    );
    const rejected = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5);
    for (const r of rejected) {
      expect(r.reason).toBeInstanceOf(TransactionCanceledException);
      expect((r.reason as TransactionCanceledException).CancellationReasons?.map((c) => c.Code)).toEqual([
        'ConditionalCheckFailed',
        'None',
      ]);
    }
    expect(await get('EMP#1', 'EMPRESA')).toMatchObject({ usados: 5, limite: 5 });
    const offers = await doc.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': 'EMP#1', ':sk': 'OFERTA#' },
        ConsistentRead: true,
      }),
    );
    expect(offers.Items).toHaveLength(5);
  }, 20_000);

  it('honours ClientRequestToken like the real service: a retry of a transaction that succeeded changes nothing; the token with other items is refused', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'EMP#TOK', SK: 'EMPRESA', usados: 0 } }));
    const items = (sk: string): TransactItems => [
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'EMP#TOK', SK: 'EMPRESA' },
          UpdateExpression: 'SET usados = usados + :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      { Put: { TableName: TABLE, Item: { PK: 'EMP#TOK', SK: sk }, ConditionExpression: 'attribute_not_exists(PK)' } },
    ];
    const token = 'reintento-del-sdk-0001';
    // The SDK sends the same token on each attempt of one command: the first applies, a retry (its
    // answer came too late for the client) answers success without applying again.
    await doc.send(new TransactWriteCommand({ TransactItems: items('OFERTA#A'), ClientRequestToken: token }));
    await doc.send(new TransactWriteCommand({ TransactItems: items('OFERTA#A'), ClientRequestToken: token }));
    expect(await get('EMP#TOK', 'EMPRESA')).toMatchObject({ usados: 1 });
    await expect(doc.send(new TransactWriteCommand({ TransactItems: items('OFERTA#B'), ClientRequestToken: token }))).rejects.toMatchObject(
      {
        name: 'IdempotentParameterMismatchException',
      },
    );
    // Without a token, or with another one, the same items are a new transaction (here refused by its condition).
    await expect(
      doc.send(new TransactWriteCommand({ TransactItems: items('OFERTA#A'), ClientRequestToken: 'otro-token-0002' })),
    ).rejects.toBeInstanceOf(TransactionCanceledException);
    expect(await get('EMP#TOK', 'EMPRESA')).toMatchObject({ usados: 1 });
  });

  it('never lets the rollback of a cancelled transaction undo a concurrent write', async () => {
    // Half of the transactions increment the counter and then fail on a later item, so they are
    // rolled back by restoring the counter's snapshot; that must not erase the other increments,
    // whether they come from transactions or from plain UpdateItem calls. Whatever is refused for a
    // transaction conflict was not applied and is sent again.
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'EMP#2', SK: 'EMPRESA', usados: 0 } }));
    // One plain UpdateItem after another, so they are spread over the whole run.
    const direct = (async () => {
      for (let i = 0; i < 20; i++) {
        await retryingConflicts(() =>
          doc.send(
            new UpdateCommand({
              TableName: TABLE,
              Key: { PK: 'EMP#2', SK: 'EMPRESA' },
              UpdateExpression: 'ADD usados :one',
              ExpressionAttributeValues: { ':one': 1 },
            }),
          ),
        );
      }
    })();
    const results = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => {
        const items: TransactItems = [
          {
            Update: {
              TableName: TABLE,
              Key: { PK: 'EMP#2', SK: 'EMPRESA' },
              UpdateExpression: 'ADD usados :one',
              ExpressionAttributeValues: { ':one': 1 },
            },
          },
          { Put: { TableName: TABLE, Item: { PK: 'EMP#2', SK: `LOG#${i}` } } },
        ];
        if (i % 2 === 1) {
          items.push({
            ConditionCheck: {
              TableName: TABLE,
              Key: { PK: 'EMP#2', SK: 'NO-EXISTE' },
              ConditionExpression: 'attribute_exists(PK)',
            },
          });
        }
        return retryingConflicts(() => doc.send(new TransactWriteCommand({ TransactItems: items })));
      }),
    );
    await direct;
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(15);
    expect(await get('EMP#2', 'EMPRESA')).toEqual({ PK: 'EMP#2', SK: 'EMPRESA', usados: 35 });
    const logs = await doc.send(
      new QueryCommand({
        TableName: TABLE,
        KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
        ExpressionAttributeValues: { ':pk': 'EMP#2', ':sk': 'LOG#' },
        ConsistentRead: true,
      }),
    );
    expect(logs.Items?.map((i) => Number(String(i.SK).slice(4))).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 15 }, (_, k) => 2 * k),
    );
    expect(await get('EMP#2', 'NO-EXISTE')).toBeUndefined();
  }, 20_000);

  it('cancels on a failing ConditionCheck and never leaves an empty item behind', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'OFE#1', SK: 'OFERTA', estado: 'cerrada' } }));

    // A failing check cancels; ALL_OLD returns the current item in its reason.
    const reasons = await expectCancelled(doc, [
      { Put: { TableName: TABLE, Item: { PK: 'POST#1', SK: 'POSTULACION' } } },
      {
        ConditionCheck: {
          TableName: TABLE,
          Key: { PK: 'OFE#1', SK: 'OFERTA' },
          ConditionExpression: '#e = :abierta',
          ExpressionAttributeNames: { '#e': 'estado' },
          ExpressionAttributeValues: { ':abierta': 'abierta' },
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        },
      },
    ]);
    expect(reasons.map((r) => r.Code)).toEqual(['None', 'ConditionalCheckFailed']);
    expect(reasons[1].Item).toEqual({ PK: { S: 'OFE#1' }, SK: { S: 'OFERTA' }, estado: { S: 'cerrada' } });
    expect(await get('POST#1', 'POSTULACION')).toBeUndefined();
    expect(await get('OFE#1', 'OFERTA')).toEqual({ PK: 'OFE#1', SK: 'OFERTA', estado: 'cerrada' });

    // A failing check on a missing key leaves no item either.
    await expectCancelled(doc, [
      {
        ConditionCheck: {
          TableName: TABLE,
          Key: { PK: 'GHOST#1', SK: 'X' },
          ConditionExpression: 'attribute_exists(PK)',
        },
      },
    ]);
    expect(await get('GHOST#1', 'X')).toBeUndefined();

    // A passing check on a missing key commits the rest and creates nothing at the checked key.
    await doc.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            ConditionCheck: {
              TableName: TABLE,
              Key: { PK: 'GHOST#2', SK: 'X' },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: TABLE, Item: { PK: 'POST#2', SK: 'POSTULACION' } } },
        ],
      }),
    );
    expect(await get('POST#2', 'POSTULACION')).toEqual({ PK: 'POST#2', SK: 'POSTULACION' });
    expect(await get('GHOST#2', 'X')).toBeUndefined();
  });

  it('rejects two operations on the same item and missing key attributes with ValidationException', async () => {
    const duplicate = doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { PK: 'DUP#1', SK: 'X', a: 1 } } },
          {
            Update: {
              TableName: TABLE,
              Key: { PK: 'DUP#1', SK: 'X' },
              UpdateExpression: 'SET b = :b',
              ExpressionAttributeValues: { ':b': 2 },
            },
          },
        ],
      }),
    );
    await expect(duplicate).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'Transaction request cannot include multiple operations on one item',
    });
    expect(await get('DUP#1', 'X')).toBeUndefined();

    await expect(
      doc.send(new TransactWriteCommand({ TransactItems: [{ Put: { TableName: TABLE, Item: { PK: 'NOSK#1', a: 1 } } }] })),
    ).rejects.toMatchObject({
      name: 'ValidationException',
      message: 'One or more parameter values were invalid: Missing the key SK in the item',
    });
    await expect(
      doc.send(new TransactWriteCommand({ TransactItems: [{ Delete: { TableName: TABLE, Key: { PK: 'NOSK#1' } } }] })),
    ).rejects.toMatchObject({ name: 'ValidationException' });
    await expect(doc.send(new TransactWriteCommand({ TransactItems: [] }))).rejects.toMatchObject({
      name: 'ValidationException',
    });
  });

  it('reports data errors as a ValidationError reason and malformed requests as ValidationException', async () => {
    const reasons = await expectCancelled(doc, [
      { Put: { TableName: TABLE, Item: { PK: 'VAL#1', SK: 'X' } } },
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'VAL#2', SK: 'X' },
          UpdateExpression: 'SET a = noExiste + :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
    ]);
    expect(reasons.map((r) => r.Code)).toEqual(['None', 'ValidationError']);
    expect(reasons[1].Message).toBe('The provided expression refers to an attribute that does not exist in the item');
    expect(await get('VAL#1', 'X')).toBeUndefined();

    const malformed = doc.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: TABLE, Item: { PK: 'VAL#3', SK: 'X' } } },
          { Put: { TableName: TABLE, Item: { PK: 'VAL#4', SK: 'X' }, ConditionExpression: 'attribute_not_exists(' } },
        ],
      }),
    );
    await expect(malformed).rejects.toMatchObject({ name: 'ValidationException' });
    expect(await get('VAL#3', 'X')).toBeUndefined();

    const missingTable = doc.send(
      new TransactWriteCommand({ TransactItems: [{ Put: { TableName: 'no-such-table', Item: { PK: 'A' } } }] }),
    );
    await expect(missingTable).rejects.toMatchObject({ name: 'ResourceNotFoundException' });
  });

  it('returns TransactGetItems responses in order, with no Item for missing keys', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'TG#1', SK: 'X', v: 1 } }));
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'TG#3', SK: 'X', v: 3 } }));
    const { Responses } = await doc.send(
      new TransactGetCommand({
        TransactItems: ['TG#3', 'TG#2', 'TG#1'].map((PK) => ({ Get: { TableName: TABLE, Key: { PK, SK: 'X' } } })),
      }),
    );
    expect(Responses).toHaveLength(3);
    expect(Responses?.[0].Item).toEqual({ PK: 'TG#3', SK: 'X', v: 3 });
    expect(Responses?.[1].Item).toBeUndefined();
    expect(Responses?.[2].Item).toEqual({ PK: 'TG#1', SK: 'X', v: 1 });
  });

  it('holds writes while paused and applies the ones still awaited on resume; reads still answer', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'PAUSA#1', SK: 'X', v: 'antes' } }));
    dynamo.pauseWrites();
    let settled = false;
    const put = doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'PAUSA#1', SK: 'X', v: 'después' } })).finally(() => {
      settled = true;
    });
    expect(await get('PAUSA#1', 'X')).toMatchObject({ v: 'antes' });
    expect(settled).toBe(false);
    dynamo.resumeWrites();
    await put;
    expect(await get('PAUSA#1', 'X')).toMatchObject({ v: 'después' });
  });
});

describe('local DynamoDB persistence', () => {
  it('keeps the data in `path` across restarts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'local-dynamo-'));
    try {
      const first = await startLocalDynamo({ path: dir });
      const a = clientsFor(first.endpoint);
      await createTable(a.raw);
      await a.doc.send(
        new TransactWriteCommand({
          TransactItems: [{ Put: { TableName: TABLE, Item: { PK: 'PERS#1', SK: 'X', v: 'guardado' } } }],
        }),
      );
      a.raw.destroy();
      await first.close();

      const second = await startLocalDynamo({ path: dir });
      const b = clientsFor(second.endpoint);
      try {
        const { Item } = await b.doc.send(new GetCommand({ TableName: TABLE, Key: { PK: 'PERS#1', SK: 'X' } }));
        expect(Item).toEqual({ PK: 'PERS#1', SK: 'X', v: 'guardado' });
      } finally {
        b.raw.destroy();
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('local DynamoDB transaction conflicts', () => {
  // Every transaction holds its items at least this long, so a test can act while one holds them.
  const HOLD_MS = 300;
  const CONFLICT = { Code: 'TransactionConflict', Message: 'Transaction is ongoing for the item' };
  let dynamo: LocalDynamo;
  let raw: DynamoDBClient;
  let doc: DynamoDBDocumentClient;

  const get = async (PK: string) => (await doc.send(new GetCommand({ TableName: TABLE, Key: { PK, SK: 'X' }, ConsistentRead: true }))).Item;
  const put = (PK: string, attributes: Record<string, unknown> = {}) =>
    doc.send(new PutCommand({ TableName: TABLE, Item: { PK, SK: 'X', ...attributes } }));
  const putItem = (PK: string, attributes: Record<string, unknown> = {}): TransactItems[number] => ({
    Put: { TableName: TABLE, Item: { PK, SK: 'X', ...attributes } },
  });

  /** What the emulator refused since `before`. */
  const refusedSince = (before: Conflicts): Conflicts => {
    const now = dynamo.conflictos();
    return {
      transacciones: now.transacciones - before.transacciones,
      escrituras: now.escrituras - before.escrituras,
      lecturas: now.lecturas - before.lecturas,
    };
  };

  /** Starts a transaction and waits until it holds its items; `done` settles when it ends. */
  async function holding(items: TransactItems, token?: string): Promise<{ done: Promise<unknown> }> {
    const before = dynamo.retenidos();
    const done = doc.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: token }));
    done.catch(() => undefined);
    await vi.waitFor(() => expect(dynamo.retenidos()).toBe(before + items.length), { timeout: 2_000, interval: 1 });
    return { done };
  }

  beforeAll(async () => {
    dynamo = await startLocalDynamo({ transaccionMinimaMs: HOLD_MS });
    ({ raw, doc } = clientsFor(dynamo.endpoint));
    await createTable(raw);
  });

  afterAll(async () => {
    raw?.destroy();
    await dynamo?.close();
  });

  it('cancels a TransactWriteItems with an item of an ongoing one (TransactionConflict); the first commits', async () => {
    await put('CONF#A', { n: 0 });
    const before = dynamo.conflictos();
    const first = await holding([
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'CONF#A', SK: 'X' },
          UpdateExpression: 'ADD n :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      putItem('CONF#B'),
    ]);
    const error = await doc
      .send(
        new TransactWriteCommand({
          TransactItems: [
            putItem('CONF#C'),
            {
              Update: {
                TableName: TABLE,
                Key: { PK: 'CONF#A', SK: 'X' },
                UpdateExpression: 'SET n = :v',
                ExpressionAttributeValues: { ':v': 100 },
              },
            },
            putItem('CONF#D'),
          ],
        }),
      )
      .then(
        () => undefined,
        (err: unknown) => err,
      );
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as Error).message).toBe(
      'Transaction cancelled, please refer cancellation reasons for specific reasons [None, TransactionConflict, None]',
    );
    expect((error as TransactionCanceledException).CancellationReasons).toEqual([{ Code: 'None' }, CONFLICT, { Code: 'None' }]);
    // A GetItem of the held item waits for the transaction and reads what it committed.
    expect(await get('CONF#A')).toMatchObject({ n: 1 });
    await first.done;
    expect(await get('CONF#B')).toBeDefined();
    expect(await get('CONF#C')).toBeUndefined();
    expect(await get('CONF#D')).toBeUndefined();
    expect(refusedSince(before)).toEqual({ transacciones: 1, escrituras: 0, lecturas: 0 });
  });

  it('answers the exact wire bodies of the real service for each kind of conflict', async () => {
    const before = dynamo.conflictos();
    const token = 'wire-holder-token-0001';
    const first = await holding([putItem('WIRE#1', { v: 'tx' })], token);
    const key = { PK: { S: 'WIRE#1' }, SK: { S: 'X' } };
    const canceled = (reasons: string) => ({
      __type: 'com.amazonaws.dynamodb.v20120810#TransactionCanceledException',
      message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${reasons}]`,
    });

    expect(await rawRequest(dynamo.endpoint, 'PutItem', { TableName: TABLE, Item: { ...key, v: { S: 'single' } } })).toEqual({
      status: 400,
      body: { __type: 'com.amazonaws.dynamodb.v20120810#TransactionConflictException', message: 'Transaction is ongoing for the item' },
    });
    expect(
      await rawRequest(dynamo.endpoint, 'TransactWriteItems', {
        TransactItems: [
          { Delete: { TableName: TABLE, Key: { PK: { S: 'WIRE#2' }, SK: { S: 'X' } } } },
          { ConditionCheck: { TableName: TABLE, Key: key, ConditionExpression: 'attribute_exists(PK)' } },
        ],
      }),
    ).toEqual({ status: 400, body: { ...canceled('None, TransactionConflict'), CancellationReasons: [{ Code: 'None' }, CONFLICT] } });
    expect(await rawRequest(dynamo.endpoint, 'TransactGetItems', { TransactItems: [{ Get: { TableName: TABLE, Key: key } }] })).toEqual({
      status: 400,
      body: { ...canceled('TransactionConflict'), CancellationReasons: [CONFLICT] },
    });
    // The token of a transaction still in flight (the SDK retries this answer by itself).
    expect(
      await rawRequest(dynamo.endpoint, 'TransactWriteItems', {
        TransactItems: [{ Put: { TableName: TABLE, Item: { ...key, v: { S: 'tx' } } } }],
        ClientRequestToken: token,
      }),
    ).toEqual({
      status: 400,
      body: {
        __type: 'com.amazonaws.dynamodb.v20120810#TransactionInProgressException',
        message: 'The transaction with the given request token is already in progress.',
      },
    });
    await first.done;
    expect(await get('WIRE#1')).toEqual({ PK: 'WIRE#1', SK: 'X', v: 'tx' });
    expect(await get('WIRE#2')).toBeUndefined();
    expect(refusedSince(before)).toEqual({ transacciones: 1, escrituras: 1, lecturas: 1 });
  });

  it('refuses a PutItem, UpdateItem or DeleteItem on a held item with TransactionConflictException; after the transaction it succeeds', async () => {
    const before = dynamo.conflictos();
    const first = await holding([putItem('SOLO#1', { v: 'tx' })]);
    const update = (v: string) =>
      doc.send(
        new UpdateCommand({
          TableName: TABLE,
          Key: { PK: 'SOLO#1', SK: 'X' },
          UpdateExpression: 'SET v = :v',
          ExpressionAttributeValues: { ':v': v },
        }),
      );
    const refused = [
      put('SOLO#1', { v: 'put' }),
      update('update'),
      doc.send(new DeleteCommand({ TableName: TABLE, Key: { PK: 'SOLO#1', SK: 'X' } })),
    ];
    for (const attempt of refused) {
      const error = await attempt.then(
        () => undefined,
        (err: unknown) => err,
      );
      expect(error).toBeInstanceOf(TransactionConflictException);
      expect(error).toMatchObject({ name: 'TransactionConflictException', message: 'Transaction is ongoing for the item' });
    }
    // There is no global lock: a write on another item goes through while the transaction holds.
    await put('SOLO#2', { v: 'libre' });
    expect(dynamo.retenidos()).toBe(1);
    await first.done;
    expect(await get('SOLO#1')).toEqual({ PK: 'SOLO#1', SK: 'X', v: 'tx' });
    await update('after');
    expect(await get('SOLO#1')).toEqual({ PK: 'SOLO#1', SK: 'X', v: 'after' });
    expect(refusedSince(before)).toEqual({ transacciones: 0, escrituras: 3, lecturas: 0 });
  });

  it('cancels a TransactGetItems with a held item (TransactionConflict)', async () => {
    await put('TGC#0', { v: 0 });
    const before = dynamo.conflictos();
    const first = await holding([putItem('TGC#1', { v: 1 })]);
    const read = () =>
      doc.send(
        new TransactGetCommand({ TransactItems: ['TGC#0', 'TGC#1'].map((PK) => ({ Get: { TableName: TABLE, Key: { PK, SK: 'X' } } })) }),
      );
    const error = await read().then(
      () => undefined,
      (err: unknown) => err,
    );
    expect(error).toBeInstanceOf(TransactionCanceledException);
    expect((error as TransactionCanceledException).CancellationReasons).toEqual([{ Code: 'None' }, CONFLICT]);
    await first.done;
    const { Responses } = await read();
    expect(Responses?.map((r) => r.Item?.v)).toEqual([0, 1]);
    expect(refusedSince(before)).toEqual({ transacciones: 0, escrituras: 0, lecturas: 1 });
  });

  it('makes a GetItem of a held item wait, so it never sees the intermediate state of a transaction that rolls back', async () => {
    await put('ROLL#X', { v: 1 });
    // Many items between the update of ROLL#X and the failing check make its intermediate state last.
    const items: TransactItems = [
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'ROLL#X', SK: 'X' },
          UpdateExpression: 'SET v = :v',
          ExpressionAttributeValues: { ':v': 2 },
        },
      },
      ...Array.from({ length: 40 }, (_, i) => putItem(`ROLL#P${i}`)),
      { ConditionCheck: { TableName: TABLE, Key: { PK: 'ROLL#MISSING', SK: 'X' }, ConditionExpression: 'attribute_exists(PK)' } },
    ];
    const started = Date.now();
    const tx = await holding(items);
    let ended = false;
    const outcome = tx.done
      .then(
        () => 'committed',
        (err: unknown) => (err instanceof TransactionCanceledException ? 'cancelled' : err),
      )
      .finally(() => (ended = true));
    const seen: unknown[] = [];
    let firstReadAt: number | undefined;
    do {
      seen.push((await get('ROLL#X'))?.v);
      firstReadAt ??= Date.now();
    } while (!ended);
    expect(await outcome).toBe('cancelled');
    expect(new Set(seen)).toEqual(new Set([1]));
    // The first read was answered only when the transaction released the item.
    expect(firstReadAt - started).toBeGreaterThanOrEqual(HOLD_MS - 5);
    expect(await get('ROLL#X')).toEqual({ PK: 'ROLL#X', SK: 'X', v: 1 });
    expect(await get('ROLL#P0')).toBeUndefined();
  });

  it('runs transactions on disjoint items at the same time', async () => {
    const transaction = (name: string) =>
      doc.send(new TransactWriteCommand({ TransactItems: [putItem(`DISJ#${name}1`), putItem(`DISJ#${name}2`)] }));
    const started = Date.now();
    const both = Promise.all([transaction('A'), transaction('B')]);
    // Both hold their items at once: neither waited for the other. (How long they took together is the
    // machine's load, not the rule, and is not asserted.)
    await vi.waitFor(() => expect(dynamo.retenidos()).toBe(4), { timeout: 2_000, interval: 1 });
    await both;
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 5);
    for (const pk of ['DISJ#A1', 'DISJ#A2', 'DISJ#B1', 'DISJ#B2']) expect(await get(pk)).toBeDefined();
  });

  it('applies a transaction cancelled for a conflict when retried with its token, and a committed one only once', async () => {
    await put('TOKC#N', { n: 0 });
    const before = dynamo.conflictos();
    const holder = await holding([putItem('TOKC#H', { by: 'holder' })]);
    const token = 'conflicto-reintento-0001';
    const items: TransactItems = [
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'TOKC#N', SK: 'X' },
          UpdateExpression: 'ADD n :one',
          ExpressionAttributeValues: { ':one': 1 },
        },
      },
      {
        Update: {
          TableName: TABLE,
          Key: { PK: 'TOKC#H', SK: 'X' },
          UpdateExpression: 'SET #by = :by',
          ExpressionAttributeNames: { '#by': 'by' },
          ExpressionAttributeValues: { ':by': 'retry' },
        },
      },
    ];
    const reasons = await expectCancelled(doc, items, token);
    expect(reasons.map((r) => r.Code)).toEqual(['None', 'TransactionConflict']);
    await holder.done;
    expect(await get('TOKC#N')).toMatchObject({ n: 0 });
    // The cancelled attempt left no trace of its token: the retry is applied...
    await doc.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: token }));
    // ...and a retry of the committed transaction answers success and changes nothing.
    await doc.send(new TransactWriteCommand({ TransactItems: items, ClientRequestToken: token }));
    expect(await get('TOKC#N')).toMatchObject({ n: 1 });
    expect(await get('TOKC#H')).toMatchObject({ by: 'retry' });
    expect(refusedSince(before)).toEqual({ transacciones: 1, escrituras: 0, lecturas: 0 });
  });

  it('makes a BatchWriteItem with a held item wait for the transaction, then applies it', async () => {
    const before = dynamo.conflictos();
    const started = Date.now();
    const tx = await holding([putItem('BATCH#1', { v: 'tx' })]);
    await doc.send(
      new BatchWriteCommand({
        RequestItems: {
          [TABLE]: [{ PutRequest: { Item: { PK: 'BATCH#1', SK: 'X', v: 'batch' } } }, { PutRequest: { Item: { PK: 'BATCH#2', SK: 'X' } } }],
        },
      }),
    );
    expect(Date.now() - started).toBeGreaterThanOrEqual(HOLD_MS - 5);
    await tx.done;
    expect(await get('BATCH#1')).toEqual({ PK: 'BATCH#1', SK: 'X', v: 'batch' });
    expect(await get('BATCH#2')).toBeDefined();
    expect(refusedSince(before)).toEqual({ transacciones: 0, escrituras: 0, lecturas: 0 });
  });
});
