// Texts as vectors (issue 64 item 4), nothing sent to AWS or OpenAI. Bedrock: aws-sdk-client-mock
// answers the client's `send` (Titan's and Cohere's bodies, one text per Titan call and at most 96
// per Cohere call, the cut of a long text, the answers read and normalised, every bad answer's
// motivo), and a fake HTTP handler under a real client checks what the SDK's own serializer and error
// deserializer make of it (POST /model/<id>/invoke with that JSON body; a 429, 403, 404 or 400 JSON
// error as the exception that gives its motivo). OpenAI: a fake provider on loopback receives the
// request, which is validated against the embeddings operation of OpenAI's own OpenAPI document
// (test/contratos/openai.json, extracted by test/contratos/extraer.mjs), and answers a body that the
// same document's response schema accepts.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import {
  AccessDeniedException,
  BedrockRuntimeClient,
  InvokeModelCommand,
  ResourceNotFoundException,
  ThrottlingException,
  ValidationException,
} from '@aws-sdk/client-bedrock-runtime';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import openaiDoc from '../../../test/contratos/openai.json' with { type: 'json' };
import { validadorDe, type Contrato, type PeticionVista } from '../../../test/contratos/validar-peticion.js';
import {
  CARACTERES_MAX,
  clienteBedrock,
  DIMENSIONES_TITAN,
  FalloSignificado,
  idVectores,
  recortar,
  vectoresDe,
  type MetodoSignificado,
  type MotivoFalloSignificado,
} from './embeddings.js';

const br = mockClient(BedrockRuntimeClient);
beforeEach(() => br.reset());
afterEach(() => vi.unstubAllEnvs());

const TITAN: MetodoSignificado = { via: 'bedrock', modelo: 'amazon.titan-embed-text-v2:0', region: 'eu-west-1' };
const COHERE: MetodoSignificado = { via: 'bedrock', modelo: 'cohere.embed-multilingual-v3', region: 'eu-west-1' };
/** No wait before the retry of a throttled call. */
const RAPIDO = { esperaReintentoMs: 0 };

/** A vector of `n` numbers, not unit length (the module normalises). */
const vector = (n: number, semilla = 1) => Array.from({ length: n }, (_, i) => ((i * 7 + semilla) % 11) - 5 + 0.5);
/** An InvokeModel answer's body: the model's JSON as bytes (the SDK's Uint8ArrayBlobAdapter is a Uint8Array). */
const bytes = (texto: string) => new TextEncoder().encode(texto) as never;
const cuerpo = (j: unknown) => bytes(JSON.stringify(j));
const titanDice = (v: unknown) => ({
  body: cuerpo({ embedding: v, inputTextTokenCount: 3, embeddingsByType: { float: v } }),
  contentType: 'application/json',
});
const norma = (v: Float32Array) => Math.sqrt(v.reduce((s, x) => s + x * x, 0));
const enviado = (i: number) => JSON.parse(br.commandCalls(InvokeModelCommand)[i]!.args[0].input.body as string);

/** The FalloSignificado a promise rejects with. */
async function fallo(p: Promise<unknown>): Promise<FalloSignificado> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(FalloSignificado);
  return err as FalloSignificado;
}

/** What a refusal's text may hold: never shown. */
const SECRETO = 'User: arn:aws:sts::123456789012:assumed-role/x … Mi respuesta: trabajé en Alcampo';
const sdkError = <E extends new (o: { message: string; $metadata: object }) => Error>(C: E, message = SECRETO) =>
  new C({ message, $metadata: {} });

