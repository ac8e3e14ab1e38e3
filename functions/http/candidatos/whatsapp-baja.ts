// POST /api/candidatos/{id}/whatsapp/baja: a person ends the candidate's WhatsApp opt-in (issue 68 item 3).
import { whatsappOptIn as msg } from '../../../shared/messages.js';
import { candidatosWhatsappBaja } from '../../../shared/routes/candidatos.js';
import { httpHandler, ok } from '../../lib/http.js';
import { retirarOptInPersonal } from '../../lib/whatsapp/optin-personal.js';

export const handler = httpHandler(candidatosWhatsappBaja, async ({ caller, tenant, params, body }) =>
  ok(await retirarOptInPersonal(tenant, params.id, body, caller.userId), msg.retiradoPersonal),
);
