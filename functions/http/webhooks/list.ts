// GET /api/webhooks: the company's endpoints, without their secrets.
import { webhooksList } from '../../../shared/routes/webhooks.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarWebhooks } from '../../lib/webhooks/servicio.js';

export const handler = httpHandler(webhooksList, async ({ tenant }) => ok(await listarWebhooks(tenant)));
