// httpHandler in isolation: DynamoDB is mocked (aws-sdk-client-mock) and token verification is
// replaced, so each rule of the middleware is checked on its own.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import * as lib from '@aws-sdk/lib-dynamodb';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { defineRoute, type RouteDef } from '../../shared/route-types.js';

process.env.TABLE_NAME = 'unit-table';
process.env.WEB_ORIGIN = 'http://localhost:5173';

vi.mock('./auth/verify.js', async (original) => ({
  ...(await original<typeof import('./auth/verify.js')>()),
  verifyToken: vi.fn(async (token: string) => {
    const { UnauthorizedError } = await import('./errors.js');
    if (token === 'bueno') return { claims: { sub: 'u1', 'custom:empresaId': 'emp-1', exp: 0 }, source: 'pool' };
    if (token === 'super') return { claims: { sub: 's1', exp: 0 }, source: 'pool' };
    throw new UnauthorizedError('La sesión no es válida o ha caducado. Inicia sesión de nuevo.');
  }),
}));

const { ddb } = await import('./aws/dynamo.js');
const { admitePerfilReciente, httpHandler, ok, created } = await import('./http.js');
const { forgetRecentReads } = await import('./db/repository.js');
const { routeList } = await import('../../shared/routes/index.js');
const { TIEMPOS_SERVIDOR } = await import('../../shared/constants.js');
const { NotFoundError, QuotaExceededError, ConflictError } = await import('./errors.js');
const { slowClient } = await import('../../test/testing/cliente-lento.js');
const ddbMock = mockClient(ddb);

