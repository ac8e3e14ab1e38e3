// PATCH /api/webhooks/{id}: address, events, description, or turned off and on.
import { webhooks as msg } from '../../../shared/messages.js';
import { webhooksPatch } from '../../../shared/routes/webhooks.js';
import { httpHandler, ok } from '../../lib/http.js';
import { cambiarWebhookDeEmpresa } from '../../lib/webhooks/servicio.js';

export const handler = httpHandler(webhooksPatch, async ({ tenant, params, body }) => {
  const w = await cambiarWebhookDeEmpresa(tenant, params.id, body);
  const texto = body.activo === undefined ? msg.actualizado : body.activo ? msg.activado : msg.desactivado;
  return ok(w, texto);
});
