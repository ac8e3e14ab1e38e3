// Why one module: one job, a text's vector, with one failure vocabulary (FalloSignificado), one retry
// and one cut for both ways to get it; each provider's body and reading of its answer is a few functions.
// Texts as vectors of meaning (issue 64 item 4): the analysis job compares each answer with every
// question of its interview on embeddings, where the deployment has them (DESIGN §13: the word rules
// stay the embedded default; the precedence module says which method, precedencia.ts
// `elegirSignificado`). Two ways to get them:
// - Amazon Bedrock's InvokeModel with the function's own IAM role (no key), in the deploy's region,
//   on the one embeddings model the deploy granted (-c bedrockEmbeddings=…, BEDROCK_EMBEDDINGS_MODEL_ID):
//   `amazon.titan-embed-text-v2:0` or `cohere.embed-multilingual-v3`;
// - OpenAI's embeddings endpoint with the company's or the platform's key (raw fetch with a time-out,
//   like the report's call, analisis/proveedor.ts).
// Every vector comes back unit-normalised (a cosine is then a dot product). Every failure is a
// `FalloSignificado` with a `motivo` the caller acts on (the analysis falls back to the word rules)
// and a Spanish message that names the kind of failure and never the provider's text, which may
// quote the input (a candidate's words).
//
// What the providers document and this module relies on:
// - Bedrock user guide, "Amazon Titan Text Embeddings models": amazon.titan-embed-text-v2:0 takes up
//   to 8 192 tokens or 50 000 characters per text. "Amazon Titan Embeddings G1 - Text" (its V2
//   request and response): InvokeModel body `{inputText, dimensions, normalize, embeddingTypes}`,
//   one text per call, `dimensions` 1024 (default), 512 or 256, `normalize` defaults to true; the
//   answer `{embedding: float[], inputTextTokenCount, embeddingsByType}`.
// - Bedrock user guide, "Cohere Embed v3": body `{texts, input_type, truncate, embedding_types}`,
//   0–96 texts per call and 0–2 048 characters per text (512 tokens recommended); `input_type`
//   search_document | search_query | classification | clustering (types are not mixed, except a
//   search_query against search_documents); `truncate` NONE (an error, the default) | START | END;
//   without `embedding_types` the answer is `{id, embeddings: float[][] (one per text, in order),
//   texts, response_type: "embeddings_floats"}`. Amazon Bedrock streams no Embed answer.
// - Bedrock API reference, InvokeModel (request `modelId`, `body`, `contentType`, `accept`; the
//   answer's `body` the model's JSON) and its Errors: AccessDeniedException (403), ResourceNotFoundException
//   (404), ThrottlingException (429), ServiceQuotaExceededException, ValidationException (400),
//   ModelNotReadyException, ModelTimeoutException, ModelErrorException, ServiceUnavailableException,
//   InternalServerException. The user guide's "Troubleshooting Amazon Bedrock API Error Codes" and
//   AWS re:Post's "bedrock-invokemodel-api-error": a model whose access the account has not been
//   granted answers AccessDeniedException ("You don't have access to the model with the specified
//   model ID"); a model id the region does not serve on demand answers ValidationException ("The
//   provided model identifier is invalid", "…with on-demand throughput isn't supported").
// - OpenAI's OpenAPI document (openai/openai-openapi, kept in test/contratos/openai.json):
//   POST /embeddings, `CreateEmbeddingRequest` {model, input (a string or 1–2 048 strings; no empty
//   string; at most 8 192 tokens each, 300 000 summed over a request), encoding_format float|base64,
//   dimensions, user}; `CreateEmbeddingResponse` {object: "list", model, data: [{index, embedding,
//   object: "embedding"}], usage}; the operation declares 429 (TooManyRequests: a rate limit or the
//   quota). Like the product's other OpenAI calls: 401/403 the key or its access refused, 404 a model
//   the key cannot use.
import { BedrockRuntimeClient, InvokeModelCommand } from '@aws-sdk/client-bedrock-runtime';
import { enLotes } from '../lotes.js';
import { boundToRequest, callSignal, requestSignal } from '../request-scope.js';
import { baseUrlDe } from './comprobar.js';

/** How this run gets its vectors: the deploy's Bedrock model, or OpenAI with a key already opened. */
export type MetodoSignificado =
  { via: 'bedrock'; modelo: string; region: string } | { via: 'openai'; modelo: string; apiKey: string; baseUrl?: string };

