// DELETE /api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp: WhatsApp notices ended from «Mis datos» (issue 68 item 3).
import { whatsappOptIn as msg } from '../../../shared/messages.js';
import { publicoMisDatosWhatsappRetirar } from '../../../shared/routes/publico.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { retirarDesdeMisDatos } from '../../lib/whatsapp/optin-candidato.js';

export const handler = httpHandler(publicoMisDatosWhatsappRetirar, async ({ params, event }) => ({
  status: 200,
  data: await retirarDesdeMisDatos(params.acceso, direccionCliente(event), params.empresaId),
  message: msg.retirado,
}));
