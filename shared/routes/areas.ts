// Areas of a company (spec part 1 §2.8, §3.5). The superadmin names the company (the screen asks
// 'Selecciona una empresa' until one is chosen).
import * as z from 'zod/mini';
import { areas as msgAreas } from '../messages.js';
import { defineRow } from '../route-types.js';
import { AreaConConteo, AreaCreate, AreaIdParams, AreasData, AreasQuery, AreaUpdate } from '../schemas/area.js';
import { EmpresaQuery } from '../schemas/comun.js';

export const areasList = defineRow('areas', {
  method: 'GET',
  path: '/api/areas',
  handler: 'areas/list',
  public: false,
  permission: null,
  tenant: { from: 'query', name: 'empresaId', superadmin: 'required', message: msgAreas.seleccionaEmpresa },
  grants: ['table:read'],
  summary: 'Áreas de la empresa con su número de candidatos',
  query: AreasQuery,
  response: AreasData,
});

export const areasCreate = defineRow('areas', {
  method: 'POST',
  path: '/api/areas',
  handler: 'areas/create',
  public: false,
  permission: 'manage_areas',
  tenant: { from: 'body', name: 'empresaId', superadmin: 'required', message: msgAreas.seleccionaEmpresa },
  grants: ['table:write'],
  success: [201],
  errors: [409],
  summary: 'Crea un área (nombre único en la empresa, sin distinguir mayúsculas ni tildes)',
  body: AreaCreate,
  response: AreaConConteo,
  idempotent: true,
});

export const areasUpdate = defineRow('areas', {
  method: 'PUT',
  path: '/api/areas/{id}',
  handler: 'areas/update',
  public: false,
  permission: 'manage_areas',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:write'],
  errors: [409],
  summary: 'Actualiza un área',
  params: AreaIdParams,
  query: EmpresaQuery,
  body: AreaUpdate,
  response: AreaConConteo,
});

export const areasDelete = defineRow('areas', {
  method: 'DELETE',
  path: '/api/areas/{id}',
  handler: 'areas/delete',
  public: false,
  permission: 'manage_areas',
  tenant: { from: 'query', name: 'empresaId', superadmin: 'optional' },
  grants: ['table:write'],
  errors: [409],
  summary: 'Borra un área (no si tiene candidatos)',
  params: AreaIdParams,
  query: EmpresaQuery,
  response: z.null(),
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const areasRoutes = { areasList, areasCreate, areasUpdate, areasDelete };
