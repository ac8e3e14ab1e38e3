// POST /api/saas/suscripciones/{id}/cancelar: cancels it today and tells the company's admins (superadmin).
import { saas as msg } from '../../../shared/messages.js';
import { saasSuscripcionesCancelar } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { cancelarSuscripcion } from '../../lib/saas/cancelar-suscripcion.js';

export const handler = httpHandler(saasSuscripcionesCancelar, async ({ params }) =>
  ok(await cancelarSuscripcion(params.id), msg.suscripcionCancelada),
);
