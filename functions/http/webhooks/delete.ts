// DELETE /api/webhooks/{id}: the endpoint goes; its log stays until it expires.
import { webhooks as msg } from '../../../shared/messages.js';
import { webhooksDelete } from '../../../shared/routes/webhooks.js';
import { httpHandler, ok } from '../../lib/http.js';
import { borrarWebhookDeEmpresa } from '../../lib/webhooks/servicio.js';

export const handler = httpHandler(webhooksDelete, async ({ tenant, params }) => {
  await borrarWebhookDeEmpresa(tenant, params.id);
  return ok(null, msg.eliminado);
});
