// A superadmin erases a demo request (D96): the person's right to erasure. The item is all there is
// of it: the superadmins' notifications name no one, the rate-limit counters hold a hash of the
// email for at most two hours, and the send log holds only the superadmins' own addresses (the
// confirmation to the person is logged under the request's id, D125). The pending count moves with
// the erasure of a pendiente request (D125).
import { demo as msg } from '../../../shared/messages.js';
import { borrarSolicitudDemo } from '../db/solicitudes-demo.js';
import { NotFoundError } from '../errors.js';
import { logger } from '../logger.js';

export async function eliminarSolicitud(id: string): Promise<void> {
  await borrarSolicitudDemo(id, () => new NotFoundError(msg.noEncontrada));
  logger.info('Demo request erased', { solicitudId: id });
}