describe('Titan Text Embeddings V2 (mocked client)', () => {
  it('one InvokeModel per text with {inputText, dimensions: 512, normalize: true}; unit vectors in order', async () => {
    br.on(InvokeModelCommand).callsFake((input: { body: string }) => {
      const j = JSON.parse(input.body) as { inputText: string };
      return titanDice(vector(DIMENSIONES_TITAN, j.inputText.length));
    });
    const vs = await vectoresDe(['¿Cómo organizas tu semana?', 'Reparto las tareas el lunes.'], TITAN);
    const calls = br.commandCalls(InvokeModelCommand);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.args[0].input).toMatchObject({
      modelId: 'amazon.titan-embed-text-v2:0',
      contentType: 'application/json',
      accept: 'application/json',
    });
    expect(calls.map((c) => JSON.parse(c.args[0].input.body as string))).toEqual(
      expect.arrayContaining([
        { inputText: 'Reparto las tareas el lunes.', dimensions: 512, normalize: true },
        { inputText: '¿Cómo organizas tu semana?', dimensions: 512, normalize: true },
      ]),
    );
    expect(vs).toHaveLength(2);
    for (const v of vs) {
      expect(v).toBeInstanceOf(Float32Array);
      expect(v).toHaveLength(512);
      expect(norma(v)).toBeCloseTo(1, 5);
    }
    // In order: each text's own vector (the fake's depends on the text's length).
    expect(Array.from(vs[0]!)).toEqual(Array.from(unitarioDe(vector(512, '¿Cómo organizas tu semana?'.length))));
  });

  it('a 5 000-character answer is sent whole; a longer text is cut to 6 000 characters at a code point', async () => {
    br.on(InvokeModelCommand).resolves(titanDice(vector(512)));
    const larga = 'Coordiné el inventario del almacén y medí los tiempos de cada turno. '.repeat(80).slice(0, 5_000);
    expect(larga).toHaveLength(5_000);
    await vectoresDe([larga], TITAN);
    expect(enviado(0).inputText).toBe(larga.trim());
    br.reset();
    br.on(InvokeModelCommand).resolves(titanDice(vector(512)));
    await vectoresDe(['x'.repeat(5_999) + '😀' + 'y'.repeat(100)], TITAN);
    // The emoji would be cut in half at 6 000: it goes whole or not at all.
    expect(enviado(0).inputText).toBe('x'.repeat(5_999));
    expect(recortar('  hola  ', 10)).toBe('hola');
    expect(CARACTERES_MAX.titan).toBe(6_000);
  });

  it('at most 4 calls in flight (bounded concurrency)', async () => {
    let enVuelo = 0;
    let maximo = 0;
    br.on(InvokeModelCommand).callsFake(async () => {
      enVuelo++;
      maximo = Math.max(maximo, enVuelo);
      await new Promise((r) => setTimeout(r, 5));
      enVuelo--;
      return titanDice(vector(512));
    });
    const vs = await vectoresDe(
      Array.from({ length: 12 }, (_, i) => `Respuesta ${i}`),
      TITAN,
    );
    expect(vs).toHaveLength(12);
    expect(br.commandCalls(InvokeModelCommand)).toHaveLength(12);
    expect(maximo).toBe(4);
  });

  it('an empty text is not sent: its vector is zeros; every text empty: no call at all', async () => {
    br.on(InvokeModelCommand).resolves(titanDice(vector(512)));
    const vs = await vectoresDe(['Una respuesta', '   '], TITAN);
    expect(br.commandCalls(InvokeModelCommand)).toHaveLength(1);
    expect(vs[1]).toEqual(new Float32Array(512));
    br.reset();
    expect(await vectoresDe(['', ' '], TITAN)).toEqual([new Float32Array(0), new Float32Array(0)]);
    expect(br.commandCalls(InvokeModelCommand)).toHaveLength(0);
  });

  it('throttled once: one retry after the wait, and the vectors; throttled twice: limitado, after two calls', async () => {
    br.on(InvokeModelCommand)
      .rejectsOnce(sdkError(ThrottlingException as never))
      .resolves(titanDice(vector(512)));
    expect(await vectoresDe(['Hola'], TITAN, RAPIDO)).toHaveLength(1);
    expect(br.commandCalls(InvokeModelCommand)).toHaveLength(2);
    br.reset();
    br.on(InvokeModelCommand).rejects(sdkError(ThrottlingException as never));
    const f = await fallo(vectoresDe(['Hola'], TITAN, RAPIDO));
    expect(f.motivo).toBe('limitado');
    expect(br.commandCalls(InvokeModelCommand)).toHaveLength(2);
    expect(f.message).toBe(
      'Comparación por significado con Amazon Bedrock: el proveedor limitó las peticiones (demasiadas en poco tiempo o cuota agotada) (ThrottlingException)',
    );
  });

  it.each<[string, Error, MotivoFalloSignificado]>([
    [
      'access not granted',
      sdkError(AccessDeniedException as never, "You don't have access to the model with the specified model ID."),
      'rechazado',
    ],
    ['no such model', sdkError(ResourceNotFoundException as never), 'modelo_no_disponible'],
    [
      'a model the region does not serve',
      sdkError(ValidationException as never, 'The provided model identifier is invalid.'),
      'modelo_no_disponible',
    ],
    ['another validation error', sdkError(ValidationException as never, 'Malformed input request: 2 schema violations'), 'fallido'],
  ])('%s: %s → %s, at once, in Spanish, without AWS’s text', async (_, err, motivo) => {
    br.on(InvokeModelCommand).rejects(err);
    const f = await fallo(vectoresDe(['Mi respuesta: trabajé en Alcampo'], TITAN, RAPIDO));
    expect(f.motivo).toBe(motivo);
    expect(br.commandCalls(InvokeModelCommand)).toHaveLength(1);
    expect(f.message).toMatch(/^Comparación por significado con Amazon Bedrock: /);
    expect(f.message).not.toMatch(/arn:aws|Alcampo|access to the model|identifier|Malformed/);
  });

  it.each<[string, unknown]>([
    ['no embedding', { inputTextTokenCount: 3 }],
    ['a number that is not finite', { embedding: [...vector(511), '1e400'] }],
    ['another size than asked', { embedding: vector(1024) }],
    ['all zeros', { embedding: new Array(512).fill(0) }],
  ])('an answer with %s: respuesta_invalida', async (_, j) => {
    // '1e400' is sent as the literal JSON number: JSON.parse reads it as Infinity.
    br.on(InvokeModelCommand).resolves({ body: bytes(JSON.stringify(j).replace('"1e400"', '1e400')) });
    expect((await fallo(vectoresDe(['Hola'], TITAN))).motivo).toBe('respuesta_invalida');
  });

  it('a time-out (the call’s signal fired: the SDK rejects with TimeoutError or AbortError) is fallido, named as such', async () => {
    for (const name of ['TimeoutError', 'AbortError']) {
      br.reset();
      br.on(InvokeModelCommand).rejects(Object.assign(new Error('The operation was aborted'), { name }));
      const f = await fallo(vectoresDe(['Hola'], TITAN));
      expect([f.motivo, f.detalle]).toEqual(['fallido', 'time-out']);
    }
  });
});

