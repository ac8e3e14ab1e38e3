// The AI report's call to a language model (D69): OpenAI chat completions with strict
// structured outputs, or Anthropic messages forced to one tool call, both with raw fetch (no SDK)
// like the interview follow-ups. The model fills `InformeBorrador`, whose JSON Schema is sent with
// the request; the answer is checked against the same zod schema. An answer that does not parse or
// does not match gets one more call that says what was wrong; a provider that fails (HTTP error,
// network, time-out, redirect) gets none: the caller falls back to the built-in analyzer, which is
// cheaper than a second wait. Errors never carry the key, the prompt or the provider's body.
// Amazon Bedrock (D176) takes the same prompt, schema and retry through its Converse API with the
// function's IAM role (proveedores-ia/bedrock.ts): a forced tool call like Claude's.
import * as z from 'zod/mini';
import { InformeBorrador } from '../../../../shared/schemas/informe.js';
import { MODELO_POR_DEFECTO, modeloParaLlamar } from '../../proveedores-ia/modelos.js';
import { baseUrlDe } from '../../proveedores-ia/comprobar.js';
import { callSignal, requestSignal } from '../../request-scope.js';
import { FalloBedrock, PARADAS_RECHAZO, converse } from '../../proveedores-ia/bedrock.js';

export type ProveedorAnalisis = 'openai' | 'claude' | 'bedrock';

/** Models used when the configured one is a panel label rather than a real id (proveedores-ia/modelos.ts). */
export const MODELO_ANALISIS_OPENAI = MODELO_POR_DEFECTO.analisis.openai;
export const MODELO_ANALISIS_CLAUDE = MODELO_POR_DEFECTO.analisis.claude;

/** The model id to call for a report: the one place that maps a configured model (proveedores-ia/modelos.ts). */
export function modeloAnalisis(p: Exclude<ProveedorAnalisis, 'bedrock'>, configurado?: string): string {
  return modeloParaLlamar(p, 'analisis', configurado);
}

export const MS_ANALISIS = 60_000;
const MAX_TOKENS = 4000;
// What current models accept (D113): OpenAI's `max_completion_tokens` (its API reference
// marks `max_tokens` deprecated, and reasoning models refuse it), and no `temperature` (Anthropic's
// reference marks it deprecated for newer models, which refuse values but the default; OpenAI's
// reasoning models likewise). Determinism comes from the schema and the rubric, not a temperature.
const NOMBRE_ESQUEMA = 'informe_ia';
const HERRAMIENTA = 'registrar_informe';

// ---- JSON Schema ------------------------------------------------------------------------------

/**
 * Keywords OpenAI's strict mode may reject. They are constraints zod checks on the answer anyway,
 * so dropping them from what the model sees loses nothing (a too-long text fails validation and
 * gets the retry).
 */
const SIN_SOPORTE_ESTRICTO = new Set([
  'minLength',
  'maxLength',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'pattern',
  'format',
]);

type Nodo = Record<string, unknown>;
const esNodo = (v: unknown): v is Nodo => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * One schema node made acceptable to strict mode. It walks only the keywords that hold
 * subschemas, so a property that happened to be named like a keyword ("format") is kept.
 */
function estricto(nodo: Nodo): Nodo {
  const out: Nodo = {};
  for (const [k, v] of Object.entries(nodo)) {
    if (k === '$schema' || SIN_SOPORTE_ESTRICTO.has(k)) continue;
    if ((k === 'properties' || k === '$defs' || k === 'definitions') && esNodo(v))
      out[k] = Object.fromEntries(Object.entries(v).map(([n, s]) => [n, esNodo(s) ? estricto(s) : s]));
    else if ((k === 'anyOf' || k === 'oneOf' || k === 'allOf' || k === 'prefixItems') && Array.isArray(v))
      out[k] = v.map((s) => (esNodo(s) ? estricto(s) : s));
    else if ((k === 'items' || k === 'not') && esNodo(v)) out[k] = estricto(v);
    else out[k] = v;
  }
  if (out.type === 'object' || esNodo(out.properties)) {
    // Strict mode wants every property listed as required (a nullable one stays required with a
    // null type) and no others allowed.
    out.properties = esNodo(out.properties) ? out.properties : {};
    out.required = Object.keys(out.properties as Nodo);
    out.additionalProperties = false;
  }
  return out;
}

function congelar<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const x of Object.values(v)) congelar(x);
    Object.freeze(v);
  }
  return v;
}

let esquemaMemo: Record<string, unknown> | undefined;

