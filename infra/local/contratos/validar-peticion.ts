// Checks one HTTP request the product sent against a provider's OpenAPI document (as test/contratos/extraer.mjs
// keeps it): the method and path must be an operation of the document (under one of its servers'
// paths), every path and query parameter of its schema, no query parameter the operation does not declare, the required
// parameters and headers present, a security requirement met, and the body of a content type the
// operation declares and valid against its schema. The JSON Schema work is ajv's (draft 2020-12,
// the dialect of OpenAPI 3.1, with ajv-formats); this module only finds what to apply.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

export interface Contrato {
  fuente: { repo: string; path: string; commit: string; fecha: string; openapi: string; version?: string };
  servers: { url: string }[];
  security?: Json[];
  securitySchemes: Record<string, Json>;
  /** `respuesta`: the success answer, kept only where a test reads one (extraer.mjs). */
  operaciones: Record<string, { parameters: Json[]; requestBody?: Json; security?: Json[]; respuesta?: Json }>;
  components: { schemas: Record<string, Json> };
}

/** A request as it reached the (fake) provider. */
export interface PeticionVista {
  method: string;
  /** Path and query as sent (`/v1/models?limit=1000`). */
  url: string;
  /** Lower-case names. */
  headers: Record<string, string | string[] | undefined>;
  /** The body's bytes as received (none for a GET). */
  body?: Buffer;
}

export interface Veredicto {
  /** `METHOD template` of the document, or null when none matches. */
  operacion: string | null;
  errores: string[];
}

/** A path segment as a server reads it (left as it came when it is not valid percent-encoding). */
function decodificado(v: string): string {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
}

