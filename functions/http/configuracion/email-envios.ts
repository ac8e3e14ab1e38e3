// GET /api/configuracion/email/envios: the platform's send log, newest first, a page at a time (superadmin).
import { configuracionEmailEnvios } from '../../../shared/routes/configuracion.js';
import { enviosRecientes } from '../../lib/db/email.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionEmailEnvios, async ({ query }) => ok(await enviosRecientes(query)));
