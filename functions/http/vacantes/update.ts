// PUT /api/vacantes/{id}: an edit from the version read (409 when another person changed it since).
import { vacantes as msg } from '../../../shared/messages.js';
import { vacantesUpdate } from '../../../shared/routes/vacantes.js';
import { httpHandler, ok } from '../../lib/http.js';
import { editarVacante } from '../../lib/vacantes/service.js';

export const handler = httpHandler(vacantesUpdate, async ({ caller, tenant, params, body }) =>
  ok(await editarVacante(caller, tenant, params.id, body), msg.actualizada),
);
