// POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/whatsapp: WhatsApp notices ticked from «Mis datos» (issue 68 item 3).
import { fmt, whatsappOptIn as msg } from '../../../shared/messages.js';
import { publicoMisDatosWhatsapp } from '../../../shared/routes/publico.js';
import { getEmpresa } from '../../lib/db/empresas.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { optInDesdeMisDatos } from '../../lib/whatsapp/optin-candidato.js';

export const handler = httpHandler(
  publicoMisDatosWhatsapp,
  async ({ params, body, event }) => {
    const { optIn, empresa } = await optInDesdeMisDatos(params.acceso, direccionCliente(event), params.empresaId, body);
    return { status: 200, data: optIn, message: fmt(msg.registrado, { empresa, telefono: optIn.telefono }) };
  },
  { empresaDe: ({ empresaId }) => getEmpresa(empresaId) },
);
