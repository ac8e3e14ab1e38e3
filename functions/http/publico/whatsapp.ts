// POST /api/publico/entrevistas/{token}/whatsapp: the candidate ticks WhatsApp notices (issue 68 item 3).
import { fmt, whatsappOptIn as msg } from '../../../shared/messages.js';
import { publicoWhatsapp } from '../../../shared/routes/publico.js';
import { empresaDelToken } from '../../lib/entrevistas/token-publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { optInDesdeEnlace } from '../../lib/whatsapp/optin-candidato.js';

export const handler = httpHandler(
  publicoWhatsapp,
  async ({ params, body, event }) => {
    const { optIn, empresa } = await optInDesdeEnlace(params.token, direccionCliente(event), body);
    return { status: 200, data: optIn, message: fmt(msg.registrado, { empresa, telefono: optIn.telefono }) };
  },
  { empresaDe: empresaDelToken },
);