const Body = z.strictObject({
  nombreLegal: z
    .string({ error: 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)' })
    .check(z.minLength(1, 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)')),
  cantidadTrabajadores: z._default(z.number().check(z.int(), z.minimum(0)), 0),
});
const route = defineRoute({
  method: 'POST',
  path: '/api/cosas/{id}',
  handler: 'cosas/create',
  family: 'cosas',
  public: false,
  permission: 'manage_areas',
  tenant: 'caller',
  grants: ['table:write'],
  summary: 'prueba',
  body: Body,
  params: z.object({ id: z.string().check(z.minLength(3, 'El id es demasiado corto')) }),
  response: z.object({ id: z.string(), nombreLegal: z.string(), cantidadTrabajadores: z.number() }),
});
const publicRoute = defineRoute({
  method: 'GET',
  path: '/api/publica',
  handler: 'p',
  family: 'p',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: [],
  summary: 'p',
  query: z.object({ q: z.optional(z.string().check(z.maxLength(5))) }),
});

function event(over: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/cosas/{id}',
    rawPath: '/api/cosas/abc',
    rawQueryString: '',
    headers: { 'content-type': 'application/json', authorization: 'Bearer bueno' },
    pathParameters: { id: 'abc' },
    body: JSON.stringify({ nombreLegal: 'ACME' }),
    requestContext: { requestId: 'req-1', http: { method: 'POST', path: '/api/cosas/abc' } } as never,
    isBase64Encoded: false,
    ...over,
  };
}
const ctx = { awsRequestId: 'aws-1' } as Context;
const parse = (res: any) => ({ status: res.statusCode as number, body: JSON.parse(res.body) });

const handle = vi.fn(async ({ body, params }: any) => created({ id: params.id, ...body }, 'Creado'));
const handler = httpHandler(route, handle as never);

beforeEach(() => {
  ddbMock.reset();
  handle.mockClear();
  ddbMock.on(GetCommand).callsFake((input) => {
    if (input.Key.SK === 'USUARIO#u1') return { Item: { id: 'u1', email: 'a@b.c', rol: 'admin', empresaId: 'emp-1', activo: true } };
    if (input.Key.SK === 'USUARIO#s1') return { Item: { id: 's1', email: 's@b.c', rol: 'superadmin', empresaId: null, activo: true } };
    return {};
  });
});

describe('envelope and validation', () => {
  it('wraps the answer in { success, data, message } with the handler status', async () => {
    const res = parse(await handler(event(), ctx));
    expect(res).toEqual({
      status: 201,
      body: { success: true, data: { id: 'abc', nombreLegal: 'ACME', cantidadTrabajadores: 0 }, message: 'Creado' },
    });
    expect(handle).toHaveBeenCalledOnce();
  });

  it('a missing required field answers 400 with the spec message and the failing field', async () => {
    const res = parse(await handler(event({ body: JSON.stringify({}) }), ctx));
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      success: false,
      error: 'VALIDATION_ERROR',
      message: 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)',
      details: [{ campo: 'nombreLegal', msg: 'Por favor complete los campos obligatorios (Nombre Legal, CIF, Email)' }],
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('zod messages without a custom text are in Spanish', async () => {
    const res = parse(await handler(event({ body: JSON.stringify({ nombreLegal: 'A', cantidadTrabajadores: -2 }) }), ctx));
    expect(res.status).toBe(400);
    expect(res.body.details[0].campo).toBe('cantidadTrabajadores');
    expect(res.body.message).toMatch(/demasiado pequeño|mayor o igual/i);
  });

  it('refuses unknown fields such as rol or PK instead of storing them', async () => {
    const res = parse(await handler(event({ body: JSON.stringify({ nombreLegal: 'A', rol: 'superadmin', PK: 'EMP#otra' }) }), ctx));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Campo no permitido: rol, PK');
    expect(handle).not.toHaveBeenCalled();
  });

  it('invalid JSON is 400, a non-JSON content type is 415', async () => {
    expect(parse(await handler(event({ body: '{"nombreLegal":' }), ctx))).toMatchObject({
      status: 400,
      body: { message: 'El cuerpo de la petición no es un JSON válido' },
    });
    expect(parse(await handler(event({ headers: { 'content-type': 'text/plain', authorization: 'Bearer bueno' } }), ctx)).status).toBe(415);
  });

  it('reads base64 bodies', async () => {
    const body = Buffer.from(JSON.stringify({ nombreLegal: 'B64' })).toString('base64');
    const res = parse(await handler(event({ body, isBase64Encoded: true }), ctx));
    expect(res.body.data.nombreLegal).toBe('B64');
  });

  it('validates path parameters with the field named params.x', async () => {
    const res = parse(await handler(event({ pathParameters: { id: 'a' } }), ctx));
    expect(res).toMatchObject({ status: 400, body: { message: 'El id es demasiado corto', details: [{ campo: 'params.id' }] } });
  });
});

describe('text API Gateway hands over that is not well-formed', () => {
  const MENSAJE = 'La ruta o los parámetros de la petición contienen caracteres no válidos';
  it.each([
    ['a path parameter decoded from a malformed escape (U+FFFD)', { pathParameters: { id: 'ab\uFFFD\uFFFD' } }],
    ['a lone surrogate in a path parameter', { pathParameters: { id: 'abc\uD800' } }],
    ['a control character in a query value', { queryStringParameters: { q: 'a\u0000b' } }],
  ])('%s → 400 with a Spanish message, handler not called', async (_n, over) => {
    const res = parse(await handler(event(over as Partial<APIGatewayProxyEventV2>), ctx));
    expect(res).toEqual({ status: 400, body: { success: false, message: MENSAJE, error: 'VALIDATION_ERROR' } });
    expect(handle).not.toHaveBeenCalled();
  });

  it('accents, eñes and a well-formed emoji pass', async () => {
    const res = parse(await handler(event({ pathParameters: { id: 'ñandú-😀' } }), ctx));
    expect(res.status).toBe(201);
  });
});

describe('authentication and permission', () => {
  it('no token → 401 with a Spanish message, handler not called', async () => {
    const res = parse(await handler(event({ headers: { 'content-type': 'application/json' } }), ctx));
    expect(res).toMatchObject({
      status: 401,
      body: { success: false, error: 'UNAUTHORIZED', message: 'No autenticado: inicia sesión para continuar' },
    });
    expect(handle).not.toHaveBeenCalled();
  });

  it('a refused token → 401', async () => {
    const res = parse(await handler(event({ headers: { 'content-type': 'application/json', authorization: 'Bearer malo' } }), ctx));
    expect(res.status).toBe(401);
  });

  it('an inactive profile → 403 (no rights at all)', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { id: 'u1', email: 'a@b.c', rol: 'admin', empresaId: 'emp-1', activo: false } });
    const res = parse(await handler(event(), ctx));
    expect(res.status).toBe(403);
    expect(handle).not.toHaveBeenCalled();
  });

  it('a role without the route permission → 403', async () => {
    ddbMock.on(GetCommand).resolves({ Item: { id: 'u1', email: 'a@b.c', rol: 'operador', empresaId: 'emp-1', activo: true } });
    const res = parse(await handler(event(), ctx));
    expect(res).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
  });

  it('the caller comes from the verified token and the stored profile, never from the body', async () => {
    await handler(event(), ctx);
    expect(handle.mock.calls[0][0].caller).toMatchObject({ userId: 'u1', rol: 'admin', empresaId: 'emp-1' });
    const get = ddbMock.commandCalls(GetCommand)[0].args[0].input;
    expect(get.Key).toEqual({ PK: 'EMP#emp-1', SK: 'USUARIO#u1' });
  });

  it('a public route works without a token and ignores a bad one', async () => {
    const pub = httpHandler(publicRoute, async ({ caller, query }) => ok({ anon: caller === null, q: query.q }));
    const res = parse(await pub(event({ body: undefined, headers: {}, queryStringParameters: { q: 'hola' } }), ctx));
    expect(res).toMatchObject({ status: 200, body: { data: { anon: true, q: 'hola' } } });
    const bad = parse(await pub(event({ body: undefined, headers: { authorization: 'Bearer malo' } }), ctx));
    expect(bad.body.data.anon).toBe(true);
  });
});

