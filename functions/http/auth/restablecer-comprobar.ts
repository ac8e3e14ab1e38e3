// POST /api/auth/restablecer/comprobar: whether a recovery link (/restablecer#token=…) still works,
// without using it, so the screen shows the refusal instead of a form that cannot succeed.
import { authRestablecerComprobar } from '../../../shared/routes/auth.js';
import { httpHandler } from '../../lib/http.js';
import { comprobarRestablecimiento } from '../../lib/usuarios/enlace-restablecimiento.js';

export const handler = httpHandler(authRestablecerComprobar, async ({ body }) => {
  await comprobarRestablecimiento(body);
  return { status: 200, data: null };
});