const unitarioDe = (v: number[]) => {
  const n = Math.sqrt(v.reduce((s, x) => s + x * x, 0));
  return Float32Array.from(v, (x) => x / n);
};

describe('Cohere Embed multilingual v3 (mocked client)', () => {
  const cohereDice = (textos: string[]) => ({
    body: cuerpo({ id: 'c1', response_type: 'embeddings_floats', texts: textos, embeddings: textos.map((_, i) => vector(1024, i)) }),
  });

  it('{texts, input_type, truncate: END} up to 96 texts a call, each cut to 2 048 characters; the vectors in order', async () => {
    br.on(InvokeModelCommand).callsFake((input: { body: string }) => cohereDice(JSON.parse(input.body).texts));
    const textos = Array.from({ length: 100 }, (_, i) => `Texto ${i}`);
    textos[3] = 'a'.repeat(3_000);
    const vs = await vectoresDe(textos, COHERE, { papel: 'respuesta' });
    const calls = br.commandCalls(InvokeModelCommand);
    expect(calls).toHaveLength(2);
    const [a, b] = [enviado(0), enviado(1)].sort((x, y) => y.texts.length - x.texts.length);
    expect(a.texts).toHaveLength(96);
    expect(b.texts).toEqual(['Texto 96', 'Texto 97', 'Texto 98', 'Texto 99']);
    expect(a).toMatchObject({ input_type: 'search_document', truncate: 'END' });
    expect(Object.keys(a).sort()).toEqual(['input_type', 'texts', 'truncate']);
    expect(a.texts[3]).toHaveLength(2_048);
    expect(vs).toHaveLength(100);
    expect(Array.from(vs[97]!)).toEqual(Array.from(unitarioDe(vector(1024, 1))));
    for (const v of vs) expect(norma(v)).toBeCloseTo(1, 5);
  });

  it('the questions as search_query; without a role, clustering (one space)', async () => {
    br.on(InvokeModelCommand).callsFake((input: { body: string }) => cohereDice(JSON.parse(input.body).texts));
    await vectoresDe(['¿Qué hiciste?'], COHERE, { papel: 'pregunta' });
    await vectoresDe(['¿Qué hiciste?'], COHERE);
    expect([enviado(0).input_type, enviado(1).input_type]).toEqual(['search_query', 'clustering']);
  });

  it('the wrong number of embeddings, or one of another length: respuesta_invalida', async () => {
    br.on(InvokeModelCommand).resolves({ body: cuerpo({ embeddings: [vector(1024)], response_type: 'embeddings_floats' }) });
    expect((await fallo(vectoresDe(['a', 'b'], COHERE))).motivo).toBe('respuesta_invalida');
    br.reset();
    br.on(InvokeModelCommand).resolves({ body: cuerpo({ embeddings: [vector(1024), vector(1023)] }) });
    expect((await fallo(vectoresDe(['a', 'b'], COHERE))).motivo).toBe('respuesta_invalida');
    br.reset();
    br.on(InvokeModelCommand).resolves({ body: bytes('<html>') });
    expect((await fallo(vectoresDe(['a'], COHERE))).motivo).toBe('respuesta_invalida');
  });

  it('throttled twice: limitado', async () => {
    br.on(InvokeModelCommand).rejects(sdkError(ThrottlingException as never));
    expect((await fallo(vectoresDe(['a'], COHERE, RAPIDO))).motivo).toBe('limitado');
    expect(br.commandCalls(InvokeModelCommand)).toHaveLength(2);
  });
});