/**
 * Titan's dimensions. 512 and not the default 1 024: AWS's figures for Titan Text Embeddings V2 (its
 * launch announcement; the user guide lists the three sizes only) put 512 dimensions at about 99 % of
 * the 1 024-dimension retrieval accuracy (256 at about 97 %), not measured here on Spanish answers,
 * while each vector is half the bytes — 2 KB as Float32 — in the cached questions' items
 * (db/vectores-preguntas.ts: 146 questions in one 300 KB part, under DynamoDB's 400 KB item) and
 * half the arithmetic of a cosine. Here the vectors only rank a handful of questions for each
 * answer: the last percent is not worth the size.
 */
export const DIMENSIONES_TITAN = 512;

/** Characters sent per text, cut at a code point. Titan v2: 8 192 tokens (or 50 000 characters);
 * OpenAI: 8 192 tokens per input. Spanish prose runs about 4 characters a token and an ordinary
 * script never less than one, so 6 000 characters stay under either limit whatever the text (a whole
 * answer is at most 5 000, ENTRESP `texto`); Cohere's own limit is 2 048 characters, and it cuts the
 * tokens past its 512 itself (`truncate: END`). */
export const CARACTERES_MAX = { titan: 6_000, cohere: 2_048, openai: 6_000 } as const;
/** Cohere Embed v3: at most 96 texts per call. */
export const TEXTOS_POR_LLAMADA_COHERE = 96;
/** OpenAI: at most 2 048 inputs and 300 000 tokens per request; 250 000 characters stay under the tokens at one a character. */
export const LIMITES_PETICION_OPENAI = { entradas: 2_048, caracteres: 250_000 } as const;

/** Why no vectors came back: what the caller acts on (all of them fall back to the word rules). */
export type MotivoFalloSignificado = 'limitado' | 'rechazado' | 'modelo_no_disponible' | 'respuesta_invalida' | 'fallido';

const QUE_PASO: Record<MotivoFalloSignificado, string> = {
  limitado: 'el proveedor limitó las peticiones (demasiadas en poco tiempo o cuota agotada)',
  rechazado: 'el proveedor rechazó la petición (la clave o el permiso no dan acceso al modelo)',
  modelo_no_disponible: 'el modelo de embeddings no está disponible (no existe, no está activado en la cuenta o la región no lo sirve)',
  respuesta_invalida: 'la respuesta del proveedor no tiene la forma esperada',
  fallido: 'el proveedor no respondió a tiempo o devolvió un error',
};

const NOMBRE_VIA: Record<MetodoSignificado['via'], string> = { bedrock: 'Amazon Bedrock', openai: 'OpenAI' };

/** No vectors: why (`motivo`), from whom, and a Spanish message a person may read in the report's stamp. */
export class FalloSignificado extends Error {
  readonly motivo: MotivoFalloSignificado;
  readonly via: MetodoSignificado['via'];
  /** The exception's name or the HTTP status or 'time-out' (never the provider's text). */
  readonly detalle: string;
  constructor(via: MetodoSignificado['via'], motivo: MotivoFalloSignificado, detalle: string) {
    super(`Comparación por significado con ${NOMBRE_VIA[via]}: ${QUE_PASO[motivo]} (${detalle})`);
    this.name = 'FalloSignificado';
    this.motivo = motivo;
    this.via = via;
    this.detalle = detalle;
  }
}

export interface OpcionesVectores {
  /**
   * What the texts are, for a model that encodes the two sides of a search apart (Cohere's
   * `input_type`): 'pregunta' (search_query), 'respuesta' (search_document). Give it on both sides
   * of a comparison or on neither (then 'clustering': one space for every text). Titan and OpenAI
   * have one space and ignore it.
   */
  papel?: 'pregunta' | 'respuesta';
  /** Per call; default 15 s. */
  timeoutMs?: number;
  /** Titan's calls (one per text) in flight at once; default 4. */
  concurrencia?: number;
  /** The wait before the one retry of a call that was throttled; default 1 s plus up to 0.5 s of jitter. */
  esperaReintentoMs?: number;
}

export const MS_VECTORES = 15_000;
const CONCURRENCIA_TITAN = 4;
const ESPERA_REINTENTO_MS = 1_000;

/**
 * What makes two vectors comparable (the model, and Titan's dimensions): the key under which vectors
 * are cached (db/vectores-preguntas.ts). Vectors of different ids are never compared.
 */
export function idVectores(m: MetodoSignificado): string {
  if (m.via === 'openai') return `openai:${m.modelo}`;
  return m.modelo === 'amazon.titan-embed-text-v2:0' ? `${m.modelo}@${DIMENSIONES_TITAN}` : m.modelo;
}