describe('error mapping', () => {
  const cases: Array<[string, Error, number, string]> = [
    ['NotFoundError', new NotFoundError('Empresa x no encontrada'), 404, 'NOT_FOUND'],
    ['ConflictError', new ConflictError('El CIF ya existe'), 409, 'CONFLICT'],
    ['QuotaExceededError', new QuotaExceededError('Se alcanzó el límite de usuarios de tu plan'), 409, 'QUOTA_EXCEEDED'],
  ];
  it.each(cases)('%s → %i', async (_n, err, status, code) => {
    const h = httpHandler(route, async () => {
      throw err;
    });
    const res = parse(await h(event(), ctx));
    expect(res).toEqual({ status, body: { success: false, message: err.message, error: code } });
  });

  it('an unexpected error → 500 with the request id and no stack trace', async () => {
    const h = httpHandler(route, async () => {
      throw new Error('secret internal detail at /var/task/index.mjs:12');
    });
    const res = parse(await h(event(), ctx));
    expect(res.status).toBe(500);
    expect(res.body).toEqual({
      success: false,
      message: 'Error interno del servidor. Referencia: req-1',
      error: 'INTERNAL_ERROR',
      requestId: 'req-1',
    });
    expect(JSON.stringify(res.body)).not.toContain('secret');
  });

  it('an outage (connection refused, time-out) → 503 with the Spanish message and no detail', async () => {
    for (const err of [
      Object.assign(new Error('connect ECONNREFUSED 10.0.0.1:443'), { code: 'ECONNREFUSED' }),
      Object.assign(new Error('exceeded 2000 ms'), { name: 'TimeoutError' }),
    ]) {
      const h = httpHandler(route, async () => {
        throw err;
      });
      const res = parse(await h(event(), ctx));
      expect(res).toEqual({
        status: 503,
        body: { success: false, message: 'Servicio no disponible temporalmente', error: 'SERVICE_UNAVAILABLE' },
      });
    }
  });

  it('with VALIDATE_RESPONSES, an answer that breaks the route schema is a 500, not silent drift', async () => {
    process.env.VALIDATE_RESPONSES = 'true';
    try {
      const h = httpHandler(route, async () => ok({ wrong: true } as never));
      expect((await h(event(), ctx)).statusCode).toBe(500);
    } finally {
      delete process.env.VALIDATE_RESPONSES;
    }
  });
});

