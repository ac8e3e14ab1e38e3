// Users of a company (part 1 §7.2, manage_users): admins manage their own company's users, the
// superadmin any company's (naming it; without one the list is every user of the platform).
import * as z from 'zod/mini';
import { auth as msgAuth } from '../messages.js';
import { defineRow } from '../route-types.js';
import { EmpresaQuery } from '../schemas/comun.js';
import {
  Usuario,
  UsuarioCreado,
  UsuarioCreateBody,
  UsuarioIdParams,
  UsuariosPage,
  UsuariosQuery,
  UsuarioUpdateBody,
} from '../schemas/usuario.js';

export const usuariosList = defineRow('usuarios', {
  method: 'GET',
  path: '/api/usuarios',
  handler: 'usuarios/list',
  public: false,
  permission: 'manage_users',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:read'],
  summary: 'Usuarios de una empresa, paginados (el superadmin sin empresaId: todos)',
  query: UsuariosQuery,
  response: UsuariosPage,
});

export const usuariosCreate = defineRow('usuarios', {
  method: 'POST',
  path: '/api/usuarios',
  handler: 'usuarios/create',
  public: false,
  permission: 'manage_users',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required', message: msgAuth.empresaRequerida },
  grants: ['table:write', 'cognito:provision', 'mail:send'],
  success: [201],
  errors: [409],
  summary: 'Crea un usuario (Cognito + perfil) ocupando una plaza del plan',
  idempotent: true,
  body: UsuarioCreateBody,
  response: UsuarioCreado,
});

export const usuariosUpdate = defineRow('usuarios', {
  method: 'PUT',
  path: '/api/usuarios/{id}',
  handler: 'usuarios/update',
  public: false,
  permission: 'manage_users',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:write', 'cognito:update'],
  summary: 'Actualiza un usuario (datos, rol, activo)',
  params: UsuarioIdParams,
  query: EmpresaQuery,
  body: UsuarioUpdateBody,
  response: Usuario,
});

export const usuariosDelete = defineRow('usuarios', {
  method: 'DELETE',
  path: '/api/usuarios/{id}',
  handler: 'usuarios/delete',
  public: false,
  permission: 'manage_users',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:write', 'cognito:disable'],
  errors: [409],
  summary: 'Elimina un usuario: libera la plaza y desactiva su acceso',
  params: UsuarioIdParams,
  query: EmpresaQuery,
  response: z.null(),
});

/** A superadmin turns off another admin's second factor (a lost device, D155); written to the platform's oversight record. */
export const usuariosRestablecerSegundoFactor = defineRow('usuarios', {
  method: 'POST',
  path: '/api/usuarios/{id}/segundo-factor/restablecer',
  handler: 'usuarios/restablecer-segundo-factor',
  public: false,
  permission: 'manage_saas',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:write', 'cognito:mfa'],
  summary:
    'Restablece el segundo factor de otro administrador (superadmin): lo desactiva, anula sus códigos de recuperación y lo anota en el registro de supervisión de la plataforma',
  params: UsuarioIdParams,
  query: EmpresaQuery,
  response: z.null(),
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const usuariosRoutes = { usuariosList, usuariosCreate, usuariosUpdate, usuariosDelete, usuariosRestablecerSegundoFactor };
