// GET /api/configuracion/empresa/{empresaId}/whatsapp: the company's WhatsApp connection, without its secrets.
import { configuracionWhatsappGet } from '../../../shared/routes/configuracion.js';
import { httpHandler, ok } from '../../lib/http.js';
import { estadoWhatsApp } from '../../lib/whatsapp/estado.js';

export const handler = httpHandler(configuracionWhatsappGet, async ({ tenant }) => ok(await estadoWhatsApp(tenant)));