describe('the request deadline (D33)', () => {
  const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

  it('a request that answered an error does not write later: its writes in flight are cancelled', async () => {
    const { client, applied } = slowClient(150);
    const h = httpHandler(route, async () => {
      // Two writes in parallel; the other service fails at once.
      await Promise.all([
        client.send('escritura'),
        Promise.reject(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })),
      ]);
      return created({ id: 'x', nombreLegal: 'x', cantidadTrabajadores: 0 });
    });
    const res = parse(await h(event(), ctx));
    expect(res.status).toBe(503);
    await sleep(300);
    expect(applied).toEqual([]);
  });

  it("past the deadline (the function's remaining time minus a margin) the answer is 503 and the call is cancelled", async () => {
    const { client, applied } = slowClient(2_000);
    const h = httpHandler(route, async () => {
      await client.send('lenta');
      return created({ id: 'x', nombreLegal: 'x', cantidadTrabajadores: 0 });
    });
    const t0 = Date.now();
    // 1.7 s left: 1.5 s are kept to answer, so the request has 200 ms.
    const res = parse(await h(event(), { ...ctx, getRemainingTimeInMillis: () => 1_700 } as Context));
    expect(res.status).toBe(503);
    expect(Date.now() - t0).toBeLessThan(1_500);
    await sleep(2_100);
    expect(applied).toEqual([]);
  });
});

describe('CORS', () => {
  it('allows the configured web origin only', async () => {
    const res: any = await handler(event({ headers: { ...event().headers, origin: 'http://localhost:5173' } }), ctx);
    expect(res.headers['Access-Control-Allow-Origin']).toBe('http://localhost:5173');
    const foreign: any = await handler(event({ headers: { ...event().headers, origin: 'https://evil.example' } }), ctx);
    expect(foreign.headers['Access-Control-Allow-Origin']).not.toBe('https://evil.example');
  });
});

const { resolveTenant } = await import('./http.js');
const { permisosDe } = await import('../../shared/permissions.js');

describe('resolveTenant: the one place that decides which company a request acts on', () => {
  const caller = (rol: 'superadmin' | 'admin' | 'operador', empresaId: string | null) =>
    ({ userId: 'u', email: 'u@x.test', rol, empresaId, permisos: permisosDe(rol), profile: { id: 'u', email: 'u@x.test', rol } }) as const;
  const porQuery = { from: 'query', name: 'empresaId', superadmin: 'optional' } as const;
  const porParam = { from: 'param', name: 'id', superadmin: 'required' } as const;

  it('a company user acts on their own company, named or not', () => {
    expect(resolveTenant(porQuery, caller('admin', 'A'), { query: {} })).toBe('A');
    expect(resolveTenant(porQuery, caller('admin', 'A'), { query: { empresaId: 'A' } })).toBe('A');
    expect(resolveTenant('caller', caller('operador', 'A'), {})).toBe('A');
  });

  it("naming another company is a 404 'Empresa {id} no encontrada', like a missing one", () => {
    expect(() => resolveTenant(porQuery, caller('admin', 'A'), { query: { empresaId: 'B' } })).toThrow(NotFoundError);
    expect(() => resolveTenant(porParam, caller('operador', 'A'), { params: { id: 'B' } })).toThrow('Empresa B no encontrada');
    expect(() =>
      resolveTenant({ from: 'body', name: 'empresaId', superadmin: 'required' }, caller('admin', 'A'), { body: { empresaId: 'B' } }),
    ).toThrow(NotFoundError);
  });

  it('the superadmin acts on the company named; without one, platform-wide or 400 as the row says', () => {
    expect(resolveTenant(porQuery, caller('superadmin', null), { query: { empresaId: 'B' } })).toBe('B');
    expect(resolveTenant(porQuery, caller('superadmin', null), { query: {} })).toBeNull();
    expect(resolveTenant('caller', caller('superadmin', null), {})).toBeNull();
    expect(() => resolveTenant(porParam, caller('superadmin', null), { params: {} })).toThrow('Selecciona una empresa');
    expect(() => resolveTenant({ ...porParam, message: 'Indica la empresa' }, caller('superadmin', null), { params: {} })).toThrow(
      'Indica la empresa',
    );
  });

  it('platform routes and anonymous callers have no tenant', () => {
    expect(resolveTenant('platform', caller('admin', 'A'), {})).toBeNull();
    expect(resolveTenant(porQuery, null, { query: { empresaId: 'B' } })).toBeNull();
  });
});

