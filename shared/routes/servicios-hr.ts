// HR service templates (everyone reads them; only the superadmin creates, edits and deletes them)
// and the AI services a company is offered when it schedules an interview (part 2 §6).
import { serviciosHr as msg } from '../messages.js';
import { defineRow } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import {
  ServicioHRCreate,
  ServicioHRData,
  ServicioHRParams,
  ServicioHRUpdate,
  ServiciosHrData,
  ServiciosIADisponibles,
} from '../schemas/servicio-hr.js';

export const serviciosHrList = defineRow('servicios-hr', {
  method: 'GET',
  path: '/api/servicios-hr',
  handler: 'servicios-hr/list',
  public: false,
  permission: null,
  tenant: 'platform',
  grants: ['table:read'],
  summary: 'Servicios HR contratables (plantillas de la plataforma con su diseño de entrevista)',
  response: ServiciosHrData,
});

export const serviciosHrCreate = defineRow('servicios-hr', {
  method: 'POST',
  path: '/api/servicios-hr',
  handler: 'servicios-hr/create',
  public: false,
  permission: 'manage_servicios',
  forbiddenMessage: msg.soloSuperAdmin,
  tenant: 'platform',
  grants: ['table:write'],
  success: [201],
  errors: [409],
  summary: 'Crea una plantilla de servicio HR (Super Admin)',
  body: ServicioHRCreate,
  response: ServicioHRData,
});

export const serviciosHrUpdate = defineRow('servicios-hr', {
  method: 'PUT',
  path: '/api/servicios-hr/{codigo}',
  handler: 'servicios-hr/update',
  public: false,
  permission: 'manage_servicios',
  forbiddenMessage: msg.soloSuperAdmin,
  tenant: 'platform',
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Actualiza una plantilla de servicio HR por código; cada cambio sube su versión (Super Admin)',
  params: ServicioHRParams,
  body: ServicioHRUpdate,
  response: ServicioHRData,
});

export const serviciosHrDelete = defineRow('servicios-hr', {
  method: 'DELETE',
  path: '/api/servicios-hr/{codigo}',
  handler: 'servicios-hr/delete',
  public: false,
  permission: 'manage_servicios',
  forbiddenMessage: msg.soloSuperAdmin,
  tenant: 'platform',
  grants: ['table:write'],
  errors: [404, 409],
  summary: 'Elimina una plantilla de servicio HR que ninguna entrevista programada usa (Super Admin)',
  params: ServicioHRParams,
});

export const serviciosHrDisponibles = defineRow('servicios-hr', {
  method: 'GET',
  path: '/api/servicios-hr/disponibles',
  handler: 'servicios-hr/disponibles',
  public: false,
  permission: 'manage_interviews',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Servicios de IA que la empresa puede usar al programar una entrevista (servicios contratados y proveedores activos)',
  query: EmpresaQuery,
  response: ServiciosIADisponibles,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const serviciosHrRoutes = { serviciosHrList, serviciosHrCreate, serviciosHrUpdate, serviciosHrDelete, serviciosHrDisponibles };
