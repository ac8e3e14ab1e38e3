// POST /api/configuracion/test-smtp: connect, authenticate and send a test email (superadmin).
import { configuracionTestSmtp } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { probarConexionSmtp } from '../../lib/mail/probar-smtp.js';

export const handler = httpHandler(configuracionTestSmtp, async ({ caller, body }) => {
  const r = await probarConexionSmtp(body, caller);
  return ok(r, r.message);
});
