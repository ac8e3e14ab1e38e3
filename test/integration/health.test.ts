// The health check, the OpenAPI document, the adapter's routing and CORS, and the health job,
// through the real local stack (dynalite behind the transaction layer, cognito-local, …).
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { soloClaveApi } from '../../shared/route-types.js';
import { routeList } from '../../shared/routes/index.js';
import { startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;

beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('GET /api/test', () => {
  it('answers ok with a real database read', async () => {
    const res = await stack.call('GET', '/api/test');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { server: 'ok', database: 'ok' } });
    expect(Date.parse(res.body.data.timestamp)).toBeGreaterThan(Date.now() - 60_000);
  });
});

describe('GET /api/openapi.json', () => {
  it('documents every route of the route table, generated from the schemas', async () => {
    const res = await stack.call('GET', '/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    for (const route of routeList) {
      const op = res.body.paths[route.path.replace(/\{([^}]+)\+\}/g, '{$1}')]?.[route.method.toLowerCase()];
      expect(op, `${route.method} ${route.path}`).toBeDefined();
      expect(op.operationId).toBe(route.id);
      // A user's session everywhere but the public rows and the key-only ones (Greenhouse's); a company
      // API key, as a bearer or as HTTP Basic, on the rows marked for keys, with their scope (D145).
      const clave = route.claveApi ? [{ claveApi: [route.claveApi] }, { claveApiBasic: [route.claveApi] }] : [];
      const usuario = soloClaveApi(route) ? [] : [{ bearerAuth: [] }];
      expect(op.security).toEqual(route.public ? [] : [...usuario, ...clave]);
      const idem = (op.parameters ?? []).some((p: { in: string; name: string }) => p.in === 'header' && p.name === 'Idempotency-Key');
      expect(idem, `${route.method} ${route.path} Idempotency-Key`).toBe(route.idempotent === true);
    }
    const health = res.body.paths['/api/test'].get.responses['200'].content['application/json'].schema;
    expect(health.properties.data.properties.database.enum).toEqual(['ok', 'error']);
  });
});

describe('the adapter', () => {
  it('answers an unknown route with a Spanish 404 envelope', async () => {
    const res = await stack.call('GET', '/api/no-existe');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ success: false, message: 'Ruta no encontrada: GET /api/no-existe', error: 'NOT_FOUND' });
  });

  it('answers a CORS preflight for the web origin only', async () => {
    const ok = await fetch(`${stack.apiUrl}/api/test`, {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(ok.status).toBe(204);
    expect(ok.headers.get('access-control-allow-origin')).toBe('http://localhost:5173');
    const foreign = await fetch(`${stack.apiUrl}/api/test`, {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'GET' },
    });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('the health job', () => {
  it('records the last result in the table', async () => {
    await stack.scheduler!.runNow('health');
    const { DynamoDBDocumentClient } = await import('@aws-sdk/lib-dynamodb');
    const { DynamoDBClient } = await import('@aws-sdk/client-dynamodb');
    const doc = DynamoDBDocumentClient.from(new DynamoDBClient({}));
    const out = await doc.send(new GetCommand({ TableName: stack.tableName, Key: { PK: 'SISTEMA', SK: 'HEALTH' } }));
    expect(out.Item).toMatchObject({ server: 'ok', database: 'ok', checkedBy: 'job' });
  });
});

// Last: it stops the database for the rest of this file.
describe('a DynamoDB outage', () => {
  it('answers 503 with database:error, quickly and without a stack trace', async () => {
    await stack.stopDynamo();
    const t0 = Date.now();
    const res = await stack.call('GET', '/api/test');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({
      success: false,
      data: { server: 'ok', database: 'error' },
      message: 'La base de datos no está disponible en este momento',
    });
    expect(JSON.stringify(res.body)).not.toMatch(/at .*\.ts:\d+/);
    expect(Date.now() - t0).toBeLessThan(9_000);
  });

  it('fails the health job, so its error alarm fires', async () => {
    await expect(stack.scheduler!.runNow('health')).rejects.toThrow('Health job: la base de datos no responde');
  });
});
