// PUT /api/dashboard/primeros-pasos: the admin dismisses the first steps (or shows them again), or accepts the built-in analyzer (D164).
import { primerosPasos as msg } from '../../../shared/messages.js';
import { dashboardPrimerosPasosUpdate } from '../../../shared/routes/dashboard.js';
import { httpHandler, ok } from '../../lib/http.js';
import { elegirPrimerosPasos } from '../../lib/onboarding/primeros-pasos.js';

export const handler = httpHandler(dashboardPrimerosPasosUpdate, async ({ tenant, body }) => {
  const datos = await elegirPrimerosPasos(tenant, body);
  const mensaje = body.analizadorAceptado ? msg.analizador : body.oculta === false ? msg.visible : msg.oculta;
  return ok(datos, mensaje);
});