describe('InvokeModel through the SDK’s own serializer and deserializer (a fake HTTP handler)', () => {
  type Vista = { method: string; path: string; headers: Record<string, string>; body: Record<string, any> };
  const vistas: Vista[] = [];
  let responder: () => { statusCode: number; headers: Record<string, string>; body: string };

  beforeAll(() => {
    const cliente = clienteBedrock('eu-west-1');
    const original = cliente.config.requestHandler;
    (cliente.config as { requestHandler: unknown }).requestHandler = {
      handle: async (req: { method: string; path: string; headers: Record<string, string>; body: Uint8Array | string }) => {
        vistas.push({ method: req.method, path: req.path, headers: req.headers, body: JSON.parse(Buffer.from(req.body).toString('utf8')) });
        const r = responder();
        return { response: { statusCode: r.statusCode, headers: r.headers, body: Readable.from([Buffer.from(r.body)]) } };
      },
    };
    return () => {
      (cliente.config as { requestHandler: unknown }).requestHandler = original;
    };
  });
  beforeEach(() => {
    // The real send, not aws-sdk-client-mock's.
    br.restore();
    vistas.length = 0;
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secreto');
  });

  const error = (statusCode: number, tipo: string, message: string) => () => ({
    statusCode,
    headers: { 'content-type': 'application/json', 'x-amzn-errortype': `${tipo}:http://internal.amazon.com/coral/com.amazon.bedrock/` },
    body: JSON.stringify({ message }),
  });

  it('Titan: POST /model/amazon.titan-embed-text-v2:0/invoke with the JSON body; the answer read back', async () => {
    responder = () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json', 'x-amzn-bedrock-input-token-count': '4' },
      body: JSON.stringify({ embedding: vector(512), inputTextTokenCount: 4, embeddingsByType: { float: vector(512) } }),
    });
    const [v] = await vectoresDe(['Planifiqué la mudanza del almacén'], TITAN);
    expect(vistas).toHaveLength(1);
    expect(vistas[0]!.method).toBe('POST');
    expect(decodeURIComponent(vistas[0]!.path)).toBe('/model/amazon.titan-embed-text-v2:0/invoke');
    expect(vistas[0]!.headers['content-type']).toBe('application/json');
    expect(vistas[0]!.headers.accept).toBe('application/json');
    expect(vistas[0]!.body).toEqual({ inputText: 'Planifiqué la mudanza del almacén', dimensions: 512, normalize: true });
    expect(norma(v!)).toBeCloseTo(1, 5);
  });

  it('Cohere: POST /model/cohere.embed-multilingual-v3/invoke with {texts, input_type, truncate}', async () => {
    responder = () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ id: 'x', response_type: 'embeddings_floats', texts: ['a', 'b'], embeddings: [vector(1024), vector(1024, 2)] }),
    });
    const vs = await vectoresDe(['a', 'b'], COHERE, { papel: 'pregunta' });
    expect(decodeURIComponent(vistas[0]!.path)).toBe('/model/cohere.embed-multilingual-v3/invoke');
    expect(vistas[0]!.body).toEqual({ texts: ['a', 'b'], input_type: 'search_query', truncate: 'END' });
    expect(vs).toHaveLength(2);
  });

  it.each<[number, string, string, MotivoFalloSignificado, number]>([
    [429, 'ThrottlingException', 'Too many requests, please wait before trying again.', 'limitado', 2],
    [403, 'AccessDeniedException', "You don't have access to the model with the specified model ID.", 'rechazado', 1],
    [
      404,
      'ResourceNotFoundException',
      'Could not resolve the foundation model from the provided model identifier.',
      'modelo_no_disponible',
      1,
    ],
    [400, 'ValidationException', 'The provided model identifier is invalid.', 'modelo_no_disponible', 1],
    [503, 'ServiceUnavailableException', 'Service unavailable', 'fallido', 1],
  ])('HTTP %i %s is read by the SDK as that exception: %s → %s (%i calls)', async (status, tipo, message, motivo, llamadas) => {
    responder = error(status, tipo, message);
    const f = await fallo(vectoresDe(['Hola'], TITAN, RAPIDO));
    expect(f.motivo).toBe(motivo);
    expect(f.detalle).toBe(tipo);
    expect(vistas).toHaveLength(llamadas);
    expect(f.message).not.toContain(message);
  });
});

