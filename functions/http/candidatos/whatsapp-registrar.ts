// POST /api/candidatos/{id}/whatsapp: a person records the candidate's WhatsApp opt-in with its evidence (issue 68 item 3).
import { whatsappOptIn as msg } from '../../../shared/messages.js';
import { candidatosWhatsappRegistrar } from '../../../shared/routes/candidatos.js';
import { httpHandler, ok } from '../../lib/http.js';
import { registrarOptInPersonal } from '../../lib/whatsapp/optin-personal.js';

export const handler = httpHandler(candidatosWhatsappRegistrar, async ({ caller, tenant, params, body }) =>
  ok(await registrarOptInPersonal(tenant, params.id, body, caller.userId), msg.registradoPersonal),
);
