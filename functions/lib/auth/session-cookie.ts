// The refresh token lives in an HttpOnly cookie scoped to /api/auth, never in a body or in
// localStorage, so a script in the page cannot read it. The cookie says how the session began
// (password → Cognito REFRESH_TOKEN_AUTH; social → the hosted UI's token endpoint) because the two
// refresh differently.
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

export const REFRESH_COOKIE = 'talentia_refresh';
/** The app client's refresh tokens last 7 days (infra/aws/stacks/auth-stack.ts); the cookie does not outlive them. */
export const REFRESH_COOKIE_MAX_AGE_S = 7 * 24 * 3600;

export interface RefreshSession {
  via: 'password' | 'oauth';
  refreshToken: string;
}

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

export function encodeSession(session: RefreshSession): string {
  return Buffer.from(JSON.stringify({ v: 1, k: session.via === 'oauth' ? 'o' : 'p', rt: session.refreshToken })).toString('base64url');
}

export function decodeSession(value: string | undefined): RefreshSession | undefined {
  if (!value) return undefined;
  try {
    const parsed = JSON.parse(Buffer.from(value, 'base64url').toString('utf8')) as { v?: number; k?: string; rt?: unknown };
    if (parsed.v !== 1 || typeof parsed.rt !== 'string' || !parsed.rt) return undefined;
    return { via: parsed.k === 'o' ? 'oauth' : 'password', refreshToken: parsed.rt };
  } catch {
    return undefined;
  }
}

/** SameSite=Lax: sent on the web's own calls, set even when the social login comes back from another site. */
export function refreshCookie(session: RefreshSession): string {
  return `${REFRESH_COOKIE}=${encodeSession(session)}; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=${REFRESH_COOKIE_MAX_AGE_S}`;
}

export function clearRefreshCookie(): string {
  return `${REFRESH_COOKIE}=; Path=/api/auth; HttpOnly; Secure; SameSite=Lax; Max-Age=0`;
}

export function refreshSessionFrom(event: APIGatewayProxyEventV2): RefreshSession | undefined {
  return decodeSession(readCookie(event, REFRESH_COOKIE));
}
