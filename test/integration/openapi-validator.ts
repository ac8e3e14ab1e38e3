// Checks real HTTP answers against the OpenAPI document the API serves (D91): the status
// must be one the operation declares, and the body must match the schema declared for that status.
// The JSON Schema work is ajv's (draft 2020-12, the dialect of OpenAPI 3.1, with ajv-formats);
// this module only finds the operation a request reached and picks the schema to apply.
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';

type Json = Record<string, any>;

interface Operation {
  key: string;
  method: string;
  template: string;
  regex: RegExp;
  names: string[];
  literals: number;
  parameters: { name: string; validate: ValidateFunction }[];
  responses: Json;
}

export interface Answer {
  method: string;
  /** Path and query as sent (`/api/candidatos?empresaId=x`). */
  url: string;
  status: number;
  contentType: string | null;
  /** The answer's text (parsed here when the operation declares JSON). */
  text: string;
}

export interface Mismatch {
  request: string;
  status: number;
  operation: string | null;
  problem: string;
}

export interface ResponseValidator {
  check(answer: Answer): Mismatch | null;
  /** Every operation the document has, `METHOD template`. */
  operations: string[];
}

/** A validator for the answers of the API `doc` describes. */
export function responseValidator(doc: Json): ResponseValidator {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  // A path parameter arrives as text: `n` in `/respuestas/1` is the integer 1 to its schema.
  const ajvParams = new Ajv2020({ strict: false, coerceTypes: true });
  for (const a of [ajv, ajvParams]) (addFormats as unknown as (a: Ajv2020) => void)(a);
  // The document names shared schemas (the error envelope) by `$ref`; each compiled schema stands
  // alone here, so a reference to `#/components/schemas/X` is replaced by that schema.
  const components = (doc.components?.schemas ?? {}) as Json;
  const inline = (schema: unknown, depth = 0): any => {
    if (Array.isArray(schema)) return schema.map((s) => inline(s, depth));
    if (!schema || typeof schema !== 'object') return schema;
    const ref = (schema as Json).$ref as string | undefined;
    const name = ref?.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
    if (name !== undefined && components[name] && depth < 20) return inline(components[name], depth + 1);
    return Object.fromEntries(Object.entries(schema).map(([k, v]) => [k, inline(v, depth)]));
  };
  const compiled = new Map<string, ValidateFunction>();
  const compile = (schema: Json, on = ajv): ValidateFunction => {
    const key = `${on === ajv ? 'body' : 'param'} ${JSON.stringify(schema)}`;
    let fn = compiled.get(key);
    if (!fn) compiled.set(key, (fn = on.compile(inline(schema))));
    return fn;
  };

  const operations: Operation[] = [];
  for (const [template, item] of Object.entries(doc.paths as Json)) {
    for (const [method, op] of Object.entries(item as Json)) {
      const names: string[] = [];
      let literals = 0;
      const pattern = template
        .split('/')
        .map((segment) => {
          const param = /^\{([^}]+)\}$/.exec(segment);
          if (param) {
            names.push(param[1]);
            return '([^/]+)';
          }
          literals++;
          return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
        })
        .join('/');
      // A greedy parameter (`{key+}` in the route table, `x-greedy` in the document) may hold slashes.
      const greedy = (op as Json)['x-greedy'] as string | undefined;
      operations.push({
        key: `${method.toUpperCase()} ${template}`,
        method: method.toUpperCase(),
        template,
        regex: new RegExp(`^${greedy && names.at(-1) === greedy ? pattern.replace(/\(\[\^\/\]\+\)$/, '(.+)') : pattern}$`),
        names,
        literals,
        parameters: ((op as Json).parameters ?? [])
          .filter((p: Json) => p.in === 'path')
          .map((p: Json) => ({ name: p.name, validate: compile(p.schema ?? {}, ajvParams) })),
        responses: (op as Json).responses ?? {},
      });
    }
  }
  // OpenAPI: concrete paths match before templated ones.
  operations.sort((a, b) => b.literals - a.literals);

  /**
   * The operation a request reached: the most concrete path that matches; where two templates match
   * with as many literal segments, the one whose path parameters accept the values (their schemas
   * are how the document tells `/candidatos/{id}/exportar` from `/candidatos/importaciones/{id}`).
   */
  function find(method: string, pathname: string): Operation[] {
    const matched: { op: Operation; values: Record<string, string> }[] = [];
    for (const op of operations) {
      if (op.method !== method) continue;
      const m = op.regex.exec(pathname);
      if (m) matched.push({ op, values: Object.fromEntries(op.names.map((n, i) => [n, decodeURIComponent(m[i + 1])])) });
    }
    const best = matched.filter((c) => c.op.literals === matched[0]?.op.literals);
    if (best.length <= 1) return best.map((c) => c.op);
    const accepted = best.filter((c) => c.op.parameters.every((p) => c.values[p.name] === undefined || p.validate(c.values[p.name])));
    return (accepted.length > 0 ? accepted : best).map((c) => c.op);
  }

  function check(answer: Answer): Mismatch | null {
    const pathname = new URL(answer.url, 'http://x').pathname;
    const request = `${answer.method} ${answer.url}`;
    const miss = (operation: string | null, problem: string): Mismatch => ({ request, status: answer.status, operation, problem });
    const ops = find(answer.method, pathname);
    // A path the API does not have answers 404 from the gateway (the local adapter here), no operation's.
    if (ops.length === 0) return answer.status === 404 ? null : miss(null, 'no operation of the document matches this request');
    if (ops.length > 1) return miss(ops.map((o) => o.key).join(' | '), 'ambiguous: more than one operation matches');
    const op = ops[0];
    const declared = op.responses[String(answer.status)] ?? op.responses[`${String(answer.status)[0]}XX`] ?? op.responses.default;
    if (!declared) return miss(op.key, `status ${answer.status} not declared (declared: ${Object.keys(op.responses).join(', ')})`);
    const content = declared.content as Json | undefined;
    if (!content) return answer.text === '' ? null : miss(op.key, `status ${answer.status} declares no body, but one came`);
    const type = (answer.contentType ?? '').split(';')[0].trim().toLowerCase();
    const media = content[type] ?? content[`${type.split('/')[0]}/*`] ?? content['*/*'];
    if (!media) return miss(op.key, `content type '${type}' not declared (declared: ${Object.keys(content).join(', ')})`);
    if (!/json/.test(type) || !media.schema) return null;
    let body: unknown;
    try {
      body = JSON.parse(answer.text);
    } catch {
      return miss(op.key, 'declared JSON, but the body does not parse');
    }
    const validate = compile(media.schema);
    if (validate(body)) return null;
    const errors = (validate.errors ?? [])
      .slice(0, 3)
      .map(
        (e) =>
          `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
      );
    return miss(op.key, `body does not match the schema: ${errors.join('; ')}`);
  }

  return { check, operations: operations.map((o) => o.key) };
}
