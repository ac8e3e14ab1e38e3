// A superadmin marks a demo request atendida (D96): who and when, only from pendiente (409 when it
// already was, 404 when there is none). From then on it is kept LIMITES_DEMO.diasAtendida days, or
// less if its first retention ends sooner. The pending count (D125) moves with it, once.
import { demo as msg } from '../../../shared/messages.js';
import { LIMITES_DEMO, type SolicitudDemo } from '../../../shared/schemas/demo.js';
import type { Caller } from '../auth/caller.js';
import { atenderSolicitudDemo, getSolicitudDemo, mostrarSolicitudDemo } from '../db/solicitudes-demo.js';
import { ConflictError, NotFoundError } from '../errors.js';

export async function atenderSolicitud(caller: Caller, id: string, now = new Date()): Promise<SolicitudDemo> {
  const actual = await getSolicitudDemo(id);
  if (!actual || actual.expiresAt <= now.getTime() / 1000) throw new NotFoundError(msg.noEncontrada);
  if (actual.estado !== 'pendiente') throw new ConflictError(msg.yaAtendida);
  const expiresAt = Math.min(actual.expiresAt, Math.floor(now.getTime() / 1000) + LIMITES_DEMO.diasAtendida * 86_400);
  const item = await atenderSolicitudDemo(
    actual,
    {
      atendidaEn: now.toISOString(),
      atendidaPor: { id: caller.userId, nombre: String(caller.profile.nombre ?? caller.email) },
      expiresAt,
    },
    // Changed between the read and the write: attended by someone else, or erased.
    () => new ConflictError(msg.yaAtendida),
  );
  return mostrarSolicitudDemo(item);
}
