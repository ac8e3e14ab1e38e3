// The refresh cookie is sealed by the server (D35): a cookie it did not write — forged,
// tampered with, of the old unsealed kind — is refused (401, cookie cleared) before any identity
// provider is asked. Locally the OIDC issuer accepts any refresh token, so before the seal a forged
// cookie of the OIDC kind gave a working superadmin session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { empresaConAdmin, login } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let issuerTokenCalls = 0;

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  stack.oidc.server.service.on('beforeResponse', () => {
    issuerTokenCalls++;
  });
});
afterAll(async () => {
  await stack?.cleanup();
});

const refresh = (cookie: string) => fetch(`${stack.apiUrl}/api/auth/refresh`, { method: 'POST', headers: { cookie } });

async function expectRefused(cookie: string) {
  const before = issuerTokenCalls;
  const res = await refresh(cookie);
  expect(res.status).toBe(401);
  expect((await res.json()).message).toBe('Tu sesión ha caducado. Inicia sesión de nuevo.');
  expect(res.headers.getSetCookie()[0]).toMatch(/^talentia_refresh=;.*Max-Age=0/);
  expect(issuerTokenCalls, 'no call reached the identity provider').toBe(before);
}

describe('a refresh cookie the server did not seal', () => {
  it('a forged cookie of the OIDC kind is refused, and the issuer is never asked', async () => {
    const forged = Buffer.from(JSON.stringify({ v: 1, k: 'o', rt: 'cualquier-cosa' })).toString('base64url');
    await expectRefused(`talentia_refresh=${forged}`);
  });

  it('a forged cookie in the sealed format is refused too', async () => {
    await expectRefused(`talentia_refresh=v2.${Buffer.alloc(80, 7).toString('base64url')}`);
  });

  it('a real cookie is accepted; the same cookie with one character changed is not', async () => {
    const session = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
    const value = session.cookie!.slice('talentia_refresh='.length);
    expect(value).toMatch(/^v2\./);
    const i = value.length - 10;
    const tampered = `${value.slice(0, i)}${value[i] === 'A' ? 'B' : 'A'}${value.slice(i + 1)}`;
    await expectRefused(`talentia_refresh=${tampered}`);
    expect((await refresh(session.cookie!)).status).toBe(200);
  });
});

describe('a sealed social-login cookie', () => {
  it('refreshes through the issuer (the count above would see a call)', async () => {
    // A company's admin: the superadmin, who must use a second factor, has no social sign-in (D155).
    const { admin } = await empresaConAdmin(stack, await login(stack, SUPERADMIN.email, SUPERADMIN.password), {
      nombreLegal: 'Galleta SL',
      cif: completarCif('B', '3131313'),
      email: 'info@galleta.test',
      admin: { nombre: 'Gala Galleta', email: 'gala@galleta.test', password: 'Mermelada-Fresa-2026' },
    });
    const start = await fetch(`${stack.apiUrl}/api/oauth/google?login_hint=${encodeURIComponent(admin.user.email)}`, {
      redirect: 'manual',
    });
    const binding = start.headers.getSetCookie()[0].split(';')[0];
    const idp = await fetch(start.headers.get('location')!, { redirect: 'manual' });
    const callback = await fetch(idp.headers.get('location')!, { redirect: 'manual', headers: { cookie: binding } });
    const cookie = callback.headers
      .getSetCookie()
      .find((c) => c.startsWith('talentia_refresh='))!
      .split(';')[0];
    expect(cookie).toMatch(/^talentia_refresh=v2\./);
    const before = issuerTokenCalls;
    expect((await refresh(cookie)).status).toBe(200);
    expect(issuerTokenCalls).toBe(before + 1);
  });
});