// ---- OpenAI -----------------------------------------------------------------------------------------

const contrato = openaiDoc as unknown as Contrato;
const validarPeticion = validadorDe(contrato);
/** The response schema of POST /embeddings (CreateEmbeddingResponse), with ajv as validar-peticion.ts uses it. */
const validarRespuesta = (() => {
  const ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats(ajv);
  const id = 'contrato:openai-respuesta';
  ajv.addSchema({ $id: id, components: contrato.components }, id);
  const esquema = contrato.operaciones['POST /embeddings']!.respuesta!.content['application/json'].schema.$ref as string;
  return ajv.compile({ $ref: `${id}${esquema}` });
})();

let server: Server;
let base: string;
let vistas: PeticionVista[] = [];
let contestar: (req: IncomingMessage, body: Record<string, any>, res: ServerResponse) => void;

const CLAVE = 'sk-proj-' + 'E'.repeat(56) + 'emb1';
const OPENAI = (): MetodoSignificado => ({ via: 'openai', modelo: 'text-embedding-3-small', apiKey: CLAVE, baseUrl: base });

/** An answer of the documented shape: each input's embedding, listed in the order `orden` gives. */
const respuestaOpenAI = (n: number, orden = (i: number[]) => i, dim = 1536) => ({
  object: 'list',
  model: 'text-embedding-3-small',
  data: orden(Array.from({ length: n }, (_, i) => i)).map((i) => ({ object: 'embedding', index: i, embedding: vector(dim, i) })),
  usage: { prompt_tokens: 8, total_tokens: 8 },
});
const json = (res: ServerResponse, status: number, j: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', connection: 'close' });
  res.end(JSON.stringify(j));
};

