// POST /api/configuracion/test-smtp: connect, authenticate and send a test email (superadmin).
import { configuracionComprobarSmtp } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { comprobarConexionSmtp } from '../../lib/mail/comprobar-smtp.js';

export const handler = httpHandler(configuracionComprobarSmtp, async ({ caller, body }) => {
  const r = await comprobarConexionSmtp(body, caller);
  return ok(r, r.message);
});
