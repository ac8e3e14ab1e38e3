// PUT /api/entrevistas/{id}/validacion: a person's review of the AI report (D69).
import { informes as msg } from '../../../shared/messages.js';
import { entrevistasRoutes } from '../../../shared/routes/entrevistas.js';
import { validarEntrevista } from '../../lib/analisis/validar.js';
import { toEntrevista } from '../../lib/entrevistas/vista.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasRoutes.entrevistasValidar, async ({ caller, tenant, params, body }) => {
  const r = await validarEntrevista(caller, tenant, params.id, body);
  return ok(toEntrevista(r.entrevista), r.emailFallido ? msg.validadaSinEmail : msg.validada);
});
