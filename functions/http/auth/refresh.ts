// POST /api/auth/refresh: a new ID token from the HttpOnly refresh cookie, so a session lasts the
// working day without signing in again. Password sessions refresh through Cognito
// REFRESH_TOKEN_AUTH, social ones at the hosted UI's token endpoint. A cookie the server did not
// seal (forged, altered, expired, of the old unsealed kind) is refused here, before either is asked.
// A cookie sealed before the user's last password change or reset is refused after it (its session
// ended then: cognito-local and the social providers would still renew it, docs/decisions/ D36).
import { auth as msgAuth } from '../../../shared/messages.js';
import { authRefresh } from '../../../shared/routes/auth.js';
import { profileForToken } from '../../lib/auth/caller.js';
import { poolRefresh, revokeRefreshToken } from '../../lib/auth/cognito-auth.js';
import { oauthRefresh } from '../../lib/auth/oauth.js';
import { isOutage } from '../../lib/aws/outage.js';
import { clearRefreshCookie, refreshSessionFrom, type OpenedSession } from '../../lib/auth/session-cookie.js';
import { verifyToken } from '../../lib/auth/verify.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { httpHandler } from '../../lib/http.js';
import { logger } from '../../lib/logger.js';

/** True when the user chose a new password after this cookie was sealed (compared in whole seconds of this server's clock). */
async function anteriorAlCambio(session: OpenedSession, idToken: string): Promise<boolean> {
  const profile = await profileForToken(await verifyToken(idToken));
  const cambio = profile?.passwordCambiadaEn ? Math.floor(Date.parse(profile.passwordCambiadaEn) / 1000) : undefined;
  return cambio !== undefined && session.selladaEn < cambio;
}

export const handler = httpHandler(authRefresh, async ({ event }) => {
  const session = await refreshSessionFrom(event);
  if (!session) throw new UnauthorizedError(msgAuth.sesionExpirada).withCookies([clearRefreshCookie()]);
  try {
    const tokens = session.via === 'oauth' ? await oauthRefresh(session.refreshToken) : await poolRefresh(session.refreshToken);
    if (await anteriorAlCambio(session, tokens.idToken)) {
      if (session.via === 'password') await revokeRefreshToken(session.refreshToken);
      throw new UnauthorizedError(msgAuth.sesionExpirada);
    }
    return { status: 200, data: { token: tokens.idToken, expiresIn: tokens.expiresIn } };
  } catch (err) {
    if (!(err instanceof UnauthorizedError)) logger.warn('Refresh failed', { via: session.via, error: (err as Error).message });
    // An outage is no verdict on the token: keep the cookie and answer 503 (httpHandler).
    if (isOutage(err)) throw err;
    if (err instanceof UnauthorizedError || session.via === 'oauth') {
      // A dead refresh token: drop the cookie, so the web goes back to the login screen.
      throw new UnauthorizedError(msgAuth.sesionExpirada).withCookies([clearRefreshCookie()]);
    }
    throw err;
  }
});
