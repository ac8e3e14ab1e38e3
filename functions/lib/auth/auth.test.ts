// Unit rules of sign-in: the OAuth state (signature, expiry, tampering, a key read at run time and
// rotated), the sealed refresh cookie (tampered, wrong key, expired, valid, rotated secret), the
// secrets' time-to-live, and how Cognito's errors become the
// product's Spanish answers (Cognito mocked).
import { CognitoIdentityProviderClient, InitiateAuthCommand, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

process.env.OAUTH_STATE_SECRET_ID = 'talentia/test/oauth-state';
process.env.SESSION_SECRET_ID = 'talentia/test/session-cookie';
process.env.USER_POOL_CLIENT_ID = 'cliente';
process.env.AUTH_DOMAIN_URL = 'https://talentia.auth.eu-west-1.amazoncognito.com';
process.env.API_ORIGIN = 'https://app.talentia.example';
process.env.GOOGLE_CLIENT_ID = 'google-client';
delete process.env.MICROSOFT_CLIENT_ID;
delete process.env.OIDC_ISSUER;
process.env.AUTH_MODE = 'cognito';

const oauth = await import('./oauth.js');
const cookies = await import('./session-cookie.js');
const { resetSecrets, secretValue, SECRET_TTL_MS } = await import('../secrets.js');
const { passwordSignIn, poolRefresh, revokeRefreshToken } = await import('./cognito-auth.js');
const cognitoMock = mockClient(CognitoIdentityProviderClient);
beforeEach(() => cognitoMock.reset());

// Plays the Parameters and Secrets extension (the local stack serves the same endpoint): the
// secrets by id, each with its current and (after a rotation) previous value.
let server: Server;
const secrets: Record<string, { current: string; previous?: string }> = {
  'talentia/test/oauth-state': { current: 'estado-actual' },
  'talentia/test/session-cookie': { current: 'secreto-actual' },
};
const asked: string[] = [];
beforeAll(async () => {
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const stage = url.searchParams.get('versionStage');
    asked.push(`${url.searchParams.get('secretId')} ${stage}`);
    const secret = secrets[url.searchParams.get('secretId') ?? ''];
    const value = stage === 'AWSPREVIOUS' ? secret?.previous : secret?.current;
    if (req.headers['x-aws-parameters-secrets-token'] === undefined || !value) {
      res.writeHead(400).end('{}');
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ SecretString: value }));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
});
afterAll(() => server.close());
beforeEach(() => {
  resetSecrets();
  asked.length = 0;
});

/** Rotates a secret for the length of `fn` (the new value current, the old one previous). */
async function rotated(id: string, value: string, fn: () => Promise<void>): Promise<void> {
  const before = { ...secrets[id] };
  resetSecrets();
  secrets[id] = { current: value, previous: before.current };
  try {
    await fn();
  } finally {
    secrets[id] = before;
    resetSecrets();
  }
}

