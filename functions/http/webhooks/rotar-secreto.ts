// POST /api/webhooks/{id}/rotar-secreto: a new secret, shown once; the old one signs too for 24 hours.
import { webhooks as msg } from '../../../shared/messages.js';
import { webhooksRotarSecreto } from '../../../shared/routes/webhooks.js';
import { httpHandler, ok } from '../../lib/http.js';
import { rotarSecreto } from '../../lib/webhooks/alta.js';

export const handler = httpHandler(webhooksRotarSecreto, async ({ tenant, params }) =>
  ok(await rotarSecreto(tenant, params.id), msg.secretoRotado),
);
