// A company's WhatsApp webhook (issue 68 items 6 and 9): the URL Configuración shows the admin to paste in
// Meta's App Dashboard. Public rows with no session: the random id in the path finds the company (a
// platform look-up, never the body), the handshake's verify token or the notification's signature with the
// company's app secret proves Meta sent it, and every request is counted per source address first.
// Raw: the handshake answers the challenge as text, and a notification's body is read as bytes (its
// signature) before it is parsed.
import { defineRow } from '../route-types.js';
import { VerificacionWebhookQuery, WebhookWhatsAppParams } from '../schemas/whatsapp-webhook.js';

const comun = { public: true, permission: null, tenant: 'platform', raw: true, params: WebhookWhatsAppParams } as const;

export const whatsappWebhookVerificar = defineRow('whatsapp', {
  ...comun,
  method: 'GET',
  path: '/api/whatsapp/webhook/{webhookId}',
  handler: 'whatsapp/webhook-verificar',
  grants: ['table:write'],
  errors: [403, 404, 429],
  summary:
    'Verificación del webhook de WhatsApp por Meta: con hub.mode=subscribe y el token de verificación de la conexión, responde hub.challenge en texto; si no, 403',
  query: VerificacionWebhookQuery,
});

export const whatsappWebhookRecibir = defineRow('whatsapp', {
  ...comun,
  method: 'POST',
  path: '/api/whatsapp/webhook/{webhookId}',
  handler: 'whatsapp/webhook-recibir',
  grants: ['table:write', 'keys:open', 'queue:send'],
  // A candidate's reply joins the help thread as the page's message does: its webhook event and its notice.
  colas: ['entregar-webhooks', 'enviar-avisos'],
  errors: [401, 404, 429],
  // Meta's notifications are small (a text message is at most 4096 characters; statuses come a few at a time).
  maxBodyBytes: 512 * 1024,
  summary:
    'Notificaciones de WhatsApp de Meta (mensajes del candidato, estados de los envíos, revisión de plantillas), firmadas con X-Hub-Signature-256 y la clave secreta de la aplicación de la empresa; sin firma válida, 401 y nada guardado',
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const whatsappRoutes = { whatsappWebhookVerificar, whatsappWebhookRecibir };
