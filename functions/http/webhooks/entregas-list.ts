// GET /api/webhooks/{id}/entregas: the endpoint's delivery log, newest first.
import { webhooksEntregasList } from '../../../shared/routes/webhooks.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarEntregas } from '../../lib/webhooks/servicio.js';

export const handler = httpHandler(webhooksEntregasList, async ({ tenant, params, query }) =>
  ok(await listarEntregas(tenant, params.id, query)),
);
