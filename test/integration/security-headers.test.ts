// Every kind of answer the API gives carries the security headers (D32): the envelope's
// successes and refusals, raw answers (documents, redirects, files), and the local adapter's own
// answers (unknown route, too large, malformed path, preflight). The values are the shared ones
// (shared/constants.ts) that CloudFront and Vite also read.
import { describe, expect, it } from 'vitest';
import { API_SECURITY_HEADERS, UPLOADS_CSP } from '../../shared/constants.js';
import { pilaDelArchivo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;

pilaDelArchivo({ scheduler: false }, (pila) => ({ stack, superadmin } = pila));

function expectSecurityHeaders(res: Response, csp = API_SECURITY_HEADERS['content-security-policy']) {
  expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  expect(res.headers.get('referrer-policy')).toBe('no-referrer');
  expect(res.headers.get('x-frame-options')).toBe('DENY');
  expect(res.headers.get('content-security-policy')).toBe(csp);
}

const api = (path: string, init?: RequestInit) => fetch(`${stack.apiUrl}${path}`, { redirect: 'manual', ...init });

describe('the security headers on every kind of API answer', () => {
  it('the API CSP forbids running, framing and loading anything', () => {
    expect(API_SECURITY_HEADERS['content-security-policy']).toContain("default-src 'none'");
    expect(API_SECURITY_HEADERS['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  it.each([
    ['a JSON success', 'GET', '/api/test', 200],
    ['a raw document (OpenAPI)', 'GET', '/api/openapi.json', 200],
    ['a raw redirect (OAuth start)', 'GET', '/api/oauth/google', 302],
    ['a refusal of the middleware (401)', 'GET', '/api/auth/me', 401],
    ['a validation refusal (400)', 'POST', '/api/auth/login', 400],
    ['a raw route refusal (404 file)', 'GET', '/uploads/avatars/no-existe.png', 404],
    ["the adapter's unknown route (404)", 'GET', '/api/no-existe', 404],
    ["the adapter's malformed path (400)", 'GET', '/api/empresas/%C0%AF', 400],
  ])('%s', async (_name, method, path, status) => {
    const res = await api(path, {
      method,
      ...(method === 'POST' ? { headers: { 'content-type': 'application/json' }, body: '{}' } : {}),
    });
    expect(res.status).toBe(status);
    expectSecurityHeaders(res);
  });

  it("the adapter's 413 for a body over the limit", async () => {
    const res = await api('/api/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'a@b.es', password: 'x'.repeat(7 * 1024 * 1024) }),
    });
    expect(res.status).toBe(413);
    expectSecurityHeaders(res);
  });

  it('a CORS preflight', async () => {
    const res = await api('/api/test', {
      method: 'OPTIONS',
      headers: { origin: 'http://localhost:5173', 'access-control-request-method': 'GET' },
    });
    expect(res.status).toBe(204);
    expectSecurityHeaders(res);
  });

  it('an authenticated JSON answer', async () => {
    const res = await api('/api/auth/me', { headers: { authorization: `Bearer ${superadmin.token}` } });
    expect(res.status).toBe(200);
    expectSecurityHeaders(res);
  });

  it('a user file keeps its stricter sandboxing CSP and gets the other headers', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'a.png');
    const up = await api('/api/perfil/avatar', { method: 'POST', headers: { authorization: `Bearer ${superadmin.token}` }, body: form });
    expect(up.status).toBe(200);
    expectSecurityHeaders(up);
    const file = await api((await up.json()).data.avatarUrl);
    expect(file.status).toBe(200);
    expectSecurityHeaders(file, UPLOADS_CSP);
  });
});
