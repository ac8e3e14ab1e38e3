// PUT /api/candidatos/{id}: edits a candidate; the status only by the allowed changes.
import { candidatos as msg } from '../../../shared/messages.js';
import { candidatosUpdate } from '../../../shared/routes/candidatos.js';
import { actualizarCandidato } from '../../lib/candidatos/service.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(candidatosUpdate, async ({ tenant, params, body }) =>
  ok(await actualizarCandidato(tenant, params.id, body), msg.actualizado),
);
