// POST /api/entrevistas/{id}/reenviar-invitacion: the same invitation again, limited (D163).
import { enviosCandidato as msg, fmt } from '../../../shared/messages.js';
import { entrevistasReenviarInvitacion } from '../../../shared/routes/entrevistas.js';
import { reenviarInvitacion } from '../../lib/entrevistas/reenviar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(entrevistasReenviarInvitacion, async ({ caller, tenant, params }) => {
  const r = await reenviarInvitacion(caller, tenant, params.id);
  return ok(r, r.enviada ? fmt(msg.reenvioEnviado, { email: r.para }) : msg.reenvioNoEnviado);
});
