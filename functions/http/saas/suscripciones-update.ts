// PUT /api/saas/suscripciones/{id}: changes plan, state, next payment or payment method (superadmin).
import { saas as msg } from '../../../shared/messages.js';
import { saasSuscripcionesUpdate } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarSuscripcion } from '../../lib/saas/suscripciones.js';

export const handler = httpHandler(saasSuscripcionesUpdate, async ({ params, body }) =>
  ok(await actualizarSuscripcion(params.id, body), msg.suscripcionActualizada),
);
