// PUT /api/configuracion/empresa/{empresaId}/comentarios-candidato: turns the feedback to candidates on or off (D173).
import { comentarios as msg } from '../../../shared/messages.js';
import { configuracionComentariosCandidatoUpdate } from '../../../shared/routes/configuracion.js';
import { cambiarComentariosCandidato } from '../../lib/configuracion/comentarios-candidato.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(configuracionComentariosCandidatoUpdate, async ({ caller, tenant, body }) => {
  const r = await cambiarComentariosCandidato(caller, tenant, body.activos);
  return ok(r, r.activos ? msg.activados : msg.desactivados);
});
