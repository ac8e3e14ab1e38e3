// The report through Amazon Bedrock (D176), nothing sent to AWS: aws-sdk-client-mock answers the
// client's `send`, and a fake HTTP handler under a real client checks what the SDK's own serializer
// and deserializer make of it (the path, the JSON body, an error's type). The Converse request's
// shape (the tool's schema from the report's zod schema, the system prompt, the limits), a report
// from the tool call, an answer without it, a refusal (stopReason), throttling, a model not enabled
// or not served, an empty or truncated answer; and the draft: the precedence picks Bedrock when no
// key exists, its report passes the evidence checks, and a failure falls back with a Spanish reason.
import { Readable } from 'node:stream';
import {
  AccessDeniedException,
  BedrockRuntimeClient,
  ConverseCommand,
  ResourceNotFoundException,
  ThrottlingException,
  ValidationException,
  type ConverseCommandOutput,
} from '@aws-sdk/client-bedrock-runtime';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as z from 'zod/mini';
import { InformeBorrador } from '../../../../shared/schemas/informe.js';
import type { EntrevistaItem } from '../../db/entrevistas.js';
import { converse, FalloBedrock, peticionConverse } from '../../proveedores-ia/bedrock.js';
import { redactar } from '../borrador.js';
import { comprobar } from '../comprobaciones/comprobar.js';
import { verificarEvidencias } from '../evidencia.js';
import { esquemaInformeJson, llamarAnalisisIA, type PeticionAnalisisIA } from './llamada.js';
import { fallo } from '../../../../test/testing/fallo-analisis.js';
import type { EntradaAnalisis } from '../tipos.js';

// No key anywhere: the precedence goes on to the deploy's Bedrock (elegirClave reads DynamoDB).
vi.mock('../../configuracion/eleccion.js', () => ({ elegirClave: async () => ({ origen: null }), hayClave: async () => false }));
// The company made no Bedrock choice (configuracion.modeloBedrock): the deploy's default is used.
vi.mock('../../db/empresas.js', async (original) => ({ ...(await original<object>()), getEmpresa: async () => undefined }));

const br = mockClient(BedrockRuntimeClient);
beforeEach(() => br.reset());
afterEach(() => vi.unstubAllEnvs());

const MODELO = 'eu.anthropic.claude-sonnet-4-5-20250929-v1:0';

const BORRADOR: InformeBorrador = {
  resumenEjecutivo: 'La candidata explica con claridad cómo atiende incidencias.',
  softSkills: [
    {
      habilidad: 'Comunicación',
      puntuacion: 7,
      evaluado: true,
      ancla: 'alto',
      justificacion: 'Resume el problema antes de proponer una solución.',
      evidencia: [{ cita: 'Siempre resumo el problema antes de proponer nada', pregunta: 0 }],
    },
  ],
  hardSkills: [],
  conclusiones: 'Perfil adecuado para el puesto.',
  recomendaciones: ['Profundizar en liderazgo en la siguiente fase.'],
};

const conHerramienta = (input: unknown, stopReason = 'tool_use'): Partial<ConverseCommandOutput> => ({
  output: {
    message: { role: 'assistant', content: [{ toolUse: { toolUseId: 'tu_1', name: 'registrar_informe', input: input as never } }] },
  },
  stopReason: stopReason as never,
  usage: { inputTokens: 900, outputTokens: 300, totalTokens: 1200 },
});
const conTexto = (text: string, stopReason: string): Partial<ConverseCommandOutput> => ({
  output: { message: { role: 'assistant', content: text ? [{ text }] : [] } },
  stopReason: stopReason as never,
  usage: { inputTokens: 900, outputTokens: 20, totalTokens: 920 },
});

const peticion = (o: Partial<PeticionAnalisisIA> = {}): PeticionAnalisisIA => ({
  proveedor: 'bedrock',
  apiKey: '',
  modelo: MODELO,
  sistema: 'Eres un evaluador de entrevistas.',
  usuario: 'Transcripción: …',
  ...o,
});

