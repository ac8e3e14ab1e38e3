// Extracts from the providers' own OpenAPI documents only what the product's requests touch — the
// operations it calls, their parameters, request bodies and security, and the $ref closure of the
// schemas they name — into small committed files (openai.json, deepgram.json), each recording the
// repository, path and commit it came from, so the contract test (contratos.test.ts) needs no
// network. Nothing in a schema is edited: what is kept is copied as the document has it.
//
// Run it with a clone (or bare mirror) of each repository, then `npx vitest run --project unit
// test/contratos/contratos.test.ts`:
//   node test/contratos/extraer.mjs --openai <git dir of openai/openai-openapi> \
//     --deepgram <git dir of deepgram/deepgram-api-specs> [--commit-openai <sha>] [--commit-deepgram <sha>]
// Anthropic publishes no OpenAPI document in a public repository (its SDKs' `.stats.yml` name a
// Stainless bucket URL, not a repository): its requests are checked against the types of its
// official SDK, @anthropic-ai/sdk (see contratos.test.ts).
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import * as prettier from 'prettier';
import YAML from 'yaml';

/** What the product calls, per provider (keep in step with contratos.test.ts). */
const FUENTES = {
  openai: {
    repo: 'openai/openai-openapi',
    path: 'openapi.json',
    // "Probar" lists the models; the follow-up and the report are chat completions; the answers are
    // compared with the questions by meaning on embeddings (proveedores-ia/embeddings.ts), whose
    // answer is kept too (its 200 schema: the unit test reads an answer of that shape).
    operaciones: [
      ['get', '/models'],
      ['post', '/chat/completions'],
      ['post', '/embeddings', { respuesta: true }],
    ],
  },
  deepgram: {
    repo: 'deepgram/deepgram-api-specs',
    path: 'openapi.yml',
    // "Probar" lists the projects; a voice answer is transcribed with /v1/listen.
    operaciones: [
      ['get', '/v1/projects'],
      ['post', '/v1/listen'],
    ],
  },
};

const { values } = parseArgs({
  options: {
    openai: { type: 'string' },
    deepgram: { type: 'string' },
    'commit-openai': { type: 'string' },
    'commit-deepgram': { type: 'string' },
  },
});

const git = (dir, ...args) => execFileSync('git', ['-C', dir, ...args], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Follows a local `#/a/b` reference inside the document. */
function puntero(doc, ref) {
  if (!ref.startsWith('#/')) throw new Error(`Referencia externa no soportada: ${ref}`);
  return ref
    .slice(2)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((n, k) => {
      if (n?.[k] === undefined) throw new Error(`Referencia rota: ${ref}`);
      return n[k];
    }, doc);
}

/** An object with its `$ref`s to components other than schemas (parameters, requestBodies) resolved. */
function resolver(doc, nodo) {
  if (nodo && typeof nodo === 'object' && typeof nodo.$ref === 'string' && !nodo.$ref.startsWith('#/components/schemas/'))
    return resolver(doc, puntero(doc, nodo.$ref));
  return nodo;
}

/** The names of the schemas reachable from `nodo` through `#/components/schemas/…`. */
function cierre(doc, nodo) {
  const vistos = new Set();
  const pendientes = [nodo];
  while (pendientes.length) {
    const n = pendientes.pop();
    for (const m of JSON.stringify(n).matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
      const nombre = m[1];
      if (vistos.has(nombre)) continue;
      vistos.add(nombre);
      pendientes.push(puntero(doc, `#/components/schemas/${nombre}`));
    }
  }
  return [...vistos].sort();
}

async function extraer(nombre, dir, commitPedido) {
  const f = FUENTES[nombre];
  const commit = git(dir, 'rev-parse', commitPedido ?? 'HEAD').trim();
  const fecha = git(dir, 'show', '-s', '--format=%cI', commit).trim();
  const texto = git(dir, 'show', `${commit}:${f.path}`);
  const doc = f.path.endsWith('.json') ? JSON.parse(texto) : YAML.parse(texto);

  const operaciones = {};
  for (const [metodo, ruta, opciones = {}] of f.operaciones) {
    const op = doc.paths?.[ruta]?.[metodo];
    if (!op) throw new Error(`${f.repo}: el documento no tiene ${metodo.toUpperCase()} ${ruta}`);
    const comunes = doc.paths[ruta].parameters ?? [];
    operaciones[`${metodo.toUpperCase()} ${ruta}`] = {
      operationId: op.operationId,
      ...(op.deprecated ? { deprecated: true } : {}),
      parameters: [...comunes, ...(op.parameters ?? [])].map((p) => resolver(doc, p)),
      ...(op.requestBody ? { requestBody: resolver(doc, op.requestBody) } : {}),
      ...(op.security ? { security: op.security } : {}),
      // The success answer only where a test reads one (the rest of the document's answers are not kept).
      ...(opciones.respuesta && op.responses?.['200'] ? { respuesta: resolver(doc, op.responses['200']) } : {}),
    };
  }
  const esquemas = cierre(doc, operaciones);
  const schemas = Object.fromEntries(esquemas.map((n) => [n, doc.components.schemas[n]]));
  const salida = {
    fuente: { repo: f.repo, path: f.path, commit, fecha, openapi: doc.openapi, version: doc.info?.version },
    nota: 'Extraído con test/contratos/extraer.mjs: solo las operaciones que usa el producto y el cierre de sus $ref, sin editar.',
    servers: doc.servers ?? [],
    ...(doc.security ? { security: doc.security } : {}),
    securitySchemes: doc.components?.securitySchemes ?? {},
    operaciones,
    components: { schemas },
  };
  const archivo = new URL(`./${nombre}.json`, import.meta.url);
  const opciones = (await prettier.resolveConfig(archivo.pathname)) ?? {};
  writeFileSync(archivo, await prettier.format(JSON.stringify(salida), { ...opciones, parser: 'json' }));
  console.log(
    `${nombre}: ${f.repo}@${commit.slice(0, 12)} ${f.path}, ${Object.keys(operaciones).length} operaciones, ${esquemas.length} esquemas`,
  );
}

if (!values.openai && !values.deepgram) {
  console.error('Uso: node test/contratos/extraer.mjs --openai <dir git> --deepgram <dir git>');
  process.exit(2);
}
if (values.openai) await extraer('openai', values.openai, values['commit-openai']);
if (values.deepgram) await extraer('deepgram', values.deepgram, values['commit-deepgram']);
