// Amazon Bedrock's Converse API (D176): one call with the function's own IAM role (no key), in the
// deploy's region, to the model or inference profile the deploy named (-c bedrock=…, BEDROCK_MODEL_ID).
// It answers in one shape for the report (a forced tool call) and the follow-ups (text), and turns
// every failure into a `FalloBedrock` whose message is Spanish, short and names the kind of error,
// never the prompt, the candidate's words or AWS's own message (which may quote the request).
// The behaviours relied on, from the Bedrock API reference (Converse, ToolChoice, ContentBlock,
// MessageStopEvent/StopReason, Errors):
// - `toolConfig.tools[].toolSpec.inputSchema.json` takes a JSON Schema; `toolChoice: { any: {} }`
//   makes the model call a tool instead of writing text (with one tool: that one). `tool` (a named
//   tool) is narrower but only some models take it; `any` is what Anthropic, Mistral Large and Nova accept.
// - The answer's `output.message.content[]` holds `{ toolUse: { toolUseId, name, input } }` or
//   `{ text }` blocks; `stopReason` is one of end_turn | tool_use | max_tokens | stop_sequence |
//   guardrail_intervened | content_filtered (and, in the SDK's enum, malformed_model_output,
//   malformed_tool_use, model_context_window_exceeded); `usage.inputTokens/outputTokens` are the tokens.
// - Errors are typed exceptions: AccessDeniedException (no IAM permission, or model access not
//   granted in the account), ResourceNotFoundException (no such model), ValidationException (a model
//   the region does not serve on demand, or a request it refuses), ThrottlingException,
//   ModelNotReadyException, ModelTimeoutException, ModelErrorException, ServiceUnavailableException,
//   InternalServerException, ServiceQuotaExceededException.
// - Converse is authorised by the bedrock:InvokeModel action.
import { BedrockRuntimeClient, ConverseCommand, type ConverseCommandInput, type ToolInputSchema } from '@aws-sdk/client-bedrock-runtime';
import { boundToRequest, callSignal, requestSignal } from '../request-scope.js';

/** The client, once per container; the region is the function's (AWS_REGION), like every other client. */
export const bedrock = boundToRequest(new BedrockRuntimeClient({ maxAttempts: 2 }));

/** Why a Converse call brought no answer, in words a person reads on the report (Spanish). */
export class FalloBedrock extends Error {
  /** The exception's name (AccessDeniedException…), or 'time-out' / 'red'. */
  readonly tipo: string;
  constructor(tipo: string, mensaje: string) {
    super(mensaje);
    this.name = 'FalloBedrock';
    this.tipo = tipo;
  }
}

/** Each Bedrock exception's meaning for whoever reads the report (the precedence falls back after any). */
const MOTIVO_EXCEPCION: Record<string, string> = {
  AccessDeniedException: 'el acceso al modelo no está concedido en la cuenta (acceso al modelo o permiso IAM)',
  ResourceNotFoundException: 'el modelo no existe en esta región',
  ValidationException: 'la región no sirve este modelo o rechazó la petición',
  ThrottlingException: 'demasiadas peticiones (límite de la cuenta)',
  ServiceQuotaExceededException: 'cuota de la cuenta superada',
  ModelNotReadyException: 'el modelo no está listo',
  ModelTimeoutException: 'el modelo tardó demasiado',
  ModelErrorException: 'el modelo devolvió un error',
  ServiceUnavailableException: 'servicio no disponible',
  InternalServerException: 'error interno del servicio',
};

export interface PeticionConverse {
  modelo: string;
  sistema: string;
  usuario: string;
  maxTokens: number;
  timeoutMs: number;
  /** A forced tool call: its name, description and JSON Schema. Without: a text answer. */
  herramienta?: { nombre: string; descripcion: string; esquema: Record<string, unknown> };
}

export interface RespuestaConverse {
  /** The tool's input when the model called it. */
  entradaHerramienta?: unknown;
  /** The text blocks, joined. */
  texto: string;
  razonParada: string;
  tokens: { entrada: number; salida: number } | null;
}

/** The request as Converse takes it (exported for the tests of its shape). */
export function peticionConverse(p: PeticionConverse): ConverseCommandInput {
  return {
    modelId: p.modelo,
    system: [{ text: p.sistema }],
    messages: [{ role: 'user', content: [{ text: p.usuario }] }],
    // No temperature: the same as the other providers (D113).
    inferenceConfig: { maxTokens: p.maxTokens },
    ...(p.herramienta
      ? {
          toolConfig: {
            tools: [
              {
                toolSpec: {
                  name: p.herramienta.nombre,
                  description: p.herramienta.descripcion,
                  inputSchema: { json: p.herramienta.esquema as ToolInputSchema.JsonMember['json'] },
                },
              },
            ],
            toolChoice: { any: {} },
          },
        }
      : {}),
  };
}

const numero = (v: unknown): number => (typeof v === 'number' && Number.isFinite(v) && v >= 0 ? v : 0);

/** One Converse call. Throws `FalloBedrock` for any failure of the call; the answer's content is the caller's to judge. */
export async function converse(p: PeticionConverse): Promise<RespuestaConverse> {
  const signal = callSignal(AbortSignal.timeout(p.timeoutMs));
  let r;
  try {
    r = await bedrock.send(new ConverseCommand(peticionConverse(p)), { abortSignal: signal });
  } catch (err) {
    // The request this runs in has ended: its cancellation goes up as it is, not as a fallback.
    const rs = requestSignal();
    if (rs?.aborted) throw rs.reason;
    const nombre = (err as { name?: unknown })?.name;
    if (nombre === 'TimeoutError' || nombre === 'AbortError') throw new FalloBedrock('time-out', 'Amazon Bedrock: sin respuesta a tiempo');
    const tipo = typeof nombre === 'string' && /^[A-Za-z]{1,60}$/.test(nombre) ? nombre : 'error';
    const motivo = MOTIVO_EXCEPCION[tipo] ?? 'error de red o del servicio';
    throw new FalloBedrock(tipo, `Amazon Bedrock: ${motivo} (${tipo})`);
  }
  const bloques = r.output && 'message' in r.output ? (r.output.message?.content ?? []) : [];
  const herramienta = p.herramienta ? bloques.find((b) => b.toolUse?.name === p.herramienta!.nombre)?.toolUse : undefined;
  return {
    ...(herramienta ? { entradaHerramienta: herramienta.input } : {}),
    texto: bloques
      .map((b) => (typeof b.text === 'string' ? b.text : ''))
      .join('')
      .trim(),
    razonParada: typeof r.stopReason === 'string' && /^[a-z_]{1,40}$/.test(r.stopReason) ? r.stopReason : 'desconocida',
    tokens: r.usage ? { entrada: numero(r.usage.inputTokens), salida: numero(r.usage.outputTokens) } : null,
  };
}

/** stopReason values that mean the model (or a guardrail) declined: asking again would only repeat it. */
export const PARADAS_RECHAZO = new Set(['guardrail_intervened', 'content_filtered']);
