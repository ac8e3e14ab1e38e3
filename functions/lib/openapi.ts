// Generates the OpenAPI 3.1 document from the route table and the zod schemas (zod 4's JSON
// Schema output is draft 2020-12, which OpenAPI 3.1 uses), so the document cannot drift from
// the code: there is no hand-written copy.
import * as z from 'zod/mini';
import { APP_VERSION } from '../../shared/constants.js';
import type { RouteRow } from '../../shared/routes/index.js';
import { soloClaveApi, statusesOf, type ErrorStatus, type SuccessStatus } from '../../shared/route-types.js';
import { CUERPOS_EVENTO, DESCRIPCION_EVENTO, EVENTO_WEBHOOK_ETIQUETA, type TipoEventoWebhook } from '../../shared/schemas/webhooks.js';

type JsonSchema = Record<string, unknown>;

function schemaOf(schema: z.ZodMiniType, io: 'input' | 'output'): JsonSchema {
  const out = z.toJSONSchema(schema, { io, unrepresentable: 'any', target: 'draft-2020-12' }) as JsonSchema;
  delete out.$schema;
  return conPropiedadesRequeridas(out);
}

/**
 * zod writes a record with enum keys (`z.record(z.enum([...]), X)`: one value per state, per
 * provider …) as `propertyNames` + `additionalProperties` + `required: [every key]`, with no
 * `properties`. Valid JSON Schema, but `required` then names properties that are not defined, which
 * linters flag and client generators type as an open map. Each required key becomes a property with
 * the value schema, so the object is typed key by key; it stays closed to other keys as before.
 */
function conPropiedadesRequeridas(schema: unknown): JsonSchema {
  if (Array.isArray(schema)) return schema.map(conPropiedadesRequeridas) as unknown as JsonSchema;
  if (!schema || typeof schema !== 'object') return schema as JsonSchema;
  const out: JsonSchema = {};
  for (const [k, v] of Object.entries(schema)) out[k] = conPropiedadesRequeridas(v);
  const required = out.required as string[] | undefined;
  const valor = out.additionalProperties;
  if (Array.isArray(required) && valor && typeof valor === 'object') {
    const properties = { ...(out.properties as Record<string, JsonSchema> | undefined) };
    for (const key of required) properties[key] ??= valor as JsonSchema;
    out.properties = properties;
  }
  return out;
}

const ERROR_SCHEMA_REF = { $ref: '#/components/schemas/Error' };

/** The shared error envelope (functions/lib/http.ts `errorResponse`, and the 500 with its reference). */
const errorEnvelope: JsonSchema = {
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { const: false },
    message: { type: 'string', description: 'Mensaje en español para el usuario' },
    error: { type: 'string', description: 'Código del error (VALIDATION_ERROR, UNAUTHORIZED, CONFLICT, QUOTA_EXCEEDED, …)' },
    details: {
      type: 'array',
      items: { type: 'object', properties: { campo: { type: 'string' }, msg: { type: 'string' } } },
    },
    requestId: { type: 'string', description: 'Referencia de la petición (en los errores internos)' },
  },
};

const DESCRIPCION_ERROR: Record<ErrorStatus, string> = {
  400: 'Datos no válidos',
  401: 'No autenticado',
  403: 'Sin permiso, usuario inactivo, contraseña pendiente de cambio, o clave de API sin el permiso que pide la operación',
  404: 'No encontrado (también para ids de otra empresa)',
  409: 'Conflicto: duplicado, estado que no lo permite, cupo del plan agotado o petición idempotente en curso',
  413: 'Cuerpo demasiado grande',
  415: 'Tipo de contenido no admitido',
  422: 'Idempotency-Key ya usada con otra petición',
  429: 'Demasiados intentos (Retry-After dice cuándo volver a intentarlo)',
  500: 'Error interno (con referencia de la petición)',
  502: 'El servicio externo no pudo completar la operación',
  503: 'Servicio no disponible temporalmente',
};

