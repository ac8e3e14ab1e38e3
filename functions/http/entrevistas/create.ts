// POST /api/entrevistas: schedule an interview and invite the candidate.
import { entrevistas as msg } from '../../../shared/messages.js';
import { entrevistasCreate } from '../../../shared/routes/entrevistas.js';
import { programarEntrevista } from '../../lib/entrevistas/programar.js';
import { created, httpHandler } from '../../lib/http.js';

export const handler = httpHandler(entrevistasCreate, async ({ caller, tenant, body }) => {
  const r = await programarEntrevista(caller, tenant, body);
  return created(r, r.invitacionEnviada ? msg.programada : msg.invitacionNoEnviada);
});
