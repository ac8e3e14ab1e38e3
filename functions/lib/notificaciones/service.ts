// Notifications (spec part 1 §2.5, §3.6): stored per user in DynamoDB with a 90-day TTL, and the
// one service every feature calls when something happens (user added, company created, reminders,
// interviews…). Each change of a notification updates the user's unread counter in the same
// transaction, so the bell never counts by reading the list. Every notification tells of one event
// and carries its `clave`, derived from the event's ids (D109): the same clave reaches each user once,
// however often the event is told (a job run twice, a queue's delivery retried).
// Two ways to write them (D109): `notificar`, best effort (a failure is logged; for actions already
// committed and answered), and `notificarOFallar`, which throws when any recipient's could not be
// written, for the queue consumers: SQS delivers the message again and the clave writes only what is
// missing.
import { NOTIFICACIONES, TIEMPOS_SERVIDOR } from '../../../shared/constants.js';
import { fmt, notificaciones as msgNotif } from '../../../shared/messages.js';
import type { NotificacionPanel, PrioridadNotificacion, TipoNotificacionPanel } from '../../../shared/schemas/notificacion.js';
import type { Caller } from '../auth/caller.js';
import { idOrdenado } from '../db/ids.js';
import {
  borrarNotificacionStep,
  contadorStep,
  crearNotificacionSteps,
  enviadasConClave,
  getNotificacion,
  marcarLeidaStep,
  noLeidas,
  paginaNotificaciones,
  todasLasNotificaciones,
  type Destinatario,
  type NotifItem,
} from '../db/notificaciones.js';
import { transact, type TransactStep } from '../db/repository.js';
import { perfilesDeEmpresa, perfilesSuperadmin } from '../db/usuarios.js';
import { ConflictError, NotFoundError } from '../errors.js';
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

/** The active admins of a company (who hear about its users, licences and trial). */
export async function adminsDeEmpresa(empresaId: string): Promise<Destinatario[]> {
  return (await perfilesDeEmpresa(empresaId))
    .filter((u) => u.rol === 'admin' && u.activo !== false)
    .map((u) => ({ userId: u.id, empresaId }));
}

/** Who hears about an interview: the company's admins and whoever scheduled it, once each. */
export async function avisadosDeEntrevista(e: { empresaId: string; creadoPor?: string | null }): Promise<Destinatario[]> {
  const todos = [...(await adminsDeEmpresa(e.empresaId)), ...(e.creadoPor ? [{ userId: e.creadoPor, empresaId: e.empresaId }] : [])];
  return todos.filter((d, i) => todos.findIndex((x) => x.userId === d.userId) === i);
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

/** The platform's superadmins (who hear about companies). */
export async function superadmins(): Promise<Destinatario[]> {
  return (await perfilesSuperadmin()).filter((u) => u.activo !== false).map((u) => ({ userId: u.id, empresaId: null }));
}

function yo(caller: Caller): Destinatario {
  return { userId: caller.userId, empresaId: caller.empresaId };
}

function toPanel(i: NotifItem): NotificacionPanel {
  return {
    id: i.id,
    type: i.type,
    title: i.title,
    message: i.message,
    timestamp: i.timestamp,
    isRead: i.isRead === true,
    prioridad: i.prioridad,
    actionUrl: i.actionUrl,
    actionText: i.actionText,
  };
}

export async function listar(caller: Caller, q: { cursor?: string; limit?: number }, now = new Date()) {
  const d = yo(caller);
  const page = await paginaNotificaciones(d, { cursor: q.cursor, limit: q.limit ?? 20 });
  // TTL deletes within a day or two of expiry: hide what has already expired.
  const vivas = page.items.filter((i) => !i.expiresAt || i.expiresAt > now.getTime() / 1000);
  return { items: vivas.map(toPanel), cursor: page.cursor, noLeidas: await noLeidas(d) };
}

async function propia(caller: Caller, id: string): Promise<NotifItem> {
  const item = await getNotificacion(yo(caller), id);
  if (!item) throw new NotFoundError(msgNotif.noEncontrada);
  return item;
}

export async function marcarLeida(caller: Caller, id: string): Promise<NotificacionPanel> {
  const item = await propia(caller, id);
  if (item.isRead) return toPanel(item);
  try {
    await transact([marcarLeidaStep(yo(caller), id), contadorStep(yo(caller), -1)]);
  } catch (err) {
    // Marked read (or removed) by a parallel request: nothing left to do.
    if (!(err instanceof ConflictError)) throw err;
  }
  return { ...toPanel(item), isRead: true };
}

/** Applies one change per notification in transactions of up to 90, each adjusting the counter. */
async function enLotes(caller: Caller, items: NotifItem[], op: (i: NotifItem) => TransactStep, unreadDelta: (i: NotifItem) => number) {
  for (let i = 0; i < items.length; i += 90) {
    const lote = items.slice(i, i + 90);
    const delta = lote.reduce((sum, it) => sum + unreadDelta(it), 0);
    const steps = lote.map(op);
    if (delta) steps.push(contadorStep(yo(caller), delta));
    try {
      await transact(steps);
    } catch (err) {
      // A notification changed under us: apply the rest one by one so the counter stays exact.
      if (!(err instanceof ConflictError)) throw err;
      for (const it of lote) {
        const d = unreadDelta(it);
        await transact([op(it), ...(d ? [contadorStep(yo(caller), d)] : [])]).catch((e) => {
          if (!(e instanceof ConflictError)) throw e;
        });
      }
    }
  }
}

export async function marcarTodasLeidas(caller: Caller): Promise<number> {
  const sinLeer = (await todasLasNotificaciones(yo(caller))).filter((i) => !i.isRead);
  await enLotes(
    caller,
    sinLeer,
    (i) => marcarLeidaStep(yo(caller), i.id),
    () => -1,
  );
  return sinLeer.length;
}

export async function eliminar(caller: Caller, id: string): Promise<void> {
  const item = await propia(caller, id);
  await enLotes(
    caller,
    [item],
    (i) => borrarNotificacionStep(yo(caller), i),
    (i) => (i.isRead ? 0 : -1),
  );
}

export async function eliminarTodas(caller: Caller): Promise<number> {
  const items = await todasLasNotificaciones(yo(caller));
  await enLotes(
    caller,
    items,
    (i) => borrarNotificacionStep(yo(caller), i),
    (i) => (i.isRead ? 0 : -1),
  );
  return items.length;
}
