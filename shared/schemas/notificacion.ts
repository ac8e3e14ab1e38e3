// Notifications (part 1 §3.6, §2.5, §4).
import * as z from 'zod/mini';
import { FechaHora, Id, RutaInterna } from './comun.js';

/** Types of the stored notification model. */
export const TIPOS_NOTIFICACION = ['interview', 'system', 'profile', 'success'] as const;
export const TipoNotificacion = z.enum(TIPOS_NOTIFICACION);
export type TipoNotificacion = z.infer<typeof TipoNotificacion>;

/** Types the notifications panel shows (each with its icon). */
export const TIPOS_NOTIFICACION_PANEL = ['entrevista', 'candidato', 'sistema', 'completado', 'other'] as const;
export const TipoNotificacionPanel = z.enum(TIPOS_NOTIFICACION_PANEL);
export type TipoNotificacionPanel = z.infer<typeof TipoNotificacionPanel>;

/** alta (red), media (yellow), baja (green). */
export const PRIORIDADES_NOTIFICACION = ['alta', 'media', 'baja'] as const;
export const PrioridadNotificacion = z.enum(PRIORIDADES_NOTIFICACION);
export type PrioridadNotificacion = z.infer<typeof PrioridadNotificacion>;

const camposComunes = {
  id: Id,
  title: z.string(),
  message: z.string(),
  timestamp: FechaHora,
  isRead: z._default(z.boolean(), false),
  /** An in-app path (/entrevistas, /perfil, /candidatos); never another origin. */
  actionUrl: z.optional(RutaInterna),
};

/** The stored notification (part 1 §3.6). */
export const Notificacion = z.object({
  ...camposComunes,
  type: TipoNotificacion,
});
export type Notificacion = z.infer<typeof Notificacion>;

/** A notification as the panel shows it: panel type, priority and link text. */
export const NotificacionPanel = z.object({
  ...camposComunes,
  type: TipoNotificacionPanel,
  prioridad: z.optional(PrioridadNotificacion),
  actionText: z.optional(z.string()),
});
export type NotificacionPanel = z.infer<typeof NotificacionPanel>;

/** Body of marking one notification read (notifications only go from unread to read). */
export const NotificacionUpdate = z.strictObject({ isRead: z.literal(true) });
export type NotificacionUpdate = z.infer<typeof NotificacionUpdate>;

/** GET /api/notificaciones: newest first, one page, and the unread count for the bell. */
export const NotificacionesPage = z.object({
  items: z.array(NotificacionPanel),
  cursor: z.nullable(z.string()),
  noLeidas: z.number().check(z.int(), z.minimum(0)),
});

export const NotificacionesQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
});

export const NotificacionIdParams = z.object({ id: Id });
