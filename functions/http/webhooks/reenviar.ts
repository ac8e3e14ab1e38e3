// POST /api/webhooks/{id}/entregas/{entregaId}/reenviar: one more attempt of a delivery, now.
import { webhooks as msg } from '../../../shared/messages.js';
import { webhooksReenviar } from '../../../shared/routes/webhooks.js';
import { httpHandler } from '../../lib/http.js';
import { reenviarEntrega } from '../../lib/webhooks/reenvio.js';

export const handler = httpHandler(webhooksReenviar, async ({ tenant, params }) => ({
  status: 202,
  data: await reenviarEntrega(tenant, params.id, params.entregaId),
  message: msg.reenvioPedido,
}));