describe('OAuth state', () => {
  it('round-trips a signed state and refuses a tampered or expired one', async () => {
    const state = await oauth.encodeState({ p: 'google', n: 'nonce', exp: 2_000 });
    expect(await oauth.decodeState(state, 1_000)).toEqual({ p: 'google', n: 'nonce', exp: 2_000 });
    expect(await oauth.decodeState(state, 2_001)).toBeUndefined();
    const [data, sig] = state.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'microsoft', n: 'nonce', exp: 2_000 })).toString('base64url');
    expect(await oauth.decodeState(`${forged}.${sig}`, 1_000)).toBeUndefined();
    expect(await oauth.decodeState(`${data}.x${sig}`, 1_000)).toBeUndefined();
    expect(await oauth.decodeState('basura', 1_000)).toBeUndefined();
    expect(await oauth.decodeState(undefined)).toBeUndefined();
  });

  it('signs with the secret read at run time (not an environment value): a state signed with another key is refused', async () => {
    const state = await oauth.encodeState({ p: 'google', n: 'nonce', exp: 2_000 });
    expect(asked).toEqual(['talentia/test/oauth-state AWSCURRENT']);
    const [data] = state.split('.');
    const { createHmac } = await import('node:crypto');
    const withKnownKey = createHmac('sha256', 'estado-actual').update(data).digest('base64url');
    expect(state).toBe(`${data}.${withKnownKey}`);
    const withOtherKey = createHmac('sha256', 'otra-clave').update(data).digest('base64url');
    expect(await oauth.decodeState(`${data}.${withOtherKey}`, 1_000)).toBeUndefined();
  });

  it('after a rotation, a state signed with the previous key (a sign-in in flight) still verifies; new states use the new key', async () => {
    const before = await oauth.encodeState({ p: 'microsoft', n: 'n1', exp: 2_000 });
    await rotated('talentia/test/oauth-state', 'estado-rotado', async () => {
      expect(await oauth.decodeState(before, 1_000)).toEqual({ p: 'microsoft', n: 'n1', exp: 2_000 });
      const after = await oauth.encodeState({ p: 'google', n: 'n2', exp: 2_000 });
      expect(after.split('.')[1]).not.toBe(before.split('.')[1]);
      expect(await oauth.decodeState(after, 1_000)).toMatchObject({ n: 'n2' });
    });
    // Rotated again: the first key is neither current nor previous any more.
    secrets['talentia/test/oauth-state'] = { current: 'tercera', previous: 'estado-rotado' };
    try {
      expect(await oauth.decodeState(before, 1_000)).toBeUndefined();
    } finally {
      secrets['talentia/test/oauth-state'] = { current: 'estado-actual' };
    }
  });

  it('sends AWS sign-ins to the hosted UI with identity_provider and PKCE, binding the nonce in a cookie', async () => {
    const start = await oauth.startAuthorize('google', 'ana@empresa.com', 1_000);
    const url = new URL(start.url);
    expect(`${url.origin}${url.pathname}`).toBe('https://talentia.auth.eu-west-1.amazoncognito.com/oauth2/authorize');
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      identity_provider: 'Google',
      client_id: 'cliente',
      redirect_uri: 'https://app.talentia.example/api/oauth/callback',
      code_challenge_method: 'S256',
      login_hint: 'ana@empresa.com',
      response_type: 'code',
    });
    const state = (await oauth.decodeState(url.searchParams.get('state')!, 1_000))!;
    const cookieValue = /talentia_oauth=([^;]+)/.exec(start.cookie)![1];
    expect(oauth.readOAuthCookie(cookieValue)!.n).toBe(state.n);
    expect(start.cookie).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  });

  it('a provider is enabled only with its client id', () => {
    expect(oauth.providerEnabled('google')).toBe(true);
    expect(oauth.providerEnabled('microsoft')).toBe(false);
  });
});

describe('refresh cookie: sealed server-side (AES-256-GCM)', () => {
  const key = cookies.cookieKey('secreto-actual-de-prueba');
  const otherKey = cookies.cookieKey('otro-secreto');
  const NOW = 1_800_000_000;

  it('a valid cookie opens to how the session began and its refresh token', () => {
    const value = cookies.sealSession({ via: 'oauth', refreshToken: 'rt-1' }, key, NOW);
    expect(value).toMatch(/^v2\.[A-Za-z0-9_-]+$/);
    expect(value).not.toContain('rt-1');
    expect(cookies.openSession(value, [key], NOW + 60)).toEqual({ via: 'oauth', refreshToken: 'rt-1', selladaEn: NOW });
    expect(cookies.openSession(cookies.sealSession({ via: 'password', refreshToken: 'rt-2' }, key, NOW + 5), [key], NOW + 9)).toEqual({
      via: 'password',
      refreshToken: 'rt-2',
      selladaEn: NOW + 5,
    });
  });

  it('a tampered cookie opens to nothing (any byte changed)', () => {
    const value = cookies.sealSession({ via: 'password', refreshToken: 'rt' }, key, NOW);
    const raw = Buffer.from(value.slice(3), 'base64url');
    for (const i of [0, 12, raw.length - 1]) {
      const altered = Buffer.from(raw);
      altered[i] ^= 0x01;
      expect(cookies.openSession(`v2.${altered.toString('base64url')}`, [key], NOW)).toBeUndefined();
    }
    expect(cookies.openSession(`${value}A`, [key], NOW)).toBeUndefined();
    expect(cookies.openSession('v2.', [key], NOW)).toBeUndefined();
  });

  it('a cookie sealed with another key opens to nothing; with the previous key among the keys it opens', () => {
    const value = cookies.sealSession({ via: 'oauth', refreshToken: 'rt' }, otherKey, NOW);
    expect(cookies.openSession(value, [key], NOW)).toBeUndefined();
    expect(cookies.openSession(value, [key, otherKey], NOW)).toMatchObject({ via: 'oauth', refreshToken: 'rt' });
  });

  it('an expired cookie opens to nothing (7 days, like the refresh token)', () => {
    const value = cookies.sealSession({ via: 'password', refreshToken: 'rt' }, key, NOW);
    expect(cookies.openSession(value, [key], NOW + cookies.REFRESH_COOKIE_MAX_AGE_S)).toBeDefined();
    expect(cookies.openSession(value, [key], NOW + cookies.REFRESH_COOKIE_MAX_AGE_S + 1)).toBeUndefined();
  });

  it('a forged cookie of the old unsealed kind (or any other text) opens to nothing', () => {
    const forged = Buffer.from(JSON.stringify({ v: 1, k: 'o', rt: 'lo-que-sea' })).toString('base64url');
    expect(cookies.openSession(forged, [key], NOW)).toBeUndefined();
    expect(cookies.openSession('no-es-nada', [key], NOW)).toBeUndefined();
    expect(cookies.openSession(undefined, [key], NOW)).toBeUndefined();
  });
});

