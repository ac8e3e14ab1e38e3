// POST /api/candidatos/{id}/borrado-solicitado/oposicion: an admin objects, with a legal reason (D149).
import { borradoSolicitado as msg } from '../../../shared/messages.js';
import { candidatosBorradoOposicion } from '../../../shared/routes/candidatos.js';
import { oponerseBorrado } from '../../lib/candidatos/borrado-oposicion.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosBorradoOposicion, async ({ caller, tenant, params, body }) =>
  ok(await oponerseBorrado(caller, tenant, params.id, body.motivo), msg.oposicionGuardada),
);