/** At most `max` UTF-16 units, trimmed, never half a surrogate pair. */
export function recortar(texto: string, max: number): string {
  const t = texto.trim();
  if (t.length <= max) return t;
  const corte = t.slice(0, max);
  const ultimo = corte.charCodeAt(corte.length - 1);
  return (ultimo >= 0xd800 && ultimo <= 0xdbff ? corte.slice(0, -1) : corte).trimEnd();
}

// ---- Vectors ------------------------------------------------------------------------------------

/** A finite, non-zero vector as unit-length Float32; null when the provider's numbers are not that. */
function unitario(v: unknown, dimensiones?: number): Float32Array | null {
  if (!Array.isArray(v) || v.length === 0 || (dimensiones !== undefined && v.length !== dimensiones)) return null;
  let suma = 0;
  for (const x of v) {
    if (typeof x !== 'number' || !Number.isFinite(x)) return null;
    suma += x * x;
  }
  const norma = Math.sqrt(suma);
  if (!(norma > 0) || !Number.isFinite(norma)) return null;
  const out = new Float32Array(v.length);
  for (let i = 0; i < v.length; i++) out[i] = (v[i] as number) / norma;
  return out;
}

const invalida = (via: MetodoSignificado['via'], detalle: string) => new FalloSignificado(via, 'respuesta_invalida', detalle);

// ---- Amazon Bedrock -------------------------------------------------------------------------------

const clientes = new Map<string, BedrockRuntimeClient>();

/**
 * The Bedrock client of a region, once per container. One attempt per send (maxAttempts 1): the one
 * retry of a throttled call is this module's, after its own wait, so a throttled call is tried twice
 * in all, not the SDK's retries times ours. Exported for the tests of the SDK's own (de)serialisation.
 */
export function clienteBedrock(region: string): BedrockRuntimeClient {
  let c = clientes.get(region);
  if (!c) {
    c = boundToRequest(new BedrockRuntimeClient({ region, maxAttempts: 1 }));
    clientes.set(region, c);
  }
  return c;
}

/** Each InvokeModel exception as a motivo (everything else, and any network failure: 'fallido'). */
function motivoBedrock(nombre: string, mensaje: string): MotivoFalloSignificado {
  switch (nombre) {
    case 'ThrottlingException':
    case 'ServiceQuotaExceededException':
      return 'limitado';
    case 'AccessDeniedException':
      return 'rechazado';
    case 'ResourceNotFoundException':
      return 'modelo_no_disponible';
    case 'ValidationException':
      // A model the region does not serve, or whose id is unknown, is refused as a validation
      // error that names the model; any other validation error is this request's (read, never shown).
      return /model/i.test(mensaje) ? 'modelo_no_disponible' : 'fallido';
    default:
      return 'fallido';
  }
}

/** The body Titan v2 takes for one text (exported for the tests of its shape). */
export const cuerpoTitan = (texto: string) => ({
  inputText: recortar(texto, CARACTERES_MAX.titan),
  dimensions: DIMENSIONES_TITAN,
  normalize: true,
});

/** The body Cohere Embed v3 takes for up to 96 texts (exported for the tests of its shape). */
export const cuerpoCohere = (textos: string[], papel?: OpcionesVectores['papel']) => ({
  texts: textos.map((t) => recortar(t, CARACTERES_MAX.cohere)),
  input_type: papel === 'pregunta' ? 'search_query' : papel === 'respuesta' ? 'search_document' : 'clustering',
  truncate: 'END',
});

/** One InvokeModel call: the model's JSON answer. Throws FalloSignificado. */
async function invocar(m: Extract<MetodoSignificado, { via: 'bedrock' }>, cuerpo: unknown, timeoutMs: number): Promise<unknown> {
  let r;
  try {
    r = await clienteBedrock(m.region).send(
      new InvokeModelCommand({
        modelId: m.modelo,
        contentType: 'application/json',
        accept: 'application/json',
        body: JSON.stringify(cuerpo),
      }),
      { abortSignal: callSignal(AbortSignal.timeout(timeoutMs)) },
    );
  } catch (err) {
    // The request this runs in has ended: its cancellation goes up as it is.
    const rs = requestSignal();
    if (rs?.aborted) throw rs.reason;
    const e = err as { name?: unknown; message?: unknown };
    const nombre = typeof e?.name === 'string' && /^[A-Za-z]{1,60}$/.test(e.name) ? e.name : 'error';
    if (nombre === 'TimeoutError' || nombre === 'AbortError') throw new FalloSignificado('bedrock', 'fallido', 'time-out');
    throw new FalloSignificado('bedrock', motivoBedrock(nombre, typeof e?.message === 'string' ? e.message : ''), nombre);
  }
  try {
    return JSON.parse(new TextDecoder().decode(r.body));
  } catch {
    throw invalida('bedrock', 'el cuerpo no es JSON');
  }
}

