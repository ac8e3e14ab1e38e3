// THE list of endpoints. The CDK API stacks create one Lambda + route per row, the local
// adapter serves the same rows, the OpenAPI document is generated from them, and the
// permission-matrix and tenant-isolation tests iterate them. Nothing else lists routes.
import { defineRoute, type RouteDef } from './route-types.js';
import { HealthData, OpenApiDocument } from './schemas/sistema.js';

export const routes = {
  health: defineRoute({
    method: 'GET',
    path: '/api/test',
    handler: 'sistema/health',
    family: 'sistema',
    public: true,
    permission: null,
    tenantScoped: false,
    grants: ['table:read'],
    summary: 'Comprobación de salud: servidor y base de datos (consulta real a la tabla)',
    response: HealthData,
  }),
  openapi: defineRoute({
    method: 'GET',
    path: '/api/openapi.json',
    handler: 'sistema/openapi',
    family: 'sistema',
    public: true,
    permission: null,
    tenantScoped: false,
    grants: [],
    summary: 'Documento OpenAPI 3.1 generado a partir de la tabla de rutas y los esquemas zod',
    response: OpenApiDocument,
    raw: true,
  }),
} satisfies Record<string, RouteDef<any, any, any, any>>;

export type RouteId = keyof typeof routes;

export interface RouteRow extends RouteDef<any, any, any, any> {
  id: RouteId;
}

/** The rows as a list, in declaration order. */
export const routeList: RouteRow[] = Object.entries(routes).map(([id, r]) => ({ id: id as RouteId, ...r }));
