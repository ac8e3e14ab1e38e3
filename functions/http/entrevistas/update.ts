// PUT /api/entrevistas/{id}: reschedule a programada interview and send the updated invitation.
import { entrevistas as msg } from '../../../shared/messages.js';
import { entrevistasUpdate } from '../../../shared/routes/entrevistas.js';
import { reprogramarEntrevista } from '../../lib/entrevistas/programar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasUpdate, async ({ caller, tenant, params, body }) => {
  const r = await reprogramarEntrevista(caller, tenant, params.id, body);
  return ok(r, r.invitacionEnviada ? msg.reprogramada : msg.invitacionNoEnviada);
});