const escapar = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function validadorDe(contrato: Contrato): (p: PeticionVista) => Veredicto {
  // The whole extract is registered once, so each schema's `#/components/schemas/…` resolves in it;
  // keywords of OpenAPI's own (x-oai…, discriminator, example) are annotations ajv leaves alone.
  const id = `contrato:${contrato.fuente.repo}`;
  const opciones = { strict: false, allErrors: true } as const;
  const ajv = new Ajv2020(opciones);
  // Query strings are text: a parameter's value is read as its schema's type, as a server would.
  const ajvConsulta = new Ajv2020({ ...opciones, coerceTypes: 'array' });
  const components = sinNullableSuelto(contrato.components);
  for (const a of [ajv, ajvConsulta]) {
    addFormats(a);
    a.addSchema({ $id: id, components }, id);
  }
  const compilar = (a: Ajv2020, schema: Json): ValidateFunction => a.compile(reescrito(schema, id));

  const operaciones = Object.entries(contrato.operaciones).map(([clave, op]) => {
    const [method, template] = clave.split(' ') as [string, string];
    const regex = new RegExp(
      `^${template
        .split(/\{[^}]+\}/)
        .map(escapar)
        .join('([^/]+)')}$`,
    );
    const nombres = [...template.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
    return { clave, method, regex, nombres, op };
  });
  const prefijos = contrato.servers.map((s) => new URL(s.url).pathname.replace(/\/+$/, ''));

  const mensajes = (v: ValidateFunction) => (v.errors ?? []).map((e) => `${e.instancePath || '(raíz)'} ${e.message}`).join('; ');

  return (p) => {
    const u = new URL(p.url, 'http://proveedor.invalid');
    const encontrada = prefijos
      .filter((pre) => u.pathname === pre || u.pathname.startsWith(`${pre}/`) || pre === '')
      .flatMap((pre) =>
        operaciones.flatMap((o) => {
          const m = o.method === p.method.toUpperCase() ? o.regex.exec(u.pathname.slice(pre.length)) : null;
          // A path parameter's value, decoded as a server reads it, is checked against its schema below.
          return m ? [{ ...o, ruta: m.slice(1).map(decodificado) }] : [];
        }),
      )[0];
    if (!encontrada) return { operacion: null, errores: [`${p.method} ${u.pathname}: ninguna operación del documento`] };
    const { op, clave } = encontrada;
    const errores: string[] = [];
    const cabecera = (n: string) => {
      const v = p.headers[n.toLowerCase()];
      return Array.isArray(v) ? v.join(', ') : v;
    };

    // Parameters: none unknown in the query, the required ones present, each of its schema.
    const declarados = op.parameters.filter((x) => x.in === 'query').map((x) => x.name as string);
    for (const n of new Set(u.searchParams.keys())) if (!declarados.includes(n)) errores.push(`parámetro de consulta no declarado: ${n}`);
    for (const par of op.parameters) {
      const valor =
        par.in === 'path'
          ? encontrada.ruta[encontrada.nombres.indexOf(par.name)]
          : par.in === 'query'
            ? u.searchParams.getAll(par.name).length
              ? u.searchParams.getAll(par.name)
              : undefined
            : par.in === 'header'
              ? cabecera(par.name)
              : undefined;
      if (valor === undefined) {
        if (par.required && (par.in === 'query' || par.in === 'header'))
          errores.push(`falta el parámetro ${par.in} obligatorio ${par.name}`);
        continue;
      }
      if (!par.schema) continue;
      const v = compilar(ajvConsulta, { type: 'object', properties: { valor: par.schema } });
      const dato = { valor: Array.isArray(valor) && valor.length === 1 && par.schema.type !== 'array' ? valor[0] : valor };
      if (!v(dato)) errores.push(`parámetro ${par.name}=${JSON.stringify(valor)}: ${mensajes(v)}`);
    }

    // Security: one of the requirements met (an empty list, or none, asks for nothing).
    const seguridad = op.security ?? contrato.security;
    if (seguridad?.length) {
      const cumple = seguridad.some((req) =>
        Object.keys(req).every((nombre) => {
          const s = contrato.securitySchemes[nombre];
          if (!s) return false;
          if (s.type === 'http' && s.scheme === 'bearer') return /^Bearer \S+$/.test(cabecera('authorization') ?? '');
          if (s.type === 'apiKey' && s.in === 'header') return !!cabecera(s.name);
          return false;
        }),
      );
      if (!cumple) errores.push(`ningún requisito de seguridad cumplido (${seguridad.map((r) => Object.keys(r).join('+')).join(' | ')})`);
    }

    // The body.
    const tieneCuerpo = !!p.body?.length;
    if (!op.requestBody) {
      if (tieneCuerpo) errores.push('la operación no declara cuerpo y se envió uno');
    } else if (!tieneCuerpo) {
      if (op.requestBody.required) errores.push('falta el cuerpo obligatorio');
    } else {
      const tipo = (cabecera('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
      const contenido = op.requestBody.content as Record<string, { schema?: Json }>;
      const declarado = contenido[tipo] ?? contenido[`${tipo.split('/')[0]}/*`] ?? contenido['*/*'];
      if (!declarado)
        errores.push(`content-type ${tipo || '(ninguno)'} no declarado (el documento declara: ${Object.keys(contenido).join(', ')})`);
      else if (declarado.schema && /json/.test(tipo)) {
        let cuerpo: unknown;
        try {
          cuerpo = JSON.parse(p.body!.toString('utf8'));
        } catch {
          errores.push('el cuerpo no es JSON');
        }
        if (cuerpo !== undefined) {
          const v = compilar(ajv, declarado.schema);
          if (!v(cuerpo)) errores.push(`cuerpo: ${mensajes(v)}`);
        }
      }
    }
    return { operacion: clave, errores };
  };
}

/** A schema of the document with its local `#/components/…` references pointed at the registered extract. */
function reescrito(schema: Json, id: string): Json {
  return sinNullableSuelto(
    JSON.parse(JSON.stringify(schema), (k, v) => (k === '$ref' && typeof v === 'string' && v.startsWith('#/') ? `${id}${v}` : v)),
  );
}

/**
 * OpenAI's document, though OpenAPI 3.1, still writes OpenAPI 3.0's `nullable`, which ajv honours
 * (`nullable: true` adds null to `type`) but refuses to compile where there is no `type` beside it.
 * OpenAPI 3.0.3 says the same node means nothing there ("A true value adds "null" to the allowed
 * types specified by the type keyword, only if type is explicitly defined within the same Schema
 * Object"), so at load time — not in the committed file — `nullable` is dropped from the nodes that
 * have no `type`, which keeps the document's meaning and lets ajv read the rest as written.
 */
function sinNullableSuelto<T>(v: T): T {
  if (Array.isArray(v)) return v.map(sinNullableSuelto) as T;
  if (typeof v !== 'object' || v === null) return v;
  const o = Object.fromEntries(Object.entries(v).map(([k, x]) => [k, sinNullableSuelto(x)])) as Json;
  if ('nullable' in o && typeof o.nullable === 'boolean' && o.type === undefined) delete o.nullable;
  return o as T;
}
