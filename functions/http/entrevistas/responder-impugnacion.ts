// PUT /api/entrevistas/{id}/impugnacion: the company answers the candidate's open view (D150); the
// message says whether the e-mail to the candidate went.
import { impugnacion as msg } from '../../../shared/messages.js';
import { entrevistasResponderImpugnacion } from '../../../shared/routes/entrevistas.js';
import { httpHandler, ok } from '../../lib/http.js';
import { responderImpugnacion } from '../../lib/impugnaciones/responder.js';

export const handler = httpHandler(entrevistasResponderImpugnacion, async ({ caller, tenant, params, body }) => {
  const r = await responderImpugnacion(caller, tenant, params.id, body);
  return ok(r.vista, r.email === 'fallido' ? msg.respondidaSinEmail : r.tipo === 'resultado' ? msg.resultadoEnviado : msg.respondida);
});