const { direccionCliente } = await import('./http.js');
const { ORIGIN_VERIFY_HEADER, VIEWER_ADDRESS_HEADER } = await import('../../shared/constants.js');

describe('direccionCliente: the address the per-address limits count (D34)', () => {
  const EDGE = '130.176.1.10'; // what API Gateway sees: a CloudFront edge server
  const peticion = (headers: Record<string, string>, sourceIp: string | null = EDGE) =>
    event({
      headers,
      requestContext: { ...event().requestContext, http: { ...event().requestContext.http, sourceIp: sourceIp ?? undefined } } as never,
    });
  const cloudfront = (visitante: string) => peticion({ [ORIGIN_VERIFY_HEADER]: 'secreto', [VIEWER_ADDRESS_HEADER]: visitante });

  it("behind CloudFront (its origin header present): the viewer's address, not the edge's", () => {
    expect(direccionCliente(cloudfront('203.0.113.7'))).toBe('203.0.113.7');
    expect(direccionCliente(cloudfront('198.51.100.20'))).toBe('198.51.100.20');
    // Header names in any case (API Gateway hands them over in lower case).
    expect(direccionCliente(peticion({ 'X-Origin-Verify': 's', 'X-Talentia-Viewer-Address': '203.0.113.8' }))).toBe('203.0.113.8');
  });

  it('without the origin header a viewer address is a spoof: ignored, sourceIp counts', () => {
    expect(direccionCliente(peticion({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7' }))).toBe(EDGE);
    expect(direccionCliente(peticion({ [VIEWER_ADDRESS_HEADER]: '203.0.113.7', [ORIGIN_VERIFY_HEADER]: '' }))).toBe(EDGE);
    // CloudFront's own header is never read: nothing here makes CloudFront add it, so a value of it is the viewer's.
    expect(direccionCliente(peticion({ [ORIGIN_VERIFY_HEADER]: 's', 'cloudfront-viewer-address': '203.0.113.7:443' }))).toBe(EDGE);
  });

  it('a value that is no IP address is ignored: sourceIp counts', () => {
    for (const malo of ['', 'desconocido', '203.0.113.7, 198.51.100.1', '999.1.1.1', '203.0.113', 'LIMITE#X', '2001:db8::g']) {
      expect(direccionCliente(cloudfront(malo)), malo).toBe(EDGE);
    }
  });

  it("CloudFront-Viewer-Address's `ip:port` form: the port is dropped", () => {
    expect(direccionCliente(cloudfront('203.0.113.7:51234'))).toBe('203.0.113.7');
    expect(direccionCliente(cloudfront('[2001:db8:a:b::1]:443'))).toBe('2001:db8:a:b::/64');
    expect(direccionCliente(cloudfront('2001:db8:a:b:c:d:e:f:443'))).toBe('2001:db8:a:b::/64');
  });

  it('IPv6: counted by its /64 network (one subscriber can use any address of it); IPv4 in IPv6 form is IPv4', () => {
    expect(direccionCliente(cloudfront('2001:DB8:1:2:3:4:5:6'))).toBe('2001:db8:1:2::/64');
    expect(direccionCliente(cloudfront('2001:db8:1:2:ffff::9'))).toBe('2001:db8:1:2::/64');
    expect(direccionCliente(cloudfront('2001:db8:1:3::1'))).toBe('2001:db8:1:3::/64');
    expect(direccionCliente(cloudfront('2001:db8::1'))).toBe('2001:db8:0:0::/64');
    expect(direccionCliente(cloudfront('::ffff:203.0.113.9'))).toBe('203.0.113.9');
  });

  it("locally (no CloudFront): the socket's address; 'desconocido' when there is none", () => {
    expect(direccionCliente(peticion({}, '127.0.0.1'))).toBe('127.0.0.1');
    expect(direccionCliente(peticion({}, '::ffff:127.0.0.5'))).toBe('127.0.0.5');
    expect(direccionCliente(peticion({}, null))).toBe('desconocido');
    expect(direccionCliente({ headers: {} } as unknown as APIGatewayProxyEventV2)).toBe('desconocido');
  });

  it('every HTTP handler counts addresses through it: none reads sourceIp itself', () => {
    const raiz = fileURLToPath(new URL('../http/', import.meta.url));
    const conSourceIp = readdirSync(raiz, { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts') && readFileSync(join(raiz, f), 'utf8').includes('sourceIp'),
    );
    expect(conSourceIp).toEqual([]);
  });
});

describe('the profile a read-only GET may reuse for a few seconds (D84)', () => {
  const get = (over: Partial<Pick<RouteDef, 'method' | 'grants' | 'freshProfile'>> = {}) =>
    httpHandler(
      defineRoute({
        ...route,
        method: 'GET',
        body: undefined,
        response: z.object({ rol: z.string() }),
        grants: ['table:read'],
        ...over,
      } as RouteDef),
      async ({ caller }) => ok({ rol: caller!.rol }),
    );
  const pedir = async (h: ReturnType<typeof get>) =>
    parse(await h(event({ body: undefined, headers: { authorization: 'Bearer bueno' } }), ctx));
  const lecturasDelPerfil = () => ddbMock.commandCalls(GetCommand).filter((c) => c.args[0].input.Key?.SK === 'USUARIO#u1').length;
  const perfil = (over: Record<string, unknown>) =>
    ddbMock.on(GetCommand).resolves({ Item: { id: 'u1', email: 'a@b.c', rol: 'admin', empresaId: 'emp-1', activo: true, ...over } });
  beforeEach(() => {
    forgetRecentReads();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-24T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('which routes: a GET whose function only reads and that does not answer the caller own profile', () => {
    expect(admitePerfilReciente({ method: 'GET', grants: ['table:read'] })).toBe(true);
    expect(admitePerfilReciente({ method: 'GET', grants: ['table:read', 'files:read'] })).toBe(true);
    expect(admitePerfilReciente({ method: 'GET', grants: ['table:read', 'keys:open'] })).toBe(false);
    expect(admitePerfilReciente({ method: 'GET', grants: ['table:write'] })).toBe(false);
    expect(admitePerfilReciente({ method: 'GET', grants: ['table:read'], freshProfile: true })).toBe(false);
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE'] as const)
      expect(admitePerfilReciente({ method, grants: ['table:read'] })).toBe(false);
  });

  it('a second GET within the window authorizes with the profile read by the first; after it, reads again', async () => {
    const h = get();
    expect(await pedir(h)).toMatchObject({ status: 200, body: { data: { rol: 'admin' } } });
    vi.setSystemTime(Date.now() + TIEMPOS_SERVIDOR.autorizacionRecienteMs - 1);
    expect((await pedir(h)).status).toBe(200);
    expect(lecturasDelPerfil()).toBe(1);
    vi.setSystemTime(Date.now() + 1);
    await pedir(h);
    expect(lecturasDelPerfil()).toBe(2);
  });

  it('a deactivation reaches a GET once the window has passed', async () => {
    const h = get();
    await pedir(h);
    perfil({ activo: false });
    vi.setSystemTime(Date.now() + TIEMPOS_SERVIDOR.autorizacionRecienteMs);
    expect(await pedir(h)).toMatchObject({ status: 403, body: { error: 'FORBIDDEN' } });
  });

  it.each([
    ['inactive', { activo: false }, 403],
    ['of a company being deleted', { empresaEliminandose: true }, 403],
    ['who must still change their password', { debeCambiarPassword: true }, 403],
  ])('a profile %s is never kept: each request reads it again', async (_caso, campos, status) => {
    perfil(campos);
    const h = get();
    expect((await pedir(h)).status).toBe(status);
    expect((await pedir(h)).status).toBe(status);
    expect(lecturasDelPerfil()).toBe(2);
    perfil({});
    expect((await pedir(h)).status).toBe(200);
  });

  it.each([
    ['a POST', { method: 'POST' as const }],
    ['a GET that writes', { grants: ['table:write' as const] }],
    ['a GET that opens keys', { grants: ['table:read' as const, 'keys:open' as const] }],
    ['a GET that answers the profile itself', { freshProfile: true }],
  ])('%s reads the profile on every request', async (_caso, over) => {
    const h = get(over);
    await pedir(h);
    await pedir(h);
    expect(lecturasDelPerfil()).toBe(2);
  });

  it('every GET route whose handler reads the caller own profile is marked freshProfile', () => {
    const raiz = fileURLToPath(new URL('../http/', import.meta.url));
    const leenPerfil = routeList
      .filter((r) => admitePerfilReciente(r))
      .filter((r) => readFileSync(join(raiz, `${r.handler}.ts`), 'utf8').includes('caller.profile'))
      .map((r) => r.handler);
    expect(leenPerfil).toEqual([]);
    expect(
      routeList
        .filter((r) => r.freshProfile)
        .map((r) => r.handler)
        .sort(),
    ).toEqual(['auth/me', 'auth/oauth-verify', 'perfil/get']);
  });
});

describe('the common-password list (D117)', () => {
  // Which handlers import the registration is checked on the bundles (test/infra/route-table.test.ts).
  it('the handler wrapper does not load it; the registration a password route imports does', async () => {
    const { esPasswordComun } = await import('../../shared/password-politica.js');
    expect(esPasswordComun('abcdefgh')).toBe(false);
    await import('./auth/passwords-comunes.js');
    expect(esPasswordComun('abcdefgh')).toBe(true);
    expect(esPasswordComun('Ronda-Clave-2026')).toBe(false);
  });
});

describe('an idempotent create that meets an outage mid-request (D139)', () => {
  const idempotente = defineRoute({ ...route, idempotent: true });
  const conClave = (handleFn: (ctx: unknown) => Promise<unknown>) =>
    httpHandler(idempotente, handleFn as never)(event({ headers: { ...event().headers, 'idempotency-key': 'clave-0001' } }), ctx);
  const { PutCommand, DeleteCommand, UpdateCommand } = lib;

  it('keeps the claim when the write timed out (its outcome is unknown): a retry is not a second create', async () => {
    ddbMock.on(PutCommand).resolves({});
    const caida = Object.assign(new Error('socket hang up'), { name: 'TimeoutError' });
    const res = parse(await conClave(async () => Promise.reject(caida)));
    expect(res.status).toBe(503);
    expect(ddbMock.commandCalls(DeleteCommand)).toHaveLength(0);
    expect(ddbMock.commandCalls(UpdateCommand)).toHaveLength(0);
  });

  it('releases the key when the request was refused (nothing was written)', async () => {
    ddbMock.on(PutCommand).resolves({});
    ddbMock.on(DeleteCommand).resolves({});
    const res = parse(await conClave(async () => Promise.reject(new QuotaExceededError('Sin cupo'))));
    expect(res.status).toBe(409);
    expect(ddbMock.commandCalls(DeleteCommand)).toHaveLength(1);
  });
});
