// Outages through the local stack (D33): with DynamoDB or Cognito unreachable the API
// answers 503 'Servicio no disponible temporalmente' quickly (well under the functions' 10 s),
// without details; and a write that was under way when the answer went out is never applied later.
import { describe, expect, it } from 'vitest';
import { crearEmpresa, pilaDelArchivo, usuarioConSesion, type Session } from './fixtures.js';
import { SUPERADMIN, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;

const NO_DISPONIBLE = { success: false, message: 'Servicio no disponible temporalmente', error: 'SERVICE_UNAVAILABLE' };

pilaDelArchivo({ scheduler: false }, async (pila) => {
  ({ stack, superadmin } = pila);
  await crearEmpresa('empresa-a', { nombre: 'Empresa A' });
  admin = await usuarioConSesion(stack, superadmin, { email: 'admin@empresa-a.test', rol: 'admin', empresaId: 'empresa-a' });
  // Warm the token verifier's JWKS cache, as a running function's would be.
  expect((await stack.call('GET', '/api/auth/me', { token: admin.token })).status).toBe(200);
});

async function timed<T>(fn: () => Promise<T>): Promise<{ ms: number; value: T }> {
  const t0 = Date.now();
  const value = await fn();
  return { ms: Date.now() - t0, value };
}

const areas = async () =>
  (await stack.call('GET', '/api/areas', { token: admin.token })).body.data.map((a: { nombreArea: string }) => a.nombreArea);

// In order: the held write first (the database is back after it), then Cognito, then DynamoDB stopped for good.
describe('a write held by the database when the answer goes out', () => {
  it('answers 503 well before the time-out, and the write is not applied when the database comes back', async () => {
    const before = await areas();
    expect(before).not.toContain('Nunca creada');
    stack.pauseDynamoWrites();
    const t0 = Date.now();
    let res;
    let answeredAfter: number;
    try {
      res = await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Nunca creada' } });
      answeredAfter = Date.now() - t0;
      // The connections the request gave up are closed by now: the database drops what they carried.
      await new Promise((r) => setTimeout(r, 500));
    } finally {
      stack.resumeDynamoWrites();
    }
    expect(res.status).toBe(503);
    expect(res.body).toEqual(NO_DISPONIBLE);
    // When to try again, as HTTP asks of a 503 (a client retries a create with its Idempotency-Key).
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(answeredAfter).toBeLessThan(7_000);
    // Longer than any attempt or retry the request could still have had in flight.
    await new Promise((r) => setTimeout(r, Math.max(0, 14_000 - (Date.now() - t0))));
    expect(await areas()).not.toContain('Nunca creada');
    // The database works again: the same create now succeeds.
    expect((await stack.call('POST', '/api/areas', { token: admin.token, body: { nombreArea: 'Creada después' } })).status).toBe(201);
  }, 30_000);
});

describe('a Cognito outage', () => {
  it('login answers 503 with the Spanish message, quickly', async () => {
    await stack.stopCognito();
    const { ms, value: res } = await timed(() =>
      stack.call('POST', '/api/auth/login', { body: { email: SUPERADMIN.email, password: SUPERADMIN.password } }),
    );
    expect(res.status).toBe(503);
    expect(res.body).toEqual(NO_DISPONIBLE);
    expect(ms).toBeLessThan(5_000);
  });
});

describe("an identity provider's keys out of reach", () => {
  it('a token whose issuer cannot be asked for its keys answers 503, not a 401 that would end the session', async () => {
    await stack.oidc.close();
    const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
    const now = Math.floor(Date.now() / 1000);
    const token = [
      part({ alg: 'RS256', typ: 'JWT', kid: 'clave-del-emisor' }),
      part({ iss: stack.oidcIssuer, aud: stack.clientId, sub: 'oidc-x', email: 'admin@empresa-a.test', iat: now, exp: now + 600 }),
      'firma',
    ].join('.');
    const { ms, value: res } = await timed(() => stack.call('GET', '/api/auth/me', { token }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual(NO_DISPONIBLE);
    expect(ms).toBeLessThan(5_000);
  });
});

describe('DynamoDB stopped', () => {
  it.each([
    ['an authenticated read', 'GET', '/api/auth/me', undefined],
    ['a list', 'GET', '/api/areas', undefined],
    ['a write', 'POST', '/api/areas', { nombreArea: 'Otra' }],
    ['the notifications bell', 'GET', '/api/notificaciones', undefined],
  ])('%s answers 503 with the Spanish message quickly, without details', async (_n, method, path, body) => {
    await stack.stopDynamo();
    const { ms, value: res } = await timed(() => stack.call(method, path, { token: admin.token, body }));
    expect(res.status).toBe(503);
    expect(res.body).toEqual(NO_DISPONIBLE);
    expect(ms).toBeLessThan(5_000);
  });
});