const sdkError = <E extends new (o: { message: string; $metadata: object }) => Error>(C: E) =>
  new C({ message: 'User: arn:aws:sts::123456789012:assumed-role/x is not authorized… Transcripción: secreto', $metadata: {} });

describe('the Converse request', () => {
  it('carries the system prompt, the user message, the token limit and the report tool forced, its schema from InformeBorrador', async () => {
    br.on(ConverseCommand).resolves(conHerramienta(BORRADOR));
    await llamarAnalisisIA(peticion());
    const [cmd] = br.commandCalls(ConverseCommand);
    const input = cmd!.args[0].input;
    expect(input.modelId).toBe(MODELO);
    expect(input.system).toEqual([{ text: 'Eres un evaluador de entrevistas.' }]);
    expect(input.messages).toEqual([{ role: 'user', content: [{ text: 'Transcripción: …' }] }]);
    // Converse's inferenceConfig.maxTokens: the same 4000 as the other providers; no temperature (D113).
    expect(input.inferenceConfig).toEqual({ maxTokens: 4000 });
    const tool = input.toolConfig!.tools![0]!.toolSpec!;
    expect(tool.name).toBe('registrar_informe');
    expect(tool.inputSchema!.json).toEqual(esquemaInformeJson());
    // The schema is the report's: every field of InformeBorrador is required in it.
    const propias = Object.keys((z.toJSONSchema(InformeBorrador) as { properties: object }).properties).sort();
    expect([...(tool.inputSchema!.json as { required: string[] }).required].sort()).toEqual(propias);
    expect(input.toolConfig!.toolChoice).toEqual({ any: {} });
  });

  it("is serialised by the SDK as POST /model/{modelId}/converse with that JSON body, and the answer's tool call read back", async () => {
    const vistas: { method: string; path: string; body: Record<string, any> }[] = [];
    const cliente = new BedrockRuntimeClient({
      region: 'eu-west-1',
      credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secreto' },
      requestHandler: {
        handle: async (req: { method: string; path: string; body: Uint8Array | string }) => {
          vistas.push({ method: req.method, path: req.path, body: JSON.parse(Buffer.from(req.body).toString('utf8')) });
          const cuerpo = JSON.stringify({
            output: {
              message: { role: 'assistant', content: [{ toolUse: { toolUseId: 't', name: 'registrar_informe', input: BORRADOR } }] },
            },
            stopReason: 'tool_use',
            usage: { inputTokens: 10, outputTokens: 5, totalTokens: 15 },
            metrics: { latencyMs: 12 },
          });
          return {
            response: { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Readable.from([Buffer.from(cuerpo)]) },
          };
        },
      } as never,
    });
    br.restore();
    try {
      const entrada = peticionConverse({
        modelo: MODELO,
        sistema: 'S',
        usuario: 'U',
        maxTokens: 4000,
        timeoutMs: 1000,
        herramienta: { nombre: 'registrar_informe', descripcion: 'd', esquema: esquemaInformeJson() },
      });
      const r = await cliente.send(new ConverseCommand(entrada));
      expect(vistas).toHaveLength(1);
      expect(vistas[0]!.method).toBe('POST');
      expect(decodeURIComponent(vistas[0]!.path)).toBe(`/model/${MODELO}/converse`);
      expect(vistas[0]!.body).toMatchObject({
        system: [{ text: 'S' }],
        messages: [{ role: 'user', content: [{ text: 'U' }] }],
        inferenceConfig: { maxTokens: 4000 },
        toolConfig: {
          toolChoice: { any: {} },
          tools: [{ toolSpec: { name: 'registrar_informe', inputSchema: { json: esquemaInformeJson() } } }],
        },
      });
      const bloque = r.output && 'message' in r.output ? r.output.message!.content![0] : undefined;
      expect(bloque?.toolUse?.input).toEqual(BORRADOR);
    } finally {
      br.restore();
    }
  });

  it("an error's type comes from the SDK's deserializer: 403 AccessDeniedException is a FalloBedrock that names it, in Spanish, without AWS's text", async () => {
    br.restore();
    const { bedrock } = await import('../../proveedores-ia/bedrock.js');
    const original = bedrock.config.requestHandler;
    (bedrock.config as { requestHandler: unknown }).requestHandler = {
      handle: async () => ({
        response: {
          statusCode: 403,
          headers: { 'content-type': 'application/json', 'x-amzn-errortype': 'AccessDeniedException:http://internal.amazon.com/' },
          body: Readable.from([
            Buffer.from(JSON.stringify({ message: 'You don\u2019t have access to the model with the specified model ID.' })),
          ]),
        },
      }),
    };
    vi.stubEnv('AWS_ACCESS_KEY_ID', 'AKIDEXAMPLE');
    vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'secreto');
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    try {
      const err = await converse({ modelo: MODELO, sistema: 'S', usuario: 'U', maxTokens: 10, timeoutMs: 5000 }).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(FalloBedrock);
      expect((err as FalloBedrock).tipo).toBe('AccessDeniedException');
      expect((err as Error).message).toBe(
        'Amazon Bedrock: el acceso al modelo no está concedido en la cuenta (acceso al modelo o permiso IAM) (AccessDeniedException)',
      );
    } finally {
      (bedrock.config as { requestHandler: unknown }).requestHandler = original;
    }
  });
});

