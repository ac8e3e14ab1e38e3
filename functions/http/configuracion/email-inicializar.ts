// POST /api/configuracion/email/inicializar: the default email configuration, written (superadmin).
import { email as msg } from '../../../shared/messages.js';
import { configuracionEmailInicializar } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { inicializarConfigEmail } from '../../lib/mail/config.js';

export const handler = httpHandler(configuracionEmailInicializar, async ({ caller }) =>
  ok(await inicializarConfigEmail(caller), msg.inicializada),
);