/** The JSON Schema of `InformeBorrador` as OpenAI's strict structured outputs (and Claude's tools) take it. */
export function esquemaInformeJson(): Record<string, unknown> {
  // Frozen: every call shares it, and one caller's edit must not change another's request.
  esquemaMemo ??= congelar(estricto(z.toJSONSchema(InformeBorrador) as Nodo));
  return esquemaMemo;
}

// ---- The call ---------------------------------------------------------------------------------

export type TokensAnalisis = { entrada: number; salida: number } | null;
/**
 * Why no report came from the model (D120), stored as the report's `motivoIntegrado`:
 * the provider failed; it answered, but not a valid report; the model declined (OpenAI's
 * `message.refusal`, Anthropic's `stop_reason: "refusal"`); or Claude answered without the forced
 * tool call (any other `stop_reason`, e.g. "end_turn" or "max_tokens").
 */
export type MotivoFalloAnalisis = 'proveedor_fallido' | 'respuesta_invalida' | 'rechazo' | 'sin_herramienta';

/** The model did not write a report: why, after how many calls, and the tokens they cost. */
export class FalloAnalisisIA extends Error {
  readonly motivo: MotivoFalloAnalisis;
  readonly intentos: number;
  readonly tokens: TokensAnalisis;
  constructor(motivo: MotivoFalloAnalisis, mensaje: string, intentos: number, tokens: TokensAnalisis) {
    super(mensaje);
    this.name = 'FalloAnalisisIA';
    this.motivo = motivo;
    this.intentos = intentos;
    this.tokens = tokens;
  }
}

export interface PeticionAnalisisIA {
  proveedor: ProveedorAnalisis;
  /** The provider's key; none for Bedrock (the function's IAM role). */
  apiKey: string;
  baseUrl?: string;
  modelo: string;
  sistema: string;
  usuario: string;
  /** Per call; default 60 s. */
  timeoutMs?: number;
}

export interface ResultadoAnalisisIA {
  borrador: InformeBorrador;
  tokens: TokensAnalisis;
  /** Calls made (2 when the first answer was not valid). */
  intentos: number;
  /** The model that answered, as the provider names it (a dated snapshot), else the one asked for. */
  modelo: string;
}

/** A provider failure: no retry. The message says what kind, never the key, prompt or body. */
class FalloLlamada extends Error {}

/** What one call brought back. `problema` is set when there is no valid report in it. */
interface Respuesta {
  borrador?: InformeBorrador;
  problema?: string;
  /**
   * An answer of another kind than a report: the model declined ('rechazo': asking again would only
   * repeat it), or Claude wrote without calling the tool ('sin_herramienta').
   */
  tipo?: 'rechazo' | 'sin_herramienta';
  tokens: TokensAnalisis;
  modelo?: string;
}

const numero = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);

function tokensDe(usage: unknown, entrada: string, salida: string): TokensAnalisis {
  if (!esNodo(usage)) return null;
  return { entrada: numero(usage[entrada]), salida: numero(usage[salida]) };
}

function sumar(a: TokensAnalisis, b: TokensAnalisis): TokensAnalisis {
  if (!a) return b;
  if (!b) return a;
  return { entrada: a.entrada + b.entrada, salida: a.salida + b.salida };
}

/** The first validation issue as "path: message", short: the note of the retry quotes it. */
function primerProblema(error: z.core.$ZodError): string {
  const i = error.issues[0];
  if (!i) return 'no se ajusta al esquema';
  const ruta = i.path.length ? i.path.map(String).join('.') : '(raíz)';
  return `${ruta}: ${i.message}`.replace(/\s+/g, ' ').slice(0, 200);
}

function validar(valor: unknown): Pick<Respuesta, 'borrador' | 'problema'> {
  const r = InformeBorrador.safeParse(valor);
  return r.success ? { borrador: r.data } : { problema: primerProblema(r.error) };
}

/** A model name from the answer, only if it looks like one (it ends up in the stored report). */
const modeloRespondido = (v: unknown): string | undefined => (typeof v === 'string' && /^[\w.:/@-]{1,100}$/.test(v) ? v : undefined);

