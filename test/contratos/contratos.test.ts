// The requests the product sends to the AI providers, checked against what the providers publish
// (D127), without a key or the network: "Probar" (GET /v1/models of OpenAI and
// Anthropic, GET /v1/projects of Deepgram), the interview's follow-up and the report (OpenAI chat
// completions, Anthropic messages) and the transcription of a voice answer (Deepgram /v1/listen).
// Each request is captured as it reaches a fake provider on loopback and checked:
// - OpenAI and Deepgram: against their OpenAPI documents (openai/openai-openapi, openapi.json;
//   deepgram/deepgram-api-specs, openapi.yml), of which extraer.mjs keeps the operations used and
//   their schemas, with the commit they came from (openai.json, deepgram.json). The validator is
//   ajv's (validar-peticion.ts only finds the operation and the schema to apply).
// - Anthropic publishes no OpenAPI document in a public repository (its SDKs' `.stats.yml` point at
//   a Stainless bucket, out of reach here and not versioned in git): its bodies are checked against
//   the request types of its official TypeScript SDK, @anthropic-ai/sdk (exact version in
//   package.json), by the TypeScript compiler, and its paths against the ones that SDK calls.
// Gemini, Perplexity and D-ID (only "Probar") are not covered: no published document was fetched.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { comprobarProveedor } from '../../functions/lib/proveedores-ia/comprobar.js';
import { llamarAnalisisIA, modeloAnalisis } from '../../functions/lib/analisis/proveedor/llamada.js';
import { pedirRepregunta } from '../../functions/lib/entrevistas/repregunta.js';
import { transcribirAudio } from '../../functions/lib/entrevistas/voz-transcripcion.js';
import type { ClaveParaUsar } from '../../functions/lib/configuracion/clave-para-usar.js';
import openaiDoc from './openai.json' with { type: 'json' };
import deepgramDoc from './deepgram.json' with { type: 'json' };
import { validadorDe, type Contrato, type PeticionVista } from './validar-peticion.js';

// The first compilation of the SDK's declarations takes seconds on a shared machine.
vi.setConfig({ testTimeout: 60_000 });

// ---- What the follow-up and the transcription read from the store, faked --------------------------

const estado = vi.hoisted(() => ({
  claves: {} as Record<string, ClaveParaUsar | null>,
  audio: Buffer.from('audio'),
}));

const ENTREVISTA = {
  empresaId: 'emp_contrato',
  id: 'ent_contrato',
  servicioId: 'srv_contrato',
  consentimiento: true,
  estado: 'en_progreso',
  simulada: false,
};

vi.mock('../../functions/lib/configuracion/clave-para-usar.js', () => ({
  claveParaUsar: vi.fn(async (_empresa: string, p: string) => estado.claves[p] ?? null),
}));
// The precedence (D176) reads which key a feature would use before opening it: the same keys.
vi.mock('../../functions/lib/configuracion/eleccion.js', async (original) => ({
  ...(await original<object>()),
  elegirClave: vi.fn(async (_empresa: string, p: string) => ({ origen: estado.claves[p] ? 'empresa' : null })),
}));
vi.mock('../../functions/lib/entrevistas/publica.js', async (original) => ({
  ...(await original<object>()),
  viva: vi.fn(async () => ({ e: ENTREVISTA })),
}));
vi.mock('../../functions/lib/entrevistas/voz.js', async (original) => ({
  ...(await original<object>()),
  preparar: vi.fn(async () => ENTREVISTA),
}));
vi.mock('../../functions/lib/db/entrevistas.js', async (original) => ({
  ...(await original<object>()),
  getDiseno: vi.fn(async () => ({
    estructura: {
      fases: [{ preguntas: [{ texto: '¿Cómo organizaste tu último proyecto?', explora: 'planificación', competencia: 'Organización' }] }],
      rubrica: [{ competencia: 'Organización', descripcion: 'Planifica', anclas: { bajo: 'a', medio: 'b', alto: 'c' } }],
    },
  })),
  respuestaDe: vi.fn(async () => null),
}));
vi.mock('../../functions/lib/db/repository.js', async (original) => ({
  ...(await original<object>()),
  getItem: vi.fn(async () => ({ texto: 'Repartí las tareas por semanas y revisé el avance cada viernes.' })),
  transact: vi.fn(async () => undefined),
}));
vi.mock('../../functions/lib/db/servicios-hr.js', () => ({ getServicioHr: vi.fn(async () => null) }));
vi.mock('../../functions/lib/aws/s3.js', () => ({
  s3: {
    send: vi.fn(async (cmd: { constructor: { name: string } }) => {
      const n = cmd.constructor.name;
      if (n === 'HeadObjectCommand') return { ContentType: 'audio/webm', ContentLength: estado.audio.length, VersionId: 'v1' };
      if (n === 'GetObjectCommand') return { Body: { transformToByteArray: async () => new Uint8Array(estado.audio) } };
      return {};
    }),
  },
}));

