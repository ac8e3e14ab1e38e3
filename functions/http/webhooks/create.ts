// POST /api/webhooks: a new endpoint; its secret is in this answer only.
import { webhooks as msg } from '../../../shared/messages.js';
import { webhooksCreate } from '../../../shared/routes/webhooks.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearWebhookDeEmpresa } from '../../lib/webhooks/alta.js';

export const handler = httpHandler(webhooksCreate, async ({ tenant, body }) =>
  created(await crearWebhookDeEmpresa(tenant, body), msg.creado),
);
