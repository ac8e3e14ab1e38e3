// GET /api/saas/suscripciones: every company's subscriptions, newest first, by state (superadmin).
import { saasSuscripcionesList } from '../../../shared/routes/saas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { listarSuscripciones } from '../../lib/saas/suscripciones.js';

export const handler = httpHandler(saasSuscripcionesList, async ({ query }) => ok(await listarSuscripciones(query)));