function leerOpenAI(j: Nodo): Respuesta {
  const tokens = tokensDe(j.usage, 'prompt_tokens', 'completion_tokens');
  const modelo = modeloRespondido(j.model);
  const eleccion = Array.isArray(j.choices) ? (j.choices[0] as unknown) : undefined;
  const mensaje = esNodo(eleccion) && esNodo(eleccion.message) ? eleccion.message : undefined;
  // Chat completions with structured outputs: a model that declines for safety reasons answers
  // `choices[0].message.refusal` (a string; null otherwise) instead of content that follows the
  // schema (OpenAI, "Structured Outputs", Refusals; API reference, the chat completion object).
  if (mensaje && typeof mensaje.refusal === 'string' && mensaje.refusal)
    return { problema: 'el modelo se negó a responder', tipo: 'rechazo', tokens, modelo };
  const contenido = mensaje?.content;
  if (typeof contenido !== 'string' || !contenido.trim()) return { problema: 'la respuesta no traía contenido', tokens, modelo };
  let valor: unknown;
  try {
    valor = JSON.parse(contenido);
  } catch {
    return { problema: 'el contenido no es JSON válido', tokens, modelo };
  }
  return { ...validar(valor), tokens, modelo };
}

function leerClaude(j: Nodo): Respuesta {
  const tokens = tokensDe(j.usage, 'input_tokens', 'output_tokens');
  const modelo = modeloRespondido(j.model);
  const bloque = (Array.isArray(j.content) ? (j.content as unknown[]) : []).find(
    (c): c is Nodo => esNodo(c) && c.type === 'tool_use' && c.name === HERRAMIENTA,
  );
  if (!bloque) {
    // Messages API: the answer's `content[]` holds a `{ type: "tool_use", name, input }` block when
    // the model called a tool, and `stop_reason` says why it stopped: "tool_use", "end_turn",
    // "max_tokens", "stop_sequence", "pause_turn" or "refusal" (the model declined: Anthropic's
    // reference, "stop_reason"; its guide "Handling stop reasons"). A forced tool_choice should always
    // give the block; without it, a refusal is the model's no, anything else an odd answer.
    const razon = typeof j.stop_reason === 'string' && /^[a-z_]{1,40}$/.test(j.stop_reason) ? j.stop_reason : 'desconocida';
    return razon === 'refusal'
      ? { problema: 'el modelo se negó a responder', tipo: 'rechazo', tokens, modelo }
      : {
          problema: `la respuesta no llamó a la herramienta ${HERRAMIENTA} (stop_reason ${razon})`,
          tipo: 'sin_herramienta',
          tokens,
          modelo,
        };
  }
  return { ...validar(bloque.input), tokens, modelo };
}

/**
 * Bedrock's answer read as Claude's is: the forced tool call's input, validated; without it, a
 * refusal (a guardrail or the content filter: `stopReason` guardrail_intervened/content_filtered),
 * else an answer without the tool (end_turn, or max_tokens: a truncated report), as the reference's
 * StopReason lists them (proveedores-ia/bedrock.ts).
 */
async function llamarBedrock(o: PeticionAnalisisIA, usuario: string, timeoutMs: number): Promise<Respuesta> {
  let r;
  try {
    r = await converse({
      modelo: o.modelo,
      sistema: o.sistema,
      usuario,
      maxTokens: MAX_TOKENS,
      timeoutMs,
      herramienta: { nombre: HERRAMIENTA, descripcion: 'Registra el informe de la entrevista', esquema: esquemaInformeJson() },
    });
  } catch (err) {
    if (err instanceof FalloBedrock) throw new FalloLlamada(err.message);
    throw err;
  }
  const { tokens } = r;
  if (r.entradaHerramienta !== undefined) return { ...validar(r.entradaHerramienta), tokens, modelo: o.modelo };
  if (PARADAS_RECHAZO.has(r.razonParada)) return { problema: 'el modelo se negó a responder', tipo: 'rechazo', tokens, modelo: o.modelo };
  const problema =
    r.razonParada === 'max_tokens'
      ? 'la respuesta se cortó por el límite de tokens (stopReason max_tokens)'
      : !r.texto
        ? `la respuesta no traía contenido (stopReason ${r.razonParada})`
        : `la respuesta no llamó a la herramienta ${HERRAMIENTA} (stopReason ${r.razonParada})`;
  return { problema, tipo: 'sin_herramienta', tokens, modelo: o.modelo };
}

function peticionDe(
  o: PeticionAnalisisIA & { proveedor: 'openai' | 'claude' },
  usuario: string,
): { url: string; headers: Record<string, string>; body: unknown } {
  const base = baseUrlDe(o.proveedor, o.baseUrl);
  const schema = esquemaInformeJson();
  return o.proveedor === 'openai'
    ? {
        url: `${base}/v1/chat/completions`,
        headers: { authorization: `Bearer ${o.apiKey}` },
        body: {
          model: o.modelo,
          max_completion_tokens: MAX_TOKENS,
          messages: [
            { role: 'system', content: o.sistema },
            { role: 'user', content: usuario },
          ],
          response_format: { type: 'json_schema', json_schema: { name: NOMBRE_ESQUEMA, strict: true, schema } },
        },
      }
    : {
        url: `${base}/v1/messages`,
        headers: { 'x-api-key': o.apiKey, 'anthropic-version': '2023-06-01' },
        body: {
          model: o.modelo,
          max_tokens: MAX_TOKENS,
          system: o.sistema,
          messages: [{ role: 'user', content: usuario }],
          // A forced tool call is Claude's way to get JSON that follows a schema.
          tools: [{ name: HERRAMIENTA, description: 'Registra el informe de la entrevista', input_schema: schema }],
          tool_choice: { type: 'tool', name: HERRAMIENTA },
        },
      };
}

