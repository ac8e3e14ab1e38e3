// Notifications of one user (in the user's own partition: their company's, or the platform's for
// the superadmin), the user's unread counter kept in the same transaction as every change, and the
// "already sent" markers that make a job's notification reach each user once.
import { assertKeyPart, partitionPk, type Key } from './keys.js';
import { getItem, queryAll, queryPage, type Page, type TransactStep } from './repository.js';
import type { NotificacionPanel } from '../../../shared/schemas/notificacion.js';
import type { AppError } from '../errors.js';

/** Whose notifications: a user and the partition they live in. */
export interface Destinatario {
  userId: string;
  empresaId: string | null;
}

export interface NotifItem extends NotificacionPanel {
  userId: string;
  expiresAt?: number;
  [k: string]: unknown;
}

export const notificacionKeys = {
  /** A user's notification; the id starts with the zero-padded time, so SK order is time order. */
  notificacion: (d: Destinatario, id: string): Key => ({
    PK: partitionPk(d.empresaId),
    SK: `NOTIF#${assertKeyPart(d.userId, 'userId')}#${assertKeyPart(id, 'id')}`,
  }),
  /** The unread count of a user's bell, as earlier versions kept it (one item); summed with its fractions. */
  noLeidas: (d: Destinatario): Key => ({ PK: partitionPk(d.empresaId), SK: `NOTIFCONT#${assertKeyPart(d.userId, 'userId')}` }),
  /**
   * One fraction of the unread count (D110): each change adds to one picked at random, so the
   * notifications of a burst (20 interviews finishing tell the same admin 20 times) do not all need
   * the same item, which DynamoDB would let only one transaction hold at a time.
   */
  noLeidasFraccion: (d: Destinatario, n: number): Key => ({
    PK: partitionPk(d.empresaId),
    SK: `NOTIFCONT#${assertKeyPart(d.userId, 'userId')}#${n}`,
  }),
  /**
   * Marks that the notification of one event (its `clave`, D109) was already written for this user:
   * a second write of the same event is refused. The clave is a key part (no '#', no spaces).
   */
  enviada: (d: Destinatario, clave: string): Key => ({
    PK: partitionPk(d.empresaId),
    SK: `NOTIFENV#${assertKeyPart(clave, 'clave')}#${assertKeyPart(d.userId, 'userId')}`,
  }),
};

const prefijo = (d: Destinatario) => `NOTIF#${assertKeyPart(d.userId, 'userId')}#`;

export function paginaNotificaciones(d: Destinatario, q: { cursor?: string | null; limit?: number }): Promise<Page<NotifItem>> {
  return queryPage<NotifItem>({ pk: partitionPk(d.empresaId), skPrefix: prefijo(d), newestFirst: true, cursor: q.cursor, limit: q.limit });
}

/** Every notification of a user (mark all read, delete all: at most a few hundred, 90-day TTL). */
export function todasLasNotificaciones(d: Destinatario): Promise<NotifItem[]> {
  return queryAll<NotifItem>({ pk: partitionPk(d.empresaId), skPrefix: prefijo(d) });
}

export function getNotificacion(d: Destinatario, id: string): Promise<NotifItem | undefined> {
  return getItem<NotifItem>(notificacionKeys.notificacion(d, id));
}

/** How many items a user's unread count is spread over. */
export const FRACCIONES_NO_LEIDAS = 8;

/** The unread count: the item and its fractions, summed (one Query of at most 9 small items). */
export async function noLeidas(d: Destinatario): Promise<number> {
  const base = notificacionKeys.noLeidas(d);
  const items = await queryAll<{ SK: string; noLeidas?: number }>({ pk: base.PK, skPrefix: base.SK, consistent: true });
  const suma = items
    .filter((i) => i.SK === base.SK || i.SK.startsWith(`${base.SK}#`))
    .reduce((total, i) => total + (typeof i.noLeidas === 'number' ? i.noLeidas : 0), 0);
  return Math.max(0, suma);
}

/** Moves the unread count by `delta` on one of its fractions, picked at random (a fraction may go below 0; the sum does not). */
export function contadorStep(d: Destinatario, delta: number, random: () => number = Math.random): TransactStep {
  return {
    op: {
      Update: {
        Key: notificacionKeys.noLeidasFraccion(d, Math.floor(random() * FRACCIONES_NO_LEIDAS)),
        UpdateExpression: 'ADD noLeidas :d SET entidad = :e',
        ExpressionAttributeValues: { ':d': delta, ':e': 'NOTIF_CONTADOR' },
      },
    },
  };
}

/** A new notification, the counter, and (with a clave) the marker that refuses a second one. */
export function crearNotificacionSteps(d: Destinatario, item: NotifItem, clave?: string, onYaEnviada?: () => AppError): TransactStep[] {
  const steps: TransactStep[] = [
    { op: { Put: { Item: { ...notificacionKeys.notificacion(d, item.id), entidad: 'NOTIFICACION', ...item } } } },
    contadorStep(d, 1),
  ];
  if (clave) {
    steps.push({
      op: {
        Put: {
          // Which notification it was, so what it says can be taken back (a candidate erased: D55).
          Item: {
            ...notificacionKeys.enviada(d, clave),
            entidad: 'NOTIF_ENVIADA',
            expiresAt: item.expiresAt,
            userId: d.userId,
            notificacionId: item.id,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      onConditionFail: onYaEnviada,
    });
  }
  return steps;
}

type Marca = { userId?: string; notificacionId?: string } & Key;

/**
 * The markers of the notifications sent in a company under `clave` and under the claves filed beneath
 * it, `{clave}:…` (one per recipient each): `candidato:{id}` finds the candidate's own notice and every
 * notice of their interviews (`candidato:{id}:entrevista-…`, D55, D109).
 */
export async function enviadasConClave(empresaId: string, clave: string): Promise<Marca[]> {
  const pk = partitionPk(empresaId);
  const base = `NOTIFENV#${assertKeyPart(clave, 'clave')}`;
  const [propias, debajo] = await Promise.all([
    queryAll<Marca>({ pk, skPrefix: `${base}#` }),
    queryAll<Marca>({ pk, skPrefix: `${base}:` }),
  ]);
  return [...propias, ...debajo];
}

/** Marks one read, only if it still is unread (so the counter moves once). */
export function marcarLeidaStep(d: Destinatario, id: string): TransactStep {
  return {
    op: {
      Update: {
        Key: notificacionKeys.notificacion(d, id),
        UpdateExpression: 'SET isRead = :t',
        ConditionExpression: 'attribute_exists(PK) AND isRead = :f',
        ExpressionAttributeValues: { ':t': true, ':f': false },
      },
    },
  };
}

/** Deletes one only if it is still as read as it was seen: the counter change stays exact under races. */
export function borrarNotificacionStep(d: Destinatario, i: Pick<NotifItem, 'id' | 'isRead'>): TransactStep {
  return {
    op: {
      Delete: {
        Key: notificacionKeys.notificacion(d, i.id),
        ConditionExpression: 'attribute_exists(PK) AND isRead = :r',
        ExpressionAttributeValues: { ':r': i.isRead === true },
      },
    },
  };
}
