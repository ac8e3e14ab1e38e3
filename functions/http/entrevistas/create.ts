// POST /api/entrevistas: schedule an interview and invite the candidate.
import { entrevistas as msg } from '../../../shared/messages.js';
import { entrevistasCreate } from '../../../shared/routes/entrevistas.js';
import { programarEntrevista } from '../../lib/entrevistas/programar.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(entrevistasCreate, async ({ caller, tenant, body }) => {
  const r = await programarEntrevista(caller, tenant, body, new Date(), enviarACola);
  return created(r, r.invitacionEnviada ? msg.programada : msg.invitacionNoEnviada);
});