/** What kind of network failure, by its code only (undici's messages may name hosts and more). */
function tipoDeFallo(err: unknown): string {
  const e = err as { name?: unknown; cause?: { code?: unknown; message?: unknown } } | undefined;
  if (e?.name === 'TimeoutError') return 'time-out';
  if (e?.name === 'AbortError') return 'cancelada';
  if (typeof e?.cause?.message === 'string' && /redirect/i.test(e.cause.message)) return 'redirección rechazada';
  const code = e?.cause?.code;
  return typeof code === 'string' && /^[A-Z0-9_]{1,40}$/.test(code) ? `error de red (${code})` : 'error de red';
}

async function llamar(o: PeticionAnalisisIA, usuario: string, timeoutMs: number): Promise<Respuesta> {
  if (o.proveedor === 'bedrock') return llamarBedrock(o, usuario, timeoutMs);
  const p = peticionDe({ ...o, proveedor: o.proveedor }, usuario);
  const signal = callSignal(AbortSignal.timeout(timeoutMs));
  let j: unknown;
  try {
    const res = await fetch(p.url, {
      method: 'POST',
      headers: { accept: 'application/json', 'content-type': 'application/json', ...p.headers },
      body: JSON.stringify(p.body),
      redirect: 'error',
      signal,
    });
    if (!res.ok) {
      // The provider's body may quote the prompt or the key: it is dropped unread.
      await res.body?.cancel().catch(() => undefined);
      throw new FalloLlamada(`${o.proveedor}: HTTP ${res.status}`);
    }
    j = await res.json().catch((err: unknown) => {
      if (signal?.aborted) throw err;
      throw new FalloLlamada(`${o.proveedor}: la respuesta no es JSON`);
    });
  } catch (err) {
    // The request this runs in has ended: its cancellation goes up as it is, not as a fallback.
    const rs = requestSignal();
    if (rs?.aborted) throw rs.reason;
    if (err instanceof FalloLlamada) throw err;
    throw new FalloLlamada(`${o.proveedor}: ${tipoDeFallo(err)}`);
  }
  if (!esNodo(j)) throw new FalloLlamada(`${o.proveedor}: la respuesta no es un objeto JSON`);
  return o.proveedor === 'openai' ? leerOpenAI(j) : leerClaude(j);
}

/** The note the retry adds after the original message: what was wrong, never the answer itself. */
const notaReintento = (problema: string) =>
  `\n\nNota: tu respuesta anterior no era un JSON válido para el esquema del informe (${problema}). ` +
  'Responde de nuevo con el informe completo, ajustado exactamente al esquema.';

/** The report from the model, checked against `InformeBorrador`; throws `FalloAnalisisIA` when there is none. */
export async function llamarAnalisisIA(o: PeticionAnalisisIA): Promise<ResultadoAnalisisIA> {
  const timeoutMs = o.timeoutMs ?? MS_ANALISIS;
  let tokens: TokensAnalisis = null;
  let intentos = 0;
  let problema: string | undefined;
  let tipo: Respuesta['tipo'];
  while (intentos < 2) {
    const mensaje = intentos === 0 ? o.usuario : o.usuario + notaReintento(problema ?? 'no se ajusta al esquema');
    intentos++;
    let r: Respuesta;
    try {
      r = await llamar(o, mensaje, timeoutMs);
    } catch (err) {
      if (err instanceof FalloLlamada) throw new FalloAnalisisIA('proveedor_fallido', err.message, intentos, tokens);
      throw err;
    }
    tokens = sumar(tokens, r.tokens);
    if (r.borrador) return { borrador: r.borrador, tokens, intentos, modelo: r.modelo ?? o.modelo };
    problema = r.problema;
    tipo = r.tipo;
    if (tipo === 'rechazo') break;
  }
  // The last answer says why: a refusal, an answer without the tool call, or one that was not a valid report.
  throw new FalloAnalisisIA(tipo ?? 'respuesta_invalida', `${o.proveedor}: sin informe válido (${problema})`, intentos, tokens);
}
