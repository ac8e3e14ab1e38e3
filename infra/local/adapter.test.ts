// The adapter's own rules: which row a request matches (most specific first, like API Gateway)
// and how results are written back (payload v2: bare values, base64 bodies, cookies).
import type { ServerResponse } from 'node:http';
import { describe, expect, it } from 'vitest';
import type { RouteRow } from '../../shared/routes/index.js';
import { compileRoutes, MalformedPathError, matchRoute, writeResult } from './adapter.js';

const row = (method: string, path: string, id: string) =>
  ({
    id,
    method,
    path,
    handler: id,
    family: 'x',
    public: true,
    permission: null,
    tenant: 'platform',
    grants: [],
    summary: '',
  }) as unknown as RouteRow;

describe('route matching', () => {
  const compiled = compileRoutes([
    row('GET', '/api/empresas/{id}', 'get'),
    row('GET', '/api/empresas/licencias-activas', 'licencias'),
    row('GET', '/uploads/{key+}', 'uploads'),
    row('DELETE', '/api/empresas/{id}', 'delete'),
  ]);

  it('a literal segment wins over a parameter', () => {
    expect(matchRoute(compiled, 'GET', '/api/empresas/licencias-activas').route?.id).toBe('licencias');
    expect(matchRoute(compiled, 'GET', '/api/empresas/e-1')).toMatchObject({ route: { id: 'get' }, pathParameters: { id: 'e-1' } });
  });

  it('greedy parameters take the rest of the path, decoded', () => {
    expect(matchRoute(compiled, 'GET', '/uploads/avatars/a%20b.png').pathParameters).toEqual({ key: 'avatars/a b.png' });
  });

  it('a malformed escape in a parameter is a MalformedPathError (answered 400), not a crash', () => {
    expect(() => matchRoute(compiled, 'GET', '/api/empresas/%C0%AF')).toThrow(MalformedPathError);
    expect(() => matchRoute(compiled, 'GET', '/uploads/avatars/%')).toThrow(MalformedPathError);
  });

  it('the method must match; no match is undefined', () => {
    expect(matchRoute(compiled, 'DELETE', '/api/empresas/e-1').route?.id).toBe('delete');
    expect(matchRoute(compiled, 'PUT', '/api/empresas/e-1').route).toBeUndefined();
    expect(matchRoute(compiled, 'GET', '/api/otra').route).toBeUndefined();
  });
});

function fakeRes() {
  const out: { status?: number; headers?: Record<string, unknown>; body?: Buffer | string } = {};
  const res = {
    writeHead(status: number, headers: Record<string, unknown>) {
      out.status = status;
      out.headers = headers;
    },
    end(body?: Buffer | string) {
      out.body = body;
    },
  } as unknown as ServerResponse;
  return { res, out };
}

describe('writing results', () => {
  it('a bare value is a 200 JSON answer (payload v2 rule)', () => {
    const { res, out } = fakeRes();
    writeResult(res, { hola: 'mundo' } as never, {});
    expect(out.status).toBe(200);
    expect(out.body).toBe('{"hola":"mundo"}');
  });

  it('decodes base64 bodies and sets cookies', () => {
    const { res, out } = fakeRes();
    writeResult(
      res,
      {
        statusCode: 201,
        headers: { 'Content-Type': 'image/png' },
        cookies: ['a=1', 'b=2'],
        body: Buffer.from('PNG').toString('base64'),
        isBase64Encoded: true,
      },
      { vary: 'Origin' },
    );
    expect(out.status).toBe(201);
    expect(out.headers).toMatchObject({ 'content-type': 'image/png', 'set-cookie': ['a=1', 'b=2'], vary: 'Origin' });
    expect(Buffer.isBuffer(out.body) && out.body.toString()).toBe('PNG');
  });
});
