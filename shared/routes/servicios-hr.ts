// HR service templates (everyone reads them; only the superadmin creates, edits and deletes them)
// and the AI services a company is offered when it schedules an interview (part 2 §6).
import { serviciosHr as msg } from '../messages.js';
import { defineRow } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import {
  PlantillaPropia,
  PlantillaPropiaCreate,
  PlantillaPropiaParams,
  PlantillaPropiaQuery,
  PlantillaPropiaUpdate,
  PlantillasPropias,
} from '../schemas/plantilla-propia.js';
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

/** A company's own templates (D164): its admins copy a platform template and edit it; every save is a version. */
export const serviciosHrPropiasList = defineRow('servicios-hr', {
  method: 'GET',
  path: '/api/servicios-hr/propias',
  handler: 'servicios-hr/propias-list',
  public: false,
  permission: 'manage_interviews',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Plantillas de entrevista propias de la empresa (su versión actual)',
  query: EmpresaQuery,
  response: PlantillasPropias,
});

export const serviciosHrPropiasCreate = defineRow('servicios-hr', {
  method: 'POST',
  path: '/api/servicios-hr/propias',
  handler: 'servicios-hr/propias-create',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write'],
  success: [201],
  summary: 'Crea una plantilla propia copiando una plantilla de la plataforma que la empresa tiene contratada (versión 1)',
  body: PlantillaPropiaCreate,
  response: PlantillaPropia,
});

export const serviciosHrPropiasGet = defineRow('servicios-hr', {
  method: 'GET',
  path: '/api/servicios-hr/propias/{id}',
  handler: 'servicios-hr/propias-get',
  public: false,
  permission: 'manage_interviews',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:read'],
  summary: 'Una plantilla propia con su historial de versiones; `version` lee una anterior',
  params: PlantillaPropiaParams,
  query: PlantillaPropiaQuery,
  response: PlantillaPropia,
});

export const serviciosHrPropiasUpdate = defineRow('servicios-hr', {
  method: 'PUT',
  path: '/api/servicios-hr/propias/{id}',
  handler: 'servicios-hr/propias-update',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write'],
  errors: [409],
  summary: 'Guarda una plantilla propia como nueva versión (con la versión leída: una más reciente responde 409)',
  params: PlantillaPropiaParams,
  query: EmpresaQuery,
  body: PlantillaPropiaUpdate,
  response: PlantillaPropia,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const serviciosHrRoutes = {
  serviciosHrList,
  serviciosHrCreate,
  serviciosHrUpdate,
  serviciosHrDelete,
  serviciosHrDisponibles,
  serviciosHrPropiasList,
  serviciosHrPropiasCreate,
  serviciosHrPropiasGet,
  serviciosHrPropiasUpdate,
};
