// POST /api/saas/suscripciones: opens a company's subscription; its plan and limits move with it (superadmin).
import { saas as msg } from '../../../shared/messages.js';
import { saasSuscripcionesCreate } from '../../../shared/routes/saas.js';
import { created, httpHandler } from '../../lib/http.js';
import { crearSuscripcion } from '../../lib/saas/suscripciones.js';

export const handler = httpHandler(saasSuscripcionesCreate, async ({ body }) =>
  created(await crearSuscripcion(body), msg.suscripcionCreada),
);
