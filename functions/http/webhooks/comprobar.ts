// POST /api/webhooks/{id}/comprobar: «Enviar evento de prueba».
import { webhooks as msg } from '../../../shared/messages.js';
import { webhooksComprobar } from '../../../shared/routes/webhooks.js';
import { httpHandler } from '../../lib/http.js';
import { enviarComprobacion } from '../../lib/webhooks/reenvio.js';

export const handler = httpHandler(webhooksComprobar, async ({ tenant, params }) => ({
  status: 202,
  data: await enviarComprobacion(tenant, params.id),
  message: msg.pruebaEnviada,
}));
