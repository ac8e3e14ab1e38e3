// Companies (spec part 1 §2.7, §3.2, §5, §7.2). The superadmin sees and manages every company; a
// company admin reads and edits their own (not its plan, licences, services or CIF); an operator
// only reads it.
import { defineRow, empresaEnRuta } from '../route-types.js';
import {
  AdminData,
  AsignacionServicios,
  EliminacionEmpresa,
  Empresa,
  EmpresaCreate,
  EmpresaUpdate,
  LicenciasActivasResumen,
} from '../schemas/empresa.js';
import { EmpresaCreada, EmpresaIdParams, EmpresasPage, EmpresasQuery } from '../schemas/empresas-api.js';
import { Usuario } from '../schemas/usuario.js';

const porId = empresaEnRuta('id');

export const empresasList = defineRow('empresas', {
  method: 'GET',
  path: '/api/empresas',
  handler: 'empresas/list',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:read'],
  summary:
    'Empresas: todas para el superadmin (paginadas, ?q= busca en nombre comercial, legal o email; ?garantia=falta, solo las que deben registrar la garantía de la transferencia de datos y no la tienen: una página puede llegar corta con cursor); la propia para los demás',
  query: EmpresasQuery,
  response: EmpresasPage,
});

export const empresasLicenciasActivas = defineRow('empresas', {
  method: 'GET',
  path: '/api/empresas/licencias-activas',
  handler: 'empresas/licencias-activas',
  public: false,
  permission: null,
  tenant: 'caller',
  grants: ['table:read'],
  summary: 'Licencias activas y total de empresas (superadmin: plataforma; demás: su empresa)',
  response: LicenciasActivasResumen,
});

export const empresasGet = defineRow('empresas', {
  method: 'GET',
  path: '/api/empresas/{id}',
  handler: 'empresas/get',
  public: false,
  permission: null,
  tenant: porId,
  grants: ['table:read'],
  summary: 'Una empresa',
  params: EmpresaIdParams,
  response: Empresa,
});

export const empresasCreate = defineRow('empresas', {
  method: 'POST',
  path: '/api/empresas',
  handler: 'empresas/create',
  public: false,
  permission: 'manage_empresas',
  tenant: 'platform',
  grants: ['table:write', 'cognito:provision', 'mail:send'],
  success: [201],
  errors: [409],
  summary: 'Crea una empresa y, con adminData, su administrador (todo o nada) y le envía sus credenciales',
  body: EmpresaCreate,
  response: EmpresaCreada,
  timeoutSeconds: 20,
  idempotent: true,
});

export const empresasUpdate = defineRow('empresas', {
  method: 'PUT',
  path: '/api/empresas/{id}',
  handler: 'empresas/update',
  public: false,
  permission: 'edit_empresa',
  tenant: porId,
  grants: ['table:write'],
  errors: [409],
  summary: 'Actualiza una empresa (el administrador, la suya salvo plan, licencias, servicios y CIF)',
  params: EmpresaIdParams,
  body: EmpresaUpdate,
  response: Empresa,
});

export const empresasPatch = defineRow('empresas', {
  method: 'PATCH',
  path: '/api/empresas/{id}',
  handler: 'empresas/patch',
  public: false,
  permission: 'edit_empresa',
  tenant: porId,
  grants: ['table:write'],
  errors: [409],
  summary: 'Cambio parcial: {planEstrategico:null} borra el plan, {planEstrategico:{…}} lo guarda',
  params: EmpresaIdParams,
  body: EmpresaUpdate,
  response: Empresa,
});

export const empresasDelete = defineRow('empresas', {
  method: 'DELETE',
  path: '/api/empresas/{id}',
  handler: 'empresas/delete',
  public: false,
  permission: 'manage_empresas',
  tenant: porId,
  // Marks the company and queues the deletion (shared/colas.ts eliminar-empresa, D72): 202.
  grants: ['table:write', 'queue:send'],
  colas: ['eliminar-empresa'],
  success: [202],
  errors: [409],
  summary:
    'Solicita la eliminación de la empresa (sus datos, sus archivos y sus usuarios, borrados en Cognito), que sigue en segundo plano; responde 202 con el progreso, también si ya estaba en curso',
  params: EmpresaIdParams,
  response: EliminacionEmpresa,
});

export const empresasAdmin = defineRow('empresas', {
  method: 'POST',
  path: '/api/empresas/{id}/admin',
  handler: 'empresas/admin',
  public: false,
  permission: 'manage_empresas',
  tenant: porId,
  grants: ['table:write', 'cognito:provision', 'mail:send'],
  success: [201],
  errors: [409],
  summary: 'Crea un administrador para la empresa y le envía sus credenciales',
  params: EmpresaIdParams,
  body: AdminData,
  response: Usuario,
  timeoutSeconds: 20,
  idempotent: true,
});

export const empresasServicios = defineRow('empresas', {
  method: 'POST',
  path: '/api/empresas/{id}/servicios',
  handler: 'empresas/servicios',
  public: false,
  permission: 'manage_empresas',
  tenant: porId,
  grants: ['table:write'],
  errors: [409],
  summary: 'Asigna los servicios HR contratados',
  params: EmpresaIdParams,
  body: AsignacionServicios,
  response: Empresa,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const empresasRoutes = {
  empresasList,
  empresasLicenciasActivas,
  empresasGet,
  empresasCreate,
  empresasUpdate,
  empresasPatch,
  empresasDelete,
  empresasAdmin,
  empresasServicios,
};
