// verifyToken's memory of the tokens it passed (D84), with the JWT library replaced: a token verified
// in the last few seconds passes again without its signature being checked again, never after its
// `exp`; a token that failed is checked in full every time.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

process.env.AUTH_MODE = 'cognito';
process.env.USER_POOL_ID = 'eu-west-1_unit';
process.env.USER_POOL_CLIENT_ID = 'cliente';
delete process.env.OIDC_ISSUER;

const verificar = vi.fn<(token: string) => Promise<unknown>>();
vi.mock('aws-jwt-verify', async (original) => ({
  ...(await original<typeof import('aws-jwt-verify')>()),
  CognitoJwtVerifier: { create: () => ({ verify: verificar }) },
}));

const { TIEMPOS_SERVIDOR } = await import('../../../shared/constants.js');
// Each test starts with a fresh module: no verifier built and no token remembered yet.
let verifyToken: typeof import('./verify.js').verifyToken;
let UnauthorizedError: typeof import('../errors.js').UnauthorizedError;

const ahora = new Date('2026-11-24T10:00:00Z').getTime();
const claims = { sub: 'u1', 'custom:empresaId': 'e1', token_use: 'id', exp: ahora / 1000 + 3_600 };

beforeEach(async () => {
  vi.resetModules();
  ({ verifyToken } = await import('./verify.js'));
  ({ UnauthorizedError } = await import('../errors.js'));
  verificar.mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(ahora);
});
afterEach(() => vi.useRealTimers());

describe('verifyToken remembers the tokens it passed for a few seconds (D84)', () => {
  it('the same token within the window is not verified again; after it, it is', async () => {
    verificar.mockResolvedValue(claims);
    await expect(verifyToken('tok.a.b')).resolves.toEqual({ claims, source: 'pool' });
    vi.setSystemTime(ahora + TIEMPOS_SERVIDOR.autorizacionRecienteMs - 1);
    await expect(verifyToken('tok.a.b')).resolves.toEqual({ claims, source: 'pool' });
    expect(verificar).toHaveBeenCalledTimes(1);
    vi.setSystemTime(ahora + TIEMPOS_SERVIDOR.autorizacionRecienteMs);
    await verifyToken('tok.a.b');
    expect(verificar).toHaveBeenCalledTimes(2);
  });

  it('another token is verified on its own', async () => {
    verificar.mockResolvedValue(claims);
    await verifyToken('tok.a.b');
    await verifyToken('tok.a.c');
    expect(verificar.mock.calls.map(([t]) => t)).toEqual(['tok.a.b', 'tok.a.c']);
  });

  it('a remembered token past its exp is verified again (and refused by the library)', async () => {
    verificar.mockResolvedValueOnce({ ...claims, exp: ahora / 1000 + 2 });
    await verifyToken('tok.a.b');
    vi.setSystemTime(ahora + 2_000);
    verificar.mockRejectedValueOnce(new Error('Token expired'));
    await expect(verifyToken('tok.a.b')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(verificar).toHaveBeenCalledTimes(2);
  });

  it('a token that failed is verified in full on every use', async () => {
    verificar.mockRejectedValue(new Error('Invalid signature'));
    await expect(verifyToken('tok.malo.x')).rejects.toBeInstanceOf(UnauthorizedError);
    await expect(verifyToken('tok.malo.x')).rejects.toBeInstanceOf(UnauthorizedError);
    expect(verificar).toHaveBeenCalledTimes(2);
  });
});
