// DELETE /api/servicios-hr/{codigo}: removes a template no scheduled interview uses (superadmin).
import { serviciosHr as msg } from '../../../shared/messages.js';
import { serviciosHrDelete } from '../../../shared/routes/servicios-hr.js';
import { httpHandler, ok } from '../../lib/http.js';
import { eliminarPlantilla } from '../../lib/servicios-hr/plantillas.js';

export const handler = httpHandler(serviciosHrDelete, async ({ params }) => {
  await eliminarPlantilla(params.codigo);
  return ok(null, msg.eliminado);
});
