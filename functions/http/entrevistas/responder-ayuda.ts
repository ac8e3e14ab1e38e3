// POST /api/entrevistas/{id}/ayuda: the company answers an adjustment or writes to the candidate (D172);
// its e-mail to the candidate leaves through the outbox (issue 55), so the message says it is on its way.
import { ayuda as msg } from '../../../shared/messages.js';
import { entrevistasResponderAyuda } from '../../../shared/routes/entrevistas.js';
import { responderAyuda } from '../../lib/ayuda-candidato/responder.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasResponderAyuda, async ({ caller, tenant, params, body }) => {
  const r = await responderAyuda(caller, tenant, params.id, body, new Date(), enviarACola);
  return ok(r.vista, body.tipo === 'ajuste' ? msg.ajusteRespondido : msg.mensajeRespondido);
});
