// The generated OpenAPI document (D91): valid against the OpenAPI 3.1 schema (a
// third-party validator), free of what a linter flags (required properties that are not defined,
// ambiguous paths), and declaring for every operation the statuses its row answers.
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import * as z from 'zod/mini';
import { describe, expect, it } from 'vitest';
import { routeList, type RouteRow } from '../../shared/routes/index.js';
import { defineRoute, statusesOf } from '../../shared/route-types.js';
import { buildOpenApi } from './openapi.js';
import { EVENTO_COMPROBACION, EVENTOS_WEBHOOK } from '../../shared/schemas/webhooks.js';

type Json = Record<string, any>;
const doc = buildOpenApi(routeList) as Json;

/** Every schema object in the document, with its JSON pointer. */
function* schemas(node: unknown, pointer = ''): Generator<[string, Json]> {
  if (!node || typeof node !== 'object') return;
  if (!Array.isArray(node)) yield [pointer, node as Json];
  for (const [k, v] of Object.entries(node)) yield* schemas(v, `${pointer}/${k}`);
}

const ajvParametros = new Ajv2020({ strict: false, coerceTypes: true });
const compilados = new Map<string, ReturnType<typeof ajvParametros.compile>>();

/** Whether a path parameter's schema accepts `value` (its `pattern`, `enum`, `const`). */
function acepta(op: Json | undefined, name: string, value: string): boolean {
  const p = (op?.parameters ?? []).find((x: Json) => x.in === 'path' && x.name === name);
  if (!p?.schema) return true;
  const key = JSON.stringify(p.schema);
  if (!compilados.has(key)) compilados.set(key, ajvParametros.compile(p.schema));
  return compilados.get(key)!(value) === true;
}

/**
 * Pairs of paths some URL could reach both of: as many segments, no two different literals in the
 * same place, and each has a literal where the other has a parameter (OpenAPI: a concrete path
 * wins over a templated one, so a path that is only more concrete is no ambiguity). A parameter
 * whose schema refuses the literal it faces settles it.
 */
function ambiguousPaths(paths: Json): string[] {
  const found: string[] = [];
  const names = Object.keys(paths);
  const param = (s: string) => /^\{([^}]+)\}$/.exec(s)?.[1];
  for (let i = 0; i < names.length; i++) {
    for (let j = i + 1; j < names.length; j++) {
      const [a, b] = [names[i].split('/'), names[j].split('/')];
      if (a.length !== b.length) continue;
      const methods = Object.keys(paths[names[i]]).filter((m) => m in paths[names[j]]);
      if (methods.length === 0) continue;
      let aConcreto = false;
      let bConcreto = false;
      let separados = false;
      for (let k = 0; k < a.length; k++) {
        const [pa, pb] = [param(a[k]), param(b[k])];
        if (!pa && !pb && a[k] !== b[k]) separados = true;
        else if (!pa && pb) {
          if (methods.every((m) => !acepta(paths[names[j]][m], pb, a[k]))) separados = true;
          aConcreto = true;
        } else if (pa && !pb) {
          if (methods.every((m) => !acepta(paths[names[i]][m], pa, b[k]))) separados = true;
          bConcreto = true;
        }
      }
      if (!separados && aConcreto && bConcreto) found.push(`${names[i]} ~ ${names[j]}`);
    }
  }
  return found;
}