const DESCRIPCION_EXITO: Record<SuccessStatus, string> = {
  200: 'Correcto',
  201: 'Creado',
  202: 'Aceptado: se completa en segundo plano',
  204: 'Sin contenido',
  302: 'Redirección (Location)',
};

/** The answers of a route when it succeeds: the envelope around `response`, or the raw body. */
function successResponse(route: RouteRow, status: SuccessStatus): JsonSchema {
  const description = DESCRIPCION_EXITO[status];
  if (status === 204) return { description };
  if (status === 302) return { description, headers: { Location: { required: true, schema: { type: 'string' } } } };
  const data = route.response ? schemaOf(route.response, 'output') : {};
  if (route.raw) {
    // A raw route answers its own body: a JSON document when it has a schema, else a file.
    return route.response
      ? { description, content: { 'application/json': { schema: data } } }
      : { description, content: { '*/*': { schema: {} } } };
  }
  return { description, content: { 'application/json': { schema: envelope(route, true, data) } } };
}

/** `{ success, data, message }` with the row's extra fields beside `data` (the spec's `stats`). */
function envelope(route: RouteRow, success: boolean, data: JsonSchema): JsonSchema {
  const extra = route.extra ? schemaOf(route.extra, 'output') : undefined;
  return {
    type: 'object',
    required: ['success', 'data', 'message', ...((extra?.required as string[] | undefined) ?? [])],
    properties: {
      ...((extra?.properties as JsonSchema | undefined) ?? {}),
      success: { const: success },
      data,
      message: { type: 'string' },
    },
  };
}

/**
 * An error status's body: the shared error envelope, or — for the statuses the row answers with its
 * data (`dataOnError`: the health check's 503) — that envelope with `success: false`, or the error
 * body when the failure came from before the handler.
 */
function errorResponse(route: RouteRow, status: ErrorStatus): JsonSchema {
  const description = DESCRIPCION_ERROR[status];
  if (!route.dataOnError?.includes(status)) return { description, content: { 'application/json': { schema: ERROR_SCHEMA_REF } } };
  const data = route.response ? schemaOf(route.response, 'output') : {};
  return { description, content: { 'application/json': { schema: { anyOf: [envelope(route, false, data), ERROR_SCHEMA_REF] } } } };
}

/** An upload's body: the file's field (binary) and its optional text fields. */
function multipartBody(m: NonNullable<RouteRow['multipart']>): JsonSchema {
  const properties: JsonSchema = { [m.archivo]: { type: 'string', contentMediaType: 'application/octet-stream' } };
  for (const campo of m.campos ?? []) properties[campo] = { type: 'string' };
  return { required: true, content: { 'multipart/form-data': { schema: { type: 'object', required: [m.archivo], properties } } } };
}

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

/** The headers every webhook delivery carries (Standard Webhooks). */
const CABECERAS_WEBHOOK = [
  { name: 'webhook-id', description: 'Id del mensaje (msg_…): el mismo en cada reintento y reenvío; úsalo para descartar duplicados.' },
  { name: 'webhook-timestamp', description: 'Segundos desde 1970 (UTC) del envío; rechaza los que se alejen más de 5 minutos.' },
  {
    name: 'webhook-signature',
    description:
      'v1,<base64 de HMAC-SHA256 de "{webhook-id}.{webhook-timestamp}.{cuerpo}" con los bytes del secreto whsec_>; durante una rotación, dos firmas separadas por un espacio.',
  },
].map((h) => ({ ...h, in: 'header', required: true, schema: { type: 'string' } }));

/**
 * The events' payloads under OpenAPI 3.1's `webhooks` (D147): what the receiver's endpoint gets,
 * one POST per event type, signed as Standard Webhooks says. A 2xx accepts it; anything else (a 3xx
 * too: no redirect is followed) is retried on the schedule; a 410 turns the endpoint off.
 */
