// GET /api/candidatos/{id}/whatsapp: the candidate's WhatsApp opt-in on their profile (issue 68 item 3).
import { candidatosWhatsapp } from '../../../shared/routes/candidatos.js';
import { httpHandler, ok } from '../../lib/http.js';
import { optInDeCandidato } from '../../lib/whatsapp/optin-personal.js';

export const handler = httpHandler(candidatosWhatsapp, async ({ tenant, params }) => ok(await optInDeCandidato(tenant, params.id)));
