// Notifications (part 1 §3.6, §2.5, §4).
import * as z from 'zod';
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
  isRead: z.boolean().default(false),
  /** An in-app path (/entrevistas, /perfil, /candidatos); never another origin. */
  actionUrl: RutaInterna.optional(),
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
  prioridad: PrioridadNotificacion.optional(),
  actionText: z.string().optional(),
});
export type NotificacionPanel = z.infer<typeof NotificacionPanel>;

/** Body of marking one notification read (notifications only go from unread to read). */
export const NotificacionUpdate = z.strictObject({ isRead: z.literal(true) });
export type NotificacionUpdate = z.infer<typeof NotificacionUpdate>;

/** GET /api/notificaciones: newest first, one page, and the unread count for the bell. */
export const NotificacionesPage = z.object({
  items: z.array(NotificacionPanel),
  cursor: z.string().nullable(),
  noLeidas: z.number().int().min(0),
});

export const NotificacionesQuery = z.object({
  cursor: z.string().max(2_000).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
});

export const NotificacionIdParams = z.object({ id: Id });
