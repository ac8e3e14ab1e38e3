// The request scope: every call a request starts through a bound client is cancelled at the
// request's deadline and when its answer goes out, so nothing runs or retries afterwards.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DynamoDBClient, PutItemCommand } from '@aws-sdk/client-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isOutage } from './aws/outage.js';
import { boundToRequest, callSignal, dentroDe, openRequestScope, requestDeadline, requestSignal } from './request-scope.js';
import { slowClient } from '../../test/testing/cliente-lento.js';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('openRequestScope', () => {
  it('a call still in flight when the answer goes out is cancelled, never applied', async () => {
    const { client, applied } = slowClient(200);
    const scope = openRequestScope(5_000);
    let pending: Promise<unknown> | undefined;
    await scope.run(async () => {
      pending = client.send('escritura-tardia');
      pending.catch(() => undefined);
    });
    scope.end();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
    await sleep(300);
    expect(applied).toEqual([]);
  });

  it('a call the request starts after its answer fails at once and never reaches the client', async () => {
    const { client, reached } = slowClient(10);
    const scope = openRequestScope(5_000);
    let later: Promise<unknown> | undefined;
    await scope.run(async () => {
      // e.g. a retry or a callback that outlives the request: it runs in the request's context.
      setTimeout(() => {
        later = client.send('despues');
        later.catch(() => undefined);
      }, 50);
    });
    scope.end();
    await sleep(100);
    await expect(later).rejects.toMatchObject({ name: 'AbortError' });
    expect(reached).toEqual([]);
  });

  it('the deadline rejects the request and cancels its calls', async () => {
    const { client, applied } = slowClient(1_000);
    const scope = openRequestScope(100);
    // Timers fire in the order they fall due, however busy the machine: a marker due when the slow call
    // would end says the request was refused before that, without measuring the machine's clock.
    let llegoElFinal = false;
    const marca = setTimeout(() => (llegoElFinal = true), 1_000);
    await expect(scope.run(() => client.send('lenta'))).rejects.toMatchObject({ name: 'DeadlineExceededError' });
    expect(llegoElFinal).toBe(false);
    clearTimeout(marca);
    scope.end();
    await sleep(1_000);
    expect(applied).toEqual([]);
  });

  it('outside a request nothing is bound; inside, a call may add its own shorter time-out', async () => {
    expect(requestSignal()).toBeUndefined();
    const own = AbortSignal.timeout(50);
    expect(callSignal(own)).toBe(own);
    const scope = openRequestScope(5_000);
    await scope.run(async () => {
      const combined = callSignal(AbortSignal.timeout(20))!;
      await sleep(60);
      expect(combined.aborted).toBe(true);
      expect(requestSignal()!.aborted).toBe(false);
    });
    scope.end();
  });
});

describe('dentroDe: best-effort work after a commit gets part of the time, not all of it (D110)', () => {
  it('its calls are cancelled after its share while the request goes on; its deadline is the nearer one', async () => {
    const { client, applied } = slowClient(300);
    const scope = openRequestScope(5_000);
    const resultado = await scope.run(async () => {
      const plazoRequest = requestDeadline()!;
      const dentro = await dentroDe(50, async () => {
        expect(requestDeadline()!).toBeLessThan(plazoRequest);
        return client.send('aviso').then(
          () => 'escrito',
          (e: Error) => e.name,
        );
      });
      // The request's own signal is untouched: it can still answer.
      expect(requestSignal()!.aborted).toBe(false);
      return dentro;
    });
    scope.end();
    expect(resultado).toBe('AbortError');
    await sleep(350);
    expect(applied).toEqual([]);
  });

  it('outside a request it runs as it is', async () => {
    expect(await dentroDe(1, async () => requestSignal())).toBeUndefined();
  });
});

describe('a real SDK client bound to the request', () => {
  let server: Server;
  const received: string[] = [];
  const closedEarly: string[] = [];
  // Resolved when the server has the request, and when its connection closes unanswered: the test
  // waits for those events, not for a fixed time (on a loaded machine 100 ms was not always enough).
  let llegada = () => {};
  let cierre = () => {};
  beforeAll(async () => {
    // A DynamoDB that receives requests and never answers.
    server = createServer((req, res) => {
      received.push(String(req.headers['x-amz-target']));
      res.on('close', () => {
        if (!res.writableFinished) closedEarly.push(String(req.headers['x-amz-target']));
        cierre();
      });
      req.resume();
      llegada();
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it("the request's end closes the connection of a PutItem in flight, and it is not retried", async () => {
    const client = boundToRequest(
      new DynamoDBClient({
        region: 'us-east-1',
        endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
        credentials: { accessKeyId: 'a', secretAccessKey: 'b' },
        maxAttempts: 3,
      }),
    );
    const scope = openRequestScope(5_000);
    const llego = new Promise<void>((r) => (llegada = r));
    const cerrada = new Promise<void>((r) => (cierre = r));
    let pending: Promise<unknown> | undefined;
    await scope.run(async () => {
      pending = client.send(new PutItemCommand({ TableName: 't', Item: { PK: { S: 'x' } } }));
      pending.catch(() => undefined);
      await llego;
    });
    scope.end();
    const err = await pending!.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toMatchObject({ name: 'AbortError' });
    expect(isOutage(err)).toBe(true);
    await cerrada;
    // A retry would reach the server after the abort: give it the time it would take.
    await sleep(300);
    expect(received).toEqual(['DynamoDB_20120810.PutItem']);
    expect(closedEarly).toEqual(['DynamoDB_20120810.PutItem']);
    client.destroy();
  });
});

describe('isOutage', () => {
  it.each([
    ['connection refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ["the SDK's answer time-out", Object.assign(new Error('exceeded'), { name: 'TimeoutError', code: 'ETIMEDOUT' })],
    ['a fetch that could not connect', new TypeError('fetch failed', { cause: Object.assign(new Error('x'), { code: 'ECONNREFUSED' }) })],
    ['an AWS server fault', Object.assign(new Error('boom'), { name: 'InternalServerError', $fault: 'server' })],
    ['throttling', Object.assign(new Error('slow down'), { name: 'ProvisionedThroughputExceededException', $fault: 'client' })],
    ['the request deadline', Object.assign(new Error('deadline'), { name: 'DeadlineExceededError' })],
  ])('%s is an outage', (_n, err) => {
    expect(isOutage(err)).toBe(true);
  });

  it.each([
    [
      'a failed condition',
      Object.assign(new Error('cond'), { name: 'ConditionalCheckFailedException', $fault: 'client', $metadata: { httpStatusCode: 400 } }),
    ],
    ['a wrong password', Object.assign(new Error('bad'), { name: 'NotAuthorizedException', $fault: 'client' })],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')")],
  ])('%s is not', (_n, err) => {
    expect(isOutage(err)).toBe(false);
  });
});
