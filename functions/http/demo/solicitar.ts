// POST /api/demo/solicitudes: the sign-in page's demo request (public; D96). 202 with the same
// message whether it was stored or dropped as a bot's (the honeypot); 429 past the limits.
import { demo as msg } from '../../../shared/messages.js';
import { demoSolicitar } from '../../../shared/routes/demo.js';
import { solicitarDemo } from '../../lib/demo/solicitar.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(demoSolicitar, async ({ body, event }) => {
  await solicitarDemo(body, direccionCliente(event));
  return { status: 202, data: null, message: msg.recibida };
});
