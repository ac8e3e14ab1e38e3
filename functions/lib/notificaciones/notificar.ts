// Telling users of an event (spec part 1 §2.5, §3.6): the one way every feature writes notifications
// (user added, company created, reminders, interviews…). Each is stored per user with a 90-day TTL and
// changes the user's unread counter in the same transaction, so the bell never counts by reading the
// list. Every notification tells of one event and carries its `clave`, derived from the event's ids
// (D109): the same clave reaches each user once, however often the event is told (a job run twice, a
// queue's delivery retried).
// Two ways to write them (D109): `notificar`, best effort (a failure is logged; for actions already
// committed and answered), and `notificarOFallar`, which throws when any recipient's could not be
// written, for the queue consumers: SQS delivers the message again and the clave writes only what is
// missing. Who hears of what is destinatarios.ts; a user's own list is service.ts.
import { NOTIFICACIONES, TIEMPOS_SERVIDOR } from '../../../shared/constants.js';
import type { PrioridadNotificacion, TipoNotificacionPanel } from '../../../shared/schemas/notificacion.js';
import { idOrdenado } from '../db/ids.js';
import { crearNotificacionSteps, type Destinatario, type NotifItem } from '../db/notificaciones.js';
import { transact } from '../db/repository.js';
import { ConflictError } from '../errors.js';
import { logger } from '../logger.js';
import { dentroDe } from '../request-scope.js';

export type { Destinatario };

export interface NuevaNotificacion {
  type: TipoNotificacionPanel;
  title: string;
  message: string;
  prioridad: PrioridadNotificacion;
  actionUrl?: string;
  actionText?: string;
  /**
   * The event it tells of, from the event's own ids ('importacion:{id}', 'candidato:{id}'): the same
   * clave reaches each user once (D109). A key part: no '#', no spaces, at most 200 characters.
   */
  clave: string;
}

/** What one telling of an event did: written now, already there from an earlier telling, not written. */
export interface Recuento {
  creadas: number;
  yaEnviadas: number;
  fallos: Array<{ userId: string; error: Error }>;
}

/** Some recipients' notifications could not be written (after the repository's own retries, D110). */
export class NotificacionesNoGuardadas extends Error {
  constructor(
    readonly clave: string,
    readonly fallidas: number,
    readonly total: number,
    primera: Error,
  ) {
    super(`Notifications not stored: ${fallidas} of ${total} (${clave}): ${primera.message}`);
    this.name = 'NotificacionesNoGuardadas';
  }
}

class YaEnviada extends ConflictError {}

/** Tries each recipient once (their own transaction); one recipient's failure does not stop the others. */
async function escribir(destinatarios: Destinatario[], n: NuevaNotificacion, now: Date): Promise<Recuento> {
  const r: Recuento = { creadas: 0, yaEnviadas: 0, fallos: [] };
  const expiresAt = Math.floor(now.getTime() / 1000) + NOTIFICACIONES.ttlDias * 86_400;
  for (const d of destinatarios) {
    const item: NotifItem = {
      id: idOrdenado(now),
      userId: d.userId,
      type: n.type,
      title: n.title,
      message: n.message,
      prioridad: n.prioridad,
      actionUrl: n.actionUrl,
      actionText: n.actionText,
      timestamp: now.toISOString(),
      isRead: false,
      expiresAt,
    };
    try {
      await transact(crearNotificacionSteps(d, item, n.clave, () => new YaEnviada()));
      r.creadas++;
    } catch (err) {
      // Its marker is there: an earlier telling of the same event wrote it. Delivered, not a failure.
      if (err instanceof YaEnviada) r.yaEnviadas++;
      else r.fallos.push({ userId: d.userId, error: err as Error });
    }
  }
  return r;
}

/** `nivel`: 'warn' when the delivery will be tried again (nothing is lost yet), 'error' when it will not. */
function registrarFallos(n: NuevaNotificacion, r: Recuento, mensaje: string, nivel: 'warn' | 'error' = 'error'): void {
  for (const f of r.fallos) logger[nivel](mensaje, { clave: n.clave, userId: f.userId, error: f.error.message });
}

/**
 * Best effort, for an action already committed and answered (a user added, an interview scheduled):
 * creates the notification for each recipient; a failure is logged, never breaks the caller's action.
 * Answers how many were written now (not those an earlier telling of the same clave wrote).
 */
export async function notificar(destinatarios: Destinatario[], n: NuevaNotificacion, now = new Date()): Promise<number> {
  // In a request it comes after the commit: it may not use the time the answer needs (D110).
  const r = await dentroDe(TIEMPOS_SERVIDOR.notificarEnPeticionMs, () => escribir(destinatarios, n, now));
  registrarFallos(n, r, 'Notification not stored');
  return r.creadas;
}

/**
 * At least once, for a queue consumer (D109): tries every recipient, then throws
 * NotificacionesNoGuardadas if any could not be written, so the delivery fails and SQS delivers the
 * message again; that telling writes only what is missing (the clave refuses the rest).
 */
export async function notificarOFallar(destinatarios: Destinatario[], n: NuevaNotificacion, now = new Date()): Promise<Recuento> {
  const r = await escribir(destinatarios, n, now);
  if (r.fallos.length) {
    registrarFallos(n, r, 'Notification not stored, the delivery will be retried', 'warn');
    throw new NotificacionesNoGuardadas(n.clave, r.fallos.length, destinatarios.length, r.fallos[0]!.error);
  }
  return r;
}
