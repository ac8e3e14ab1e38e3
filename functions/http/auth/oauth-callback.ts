// GET /api/oauth/callback: the provider comes back here. Checks the signed state against the
// browser's cookie, exchanges the code (PKCE), verifies the ID token, links it by email to an
// existing active platform user, seals the provider's refresh token into the HttpOnly refresh
// cookie and redirects to the web's bare `/oauth/success`. No token travels in the address
// (CloudFront logs query strings, browsers keep history; docs/decisions/ D75): the page gets its
// token with POST /api/auth/refresh, as a password session renews. Every failure redirects with
// `?error=` one of the spec values (part 1 §8.3); an email with no platform user is refused
// (enterprise users get their credentials from their company admin), and a provider answer without
// a refresh token is `{provider}_callback_failed` (there is no other way to hand the session over).
import type { OAuthProvider } from '../../../shared/schemas/auth.js';
import { authOauthCallback } from '../../../shared/routes/auth.js';
import { profileForToken } from '../../lib/auth/caller.js';
import { OAUTH_COOKIE, clearOAuthCookie, decodeState, exchangeCode, readOAuthCookie } from '../../lib/auth/oauth.js';
import { readCookie, refreshCookie } from '../../lib/auth/session-cookie.js';
import { verifyToken } from '../../lib/auth/verify.js';
import { config } from '../../lib/config.js';
import { httpHandler, type RawReply } from '../../lib/http.js';
import { logger } from '../../lib/logger.js';
import { segundoFactorExigido } from '../../lib/segundo-factor/politica.js';
import { SEGUNDO_FACTOR_REQUERIDO } from '../../../shared/constants.js';

/** To /oauth/success: with `?error=` on a failure, bare on success (the session is in the cookie). */
function redirect(query: { error: string } | null, cookies: string[]): RawReply {
  const url = `${config.webOrigin}/oauth/success${query ? `?${new URLSearchParams(query).toString()}` : ''}`;
  return { statusCode: 302, headers: { location: url, 'cache-control': 'no-store' }, cookies: [clearOAuthCookie(), ...cookies], body: '' };
}

export const handler = httpHandler(authOauthCallback, async ({ event, query }) => {
  const state = await decodeState(query.state);
  const binding = readOAuthCookie(readCookie(event, OAUTH_COOKIE));
  // Without a state of ours the provider is unknown: the spec's "any other" error.
  if (!state) return redirect({ error: 'state_invalido' }, []);
  const provider: OAuthProvider = state.p;
  if (!binding || binding.n !== state.n) {
    logger.warn('OAuth state not bound to this browser');
    return redirect({ error: `${provider}_callback_failed` }, []);
  }
  if (query.error || !query.code) {
    logger.info('Provider refused the sign-in', { provider, error: query.error, description: query.error_description });
    return redirect({ error: `${provider}_failed` }, []);
  }
  try {
    const tokens = await exchangeCode(query.code, binding.v);
    const profile = await profileForToken(await verifyToken(tokens.idToken));
    if (!profile || profile.activo === false) {
      logger.info('Social sign-in refused: no active platform user for that email', { provider });
      return redirect({ error: `${provider}_failed` }, []);
    }
    if (await segundoFactorExigido(profile)) {
      // Cognito's federated sign-in asks for no TOTP code (D155): this account uses its password and code.
      logger.info('Social sign-in refused: the account must sign in with a second factor', { provider });
      return redirect({ error: SEGUNDO_FACTOR_REQUERIDO }, []);
    }
    if (!tokens.refreshToken) {
      logger.warn('OAuth callback failed: the provider gave no refresh token', { provider });
      return redirect({ error: `${provider}_callback_failed` }, []);
    }
    return redirect(null, [await refreshCookie({ via: 'oauth', refreshToken: tokens.refreshToken })]);
  } catch (err) {
    logger.warn('OAuth callback failed', { provider, error: (err as Error).message });
    return redirect({ error: `${provider}_callback_failed` }, []);
  }
});
