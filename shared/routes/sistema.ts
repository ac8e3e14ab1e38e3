// The platform's own endpoints: health and the API description.
import { defineRow } from '../route-types.js';
import { HealthData, OpenApiDocument } from '../schemas/sistema.js';

export const sistemaHealth = defineRow('sistema', {
  method: 'GET',
  path: '/api/test',
  handler: 'sistema/health',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: ['table:read'],
  summary: 'Comprobación de salud: servidor y base de datos (consulta real a la tabla)',
  response: HealthData,
  // A database outage answers 503 with the same data (database: 'error'): monitors and the badge read it.
  dataOnError: [503],
});

export const sistemaOpenapi = defineRow('sistema', {
  method: 'GET',
  path: '/api/openapi.json',
  handler: 'sistema/openapi',
  public: true,
  permission: null,
  tenant: 'platform',
  grants: [],
  summary: 'Documento OpenAPI 3.1 generado a partir de la tabla de rutas y los esquemas zod',
  response: OpenApiDocument,
  raw: true,
});

/** The family's rows, by id (shared/routes/index.ts composes the table from these). */
export const sistemaRoutes = { sistemaHealth, sistemaOpenapi };
