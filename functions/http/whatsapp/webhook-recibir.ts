// POST /api/whatsapp/webhook/{webhookId} (public, signed): Meta's notifications for a company's number.
import { whatsappWebhookRecibir } from '../../../shared/routes/whatsapp.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { direccionCliente, httpHandler } from '../../lib/http.js';
import { recibirNotificacion } from '../../lib/whatsapp/webhook.js';

const cabecera = (headers: Record<string, string | undefined> | undefined, nombre: string) =>
  Object.entries(headers ?? {}).find(([k]) => k.toLowerCase() === nombre)?.[1];

export const handler = httpHandler(whatsappWebhookRecibir, async ({ params, event }) => {
  await recibirNotificacion(
    params.webhookId,
    { body: event.body, isBase64Encoded: event.isBase64Encoded, firma: cabecera(event.headers, 'x-hub-signature-256') },
    direccionCliente(event),
    enviarACola,
  );
  return { statusCode: 200, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }, body: 'OK' };
});