describe('the answer', () => {
  it('with the tool call: the report, its tokens and the model asked for (Converse names no model in its answer)', async () => {
    br.on(ConverseCommand).resolves(conHerramienta(BORRADOR));
    const r = await llamarAnalisisIA(peticion());
    expect(r).toEqual({ borrador: BORRADOR, tokens: { entrada: 900, salida: 300 }, intentos: 1, modelo: MODELO });
  });

  it('a tool call that is not a valid report gets the one retry that says what was wrong', async () => {
    br.on(ConverseCommand)
      .resolvesOnce(conHerramienta({ ...BORRADOR, softSkills: 'x' }))
      .resolves(conHerramienta(BORRADOR));
    const r = await llamarAnalisisIA(peticion());
    expect(r.intentos).toBe(2);
    const segunda = br.commandCalls(ConverseCommand)[1]!.args[0].input.messages![0]!.content![0]!.text!;
    expect(segunda).toContain('softSkills');
    expect(r.tokens).toEqual({ entrada: 1800, salida: 600 });
  });

  it('without the tool call (end_turn with text): no report after the retry, sin_herramienta', async () => {
    br.on(ConverseCommand).resolves(conTexto('Aquí tienes el informe: …', 'end_turn'));
    const f = await fallo(llamarAnalisisIA(peticion()));
    expect(f.motivo).toBe('sin_herramienta');
    expect(f.intentos).toBe(2);
    expect(f.message).toContain('stopReason end_turn');
  });

  it.each(['guardrail_intervened', 'content_filtered'])('a refusal (stopReason %s): rechazo, never asked again', async (razon) => {
    br.on(ConverseCommand).resolves(conTexto('', razon));
    const f = await fallo(llamarAnalisisIA(peticion()));
    expect(f.motivo).toBe('rechazo');
    expect(f.intentos).toBe(1);
    expect(f.tokens).toEqual({ entrada: 900, salida: 20 });
  });

  it('a truncated answer (stopReason max_tokens) and an empty one say so', async () => {
    br.on(ConverseCommand).resolves(conTexto('{"resumenEjecutivo": "La cand', 'max_tokens'));
    expect((await fallo(llamarAnalisisIA(peticion()))).message).toContain('límite de tokens');
    br.reset();
    br.on(ConverseCommand).resolves(conTexto('', 'end_turn'));
    const f = await fallo(llamarAnalisisIA(peticion()));
    expect(f.motivo).toBe('sin_herramienta');
    expect(f.message).toContain('no traía contenido');
  });

  it.each([
    [ThrottlingException, 'demasiadas peticiones'],
    [AccessDeniedException, 'el acceso al modelo no está concedido'],
    [ResourceNotFoundException, 'el modelo no existe en esta región'],
    [ValidationException, 'la región no sirve este modelo'],
  ])('%o: proveedor_fallido at once, in Spanish, never AWS’s message', async (C, texto) => {
    br.on(ConverseCommand).rejects(sdkError(C as never));
    const f = await fallo(llamarAnalisisIA(peticion()));
    expect(f.motivo).toBe('proveedor_fallido');
    expect(f.intentos).toBe(1);
    expect(f.message).toContain(texto);
    expect(f.message).toContain((C as { name: string }).name);
    expect(f.message).not.toMatch(/arn:aws|secreto|Transcripción/);
  });
});

