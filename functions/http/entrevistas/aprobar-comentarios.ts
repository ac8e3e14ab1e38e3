// PUT /api/entrevistas/{id}/comentarios: a person approves the one mail the candidate receives, the outcome with
// the feedback (D173, D180); its e-mail leaves through the outbox (issue 55), so the message says it is on its way.
import { comentarios as msg } from '../../../shared/messages.js';
import { entrevistasAprobarComentarios } from '../../../shared/routes/entrevistas.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { aprobarComentarios } from '../../lib/comentarios/aprobar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasAprobarComentarios, async ({ caller, tenant, params, body }) => {
  const r = await aprobarComentarios(caller, tenant, params.id, body, new Date(), enviarACola);
  return ok(r, msg.resultadoEnviado);
});
