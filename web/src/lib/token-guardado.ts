// The token a sign-in answered, kept where the app finds it when it starts (localStorage): the
// app's session (session.ts) and the sign-in page, which is its own entry (login.html, D86) and
// hands the session to the app through these keys.
import { getStoredToken, storeToken } from './api-client';
import { llamar } from './api-rutas';

/** localStorage key of the token's expiry (epoch ms), next to the token itself. */
export const AUTH_EXPIRES_KEY = 'talentia.authExpiresAt';

/** The payload of a JWT; null when the token is not a readable JWT. */
export function jwtClaims(token: string | null): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(payload.length / 4) * 4, '=');
    const claims: unknown = JSON.parse(atob(base64));
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The `exp` claim of a JWT, in epoch ms. */
export function jwtExpiry(token: string): number | null {
  const exp = jwtClaims(token)?.exp;
  return typeof exp === 'number' ? exp * 1000 : null;
}

/** When a token answered with `expiresIn` seconds expires (epoch ms), else its `exp` claim. */
export function expiryOf(token: string, expiresIn?: number): number | null {
  if (typeof expiresIn === 'number' && Number.isFinite(expiresIn) && expiresIn > 0) return Date.now() + expiresIn * 1000;
  return jwtExpiry(token);
}

/** Stores the token and its expiry. */
export function saveToken(token: string, expiresAt: number | null): void {
  storeToken(token);
  if (expiresAt === null) window.localStorage.removeItem(AUTH_EXPIRES_KEY);
  else window.localStorage.setItem(AUTH_EXPIRES_KEY, String(expiresAt));
}

/** The stored token's expiry (epoch ms): the one stored with it, else its `exp` claim. */
export function storedExpiry(token: string): number | null {
  try {
    const stored = Number(window.localStorage.getItem(AUTH_EXPIRES_KEY));
    return stored > 0 ? stored : jwtExpiry(token);
  } catch {
    return jwtExpiry(token);
  }
}

/**
 * Whether a token is stored that has not expired yet: the sign-in page then hands over to the app
 * at once, which checks it with the server (GET /api/auth/me) as on any start. A token of unknown
 * expiry, or an expired one, does not count: the sign-in page stays.
 */
export function hayTokenVigente(ahora = Date.now()): boolean {
  const token = getStoredToken();
  if (!token) return false;
  const caduca = storedExpiry(token);
  return caduca !== null && caduca > ahora;
}

/**
 * A sign-in's token stored, then the application initialised once for it (POST /api/init). Answers
 * the token's expiry. The session is valid without the initialisation, which only reports
 * permissions the user already carries: its failure is logged, not thrown.
 */
export async function guardarEInicializar(token: string, expiresIn?: number): Promise<number | null> {
  const expiresAt = expiryOf(token, expiresIn);
  saveToken(token, expiresAt);
  try {
    await llamar('POST /api/init');
  } catch (error) {
    console.warn('No se pudo inicializar la aplicación', error);
  }
  return expiresAt;
}
