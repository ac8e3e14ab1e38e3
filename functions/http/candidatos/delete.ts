// DELETE /api/candidatos/{id}: deletes a candidate and everything stored about them.
import { candidatos as msg } from '../../../shared/messages.js';
import { candidatosDelete } from '../../../shared/routes/candidatos.js';
import { eliminarCandidato } from '../../lib/candidatos/eliminar.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosDelete, async ({ caller, tenant, params }) => {
  await eliminarCandidato(caller, tenant, params.id, new Date(), enviarACola);
  return ok(null, msg.eliminado);
});
