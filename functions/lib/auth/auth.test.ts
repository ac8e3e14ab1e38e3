// Unit rules of sign-in: the OAuth state (signature, expiry, tampering), the refresh cookie,
// and how Cognito's errors become the product's Spanish answers (Cognito mocked).
import { CognitoIdentityProviderClient, InitiateAuthCommand, RevokeTokenCommand } from '@aws-sdk/client-cognito-identity-provider';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.OAUTH_STATE_SECRET = 'secreto-de-prueba';
process.env.USER_POOL_CLIENT_ID = 'cliente';
process.env.AUTH_DOMAIN_URL = 'https://talentia.auth.eu-west-1.amazoncognito.com';
process.env.API_ORIGIN = 'https://app.talentia.example';
process.env.GOOGLE_CLIENT_ID = 'google-client';
delete process.env.MICROSOFT_CLIENT_ID;
delete process.env.OIDC_ISSUER;
process.env.AUTH_MODE = 'cognito';

const oauth = await import('./oauth.js');
const cookies = await import('./session-cookie.js');
const { passwordSignIn, poolRefresh, revokeRefreshToken } = await import('./cognito-auth.js');
const cognitoMock = mockClient(CognitoIdentityProviderClient);
beforeEach(() => cognitoMock.reset());

describe('OAuth state', () => {
  it('round-trips a signed state and refuses a tampered or expired one', () => {
    const state = oauth.encodeState({ p: 'google', n: 'nonce', exp: 2_000 });
    expect(oauth.decodeState(state, 1_000)).toEqual({ p: 'google', n: 'nonce', exp: 2_000 });
    expect(oauth.decodeState(state, 2_001)).toBeUndefined();
    const [data, sig] = state.split('.');
    const forged = Buffer.from(JSON.stringify({ p: 'microsoft', n: 'nonce', exp: 2_000 })).toString('base64url');
    expect(oauth.decodeState(`${forged}.${sig}`, 1_000)).toBeUndefined();
    expect(oauth.decodeState(`${data}.x${sig}`, 1_000)).toBeUndefined();
    expect(oauth.decodeState('basura', 1_000)).toBeUndefined();
    expect(oauth.decodeState(undefined)).toBeUndefined();
  });

  it('sends AWS sign-ins to the hosted UI with identity_provider and PKCE, binding the nonce in a cookie', () => {
    const start = oauth.startAuthorize('google', 'ana@empresa.com', 1_000);
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
    const state = oauth.decodeState(url.searchParams.get('state')!, 1_000)!;
    const cookieValue = /talentia_oauth=([^;]+)/.exec(start.cookie)![1];
    expect(oauth.readOAuthCookie(cookieValue)!.n).toBe(state.n);
    expect(start.cookie).toMatch(/HttpOnly; Secure; SameSite=Lax/);
  });

  it('a provider is enabled only with its client id', () => {
    expect(oauth.providerEnabled('google')).toBe(true);
    expect(oauth.providerEnabled('microsoft')).toBe(false);
  });
});

describe('refresh cookie', () => {
  it('encodes how the session began and refuses anything else', () => {
    const value = cookies.encodeSession({ via: 'oauth', refreshToken: 'rt' });
    expect(cookies.decodeSession(value)).toEqual({ via: 'oauth', refreshToken: 'rt' });
    expect(cookies.decodeSession('no-es-base64-json')).toBeUndefined();
    expect(cookies.decodeSession(Buffer.from('{"v":2,"rt":"x"}').toString('base64url'))).toBeUndefined();
    expect(cookies.refreshCookie({ via: 'password', refreshToken: 'rt' })).toMatch(/^talentia_refresh=.+; Path=\/api\/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=604800$/);
  });

  it('reads the cookie among others', () => {
    const value = cookies.encodeSession({ via: 'password', refreshToken: 'abc' });
    const event = { cookies: ['otra=1', `talentia_refresh=${value}`] } as never;
    expect(cookies.refreshSessionFrom(event)).toEqual({ via: 'password', refreshToken: 'abc' });
  });
});

describe('Cognito errors', () => {
  const error = (name: string, message = name) => Object.assign(new Error(message), { name });

  it.each([
    ['NotAuthorizedException', 'Incorrect username or password.', 401, 'Email o contraseña incorrectos'],
    ['UserNotFoundException', 'User does not exist.', 401, 'Email o contraseña incorrectos'],
    ['InvalidPasswordException', 'Invalid password', 401, 'Email o contraseña incorrectos'],
    ['NotAuthorizedException', 'User is disabled.', 403, 'Tu usuario está desactivado. Contacta con el administrador de tu empresa.'],
    ['NotAuthorizedException', 'Password attempts exceeded', 401, 'Demasiados intentos fallidos. Espera unos minutos e inténtalo de nuevo.'],
  ])('%s (%s) → %i %s', async (name, message, status, text) => {
    cognitoMock.on(InitiateAuthCommand).rejects(error(name, message));
    await expect(passwordSignIn('a@b.c', 'x')).rejects.toMatchObject({ status, message: text });
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