function webhooksDelDocumento(): Record<string, JsonSchema> {
  const out: Record<string, JsonSchema> = {};
  for (const [tipo, cuerpo] of Object.entries(CUERPOS_EVENTO) as [TipoEventoWebhook, z.ZodMiniType][]) {
    out[tipo] = {
      post: {
        operationId: `webhook.${tipo}`,
        summary: EVENTO_WEBHOOK_ETIQUETA[tipo],
        description: DESCRIPCION_EVENTO[tipo],
        tags: ['webhooks'],
        parameters: CABECERAS_WEBHOOK,
        requestBody: { required: true, content: { 'application/json': { schema: schemaOf(cuerpo, 'output') } } },
        responses: {
          '2XX': { description: 'Recibido: no se vuelve a enviar.' },
          '410': { description: 'El receptor ya no existe: el webhook se desactiva.' },
          default: { description: 'Cualquier otra respuesta (o ninguna en 15 s) se reintenta: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h y 10 h.' },
        },
      },
    };
  }
  return out;
}

/**
 * Who may call a row (D145): a user's session (`bearerAuth`, the Cognito ID token) and, on the
 * rows marked for keys, a company API key — `claveApi` (`Authorization: Bearer tk_…`) or
 * `claveApiBasic` (HTTP Basic, the key as the user name, as Greenhouse sends it). A key's
 * requirement lists the scope the row asks of it (OpenAPI 3.1 lets a non-OAuth requirement name
 * roles). Any one requirement suffices.
 */
function seguridad(route: RouteRow): JsonSchema[] {
  if (route.public) return [];
  const usuario = soloClaveApi(route) ? [] : [{ bearerAuth: [] }];
  if (!route.claveApi) return usuario;
  return [...usuario, { claveApi: [route.claveApi] }, { claveApiBasic: [route.claveApi] }];
}

/** The security schemes of the document: a user's session and a company API key (two ways to send it). */
const SECURITY_SCHEMES: JsonSchema = {
  bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'El ID token de Cognito de la sesión de un usuario' },
  claveApi: {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'tk_…',
    description:
      'Una clave de API de la empresa (Integraciones › Claves de API), en la cabecera Authorization: `Bearer tk_…`. Actúa solo sobre su empresa, con sus permisos, en las operaciones que declaran este esquema; limitada por clave (429 con Retry-After).',
  },
  claveApiBasic: {
    type: 'http',
    scheme: 'basic',
    description: 'La misma clave de API como usuario de HTTP Basic y la contraseña vacía (así llama Greenhouse).',
  },
};

export function buildOpenApi(rows: RouteRow[], serverUrl = '/'): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const route of rows) {
    const path = route.path.replace(/\{([^}]+)\+\}/g, '{$1}');
    const statuses = statusesOf(route);
    const responses: Record<string, JsonSchema> = {};
    for (const status of statuses.success) responses[status] = successResponse(route, status);
    for (const status of statuses.errors) {
      responses[status] = errorResponse(route, status);
    }
    const op: JsonSchema = {
      operationId: route.id,
      summary: route.summary,
      tags: [route.family],
      parameters: parameters(route),
      responses,
      security: seguridad(route),
      'x-permission': route.permission,
      ...(route.claveApi ? { 'x-clave-api': route.claveApi } : {}),
      'x-tenant': route.tenant,
    };
    // OpenAPI has no greedy parameter: `{key+}` is documented as `{key}`, and this says it may hold slashes.
    const greedy = /\{([^}]+)\+\}/.exec(route.path);
    if (greedy) op['x-greedy'] = greedy[1];
    if (route.body) {
      op.requestBody = { required: true, content: { 'application/json': { schema: schemaOf(route.body, 'input') } } };
    } else if (route.multipart) {
      op.requestBody = multipartBody(route.multipart);
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
      securitySchemes: SECURITY_SCHEMES,
      schemas: { Error: errorEnvelope },
    },
    paths,
    webhooks: webhooksDelDocumento(),
  };
}