describe('the OpenAPI document', () => {
  it('is valid against the OpenAPI 3.1 schema', async () => {
    const result = await new Validator().validate(doc);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('is valid against the schema its own route declares (GET /api/openapi.json)', () => {
    const declared = doc.paths['/api/openapi.json'].get.responses['200'].content['application/json'].schema;
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    expect(ajv.validate(declared, doc), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('names in `required` only properties the schema defines (records with enum keys included)', () => {
    const undefinedProps = [...schemas(doc.paths)].flatMap(([pointer, s]) =>
      Array.isArray(s.required) ? (s.required as string[]).filter((k) => !(k in (s.properties ?? {}))).map((k) => `${pointer}: ${k}`) : [],
    );
    expect(undefinedProps).toEqual([]);
  });

  it('types a record with enum keys key by key, still closed to other keys', () => {
    const porEstado =
      doc.paths['/api/candidatos/estadisticas/resumen'].get.responses['200'].content['application/json'].schema.properties.data.properties
        .porEstado;
    expect(Object.keys(porEstado.properties)).toEqual(porEstado.required);
    expect(porEstado.properties.nuevo).toEqual({ type: 'number' });
    expect(porEstado.propertyNames.enum).toEqual(porEstado.required);
  });

  it('has no two paths a URL could reach both of', () => {
    expect(ambiguousPaths(doc.paths)).toEqual([]);
    // The check sees an ambiguous pair: the same two paths without the id patterns that settle them.
    const sinPatrones = {
      '/api/candidatos/{id}/exportar': { get: { parameters: [{ in: 'path', name: 'id', schema: { type: 'string' } }] } },
      '/api/candidatos/importaciones/{id}': { get: { parameters: [{ in: 'path', name: 'id', schema: { type: 'string' } }] } },
      '/api/candidatos/{id}': { get: {} },
      '/api/candidatos/importar': { get: {} },
    };
    expect(ambiguousPaths(sinPatrones)).toEqual(['/api/candidatos/{id}/exportar ~ /api/candidatos/importaciones/{id}']);
  });

  it('has one operation per row, with a unique operationId', () => {
    const ids = Object.values(doc.paths).flatMap((item) => Object.values(item as Json).map((op) => (op as Json).operationId));
    expect(ids.sort()).toEqual(routeList.map((r) => r.id).sort());
  });

  it('declares for every operation the statuses its row answers, errors with the shared envelope', () => {
    const problems: string[] = [];
    for (const row of routeList) {
      const op = doc.paths[row.path.replace(/\{([^}]+)\+\}/g, '{$1}')][row.method.toLowerCase()] as Json;
      const { success, errors } = statusesOf(row);
      expect(Object.keys(op.responses).map(Number).sort(), row.id).toEqual([...success, ...errors].sort());
      for (const s of errors) {
        const schema = op.responses[s].content['application/json'].schema;
        const conError = row.dataOnError?.includes(s) ? schema.anyOf?.[1] : schema;
        if (conError?.$ref !== '#/components/schemas/Error') problems.push(`${row.id} ${s}`);
      }
    }
    expect(problems).toEqual([]);
    const error = doc.components.schemas.Error;
    expect(error.required).toEqual(['success', 'message']);
  });
});

describe('what a generated client reads beyond data', () => {
  const operacion = (path: string, method: string) => doc.paths[path][method] as Json;
  const esquema = (op: Json, status: number) => op.responses[status].content['application/json'].schema;

  it("types the envelope's extra fields beside data (the company keys' stats)", () => {
    const s = esquema(operacion('/api/configuracion/empresa/{empresaId}/apis', 'get'), 200);
    expect(s.required).toEqual(['success', 'data', 'message', 'stats']);
    expect(Object.keys(s.properties.stats.properties).sort()).toEqual(['configured', 'total', 'valid']);
    // A row without extras keeps the bare envelope.
    expect(Object.keys(esquema(operacion('/api/areas', 'get'), 200).properties)).toEqual(['success', 'data', 'message']);
  });

  it("types the health check's 503 with its data, and still the error body", () => {
    const s = esquema(operacion('/api/test', 'get'), 503);
    expect(s.anyOf[0].properties.success).toEqual({ const: false });
    expect(s.anyOf[0].properties.data.properties.database).toBeDefined();
    expect(s.anyOf[1].$ref).toBe('#/components/schemas/Error');
  });

  it('declares the uploads as multipart bodies with their file field', () => {
    const avatar = operacion('/api/perfil/avatar', 'post').requestBody.content['multipart/form-data'].schema;
    expect(avatar.required).toEqual(['avatar']);
    const plan = operacion('/api/empresas/{id}/upload-plan-estrategico', 'post').requestBody.content['multipart/form-data'].schema;
    expect(Object.keys(plan.properties)).toEqual(['archivo', 'nombre']);
    expect(plan.required).toEqual(['archivo']);
  });

  it('documents every webhook event under `webhooks`: its signed headers and its payload (D147)', () => {
    const webhooks = doc.webhooks as Record<string, Json>;
    expect(Object.keys(webhooks)).toEqual([...EVENTOS_WEBHOOK, EVENTO_COMPROBACION]);
    const informe = webhooks['informe.listo'].post;
    expect(informe.parameters.map((p: { name: string; in: string }) => `${p.in}:${p.name}`)).toEqual([
      'header:webhook-id',
      'header:webhook-timestamp',
      'header:webhook-signature',
    ]);
    const cuerpo = informe.requestBody.content['application/json'].schema;
    expect(cuerpo.properties.type.const).toBe('informe.listo');
    expect(Object.keys(cuerpo.properties.data.properties.informe.properties)).toContain('puntuacionMedia');
    expect(Object.keys(cuerpo.properties.data.properties.enlaces.properties)).toEqual(['api', 'web']);
    // The flags as kinds and question numbers, with the questions a flag names, and how relevance was decided (issue 64).
    const integridad = cuerpo.properties.data.properties.informe.properties.integridad.anyOf[0];
    expect(Object.keys(integridad.properties.marcas.items.properties)).toEqual(['tipo', 'pregunta', 'relacionadas']);
    expect(integridad.properties.pertinencia.properties.metodo.enum).toEqual(['palabras', 'significado']);
  });
});

describe('statusesOf', () => {
  const fila = (over: Partial<RouteRow>) =>
    defineRoute({
      method: 'POST',
      path: '/api/x',
      handler: 'x/create',
      family: 'x',
      public: false,
      permission: null,
      tenant: 'caller',
      grants: [],
      summary: 'x',
      ...over,
    });

  it('derives what httpHandler answers for any row of its kind', () => {
    expect(statusesOf(fila({ public: true, tenant: 'platform' }))).toEqual({ success: [200], errors: [400, 500] });
    expect(statusesOf(fila({ public: true, tenant: 'platform', grants: ['table:read'] })).errors).toEqual([400, 500, 503]);
    expect(statusesOf(fila({})).errors).toEqual([400, 401, 403, 500, 503]);
    expect(statusesOf(fila({ tenant: { from: 'body', name: 'empresaId', superadmin: 'required' } })).errors).toContain(404);
    expect(statusesOf(fila({ idempotent: true })).errors).toEqual([400, 401, 403, 409, 422, 500, 503]);
    expect(statusesOf(fila({ body: z.object({}), maxBodyBytes: 10 })).errors).toEqual([400, 401, 403, 413, 415, 500, 503]);
  });

  it('adds the row’s own, keeping its success order', () => {
    expect(statusesOf(fila({ success: [201, 200], errors: [429, 409, 409] }))).toEqual({
      success: [201, 200],
      errors: [400, 401, 403, 409, 429, 500, 503],
    });
  });
});

describe('who may call each operation, as the row declares it (issue 54 item 13)', () => {
  const ops = routeList.map((r) => [r, doc.paths[r.path.replace(/\{([^}]+)\+\}/g, '{$1}')][r.method.toLowerCase()] as Json] as const);

  it("Greenhouse's calls (its Assessment Partner API) take only a company API key: no user session, and they say so", () => {
    const greenhouse = ops.filter(([r]) => r.family === 'greenhouse' && !r.public && r.claveApi === 'greenhouse');
    expect(greenhouse.map(([r]) => r.path).sort()).toEqual([
      '/api/greenhouse/list_tests',
      '/api/greenhouse/response_error',
      '/api/greenhouse/send_test',
      '/api/greenhouse/test_status',
    ]);
    for (const [r, op] of greenhouse) {
      expect(op['x-permission'], r.id).toBe('solo_clave_api');
      expect(op.security, r.id).toEqual([{ claveApi: ['greenhouse'] }, { claveApiBasic: ['greenhouse'] }]);
    }
    // The company's own Harvest connection (D197) is an admin's, through a session: no key reaches it.
    const harvest = ops.filter(([r]) => r.family === 'greenhouse' && !r.public && r.claveApi === undefined);
    expect(harvest.length).toBe(4);
    for (const [r, op] of harvest) {
      expect(op['x-permission'], r.id).toBe('edit_empresa');
      expect(op.security, r.id).toContainEqual({ bearerAuth: [] });
    }
  });

  it('an authenticated operation whose permission is null is open to any active user (a user session among its schemes)', () => {
    for (const [r, op] of ops.filter(([r]) => !r.public && r.permission === null)) {
      expect(op.security, r.id).toContainEqual({ bearerAuth: [] });
    }
  });
});