// ---- The draft: precedence, provenance, evidence, fallback ----------------------------------------

const ENTRADA: EntradaAnalisis = {
  turnos: [
    {
      n: 0,
      fase: 'Experiencia',
      pregunta: 'Cuéntame cómo atiendes una incidencia.',
      respuesta: 'Siempre resumo el problema antes de proponer nada, y luego pruebo la solución con el cliente.',
      origen: 'texto',
      respondidaEn: '2026-11-20T10:00:00.000Z',
    },
  ],
  preguntas: [{ n: 0, fase: 'Experiencia', texto: 'Cuéntame cómo atiendes una incidencia.', competencia: 'Comunicación' }],
  rubrica: [],
};
const E = { empresaId: 'emp_1', id: 'ent_1', simulada: false } as unknown as EntrevistaItem;
const CTX = { plantilla: { nombre: 'Soporte' }, candidato: {}, empresa: {} };

describe('the draft with the deploy’s Bedrock', () => {
  it('no key and BEDROCK_MODEL_ID set: Bedrock writes it, the stamp says «Amazon Bedrock · model · region», and its quotes pass the evidence check', async () => {
    vi.stubEnv('BEDROCK_MODEL_ID', MODELO);
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    br.on(ConverseCommand).resolves(conHerramienta(BORRADOR));
    const { borrador, procedencia } = await redactar(E, ENTRADA, CTX, undefined, comprobar(ENTRADA));
    expect(procedencia).toMatchObject({
      metodo: 'proveedor',
      proveedor: 'bedrock',
      modelo: MODELO,
      origenClave: 'aws',
      region: 'eu-west-1',
    });
    expect(verificarEvidencias(borrador, ENTRADA).descartadas).toBe(0);
    // The same prompt as every provider: the system prompt and the transcript are in the request.
    const input = br.commandCalls(ConverseCommand)[0]!.args[0].input;
    expect(input.messages![0]!.content![0]!.text).toContain('Siempre resumo el problema');
  });

  it('a model the account has no access to: the built-in analyzer writes it and the stamp says why in Spanish', async () => {
    vi.stubEnv('BEDROCK_MODEL_ID', MODELO);
    vi.stubEnv('AWS_REGION', 'eu-west-1');
    br.on(ConverseCommand).rejects(sdkError(AccessDeniedException as never));
    const { borrador, procedencia } = await redactar(E, ENTRADA, CTX, undefined, comprobar(ENTRADA));
    expect(procedencia).toMatchObject({ metodo: 'integrado', motivoIntegrado: 'proveedor_fallido', region: 'eu-west-1' });
    expect(procedencia.detalleMotivo).toContain('el acceso al modelo no está concedido');
    // Nothing lost: the analyzer's report is a whole report.
    expect(InformeBorrador.safeParse(borrador).success).toBe(true);
  });

  it('without BEDROCK_MODEL_ID (the local stack): no call, the built-in analyzer as today', async () => {
    vi.stubEnv('BEDROCK_MODEL_ID', '');
    const { procedencia } = await redactar(E, ENTRADA, CTX, undefined, comprobar(ENTRADA));
    expect(procedencia).toMatchObject({ metodo: 'integrado', motivoIntegrado: 'sin_clave' });
    expect(br.commandCalls(ConverseCommand)).toHaveLength(0);
  });
});
