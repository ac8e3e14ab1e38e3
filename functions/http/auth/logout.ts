// POST /api/auth/logout: revokes the refresh token (and the tokens issued from it) and clears the
// cookie. Public on purpose: it must work when the ID token has already expired.
import { auth as msgAuth } from '../../../shared/messages.js';
import { authLogout } from '../../../shared/routes/auth.js';
import { revokeRefreshToken } from '../../lib/auth/cognito-auth.js';
import { clearRefreshCookie, refreshSessionFrom } from '../../lib/auth/session-cookie.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(authLogout, async ({ event }) => {
  const session = await refreshSessionFrom(event);
  if (session) await revokeRefreshToken(session.refreshToken);
  return { status: 200, data: null, message: msgAuth.sesionCerrada, cookies: [clearRefreshCookie()] };
});
