// A user's own notifications (spec part 1 §2.5, §3.6): the bell's list, newest first and without what
// has expired, marking one or all read and deleting one or all — what the /api/notificaciones
// handlers call. Every change moves the user's unread counter in the same transaction. How
// notifications are written is notificar.ts.
import type { NotificacionPanel } from '../../../shared/schemas/notificacion.js';
import { notificaciones as msgNotif } from '../../../shared/messages.js';
import type { Caller } from '../auth/caller.js';
import { soloCampos } from '../campos.js';
import {
  borrarNotificacionStep,
  contadorStep,
  getNotificacion,
  marcarLeidaStep,
  noLeidas,
  paginaNotificaciones,
  todasLasNotificaciones,
  type Destinatario,
  type NotifItem,
} from '../db/notificaciones.js';
import { transact, type TransactStep } from '../db/repository.js';
import { ConflictError, NotFoundError } from '../errors.js';

function yo(caller: Caller): Destinatario {
  return { userId: caller.userId, empresaId: caller.empresaId };
}

function toPanel(i: NotifItem): NotificacionPanel {
  return {
    ...soloCampos(i, ['id', 'type', 'title', 'message', 'timestamp', 'prioridad', 'actionUrl', 'actionText']),
    isRead: i.isRead === true,
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