const esNodo = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

async function vectorTitan(m: Extract<MetodoSignificado, { via: 'bedrock' }>, texto: string, timeoutMs: number): Promise<Float32Array> {
  const j = await invocar(m, cuerpoTitan(texto), timeoutMs);
  // `embedding` is always the float vector; `embeddingsByType.float` the same when present.
  const crudo = esNodo(j) ? (j.embedding ?? (esNodo(j.embeddingsByType) ? j.embeddingsByType.float : undefined)) : undefined;
  const v = unitario(crudo, DIMENSIONES_TITAN);
  if (!v) throw invalida('bedrock', 'embedding');
  return v;
}

async function vectoresCohere(
  m: Extract<MetodoSignificado, { via: 'bedrock' }>,
  textos: string[],
  papel: OpcionesVectores['papel'],
  timeoutMs: number,
): Promise<Float32Array[]> {
  const j = await invocar(m, cuerpoCohere(textos, papel), timeoutMs);
  // Without embedding_types the answer is embeddings_floats: a list; by type it would be {float: […]}.
  const lista = esNodo(j)
    ? Array.isArray(j.embeddings)
      ? j.embeddings
      : esNodo(j.embeddings)
        ? j.embeddings.float
        : undefined
    : undefined;
  if (!Array.isArray(lista) || lista.length !== textos.length) throw invalida('bedrock', 'número de embeddings');
  const dim = Array.isArray(lista[0]) ? lista[0].length : 0;
  return lista.map((x) => {
    const v = unitario(x, dim);
    if (!v) throw invalida('bedrock', 'embeddings');
    return v;
  });
}

// ---- OpenAI ---------------------------------------------------------------------------------------

/** The body of POST /v1/embeddings for a batch (exported for the contract test). */
export const cuerpoOpenAI = (modelo: string, textos: string[]) => ({
  model: modelo,
  input: textos.map((t) => recortar(t, CARACTERES_MAX.openai)),
  encoding_format: 'float' as const,
});

function motivoHttp(status: number): MotivoFalloSignificado {
  if (status === 429) return 'limitado';
  if (status === 401 || status === 403) return 'rechazado';
  if (status === 404) return 'modelo_no_disponible';
  return 'fallido';
}

/** What kind of network failure, by its code only (undici's messages may name hosts and more). */
function tipoRed(err: unknown): string {
  const e = err as { name?: unknown; cause?: { code?: unknown; message?: unknown } } | undefined;
  if (e?.name === 'TimeoutError' || e?.name === 'AbortError') return 'time-out';
  if (typeof e?.cause?.message === 'string' && /redirect/i.test(e.cause.message)) return 'redirección rechazada';
  const code = e?.cause?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? `red ${code}` : 'red';
}

