// One demo request for the superadmin (D96, D102): what the onboarding wizard opened with
// ?solicitud={id} pre-fills from, so a reload keeps it. Absent, erased or past its retention → 404
// (the list hides those too).
import { demo as msg } from '../../../shared/messages.js';
import type { SolicitudDemo } from '../../../shared/schemas/demo.js';
import { getSolicitudDemo, mostrarSolicitudDemo } from '../db/solicitudes-demo.js';
import { NotFoundError } from '../errors.js';

export async function leerSolicitudDemo(id: string, now = new Date()): Promise<SolicitudDemo> {
  const item = await getSolicitudDemo(id);
  if (!item || item.expiresAt <= now.getTime() / 1000) throw new NotFoundError(msg.noEncontrada);
  return mostrarSolicitudDemo(item);
}
