// The WhatsApp webhook's requests (issue 68 item 6): the random id in its URL, and Meta's verification
// handshake's query (developers.facebook.com/docs/graph-api/webhooks/getting-started, "Verification
// Requests"). Loose on purpose: a request that is not Meta's is refused by the handler (404, 403, 401)
// after its own checks, never by a validation message a person would read. The notification's body has
// no schema here: it is checked as bytes (its signature) before it is parsed (functions/lib/whatsapp/webhook.ts).
import * as z from 'zod/mini';

export const WebhookWhatsAppParams = z.object({ webhookId: z.string().check(z.maxLength(100)) });

const valor = z.optional(z.string().check(z.maxLength(512)));

export const VerificacionWebhookQuery = z.object({
  'hub.mode': valor,
  'hub.verify_token': valor,
  'hub.challenge': valor,
});
