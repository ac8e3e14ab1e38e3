// The refresh token lives in an HttpOnly cookie scoped to /api/auth, never in a body or in
// localStorage, so a script in the page cannot read it. The cookie says how the session began
// (password → Cognito REFRESH_TOKEN_AUTH; social → the hosted UI's token endpoint) because the two
// refresh differently.
//
// Its content is sealed server-side (AES-256-GCM, docs/decisions/ D35): a cookie the server did
// not write — forged, tampered with, sealed with another key, past its expiry, or of the old
// unsealed kind — opens to nothing, so it is refused before any identity provider is asked. The
// key is derived from a secret read at run time (SESSION_SECRET_ID, functions/lib/secrets.ts);
// cookies sealed with the secret's previous version still open, so a rotation does not end every
// session at once.
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config } from '../config.js';
import { secretValue } from '../secrets.js';

export const REFRESH_COOKIE = 'talentia_refresh';
/** The app client's refresh tokens last 7 days (infra/aws/stacks/auth-stack.ts); the cookie does not outlive them. */
export const REFRESH_COOKIE_MAX_AGE_S = 7 * 24 * 3600;

export interface RefreshSession {
  via: 'password' | 'oauth';
  refreshToken: string;
}

/** An opened cookie: its session and when it was sealed (epoch seconds, this server's clock). */
export interface OpenedSession extends RefreshSession {
  selladaEn: number;
}

const VERSION = 'v2';
/** Binds a sealed value to this cookie and format: it opens nowhere else. */
const AAD = Buffer.from(`${REFRESH_COOKIE}.${VERSION}`);
const IV_BYTES = 12;
const TAG_BYTES = 16;

export function readCookie(event: APIGatewayProxyEventV2, name: string): string | undefined {
  for (const c of event.cookies ?? []) {
    const i = c.indexOf('=');
    if (i > 0 && c.slice(0, i).trim() === name) {
      try {
        return decodeURIComponent(c.slice(i + 1).trim());
      } catch {
        // A value that is not valid %-encoding is no cookie of ours: as if it were absent.
        return undefined;
      }
    }
  }
  return undefined;
}

/** The AES-256 key of the cookie, derived from the secret's text (HKDF-SHA256). */
export function cookieKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', Buffer.from(secret, 'utf8'), Buffer.alloc(0), Buffer.from('talentia refresh cookie v2'), 32));
}

/** Seals a session: `v2.` + base64url(iv ‖ ciphertext ‖ tag) of { k, rt, exp }. */
export function sealSession(session: RefreshSession, key: Buffer, nowS = Math.floor(Date.now() / 1000)): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(AAD);
  const plain = JSON.stringify({ k: session.via === 'oauth' ? 'o' : 'p', rt: session.refreshToken, exp: nowS + REFRESH_COOKIE_MAX_AGE_S });
  const sealed = Buffer.concat([iv, cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${VERSION}.${sealed.toString('base64url')}`;
}

/**
 * The session a sealed value holds when one of `keys` sealed it and it has not expired; undefined
 * otherwise. Its seal time is its expiry minus the cookie's life (a password change voids cookies
 * sealed before it, docs/decisions/ D36).
 */
export function openSession(value: string | undefined, keys: Buffer[], nowS = Math.floor(Date.now() / 1000)): OpenedSession | undefined {
  if (!value?.startsWith(`${VERSION}.`)) return undefined;
  const sealed = Buffer.from(value.slice(VERSION.length + 1), 'base64url');
  if (sealed.length <= IV_BYTES + TAG_BYTES) return undefined;
  const iv = sealed.subarray(0, IV_BYTES);
  const tag = sealed.subarray(sealed.length - TAG_BYTES);
  const data = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
  for (const key of keys) {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, iv);
      decipher.setAAD(AAD);
      decipher.setAuthTag(tag);
      const parsed = JSON.parse(Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8')) as {
        k?: unknown;
        rt?: unknown;
        exp?: unknown;
      };
      if (typeof parsed.rt !== 'string' || !parsed.rt || typeof parsed.exp !== 'number' || parsed.exp < nowS) return undefined;
      return { via: parsed.k === 'o' ? 'oauth' : 'password', refreshToken: parsed.rt, selladaEn: parsed.exp - REFRESH_COOKIE_MAX_AGE_S };
    } catch {
      // Not sealed with this key (or altered): try the next one.
    }
  }
  return undefined;
}

async function currentKey(): Promise<Buffer> {
  return cookieKey((await secretValue(config.sessionSecretId))!);
}

/** SameSite=Lax: sent on the web's own calls, set even when the social login comes back from another site. */
export async function refreshCookie(session: RefreshSession): Promise<string> {
  return `${REFRESH_COOKIE}=${sealSession(session, await currentKey())}; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=${REFRESH_COOKIE_MAX_AGE_S}`;
}

export function clearRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

/** The session of the request's refresh cookie, if the server sealed it (with the current or the previous secret). */
export async function refreshSessionFrom(event: APIGatewayProxyEventV2): Promise<OpenedSession | undefined> {
  const value = readCookie(event, REFRESH_COOKIE);
  if (!value) return undefined;
  const session = openSession(value, [await currentKey()]);
  if (session || !value.startsWith(`${VERSION}.`)) return session;
  // Maybe sealed before the last rotation; the previous secret is read only then.
  const previous = await secretValue(config.sessionSecretId, 'AWSPREVIOUS');
  return previous ? openSession(value, [cookieKey(previous)]) : undefined;
}
