// DELETE /api/entrevistas/{id}: cancel a programada interview; its link dies with it and the candidate
// is told (with the calendar event's cancellation).
import { entrevistas as msg } from '../../../shared/messages.js';
import { entrevistasDelete } from '../../../shared/routes/entrevistas.js';
import { cancelarEntrevista } from '../../lib/entrevistas/cancelar.js';
import { enviarACola } from '../../lib/aws/sqs.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasDelete, async ({ caller, tenant, params }) => {
  const { candidatoAvisado } = await cancelarEntrevista(caller, tenant, params.id, new Date(), enviarACola);
  return ok(null, candidatoAvisado ? msg.cancelada : msg.cancelacionNoEnviada);
});
