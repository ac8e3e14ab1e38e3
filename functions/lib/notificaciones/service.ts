// Notifications (spec part 1 §2.5, §3.6): stored per user in DynamoDB with a 90-day TTL, and the
// one service every feature calls when something happens (user added, company created, reminders,
// interviews…). Each change of a notification updates the user's unread counter in the same
// transaction, so the bell never counts by reading the list. A `clave` makes a notification
// idempotent per user (jobs that run twice notify once).
import { NOTIFICACIONES } from '../../../shared/constants.js';
import { notificaciones as msgNotif } from '../../../shared/messages.js';
import type { NotificacionPanel, PrioridadNotificacion, TipoNotificacionPanel } from '../../../shared/schemas/notificacion.js';
import type { Caller } from '../auth/caller.js';
import { idOrdenado } from '../db/ids.js';
import { keys, PLATFORM_PK, tenantPk } from '../db/keys.js';
import { getItem, queryPage, transact, type TransactStep } from '../db/repository.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';

export interface Destinatario {
  userId: string;
  empresaId: string | null;
}

export interface NuevaNotificacion {
  type: TipoNotificacionPanel;
  title: string;
  message: string;
  prioridad: PrioridadNotificacion;
  actionUrl?: string;
  actionText?: string;
  /** Idempotency: the same clave reaches each user once. */
  clave?: string;
}

interface NotifItem extends NotificacionPanel {
  userId: string;
  [k: string]: unknown;
}


function contadorStep(d: Destinatario, delta: number): TransactStep {
  return {
    op: {
      Update: {
        Key: keys.notificacionesNoLeidas(d.empresaId, d.userId),
        UpdateExpression: 'ADD noLeidas :d SET entidad = :e',
        ExpressionAttributeValues: { ':d': delta, ':e': 'NOTIF_CONTADOR' },
      },
    },
  };
}

