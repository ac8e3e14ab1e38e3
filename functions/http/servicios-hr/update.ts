// PUT /api/servicios-hr/{codigo}: edits a template; every change raises its version (superadmin).
import { serviciosHr as msg } from '../../../shared/messages.js';
import { serviciosHrUpdate } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { actualizarPlantilla } from '../../lib/servicios-hr/plantillas.js';

export const handler = httpHandler(serviciosHrUpdate, async ({ caller, params, body }) =>
  ok(await actualizarPlantilla(params.codigo, body, new Date(), caller.userId), msg.actualizado),
);
