// A company's API keys (D145; the Integraciones screen, «Claves de API»): its admins
// (edit_empresa) list them, make one — whose secret is answered once — and revoke one. The
// superadmin names the company. No key reaches these rows: a key never makes or ends keys.
import { defineRow } from '../route-types.js';
import {
  ClaveAcceso,
  ClaveAccesoCreada,
  ClaveAccesoCreate,
  ClaveAccesoIdParams,
  ClavesAccesoData,
  ClavesAccesoQuery,
} from '../schemas/clave-acceso.js';
import { EmpresaQuery } from '../schemas/comun.js';

const empresaEnConsulta = { from: 'query', name: 'empresaId', superadmin: 'required' } as const;

export const clavesAccesoList = defineRow('claves-acceso', {
  method: 'GET',
  path: '/api/claves-acceso',
  handler: 'claves-acceso/list',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:read'],
  summary:
    'Las claves de API de la empresa, las más recientes primero (nunca el secreto): permisos, creación, último uso, caducidad y estado',
  query: ClavesAccesoQuery,
  response: ClavesAccesoData,
});

export const clavesAccesoCreate = defineRow('claves-acceso', {
  method: 'POST',
  path: '/api/claves-acceso',
  handler: 'claves-acceso/create',
  public: false,
  permission: 'edit_empresa',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required' },
  grants: ['table:write'],
  success: [201],
  // 409: the company already holds CLAVES_ACCESO.maxPorEmpresa live keys (the summary says 25: a row's
  // summary is one literal string, D87's bundle test finds it by its text).
  errors: [409],
  summary:
    'Crea una clave de API con sus permisos y, si se indica, su caducidad; responde el secreto una sola vez (se guarda solo su hash). Como máximo 25 claves activas por empresa',
  body: ClaveAccesoCreate,
  response: ClaveAccesoCreada,
});

export const clavesAccesoDelete = defineRow('claves-acceso', {
  method: 'DELETE',
  path: '/api/claves-acceso/{id}',
  handler: 'claves-acceso/delete',
  public: false,
  permission: 'edit_empresa',
  tenant: empresaEnConsulta,
  grants: ['table:write'],
  errors: [409],
  summary: 'Revoca una clave: deja de funcionar al momento y sigue en la lista como revocada (90 días)',
  params: ClaveAccesoIdParams,
  query: EmpresaQuery,
  response: ClaveAcceso,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const clavesAccesoRoutes = { clavesAccesoList, clavesAccesoCreate, clavesAccesoDelete };
