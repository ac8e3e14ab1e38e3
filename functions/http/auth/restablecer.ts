// POST /api/auth/restablecer: a new password with the token of a recovery link (/restablecer#token=…).
import { password as msgPassword } from '../../../shared/messages.js';
import { authRestablecer } from '../../../shared/routes/auth.js';
import { httpHandler } from '../../lib/http.js';
import { restablecerPassword } from '../../lib/usuarios/restablecer-password.js';
// The route takes a new password: the policy's list of common ones must be registered (D117).
import '../../lib/auth/passwords-comunes.js';

export const handler = httpHandler(authRestablecer, async ({ body }) => {
  await restablecerPassword(body);
  return { status: 200, data: null, message: msgPassword.restablecida };
});
