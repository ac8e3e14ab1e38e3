// POST /api/auth/refresh: a new ID token from the HttpOnly refresh cookie, so a session lasts the
// working day without signing in again. Password sessions refresh through Cognito
// REFRESH_TOKEN_AUTH, social ones at the hosted UI's token endpoint. A cookie the server did not
// seal (forged, altered, expired, of the old unsealed kind) is refused here, before either is asked.
import { auth as msgAuth } from '../../../shared/messages.js';
import { authRoutes } from '../../../shared/routes/auth.js';
import { poolRefresh } from '../../lib/auth/cognito-auth.js';
import { oauthRefresh } from '../../lib/auth/oauth.js';
import { isOutage } from '../../lib/aws/outage.js';
import { clearRefreshCookie, refreshSessionFrom } from '../../lib/auth/session-cookie.js';
import { UnauthorizedError } from '../../lib/errors.js';
import { httpHandler } from '../../lib/http.js';
import { logger } from '../../lib/logger.js';

export const handler = httpHandler(authRoutes.authRefresh, async ({ event }) => {
  const session = await refreshSessionFrom(event);
  if (!session) throw new UnauthorizedError(msgAuth.sesionExpirada).withCookies([clearRefreshCookie()]);
  try {
    const tokens = session.via === 'oauth' ? await oauthRefresh(session.refreshToken) : await poolRefresh(session.refreshToken);
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