async function vectoresOpenAI(
  m: Extract<MetodoSignificado, { via: 'openai' }>,
  textos: string[],
  timeoutMs: number,
): Promise<Float32Array[]> {
  const signal = callSignal(AbortSignal.timeout(timeoutMs));
  let j: unknown;
  try {
    // The keys' base URL is an origin (D60: the platform's, for every company's key); the path is the API's.
    const res = await fetch(`${baseUrlDe('openai', m.baseUrl)}/v1/embeddings`, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Bearer ${m.apiKey}` },
      body: JSON.stringify(cuerpoOpenAI(m.modelo, textos)),
      redirect: 'error',
      signal,
    });
    if (!res.ok) {
      // The provider's body may quote the input or the key: it is dropped unread.
      await res.body?.cancel().catch(() => undefined);
      throw new FalloSignificado('openai', motivoHttp(res.status), `HTTP ${res.status}`);
    }
    j = await res.json().catch((err: unknown) => {
      if (signal?.aborted) throw err;
      throw invalida('openai', 'el cuerpo no es JSON');
    });
  } catch (err) {
    const rs = requestSignal();
    if (rs?.aborted) throw rs.reason;
    if (err instanceof FalloSignificado) throw err;
    throw new FalloSignificado('openai', 'fallido', tipoRed(err));
  }
  const data = esNodo(j) && Array.isArray(j.data) ? j.data : undefined;
  if (!data || data.length !== textos.length) throw invalida('openai', 'número de embeddings');
  // `index` says which input each embedding is of: ordered by it, each index once.
  const out: (Float32Array | undefined)[] = new Array(textos.length);
  let dim: number | undefined;
  for (const d of data) {
    const i = esNodo(d) ? d.index : undefined;
    if (typeof i !== 'number' || !Number.isInteger(i) || i < 0 || i >= textos.length || out[i]) throw invalida('openai', 'index');
    const v = unitario((d as Record<string, unknown>).embedding, dim);
    if (!v) throw invalida('openai', 'embedding');
    dim = v.length;
    out[i] = v;
  }
  return out as Float32Array[];
}

/** Texts in requests OpenAI accepts: at most 2 048 inputs and 250 000 characters each. */
function lotesOpenAI(textos: string[]): string[][] {
  return enLotes(textos, (t) => Math.min(t.length, CARACTERES_MAX.openai), {
    peso: LIMITES_PETICION_OPENAI.caracteres,
    elementos: LIMITES_PETICION_OPENAI.entradas,
  });
}

// ---- The one entry point ------------------------------------------------------------------------

const dormir = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A call, and once more after a short wait when the provider throttled it. */
async function conReintento<T>(llamada: () => Promise<T>, esperaMs: number): Promise<T> {
  try {
    return await llamada();
  } catch (err) {
    if (!(err instanceof FalloSignificado) || err.motivo !== 'limitado') throw err;
    await dormir(esperaMs);
    return llamada();
  }
}

/** `fn` over `tareas`, at most `n` at a time; the first failure stops new ones and is thrown once those in flight end. */
async function enParalelo<T, R>(tareas: T[], n: number, fn: (t: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(tareas.length);
  let siguiente = 0;
  let fallo: { err: unknown } | undefined;
  const trabajador = async () => {
    while (!fallo && siguiente < tareas.length) {
      const i = siguiente++;
      try {
        out[i] = await fn(tareas[i]!);
      } catch (err) {
        fallo ??= { err };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(n, tareas.length)) }, trabajador));
  if (fallo) throw fallo.err;
  return out;
}

/**
 * The unit vector of each text, in order. A text with no words (empty after trimming) is not sent:
 * its vector is all zeros (its cosine with anything is 0) — of the others' length, or of length 0
 * when every text is empty (then nothing is called). Throws `FalloSignificado`.
 */
export async function vectoresDe(textos: string[], metodo: MetodoSignificado, opciones: OpcionesVectores = {}): Promise<Float32Array[]> {
  const timeoutMs = opciones.timeoutMs ?? MS_VECTORES;
  const espera = opciones.esperaReintentoMs ?? ESPERA_REINTENTO_MS + Math.random() * 500;
  const conTexto = textos.map((t, i) => ({ t: t.trim(), i })).filter((x) => x.t.length > 0);
  let vectores: Float32Array[] = [];
  if (conTexto.length) {
    const solo = conTexto.map((x) => x.t);
    if (metodo.via === 'openai') {
      const lotes = lotesOpenAI(solo);
      vectores = (await enParalelo(lotes, 2, (l) => conReintento(() => vectoresOpenAI(metodo, l, timeoutMs), espera))).flat();
    } else if (metodo.modelo === 'amazon.titan-embed-text-v2:0') {
      vectores = await enParalelo(solo, opciones.concurrencia ?? CONCURRENCIA_TITAN, (t) =>
        conReintento(() => vectorTitan(metodo, t, timeoutMs), espera),
      );
    } else if (metodo.modelo === 'cohere.embed-multilingual-v3') {
      const lotes: string[][] = [];
      for (let i = 0; i < solo.length; i += TEXTOS_POR_LLAMADA_COHERE) lotes.push(solo.slice(i, i + TEXTOS_POR_LLAMADA_COHERE));
      vectores = (
        await enParalelo(lotes, 2, (l) => conReintento(() => vectoresCohere(metodo, l, opciones.papel, timeoutMs), espera))
      ).flat();
    } else {
      // Only the two models whose bodies this module knows; the deploy refuses any other at synth.
      throw new FalloSignificado('bedrock', 'modelo_no_disponible', 'modelo no admitido');
    }
    const dim = vectores[0]!.length;
    if (vectores.some((v) => v.length !== dim)) throw invalida(metodo.via, 'dimensiones distintas');
  }
  const dim = vectores[0]?.length ?? 0;
  const out: Float32Array[] = textos.map(() => new Float32Array(dim));
  conTexto.forEach((x, k) => (out[x.i] = vectores[k]!));
  return out;
}
