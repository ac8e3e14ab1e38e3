// Notices about a candidate and their interviews (D55, D109): filed under the candidate's clave
// (`candidato:{id}`, `candidato:{id}:{evento}`), so erasing the candidate takes every notice that named
// them back by one prefix, from everyone's bell.
import { fmt } from '../../../shared/messages.js';
import { borrarNotificacionStep, contadorStep, enviadasConClave, getNotificacion, type Destinatario } from '../db/notificaciones.js';
import { transact, type TransactStep } from '../db/repository.js';
import { logger } from '../logger.js';
import { avisadosDeEntrevista } from './destinatarios.js';
import { notificarOFallar, type NuevaNotificacion, type Recuento } from './notificar.js';

/**
 * The clave of a notice about a candidate: `candidato:{id}` (the admins' 'Nuevo candidato'), and
 * `candidato:{id}:{evento}` for what happens to their interviews, so erasing them (D55) takes every
 * notice that named them back by one prefix (retirarNotificaciones).
 */
export function claveDeCandidato(candidatoId: string, evento?: string): string {
  return evento ? `candidato:${candidatoId}:${evento}` : `candidato:${candidatoId}`;
}

/**
 * Takes back what was notified under `clave` and the claves filed beneath it (`{clave}:…`) in a
 * company (each recipient's notification, its unread count and the marker): a candidate's erasure
 * removes their name from everyone's bell, their interviews' notices included.
 * Best effort, one recipient at a time; a failure is logged (the 90-day TTL ends it anyway).
 */
export async function retirarNotificaciones(empresaId: string, clave: string): Promise<number> {
  let retiradas = 0;
  for (const marca of await enviadasConClave(empresaId, clave)) {
    const d: Destinatario = { userId: String(marca.userId ?? ''), empresaId };
    try {
      const item = marca.userId && marca.notificacionId ? await getNotificacion(d, marca.notificacionId) : undefined;
      const steps: TransactStep[] = [{ op: { Delete: { Key: { PK: marca.PK, SK: marca.SK } } } }];
      if (item) {
        steps.push(borrarNotificacionStep(d, item));
        if (!item.isRead) steps.push(contadorStep(d, -1));
      }
      await transact(steps);
      retiradas++;
    } catch (err) {
      logger.error('Notification not taken back', { error: (err as Error).message });
    }
  }
  return retiradas;
}

/** An interview as its notifications name it. */
interface EntrevistaAvisada {
  id: string;
  empresaId: string;
  candidatoId: string;
  creadoPor?: string | null;
  candidatoNombre: string;
  servicioNombre: string;
}

/**
 * Tells who hears about an interview (avisadosDeEntrevista) what happened to it, once its move has
 * committed: `mensaje` names {candidato} and {servicio}; the clave is filed under the candidate
 * (claveDeCandidato), so their erasure takes it back. At least once (notificarOFallar): throws when a
 * recipient's could not be written; the caller decides whether that fails its work.
 */
export async function avisarDeEntrevista(
  e: EntrevistaAvisada,
  n: Omit<NuevaNotificacion, 'message'> & { mensaje: string },
  now = new Date(),
): Promise<Recuento> {
  const { mensaje, clave, ...resto } = n;
  const message = fmt(mensaje, { candidato: e.candidatoNombre, servicio: e.servicioNombre });
  return notificarOFallar(await avisadosDeEntrevista(e), { ...resto, message, clave: claveDeCandidato(e.candidatoId, clave) }, now);
}
