// GET /api/whatsapp/webhook/{webhookId} (public): Meta's verification handshake for a company's webhook.
import { whatsappWebhookVerificar } from '../../../shared/routes/whatsapp.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { verificarSuscripcion } from '../../lib/whatsapp/webhook-verificar.js';

export const handler = httpHandler(whatsappWebhookVerificar, async ({ params, query, event }) => {
  const reto = await verificarSuscripcion(
    params.webhookId,
    { modo: query['hub.mode'], token: query['hub.verify_token'], reto: query['hub.challenge'] },
    direccionCliente(event),
  );
  return {
    statusCode: 200,
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' },
    body: reto,
  };
});
