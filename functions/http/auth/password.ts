// POST /api/auth/password: the signed-in user changes their password (Mi Perfil, or the change
// required at first sign-in). The current password is checked like a sign-in attempt; the answer
// carries a fresh token and refresh cookie, so this session goes on while the others end.
import { password as msgPassword } from '../../../shared/messages.js';
import { authPassword } from '../../../shared/routes/auth.js';
import { refreshCookie } from '../../lib/auth/session-cookie.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { toUsuario } from '../../lib/usuarios/mapping.js';
import { cambiarPassword } from '../../lib/usuarios/cambiar-password.js';
// The route takes a new password: the policy's list of common ones must be registered (D117).
import '../../lib/auth/passwords-comunes.js';

export const handler = httpHandler(authPassword, async ({ body, caller, event }) => {
  const { tokens, profile } = await cambiarPassword(caller, body, direccionCliente(event));
  return {
    status: 200,
    data: { user: toUsuario(profile), token: tokens.idToken, expiresIn: tokens.expiresIn },
    message: msgPassword.cambiada,
    cookies: tokens.refreshToken ? [await refreshCookie({ via: 'password', refreshToken: tokens.refreshToken })] : [],
  };
});
