// POST /api/candidatos/{id}/rechazo: a person sends the rejection mail they previewed (D163).
import { enviosCandidato as msg, fmt } from '../../../shared/messages.js';
import { candidatosRechazoEnviar } from '../../../shared/routes/candidatos.js';
import { enviarRechazo } from '../../lib/candidatos/rechazo.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosRechazoEnviar, async ({ caller, tenant, params }) => {
  const r = await enviarRechazo(caller, tenant, params.id);
  return ok(r, fmt(msg.rechazoEnviado, { email: r.para }));
});