beforeAll(async () => {
  server = createServer((req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (c: Buffer) => trozos.push(c));
    req.on('end', () => {
      const body = Buffer.concat(trozos);
      vistas.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, ...(body.length ? { body } : {}) });
      contestar(req, JSON.parse(body.toString('utf8') || '{}'), res);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await new Promise<void>((r) => server.close(() => r()));
});

describe('OpenAI embeddings (a fake provider on loopback)', () => {
  beforeEach(() => {
    vistas = [];
    contestar = (_req, body, res) => json(res, 200, respuestaOpenAI((body.input as string[]).length));
  });

  it('POST /v1/embeddings as the OpenAPI document describes it: {model, input: [...], encoding_format: float}, Bearer key', async () => {
    const vs = await vectoresDe(['¿Cómo priorizas?', 'Por impacto y plazo.'], OPENAI());
    expect(vistas).toHaveLength(1);
    const p = vistas[0]!;
    expect(validarPeticion(p)).toEqual({ operacion: 'POST /embeddings', errores: [] });
    expect([p.method, p.url]).toEqual(['POST', '/v1/embeddings']);
    expect(p.headers.authorization).toBe(`Bearer ${CLAVE}`);
    expect(JSON.parse(p.body!.toString('utf8'))).toEqual({
      model: 'text-embedding-3-small',
      input: ['¿Cómo priorizas?', 'Por impacto y plazo.'],
      encoding_format: 'float',
    });
    expect(vs.map((v) => v.length)).toEqual([1536, 1536]);
    for (const v of vs) expect(norma(v)).toBeCloseTo(1, 5);
  });

  it('the fake’s answer is of the documented shape (CreateEmbeddingResponse), and a broken one is not', () => {
    expect(validarRespuesta(respuestaOpenAI(2)), JSON.stringify(validarRespuesta.errors)).toBe(true);
    expect(validarRespuesta({ data: [] })).toBe(false);
  });

  it('a 5 000-character answer goes whole and a longer one is cut to 6 000; the request still passes the contract', async () => {
    const cinco = 'Medí el tiempo de cada pedido y lo bajé de 40 a 25 minutos. '.repeat(100).slice(0, 5_000);
    await vectoresDe([cinco, 'z'.repeat(9_000)], OPENAI());
    const enviadoOpenAI = JSON.parse(vistas[0]!.body!.toString('utf8')) as { input: string[] };
    expect(enviadoOpenAI.input[0]).toBe(cinco.trim());
    expect(enviadoOpenAI.input[1]).toHaveLength(6_000);
    expect(validarPeticion(vistas[0]!).errores).toEqual([]);
  });

  it('the vectors follow `index`, not the list’s order', async () => {
    contestar = (_req, body, res) =>
      json(
        res,
        200,
        respuestaOpenAI((body.input as string[]).length, (i) => [...i].reverse()),
      );
    const vs = await vectoresDe(['a', 'b', 'c'], OPENAI());
    expect(Array.from(vs[0]!)).toEqual(Array.from(unitarioDe(vector(1536, 0))));
    expect(Array.from(vs[2]!)).toEqual(Array.from(unitarioDe(vector(1536, 2))));
  });

  it('without a base URL: https://api.openai.com/v1/embeddings', async () => {
    const fetchFalso = vi.fn(async (_url: string, init: RequestInit) =>
      Response.json(respuestaOpenAI((JSON.parse(init.body as string) as { input: string[] }).input.length)),
    );
    vi.stubGlobal('fetch', fetchFalso);
    vi.stubEnv('IA_BASE_URL_OPENAI', '');
    try {
      await vectoresDe(['a'], { via: 'openai', modelo: 'text-embedding-3-small', apiKey: CLAVE });
      expect(fetchFalso.mock.calls[0]![0]).toBe('https://api.openai.com/v1/embeddings');
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('429 then 200: one retry, the vectors; 429 twice: limitado after two requests', async () => {
    let n = 0;
    contestar = (_req, body, res) =>
      n++ === 0 ? json(res, 429, { error: { message: 'Rate limit' } }) : json(res, 200, respuestaOpenAI(body.input.length));
    expect(await vectoresDe(['a'], OPENAI(), RAPIDO)).toHaveLength(1);
    expect(vistas).toHaveLength(2);
    vistas = [];
    contestar = (_req, _body, res) => json(res, 429, { error: { message: 'Rate limit reached for text-embedding-3-small: a' } });
    const f = await fallo(vectoresDe(['a'], OPENAI(), RAPIDO));
    expect([f.motivo, f.detalle]).toEqual(['limitado', 'HTTP 429']);
    expect(vistas).toHaveLength(2);
  });

  it.each<[number, MotivoFalloSignificado]>([
    [401, 'rechazado'],
    [403, 'rechazado'],
    [404, 'modelo_no_disponible'],
    [500, 'fallido'],
  ])('HTTP %i: %s at once, never the body or the key in the message', async (status, motivo) => {
    contestar = (_req, _body, res) =>
      json(res, status, { error: { message: `Incorrect API key provided: ${CLAVE}. Mi respuesta: Alcampo` } });
    const f = await fallo(vectoresDe(['Mi respuesta: Alcampo'], OPENAI(), RAPIDO));
    expect(f.motivo).toBe(motivo);
    expect(vistas).toHaveLength(1);
    expect(f.message).toMatch(/^Comparación por significado con OpenAI: /);
    expect(f.message).not.toMatch(/sk-proj|Alcampo|Incorrect/);
  });

  it.each<[string, (n: number) => unknown]>([
    ['one embedding fewer', (n) => respuestaOpenAI(n - 1)],
    ['an index twice', (n) => ({ ...respuestaOpenAI(n), data: respuestaOpenAI(n).data.map((d) => ({ ...d, index: 0 })) })],
    ['no data', () => ({ object: 'list' })],
    [
      'an embedding of another length',
      (n) => ({ ...respuestaOpenAI(n), data: respuestaOpenAI(n).data.map((d, i) => ({ ...d, embedding: vector(i ? 1536 : 3072) })) }),
    ],
  ])('%s: respuesta_invalida', async (_, respuesta) => {
    contestar = (_req, body, res) => json(res, 200, respuesta(body.input.length));
    expect((await fallo(vectoresDe(['a', 'b'], OPENAI()))).motivo).toBe('respuesta_invalida');
  });

  it('no answer in time: fallido (time-out)', async () => {
    contestar = () => undefined;
    const f = await fallo(vectoresDe(['a'], OPENAI(), { timeoutMs: 50 }));
    expect([f.motivo, f.detalle]).toEqual(['fallido', 'time-out']);
  });
});

describe('idVectores', () => {
  it('names what makes vectors comparable: the model, and Titan’s dimensions', () => {
    expect(idVectores(TITAN)).toBe('amazon.titan-embed-text-v2:0@512');
    expect(idVectores(COHERE)).toBe('cohere.embed-multilingual-v3');
    expect(idVectores({ via: 'openai', modelo: 'text-embedding-3-small', apiKey: 'k' })).toBe('openai:text-embedding-3-small');
  });
});
