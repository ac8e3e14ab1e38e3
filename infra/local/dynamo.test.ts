// Tests for the local DynamoDB (dynalite + transaction front), driven through the AWS SDK v3 as
// the application code uses it.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CreateTableCommand, DynamoDBClient, TransactionCanceledException, type CancellationReason } from '@aws-sdk/client-dynamodb';
import {
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactGetCommand,
  TransactWriteCommand,
  UpdateCommand,
  type TransactWriteCommandInput,
} from '@aws-sdk/lib-dynamodb';
import { startLocalDynamo, type LocalDynamo } from './dynamo.js';

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
async function expectCancelled(doc: DynamoDBDocumentClient, items: TransactItems): Promise<CancellationReason[]> {
  const error = await doc.send(new TransactWriteCommand({ TransactItems: items })).then(
    () => undefined,
    (err: unknown) => err,
  );
  expect(error).toBeInstanceOf(TransactionCanceledException);
  const reasons = (error as TransactionCanceledException).CancellationReasons;
  expect(reasons).toBeDefined();
  return reasons!;
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

  it('lets exactly `limite` of 20 racing transactions through a counter', async () => {
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'EMP#1', SK: 'EMPRESA', usados: 0, limite: 5 } }));
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
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
  });

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
    // whether they come from transactions or from plain UpdateItem calls.
    await doc.send(new PutCommand({ TableName: TABLE, Item: { PK: 'EMP#2', SK: 'EMPRESA', usados: 0 } }));
    // One plain UpdateItem after another, so they are spread over the whole run.
    const direct = (async () => {
      for (let i = 0; i < 20; i++) {
        await doc.send(
          new UpdateCommand({
            TableName: TABLE,
            Key: { PK: 'EMP#2', SK: 'EMPRESA' },
            UpdateExpression: 'ADD usados :one',
            ExpressionAttributeValues: { ':one': 1 },
          }),
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
        return doc.send(new TransactWriteCommand({ TransactItems: items }));
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
  });

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
