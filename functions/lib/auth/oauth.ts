// Social sign-in (spec part 1 §2.2–2.3, §8.3): the authorize redirect with a signed state and a
// PKCE verifier, the code exchange and the refresh at the token endpoint. In AWS the endpoints are
// the Cognito hosted UI's (`identity_provider=Google|Microsoft`); locally the OIDC test issuer
// stands in for it. The state is HMAC-signed and bound to an HttpOnly cookie holding its nonce and
// the PKCE verifier, so a callback cannot be replayed from another browser. The HMAC key is a
// secret read at run time (OAUTH_STATE_SECRET_ID, functions/lib/secrets.ts), never an environment
// value; a state signed with its previous version still verifies, so rotating it fails no sign-in
// in flight.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { OAuthProvider } from '../../../shared/schemas/auth.js';
import { outageError } from '../aws/outage.js';
import { config } from '../config.js';
import { callSignal } from '../request-scope.js';
import { secretValue } from '../secrets.js';

export const OAUTH_COOKIE = 'talentia_oauth';
const STATE_TTL_S = 10 * 60;
/** Provider names in the Cognito user pool (infra/aws/stacks/auth-stack.ts). */
const COGNITO_IDP: Record<OAuthProvider, string> = { google: 'Google', microsoft: 'Microsoft' };

interface Endpoints {
  authorize: string;
  token: string;
}

function endpoints(): Endpoints {
  const local = config.authMode === 'local' ? config.oidcIssuer : undefined;
  if (local) return { authorize: `${local}/authorize`, token: `${local}/token` };
  const domain = config.authDomainUrl;
  if (!domain) throw new Error('AUTH_DOMAIN_URL is not configured');
  return { authorize: `${domain}/oauth2/authorize`, token: `${domain}/oauth2/token` };
}

export function providerEnabled(provider: OAuthProvider): boolean {
  return Boolean(config.oauthClientId(provider));
}

export function redirectUri(): string {
  return `${config.apiOrigin}/api/oauth/callback`;
}

interface StatePayload {
  p: OAuthProvider;
  n: string;
  exp: number;
}

function sign(data: string, key: string): string {
  return createHmac('sha256', key).update(data).digest('base64url');
}

function signedBy(data: string, signature: string, key: string): boolean {
  const expected = Buffer.from(sign(data, key));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export async function encodeState(payload: StatePayload): Promise<string> {
  const data = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${data}.${sign(data, (await secretValue(config.oauthStateSecretId))!)}`;
}

/** The state's payload when its signature is ours and it has not expired; undefined otherwise. */
export async function decodeState(state: string | undefined, nowS = Math.floor(Date.now() / 1000)): Promise<StatePayload | undefined> {
  if (!state) return undefined;
  const [data, signature] = state.split('.');
  if (!data || !signature) return undefined;
  if (!signedBy(data, signature, (await secretValue(config.oauthStateSecretId))!)) {
    // Maybe signed just before a rotation; the previous version is read only then.
    const previous = await secretValue(config.oauthStateSecretId, 'AWSPREVIOUS');
    if (!previous || !signedBy(data, signature, previous)) return undefined;
  }
  try {
    const payload = JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as StatePayload;
    if (payload.exp < nowS || (payload.p !== 'google' && payload.p !== 'microsoft')) return undefined;
    return payload;
  } catch {
    return undefined;
  }
}

export interface AuthorizeStart {
  url: string;
  cookie: string;
}

export async function startAuthorize(
  provider: OAuthProvider,
  loginHint?: string,
  nowS = Math.floor(Date.now() / 1000),
): Promise<AuthorizeStart> {
  const nonce = randomBytes(16).toString('base64url');
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const state = await encodeState({ p: provider, n: nonce, exp: nowS + STATE_TTL_S });
  const params = new URLSearchParams({
    response_type: 'code',
    client_id: config.userPoolClientId,
    redirect_uri: redirectUri(),
    scope: 'openid email profile',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  if (!(config.authMode === 'local' && config.oidcIssuer)) params.set('identity_provider', COGNITO_IDP[provider]);
  if (loginHint) params.set('login_hint', loginHint);
  const cookieValue = Buffer.from(JSON.stringify({ n: nonce, v: verifier })).toString('base64url');
  return {
    url: `${endpoints().authorize}?${params.toString()}`,
    // Lax: the browser sends it on the top-level redirect back from the provider.
    cookie: `${OAUTH_COOKIE}=${cookieValue}; Path=/api/oauth; HttpOnly; Secure; SameSite=Lax; Max-Age=${STATE_TTL_S}`,
  };
}

export function clearOAuthCookie(): string {
  return `${OAUTH_COOKIE}=; Path=/api/oauth; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

export function readOAuthCookie(value: string | undefined): { n: string; v: string } | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { n?: unknown; v?: unknown };
    return typeof parsed.n === 'string' && typeof parsed.v === 'string' ? { n: parsed.n, v: parsed.v } : undefined;
  } catch {
    return undefined;
  }
}

export interface ProviderTokens {
  idToken: string;
  refreshToken?: string;
  expiresIn: number;
}

async function tokenRequest(body: Record<string, string>): Promise<ProviderTokens> {
  const res = await fetch(endpoints().token, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ client_id: config.userPoolClientId, ...body }).toString(),
    signal: callSignal(AbortSignal.timeout(5_000)),
  });
  if (!res.ok) throw res.status >= 500 ? outageError(`token endpoint ${res.status}`) : new Error(`token endpoint ${res.status}`);
  const json = (await res.json()) as { id_token?: string; refresh_token?: string; expires_in?: number };
  if (!json.id_token) throw new Error('token endpoint answered without id_token');
  return { idToken: json.id_token, refreshToken: json.refresh_token, expiresIn: json.expires_in ?? 3600 };
}

export function exchangeCode(code: string, verifier: string): Promise<ProviderTokens> {
  return tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri(), code_verifier: verifier });
}

export function oauthRefresh(refreshToken: string): Promise<ProviderTokens> {
  return tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
}
