// Notifications of the signed-in user (spec part 1 §2.5, §3.6): stored in the caller's own partition.
import * as z from 'zod/mini';
import { defineRow } from '../route-types.js';
import {
  NotificacionesPage,
  NotificacionesQuery,
  NotificacionIdParams,
  NotificacionPanel,
  NotificacionUpdate,
} from '../schemas/notificacion.js';

export const notificacionesList = defineRow('notificaciones', {
  method: 'GET',
  path: '/api/notificaciones',
  handler: 'notificaciones/list',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:read'],
  summary: 'Notificaciones del usuario, las más recientes primero, con el número de no leídas',
  query: NotificacionesQuery,
  response: NotificacionesPage,
});

export const notificacionesLeer = defineRow('notificaciones', {
  method: 'PATCH',
  path: '/api/notificaciones/{id}',
  handler: 'notificaciones/leer',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Marca una notificación como leída',
  params: NotificacionIdParams,
  body: NotificacionUpdate,
  response: NotificacionPanel,
});

export const notificacionesLeerTodas = defineRow('notificaciones', {
  method: 'POST',
  path: '/api/notificaciones/leer-todas',
  handler: 'notificaciones/leer-todas',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:write'],
  errors: [409],
  summary: 'Marca todas como leídas',
  response: z.object({ marcadas: z.number().check(z.int()) }),
});

export const notificacionesDelete = defineRow('notificaciones', {
  method: 'DELETE',
  path: '/api/notificaciones/{id}',
  handler: 'notificaciones/delete',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Elimina una notificación',
  params: NotificacionIdParams,
  response: z.null(),
});

export const notificacionesDeleteAll = defineRow('notificaciones', {
  method: 'DELETE',
  path: '/api/notificaciones',
  handler: 'notificaciones/delete-all',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:write'],
  errors: [409],
  summary: 'Elimina todas las notificaciones del usuario',
  response: z.object({ eliminadas: z.number().check(z.int()) }),
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const notificacionesRoutes = {
  notificacionesList,
  notificacionesLeer,
  notificacionesLeerTodas,
  notificacionesDelete,
  notificacionesDeleteAll,
};
