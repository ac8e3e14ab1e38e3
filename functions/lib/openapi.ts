// Generates the OpenAPI 3.1 document from the route table and the zod schemas (zod 4's JSON
// Schema output is draft 2020-12, which OpenAPI 3.1 uses), so the document cannot drift from
// the code: there is no hand-written copy.
import * as z from 'zod/mini';
import { APP_VERSION } from '../../shared/constants.js';
import type { RouteRow } from '../../shared/routes/index.js';
import { isTenantScoped } from '../../shared/route-types.js';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return out;
}

const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string', description: 'Mensaje en español para el usuario' },
    error: { type: 'string', description: 'Código del error (VALIDATION_ERROR, UNAUTHORIZED, …)' },
    details: {
      type: 'array',
      items: { type: 'object', properties: { campo: { type: 'string' }, msg: { type: 'string' } } },
    },
  },
};

function parameters(route: RouteRow): JsonSchema[] {
  const list: JsonSchema[] = [];
  for (const [where, schema] of [
    ['path', route.params],
    ['query', route.query],
  ] as const) {
    if (!schema) continue;
    const json = schemaOf(schema, 'input');
    const props = (json.properties ?? {}) as Record<string, JsonSchema>;
    const required = new Set((json.required as string[] | undefined) ?? []);
    for (const [name, s] of Object.entries(props)) {
      list.push({ name, in: where, required: where === 'path' || required.has(name), schema: s });
    }
  }
  if (route.idempotent) {
    list.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: false,
      description: 'Reenviar la misma petición con la misma clave (24 h) devuelve la primera respuesta en lugar de crear dos veces.',
      schema: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{8,200}$' },
    });
  }
  // Path parameters named in the path but without a schema are still documented.
  for (const m of route.path.matchAll(/\{([^}+]+)\+?\}/g)) {
    if (!list.some((p) => p.in === 'path' && p.name === m[1])) {
      list.push({ name: m[1], in: 'path', required: true, schema: { type: 'string' } });
    }
  }
  return list;
}

export function buildOpenApi(rows: RouteRow[], serverUrl = '/'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of rows) {
    const path = route.path.replace(/\{([^}]+)\+\}/g, '{$1}');
    const data = route.response ? schemaOf(route.response, 'output') : {};
    const okSchema = route.raw
      ? data
      : {
          type: 'object',
          required: ['success', 'data', 'message'],
          properties: { success: { const: true }, data, message: { type: 'string' } },
        };
    const responses: Record<string, JsonSchema> = {
      '200': { description: 'Correcto', content: { 'application/json': { schema: okSchema } } },
      '400': { description: 'Datos no válidos', content: { 'application/json': { schema: errorEnvelope } } },
      '500': { description: 'Error interno (con referencia de la petición)', content: { 'application/json': { schema: errorEnvelope } } },
    };
    if (!route.public) {
      responses['401'] = { description: 'No autenticado', content: { 'application/json': { schema: errorEnvelope } } };
      responses['403'] = { description: 'Sin permiso o usuario inactivo', content: { 'application/json': { schema: errorEnvelope } } };
    }
    if (isTenantScoped(route)) {
      responses['404'] = {
        description: 'No encontrado (también para ids de otra empresa)',
        content: { 'application/json': { schema: errorEnvelope } },
      };
    }
    const op: JsonSchema = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.family],
      parameters: parameters(route),
      responses,
      security: route.public ? [] : [{ bearerAuth: [] }],
      'x-permission': route.permission,
      'x-tenant': route.tenant,
    };
    if (route.body) {
      op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } };
    }
    (paths[path] ??= {})[route.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Talentia API',
      version: APP_VERSION,
      description: 'API de Talentia: plataforma multiempresa de RR. HH. con entrevistas asistidas por IA.',
    },
    servers: [{ url: serverUrl }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
