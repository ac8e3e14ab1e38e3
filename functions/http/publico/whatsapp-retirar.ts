// DELETE /api/publico/entrevistas/{token}/whatsapp: the candidate unticks WhatsApp notices; they end at once (issue 68 item 3).
import { whatsappOptIn as msg } from '../../../shared/messages.js';
import { publicoWhatsappRetirar } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { retirarDesdeEnlace } from '../../lib/whatsapp/optin-candidato.js';

export const handler = httpHandler(publicoWhatsappRetirar, async ({ params, event }) => ({
  status: 200,
  data: await retirarDesdeEnlace(params.token, direccionCliente(event)),
  message: msg.retirado,
}));
