// GET /api/oauth/callback in isolation: the provider, the token check and the profile are replaced,
// so what the browser is sent back with can be read for each case. No token ever travels in the
// address (docs/decisions/ D75): the session goes in the refresh cookie.
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
process.env.WEB_ORIGIN = 'https://app.talentia.example';

const ID_TOKEN = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.firma-del-token';

/** What the provider's token endpoint answers to the code exchange, per test. */
const proveedor = vi.hoisted(() => ({ respuesta: async (): Promise<unknown> => undefined }));
vi.mock('../../lib/auth/oauth.js', async (original) => ({
  ...(await original<typeof import('../../lib/auth/oauth.js')>()),
  decodeState: vi.fn(async (state: string) => (state === 'estado-bueno' ? { p: 'google', n: 'nonce-1', exp: 0 } : undefined)),
  readOAuthCookie: vi.fn(() => ({ n: 'nonce-1', v: 'verificador' })),
  exchangeCode: vi.fn(() => proveedor.respuesta()),
}));
vi.mock('../../lib/auth/verify.js', async (original) => ({
  ...(await original<typeof import('../../lib/auth/verify.js')>()),
  verifyToken: vi.fn(async () => ({ claims: { sub: 'u1', exp: 0 }, source: 'oidc' })),
}));
vi.mock('../../lib/auth/caller.js', async (original) => ({
  ...(await original<typeof import('../../lib/auth/caller.js')>()),
  profileForToken: vi.fn(async () => ({ id: 'u1', email: 'a@empresa.test', rol: 'admin', empresaId: 'emp-1', activo: true })),
}));
// Whether the account must use a second factor (D155) reads the company: answered here.
const exigido = vi.hoisted(() => ({ valor: false }));
vi.mock('../../lib/segundo-factor/politica.js', () => ({ segundoFactorExigido: vi.fn(async () => exigido.valor) }));
vi.mock('../../lib/auth/session-cookie.js', async (original) => ({
  ...(await original<typeof import('../../lib/auth/session-cookie.js')>()),
  refreshCookie: vi.fn(
    async ({ refreshToken }: { refreshToken: string }) => `talentia_refresh=sellada-${refreshToken}; Path=/api/auth; HttpOnly`,
  ),
}));

const { handler } = await import('./oauth-callback.js');

function event(query: Record<string, string>): APIGatewayProxyEventV2 {
  const rawQueryString = new URLSearchParams(query).toString();
  return {
    version: '2.0',
    routeKey: 'GET /api/oauth/callback',
    rawPath: '/api/oauth/callback',
    rawQueryString,
    queryStringParameters: query,
    headers: { cookie: 'talentia_oauth=vinculo' },
    requestContext: { requestId: 'req-1', http: { method: 'GET', path: '/api/oauth/callback', sourceIp: '127.0.0.1' } } as never,
    isBase64Encoded: false,
  };
}

async function callback(query: Record<string, string>) {
  const res = (await handler(event(query), { awsRequestId: 'aws-1' } as Context)) as APIGatewayProxyStructuredResultV2;
  return { status: res.statusCode, location: String(res.headers?.location), cookies: res.cookies ?? [] };
}

describe('GET /api/oauth/callback', () => {
  it('on success redirects to a bare /oauth/success and hands the session over in the refresh cookie', async () => {
    proveedor.respuesta = async () => ({ idToken: ID_TOKEN, refreshToken: 'rt-1', expiresIn: 3600 });
    const res = await callback({ code: 'codigo', state: 'estado-bueno' });
    expect(res.status).toBe(302);
    expect(res.location).toBe('https://app.talentia.example/oauth/success');
    expect(res.location).not.toContain('token');
    expect(res.location).not.toContain('expiresIn');
    for (const parte of ID_TOKEN.split('.')) expect(res.location).not.toContain(parte);
    expect(res.cookies).toContain('talentia_refresh=sellada-rt-1; Path=/api/auth; HttpOnly');
    // The binding cookie of the sign-in is cleared as well.
    expect(res.cookies.some((c) => c.startsWith('talentia_oauth=') && /Max-Age=0/.test(c))).toBe(true);
  });

  it('an account that must use a second factor is refused (federation asks for no code), with no session', async () => {
    proveedor.respuesta = async () => ({ idToken: ID_TOKEN, refreshToken: 'rt-1', expiresIn: 3600 });
    exigido.valor = true;
    try {
      const res = await callback({ code: 'codigo', state: 'estado-bueno' });
      expect(res.status).toBe(302);
      expect(res.location).toBe('https://app.talentia.example/oauth/success?error=segundo_factor_requerido');
      expect(res.cookies.some((c) => c.startsWith('talentia_refresh='))).toBe(false);
    } finally {
      exigido.valor = false;
    }
  });

  it('a provider answer without a refresh token is google_callback_failed, with no token and no session', async () => {
    proveedor.respuesta = async () => ({ idToken: ID_TOKEN, expiresIn: 3600 });
    const res = await callback({ code: 'codigo', state: 'estado-bueno' });
    expect(res.status).toBe(302);
    expect(res.location).toBe('https://app.talentia.example/oauth/success?error=google_callback_failed');
    expect(res.cookies.some((c) => c.startsWith('talentia_refresh='))).toBe(false);
  });

  it('errors keep ?error= with the spec values', async () => {
    expect((await callback({ state: 'estado-bueno', error: 'access_denied' })).location).toBe(
      'https://app.talentia.example/oauth/success?error=google_failed',
    );
    expect((await callback({ code: 'codigo', state: 'otro' })).location).toBe(
      'https://app.talentia.example/oauth/success?error=state_invalido',
    );
    proveedor.respuesta = async () => {
      throw new Error('invalid_grant');
    };
    expect((await callback({ code: 'codigo', state: 'estado-bueno' })).location).toBe(
      'https://app.talentia.example/oauth/success?error=google_callback_failed',
    );
  });
});