// ---- The fake provider ---------------------------------------------------------------------------

let server: Server;
let base: string;
let vistas: PeticionVista[] = [];

/** What each provider answers: enough for the product to go on (the answer is not under test). */
function respuesta(url: string): unknown {
  const ruta = url.split('?')[0];
  if (ruta === '/v1/models') return { data: [] };
  if (ruta === '/v1/projects') return { projects: [] };
  if (ruta === '/v1/chat/completions') return { choices: [{ message: { role: 'assistant', content: '¿Qué harías distinto?' } }] };
  if (ruta === '/v1/messages') return { content: [{ type: 'text', text: '¿Qué harías distinto?' }], stop_reason: 'end_turn' };
  if (ruta === '/v1/listen') return { results: { channels: [{ alternatives: [{ transcript: 'Hola' }] }] } };
  return {};
}

beforeAll(async () => {
  vi.stubEnv('FILES_BUCKET', 'contratos-audio');
  server = createServer((req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (c: Buffer) => trozos.push(c));
    req.on('end', () => {
      const body = Buffer.concat(trozos);
      vistas.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, ...(body.length ? { body } : {}) });
      // No kept-alive socket: the compiler's seconds of work between tests would let it go stale.
      res.writeHead(200, { 'content-type': 'application/json', connection: 'close' });
      res.end(JSON.stringify(respuesta(req.url ?? '')));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await new Promise<void>((r) => server.close(() => r()));
});
beforeEach(() => {
  vistas = [];
  estado.claves = {};
});

const CLAVE = {
  openai: 'sk-proj-' + 'K'.repeat(56) + 'ctr1',
  claude: 'sk-ant-api03-' + 'A'.repeat(40) + 'ctr2',
  deepgram: 'd'.repeat(40),
};
const clave = (p: keyof typeof CLAVE): ClaveParaUsar => ({ apiKey: CLAVE[p], baseUrl: base, origen: 'empresa' });

const validarOpenAI = validadorDe(openaiDoc as unknown as Contrato);
const validarDeepgram = validadorDe(deepgramDoc as unknown as Contrato);

/** What ajv says of a listed Deepgram model (see the transcription's test). */
const MODELO_ONEOF = (m: string) => `parámetro model=${JSON.stringify([m])}: /valor must match exactly one schema in oneOf`;

/** The only request made, and that it was made. */
function unica(): PeticionVista {
  expect(vistas).toHaveLength(1);
  return vistas[0]!;
}
const json = (p: PeticionVista) => JSON.parse(p.body!.toString('utf8')) as Record<string, unknown>;

// ---- Anthropic: the official SDK's types, through the TypeScript compiler ------------------------

const raiz = fileURLToPath(new URL('../../', import.meta.url));
const SDK = `${raiz}node_modules/@anthropic-ai/sdk/`;
const VERSION_SDK = (JSON.parse(readFileSync(`${SDK}package.json`, 'utf8')) as { version: string }).version;

/**
 * The compiler's complaints about `valor` as the SDK type named (an object literal, so a field the
 * type does not have is refused too). Each case is one declaration of a virtual file in this folder.
 */
const fuentesTs = new Map<string, ts.SourceFile>();
let programaAnterior: ts.Program | undefined;
function erroresTipo(casos: { tipo: 'MessageCreateParamsNonStreaming' | 'ModelListParams'; valor: unknown }[]): string[][] {
  const archivo = `${raiz}test/contratos/__anthropic_sdk__.ts`;
  const texto = [
    "import type { MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';",
    "import type { ModelListParams } from '@anthropic-ai/sdk/resources/models';",
    ...casos.map((c, i) => `export const caso${i}: ${c.tipo} = ${JSON.stringify(c.valor)};`),
  ].join('\n');
  const opciones: ts.CompilerOptions = {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    types: [],
  };
  const host = ts.createCompilerHost(opciones);
  const leer = host.getSourceFile.bind(host);
  // The SDK's and the libraries' declarations are read once for the whole file (the compiler's time).
  host.getSourceFile = (nombre, version, ...resto) => {
    if (nombre === archivo) return ts.createSourceFile(nombre, texto, version);
    let f = fuentesTs.get(nombre);
    if (!f) {
      f = leer(nombre, version, ...resto);
      if (f) fuentesTs.set(nombre, f);
    }
    return f;
  };
  const existe = host.fileExists.bind(host);
  host.fileExists = (n) => n === archivo || existe(n);
  const programa = ts.createProgram([archivo], opciones, host, programaAnterior);
  programaAnterior = programa;
  const fuente = programa.getSourceFile(archivo)!;
  const diag = ts.getPreEmitDiagnostics(programa, fuente);
  return casos
    .map((_, i) => {
      const linea = i + 2; // zero-based: the two imports come first
      return diag
        .filter((d) => d.file === fuente && d.start !== undefined && fuente.getLineAndCharacterOfPosition(d.start).line === linea)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n'));
    })
    .concat([
      diag
        .filter((d) => d.file !== fuente || d.start === undefined || fuente.getLineAndCharacterOfPosition(d.start).line < 2)
        .map((d) => ts.flattenDiagnosticMessageText(d.messageText, '\n')),
    ]);
}

/** The routes the SDK's resources call (its compiled code), so a renamed path in the product shows. */
const RUTAS_SDK = (() => {
  const codigo = readFileSync(`${SDK}resources/messages/messages.js`, 'utf8') + readFileSync(`${SDK}resources/models.js`, 'utf8');
  return { messages: codigo.includes("post('/v1/messages'"), models: codigo.includes("getAPIList('/v1/models'") };
})();

/** The requests to Anthropic: the path the SDK calls, its auth header, a JSON body. */
function cabecerasAnthropic(p: PeticionVista): void {
  expect(p.headers['x-api-key']).toBe(CLAVE.claude);
  expect(p.headers['anthropic-version']).toMatch(/^\d{4}-\d{2}-\d{2}$/);
}

// ---- The tests --------------------------------------------------------------------------------

describe('the documents kept', () => {
  it('say where they came from, and are the providers’ own', () => {
    expect(openaiDoc.fuente).toMatchObject({ repo: 'openai/openai-openapi', path: 'openapi.json', openapi: '3.1.0' });
    expect(deepgramDoc.fuente).toMatchObject({ repo: 'deepgram/deepgram-api-specs', path: 'openapi.yml', openapi: '3.1.0' });
    for (const d of [openaiDoc, deepgramDoc]) expect(d.fuente.commit).toMatch(/^[0-9a-f]{40}$/);
    // POST /embeddings: the comparison by meaning (functions/lib/proveedores-ia/embeddings.test.ts checks its requests).
    expect(Object.keys(openaiDoc.operaciones).sort()).toEqual(['GET /models', 'POST /chat/completions', 'POST /embeddings']);
    expect(Object.keys(deepgramDoc.operaciones).sort()).toEqual(['GET /v1/projects', 'POST /v1/listen']);
  });
});

describe('"Probar"', () => {
  it('OpenAI: GET /v1/models as the document describes it', async () => {
    expect((await comprobarProveedor('openai', CLAVE.openai, { baseUrl: base })).ok).toBe(true);
    const p = unica();
    expect(validarOpenAI(p)).toEqual({ operacion: 'GET /models', errores: [] });
  });

  it('Deepgram: GET /v1/projects with the required Authorization header, "Token <API_KEY>"', async () => {
    expect((await comprobarProveedor('deepgram', CLAVE.deepgram, { baseUrl: base })).ok).toBe(true);
    const p = unica();
    expect(validarDeepgram(p)).toEqual({ operacion: 'GET /v1/projects', errores: [] });
    // The document's scheme for Deepgram keys says how the header is written.
    expect(deepgramDoc.securitySchemes.ApiKeyAuth.description).toContain('Authorization: Token <API_KEY>');
    expect(p.headers.authorization).toBe(`Token ${CLAVE.deepgram}`);
  });

  it('Anthropic: GET /v1/models with a `limit` the SDK’s ModelListParams takes', async () => {
    expect((await comprobarProveedor('claude', CLAVE.claude, { baseUrl: base })).ok).toBe(true);
    const p = unica();
    const u = new URL(p.url, base);
    expect(RUTAS_SDK.models).toBe(true);
    expect([p.method, u.pathname]).toEqual(['GET', '/v1/models']);
    cabecerasAnthropic(p);
    const consulta = Object.fromEntries([...u.searchParams].map(([k, v]) => [k, /^\d+$/.test(v) ? Number(v) : v]));
    const [errores, globales] = erroresTipo([{ tipo: 'ModelListParams', valor: consulta }]);
    expect(globales).toEqual([]);
    expect(errores).toEqual([]);
  });
});

describe('the follow-up question', () => {
  it('OpenAI: a chat completion the document accepts', async () => {
    estado.claves = { openai: clave('openai') };
    expect((await pedirRepregunta('tok', 'https://app.test', 0)).pregunta).toBe('¿Qué harías distinto?');
    const p = unica();
    expect(validarOpenAI(p)).toEqual({ operacion: 'POST /chat/completions', errores: [] });
  });

  it('Anthropic: a message the SDK’s MessageCreateParamsNonStreaming accepts', async () => {
    estado.claves = { claude: clave('claude') };
    expect((await pedirRepregunta('tok', 'https://app.test', 0)).pregunta).toBe('¿Qué harías distinto?');
    const p = unica();
    expect(RUTAS_SDK.messages).toBe(true);
    expect([p.method, p.url]).toEqual(['POST', '/v1/messages']);
    cabecerasAnthropic(p);
    const [errores, globales] = erroresTipo([{ tipo: 'MessageCreateParamsNonStreaming', valor: json(p) }]);
    expect(globales).toEqual([]);
    expect(errores).toEqual([]);
  });
});

describe('the report', () => {
  const peticion = (proveedor: 'openai' | 'claude') => ({
    proveedor,
    apiKey: CLAVE[proveedor],
    baseUrl: base,
    modelo: modeloAnalisis(proveedor),
    sistema: 'Eres un evaluador.',
    usuario: 'La entrevista.',
  });

  it('OpenAI: chat completions with strict structured outputs, as the document describes them', async () => {
    // The fake's answer is no report: the product asks once more, and both requests are checked.
    await expect(llamarAnalisisIA(peticion('openai'))).rejects.toThrow();
    expect(vistas.length).toBeGreaterThanOrEqual(1);
    for (const p of vistas) expect(validarOpenAI(p)).toEqual({ operacion: 'POST /chat/completions', errores: [] });
    expect(json(vistas[0]!).response_format).toMatchObject({ type: 'json_schema', json_schema: { strict: true } });
  });

  it('Anthropic: a forced tool call the SDK’s types accept', async () => {
    await expect(llamarAnalisisIA(peticion('claude'))).rejects.toThrow();
    expect(vistas.length).toBeGreaterThanOrEqual(1);
    for (const p of vistas) {
      expect([p.method, p.url]).toEqual(['POST', '/v1/messages']);
      cabecerasAnthropic(p);
    }
    const resultado = erroresTipo(vistas.map((p) => ({ tipo: 'MessageCreateParamsNonStreaming' as const, valor: json(p) })));
    expect(resultado).toEqual(vistas.map(() => []).concat([[]]));
  });
});

describe('the transcription', () => {
  it('Deepgram: POST /v1/listen with query parameters the document declares and its Authorization header', async () => {
    estado.claves = { deepgram: clave('deepgram') };
    const r = await transcribirAudio('tok', 'https://app.test', 0, 'aud_1_' + 'x'.repeat(16));
    expect(r).toEqual({ texto: 'Hola' });
    const p = unica();
    const v = validarDeepgram(p);
    expect(v.operacion).toBe('POST /v1/listen');
    // Two differences, both the document's, kept in sight (a change to it or to the request shows):
    // - the recording goes as the body's bytes with its own content type ("pre-recorded audio" in
    //   Deepgram's guides), but the document declares only the JSON body that names a URL;
    // - `model` is `oneOf` [the list of Deepgram's models, any string]: a listed model such as
    //   nova-2 matches both, which `oneOf` refuses (an "open list" written as oneOf, not anyOf).
    expect(v.errores).toEqual([MODELO_ONEOF('nova-2'), 'content-type audio/webm no declarado (el documento declara: application/json)']);
    expect(p.headers.authorization).toBe(`Token ${CLAVE.deepgram}`);
    expect(p.body).toEqual(estado.audio);
  });
  it('asks for the words only: none of the audio-intelligence features the document declares (issue 45 §4)', async () => {
    estado.claves = { deepgram: clave('deepgram') };
    await transcribirAudio('tok', 'https://app.test', 0, 'aud_1_' + 'x'.repeat(16));
    const pedidos = [...new URL(unica().url, 'http://x').searchParams.keys()].sort();
    expect(pedidos).toEqual(['language', 'model', 'punctuate', 'smart_format']);
    // What Deepgram can infer from a recording or its transcript beyond the words (its "audio
    // intelligence": sentiment, intents, topics, summaries, entities) and who speaks when: each is a
    // query parameter of /v1/listen in the kept document, so a new one in the request shows here.
    const declarados = new Set(
      JSON.stringify(deepgramDoc)
        .match(/"name":"[a-z_]+"/g)!
        .map((m) => m.slice(8, -1)),
    );
    const inferencias = [
      'sentiment',
      'intents',
      'custom_intent',
      'topics',
      'custom_topic',
      'summarize',
      'detect_entities',
      'diarize',
      'diarize_model',
    ];
    for (const p of inferencias) expect(declarados.has(p), p).toBe(true);
    expect(pedidos.filter((p) => inferencias.includes(p))).toEqual([]);
  });
});

describe('a request that breaks the contract is refused', () => {
  const chat = {
    model: 'gpt-4o-mini',
    max_completion_tokens: 120,
    messages: [{ role: 'user', content: 'hola' }],
  };
  const vista = (method: string, url: string, body: unknown, headers: Record<string, string> = {}): PeticionVista => ({
    method,
    url,
    headers: { authorization: `Bearer ${CLAVE.openai}`, 'content-type': 'application/json', ...headers },
    body: Buffer.from(JSON.stringify(body)),
  });

  it('OpenAI: a sound request passes, and each broken one fails', () => {
    expect(validarOpenAI(vista('POST', '/v1/chat/completions', chat)).errores).toEqual([]);
    // max_completion_tokens as a string
    expect(validarOpenAI(vista('POST', '/v1/chat/completions', { ...chat, max_completion_tokens: '120' })).errores.join()).toMatch(
      /max_completion_tokens must be integer/,
    );
    // a role the document does not have
    expect(
      validarOpenAI(vista('POST', '/v1/chat/completions', { ...chat, messages: [{ role: 'candidato', content: 'x' }] })).errores,
    ).not.toEqual([]);
    // no messages
    expect(validarOpenAI(vista('POST', '/v1/chat/completions', { model: 'gpt-4o-mini' })).errores.join()).toMatch(/messages/);
    // a path that is not the API's
    expect(validarOpenAI(vista('POST', '/v1/chat/completion', chat)).operacion).toBeNull();
    // no key
    expect(validarOpenAI(vista('POST', '/v1/chat/completions', chat, { authorization: '' })).errores.join()).toMatch(/seguridad/);
    // a query parameter "Probar" does not send
    expect(validarOpenAI({ method: 'GET', url: '/v1/models?limite=5', headers: { authorization: 'Bearer x' } }).errores).toEqual([
      'parámetro de consulta no declarado: limite',
    ]);
  });

  it('Deepgram: an unknown or ill-typed parameter, or no Authorization, fails', () => {
    const audio = { 'content-type': 'application/json', authorization: `Token ${CLAVE.deepgram}` };
    const listen = (q: string, headers: Record<string, string> = audio) =>
      validarDeepgram({ method: 'POST', url: `/v1/listen?${q}`, headers, body: Buffer.from('{"url":"https://x.test/a.wav"}') }).errores;
    expect(listen('model=un-modelo-propio&smart_format=true')).toEqual([]);
    expect(listen('model=nova-2')).toEqual([MODELO_ONEOF('nova-2')]);
    expect(listen('smart_format=quizas').join()).toMatch(/smart_format/);
    expect(listen('formato_listo=true')).toEqual(['parámetro de consulta no declarado: formato_listo']);
    expect(listen('language=es', { 'content-type': 'application/json' })).toEqual(['falta el parámetro header obligatorio Authorization']);
  });

  it('Anthropic: `max_tokens` as a string, or a field the SDK does not know, fails the compiler', () => {
    const bien = { model: 'claude-sonnet-4-5', max_tokens: 120, messages: [{ role: 'user', content: 'hola' }] };
    const [a, b, c, globales] = erroresTipo([
      { tipo: 'MessageCreateParamsNonStreaming', valor: bien },
      { tipo: 'MessageCreateParamsNonStreaming', valor: { ...bien, max_tokens: '120' } },
      { tipo: 'MessageCreateParamsNonStreaming', valor: { ...bien, temperatura: 0 } },
    ]);
    expect(globales).toEqual([]);
    expect(a).toEqual([]);
    expect(b!.join()).toMatch(/string.*number/);
    expect(c!.join()).toMatch(/temperatura/);
    expect(VERSION_SDK).toMatch(/^\d+\.\d+\.\d+$/);
  });
});
