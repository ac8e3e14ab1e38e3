// GET /api/entrevistas/{id}/whatsapp: the interview's WhatsApp sends, their states and estimated cost (issue 68).
import { entrevistasWhatsapp } from '../../../shared/routes/entrevistas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { enviosWhatsAppDeEntrevista } from '../../lib/whatsapp/envios-entrevista.js';

export const handler = httpHandler(entrevistasWhatsapp, async ({ tenant, params }) =>
  ok(await enviosWhatsAppDeEntrevista(tenant, params.id)),
);
