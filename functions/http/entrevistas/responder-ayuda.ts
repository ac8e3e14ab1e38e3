// POST /api/entrevistas/{id}/ayuda: the company answers an adjustment or writes to the candidate (D172);
// the message says whether the e-mail to the candidate went.
import { ayuda as msg } from '../../../shared/messages.js';
import { entrevistasResponderAyuda } from '../../../shared/routes/entrevistas.js';
import { responderAyuda } from '../../lib/ayuda-candidato/responder.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasResponderAyuda, async ({ caller, tenant, params, body }) => {
  const r = await responderAyuda(caller, tenant, params.id, body);
  return ok(r.vista, r.email === 'fallido' ? msg.sinEmail : body.tipo === 'ajuste' ? msg.ajusteRespondido : msg.mensajeRespondido);
});
