// DELETE /api/demo/solicitudes/{id}: erases a demo request (superadmin; D96).
import { demo as msg } from '../../../shared/messages.js';
import { demoDelete } from '../../../shared/routes/demo.js';
import { eliminarSolicitud } from '../../lib/demo/eliminar.js';
import { httpHandler, ok } from '../../lib/http.js';

export const handler = httpHandler(demoDelete, async ({ params }) => {
  await eliminarSolicitud(params.id);
  return ok(null, msg.eliminada);
});
