// The stored session the sign-in page (its own document, D86) hands to the app, and how the page
// tells, before it draws anything, that someone is signed in already.
import { describe, expect, it } from 'vitest';
import { AUTH_TOKEN_KEY } from './api-client';
import { AUTH_EXPIRES_KEY, hayTokenVigente, storedExpiry } from './token-guardado';

/** An unsigned JWT with these claims (the page only reads them; the server checks the signature). */
const jwt = (claims: Record<string, unknown>) => `e30.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.firma`;

describe('hayTokenVigente', () => {
  const ahora = Date.UTC(2026, 0, 15, 10);

  it('no token: the sign-in page stays', () => {
    expect(hayTokenVigente(ahora)).toBe(false);
  });

  it('a token stored with an expiry still ahead: the page hands over to the app', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    window.localStorage.setItem(AUTH_EXPIRES_KEY, String(ahora + 60_000));
    expect(hayTokenVigente(ahora)).toBe(true);
  });

  it('an expired one does not count', () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, 'tok');
    window.localStorage.setItem(AUTH_EXPIRES_KEY, String(ahora - 1));
    expect(hayTokenVigente(ahora)).toBe(false);
  });

  it("without a stored expiry the JWT's own exp decides; a token of unknown expiry does not count", () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, jwt({ sub: 'u1', exp: ahora / 1000 + 600 }));
    expect(storedExpiry(window.localStorage.getItem(AUTH_TOKEN_KEY)!)).toBe(ahora + 600_000);
    expect(hayTokenVigente(ahora)).toBe(true);
    expect(hayTokenVigente(ahora + 601_000)).toBe(false);

    window.localStorage.setItem(AUTH_TOKEN_KEY, 'no-es-un-jwt');
    expect(hayTokenVigente(ahora)).toBe(false);
  });
});