describe('refresh cookie: the key comes from the secret, read at run time', () => {
  const event = (value: string) => ({ cookies: ['otra=1', `talentia_refresh=${value}`] }) as never;
  const valueOf = (setCookie: string) => /^talentia_refresh=([^;]+)/.exec(setCookie)![1];

  it('seals with the current secret, reads it once while it is fresh (SECRET_TTL_MS), and opens what it sealed', async () => {
    const set = await cookies.refreshCookie({ via: 'password', refreshToken: 'abc' });
    expect(set).toMatch(/^talentia_refresh=v2\..+; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=604800$/);
    expect(await cookies.refreshSessionFrom(event(valueOf(set)))).toMatchObject({ via: 'password', refreshToken: 'abc' });
    await cookies.refreshCookie({ via: 'password', refreshToken: 'def' });
    expect(asked).toEqual(['talentia/test/session-cookie AWSCURRENT']);
  });

  it('after a rotation, a cookie sealed with the previous secret still opens; one sealed with neither does not', async () => {
    const before = valueOf(await cookies.refreshCookie({ via: 'oauth', refreshToken: 'viejo' }));
    await rotated('talentia/test/session-cookie', 'secreto-rotado', async () => {
      expect(await cookies.refreshSessionFrom(event(before))).toMatchObject({ via: 'oauth', refreshToken: 'viejo' });
      const stranger = cookies.sealSession({ via: 'oauth', refreshToken: 'x' }, cookies.cookieKey('nadie-lo-conoce'));
      expect(await cookies.refreshSessionFrom(event(stranger))).toBeUndefined();
    });
  });

  it('a cookie of the old unsealed kind is refused without reading any secret version but the current', async () => {
    const forged = Buffer.from(JSON.stringify({ v: 1, k: 'o', rt: 'x' })).toString('base64url');
    expect(await cookies.refreshSessionFrom(event(forged))).toBeUndefined();
    expect(asked).toEqual(['talentia/test/session-cookie AWSCURRENT']);
  });
});

describe('secrets read at run time', () => {
  it('are kept for SECRET_TTL_MS, then read again: a rotation reaches a warm container without a deploy', async () => {
    const id = 'talentia/test/oauth-state';
    const t0 = 1_800_000_000_000;
    expect(await secretValue(id, 'AWSCURRENT', t0)).toBe('estado-actual');
    secrets[id] = { current: 'nuevo', previous: 'estado-actual' };
    try {
      expect(await secretValue(id, 'AWSCURRENT', t0 + SECRET_TTL_MS - 1)).toBe('estado-actual');
      expect(await secretValue(id, 'AWSCURRENT', t0 + SECRET_TTL_MS)).toBe('nuevo');
      expect(asked).toEqual([`${id} AWSCURRENT`, `${id} AWSCURRENT`]);
    } finally {
      secrets[id] = { current: 'estado-actual' };
    }
  });

  it('a failed read is not kept: the next request asks again', async () => {
    await expect(secretValue('talentia/test/no-existe')).rejects.toThrow();
    await expect(secretValue('talentia/test/no-existe')).rejects.toThrow();
    expect(asked).toEqual(['talentia/test/no-existe AWSCURRENT', 'talentia/test/no-existe AWSCURRENT']);
  });
});