/** Creates the notification for each recipient; failures are logged, never break the caller's action. */
export async function notificar(destinatarios: Destinatario[], n: NuevaNotificacion, now = new Date()): Promise<number> {
  let creadas = 0;
  const expiresAt = Math.floor(now.getTime() / 1000) + NOTIFICACIONES.ttlDias * 86_400;
  for (const d of destinatarios) {
    const id = idOrdenado(now);
    const item = {
      ...keys.notificacion(d.empresaId, d.userId, id),
      entidad: 'NOTIFICACION',
      id,
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
    const steps: TransactStep[] = [{ op: { Put: { Item: item } } }, contadorStep(d, 1)];
    if (n.clave) {
      steps.push({
        op: {
          Put: {
            Item: { ...keys.notificacionEnviada(d.empresaId, n.clave, d.userId), entidad: 'NOTIF_ENVIADA', expiresAt },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
        onConditionFail: () => new ConflictError('ya enviada'),
      });
    }
    try {
      await transact(steps);
      creadas++;
    } catch (err) {
      if (!(err instanceof ConflictError)) logger.error('Notification not stored', { error: (err as Error).message });
    }
  }
  return creadas;
}

export interface PerfilDestinatario {
  id: string;
  rol?: string;
  activo?: boolean;
  configuracion?: { notificaciones?: { recordatorios?: boolean } };
}

/** Every user profile of a company, page by page (companies hold tens of users, not thousands). */
export async function perfilesDeEmpresa(empresaId: string): Promise<PerfilDestinatario[]> {
  const out: PerfilDestinatario[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: PerfilDestinatario[]; cursor: string | null } = await queryPage<PerfilDestinatario>({
      pk: tenantPk(empresaId),
      skPrefix: 'USUARIO#',
      limit: 100,
      cursor,
    });
    out.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return out;
}

/** The active admins of a company (who hear about its users, licences and trial). */
export async function adminsDeEmpresa(empresaId: string): Promise<Destinatario[]> {
  return (await perfilesDeEmpresa(empresaId))
    .filter((u) => u.rol === 'admin' && u.activo !== false)
    .map((u) => ({ userId: u.id, empresaId }));
}

/** The platform's superadmins (who hear about companies). */
export async function superadmins(): Promise<Destinatario[]> {
  const page = await queryPage<{ id: string; activo?: boolean }>({ pk: PLATFORM_PK, skPrefix: 'USUARIO#', limit: 100 });
  return page.items.filter((u) => u.activo !== false).map((u) => ({ userId: u.id, empresaId: null }));
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
  const pk = d.empresaId ? tenantPk(d.empresaId) : PLATFORM_PK;
  const page = await queryPage<NotifItem & { expiresAt?: number }>({
    pk,
    skPrefix: `NOTIF#${d.userId}#`,
    newestFirst: true,
    cursor: q.cursor,
    limit: q.limit ?? 20,
  });
  const contador = await getItem<{ noLeidas?: number }>(keys.notificacionesNoLeidas(d.empresaId, d.userId));
  // TTL deletes within a day or two of expiry: hide what has already expired.
  const vivas = page.items.filter((i) => !i.expiresAt || i.expiresAt > now.getTime() / 1000);
  return { items: vivas.map(toPanel), cursor: page.cursor, noLeidas: Math.max(0, contador?.noLeidas ?? 0) };
}

async function propia(caller: Caller, id: string): Promise<NotifItem> {
  const item = await getItem<NotifItem>(keys.notificacion(caller.empresaId, caller.userId, id));
  if (!item) throw new NotFoundError(msgNotif.noEncontrada);
  return item;
}

export async function marcarLeida(caller: Caller, id: string): Promise<NotificacionPanel> {
  const item = await propia(caller, id);
  if (item.isRead) return toPanel(item);
  try {
    await transact([
      {
        op: {
          Update: {
            Key: keys.notificacion(caller.empresaId, caller.userId, id),
            UpdateExpression: 'SET isRead = :t',
            ConditionExpression: 'attribute_exists(PK) AND isRead = :f',
            ExpressionAttributeValues: { ':t': true, ':f': false },
          },
        },
      },
      contadorStep(yo(caller), -1),
    ]);
  } catch (err) {
    // Marked read (or removed) by a parallel request: nothing left to do.
    if (!(err instanceof ConflictError)) throw err;
  }
  return { ...toPanel(item), isRead: true };
}

async function todas(caller: Caller): Promise<NotifItem[]> {
  const items: NotifItem[] = [];
  let cursor: string | null = null;
  do {
    const page: { items: NotifItem[]; cursor: string | null } = await queryPage<NotifItem>({
      pk: caller.empresaId ? tenantPk(caller.empresaId) : PLATFORM_PK,
      skPrefix: `NOTIF#${caller.userId}#`,
      limit: 100,
      cursor,
    });
    items.push(...page.items);
    cursor = page.cursor;
  } while (cursor);
  return items;
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
  const noLeidas = (await todas(caller)).filter((i) => !i.isRead);
  await enLotes(
    caller,
    noLeidas,
    (i) => ({
      op: {
        Update: {
          Key: keys.notificacion(caller.empresaId, caller.userId, i.id),
          UpdateExpression: 'SET isRead = :t',
          ConditionExpression: 'attribute_exists(PK) AND isRead = :f',
          ExpressionAttributeValues: { ':t': true, ':f': false },
        },
      },
    }),
    () => -1,
  );
  return noLeidas.length;
}

/** Deletes a notification only if it is still as read: the counter change stays exact under races. */
function borrado(caller: Caller) {
  return (i: NotifItem): TransactStep => ({
    op: {
      Delete: {
        Key: keys.notificacion(caller.empresaId, caller.userId, i.id),
        ConditionExpression: 'attribute_exists(PK) AND isRead = :r',
        ExpressionAttributeValues: { ':r': i.isRead === true },
      },
    },
  });
}

export async function eliminar(caller: Caller, id: string): Promise<void> {
  const item = await propia(caller, id);
  await enLotes(caller, [item], borrado(caller), (i) => (i.isRead ? 0 : -1));
}

export async function eliminarTodas(caller: Caller): Promise<number> {
  const items = await todas(caller);
  await enLotes(caller, items, borrado(caller), (i) => (i.isRead ? 0 : -1));
  return items.length;
}