describe('Cognito errors', () => {
  const error = (name: string, message = name) => Object.assign(new Error(message), { name });

  it.each([
    [
      'NotAuthorizedException',
      'Incorrect username or password.',
      401,
      'Email o contraseña incorrectos, o demasiados intentos fallidos seguidos: espera unos minutos y vuelve a intentarlo.',
    ],
    [
      'UserNotFoundException',
      'User does not exist.',
      401,
      'Email o contraseña incorrectos, o demasiados intentos fallidos seguidos: espera unos minutos y vuelve a intentarlo.',
    ],
    [
      'InvalidPasswordException',
      'Invalid password',
      401,
      'Email o contraseña incorrectos, o demasiados intentos fallidos seguidos: espera unos minutos y vuelve a intentarlo.',
    ],
    ['NotAuthorizedException', 'User is disabled.', 403, 'Tu usuario está desactivado. Contacta con el administrador de tu empresa.'],
    [
      'NotAuthorizedException',
      'Password attempts exceeded',
      401,
      // Cognito's own lockout answers what a wrong password answers (D165): an unknown email never meets it.
      'Email o contraseña incorrectos, o demasiados intentos fallidos seguidos: espera unos minutos y vuelve a intentarlo.',
    ],
  ])('%s (%s) → %i %s', async (name, message, status, text) => {
    cognitoMock.on(InitiateAuthCommand).rejects(error(name, message));
    await expect(passwordSignIn('a@b.c', 'x')).rejects.toMatchObject({ status, message: text });
  });

  it('RESET_REQUIRED (PasswordResetRequiredException) is its own 403 that sends the user to recovery, not "sin perfil"', async () => {
    cognitoMock.on(InitiateAuthCommand).rejects(error('PasswordResetRequiredException', 'Password reset required for the user'));
    await expect(passwordSignIn('a@b.c', 'x')).rejects.toMatchObject({
      status: 403,
      code: 'PASSWORD_RESET_REQUIRED',
      message: 'Por seguridad tienes que elegir una contraseña nueva. Te enviaremos un enlace a tu email para hacerlo.',
    });
    cognitoMock.on(InitiateAuthCommand).rejects(error('UserNotConfirmedException', 'User is not confirmed.'));
    await expect(passwordSignIn('a@b.c', 'x')).rejects.toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it('uses USER_PASSWORD_AUTH with the app client and answers the tokens', async () => {
    cognitoMock.on(InitiateAuthCommand).resolves({ AuthenticationResult: { IdToken: 'id', RefreshToken: 'rt', ExpiresIn: 3600 } });
    expect(await passwordSignIn('a@b.c', 'x')).toEqual({ idToken: 'id', refreshToken: 'rt', expiresIn: 3600 });
    expect(cognitoMock.commandCalls(InitiateAuthCommand)[0].args[0].input).toMatchObject({
      AuthFlow: 'USER_PASSWORD_AUTH',
      ClientId: 'cliente',
      AuthParameters: { USERNAME: 'a@b.c', PASSWORD: 'x' },
    });
  });

  it('a sign-in challenge (temporary password) is refused, not half-done', async () => {
    cognitoMock.on(InitiateAuthCommand).resolves({ ChallengeName: 'NEW_PASSWORD_REQUIRED' });
    await expect(passwordSignIn('a@b.c', 'x')).rejects.toMatchObject({ status: 403 });
  });

  it('a dead refresh token is the session-expired 401; revoke never throws', async () => {
    cognitoMock.on(InitiateAuthCommand).rejects(error('NotAuthorizedException', 'Refresh Token has been revoked'));
    await expect(poolRefresh('rt')).rejects.toMatchObject({ status: 401, message: 'Tu sesión ha caducado. Inicia sesión de nuevo.' });
    cognitoMock.on(RevokeTokenCommand).rejects(error('InternalErrorException'));
    await expect(revokeRefreshToken('rt')).resolves.toBeUndefined();
  });
});
