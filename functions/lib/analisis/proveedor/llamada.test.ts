// The analysis call against fake providers on loopback: the request each provider gets (path,
// auth, model, the strict schema or the forced tool), a valid report, one retry after an invalid
// answer (saying what was wrong), a second invalid answer, a refusal, a provider error (whose body
// echoes the key: it never reaches the error), and a provider that never answers.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { InformeBorrador } from '../../../../shared/schemas/informe.js';
import {
  esquemaInformeJson,
  llamarAnalisisIA,
  MODELO_ANALISIS_CLAUDE,
  MODELO_ANALISIS_OPENAI,
  modeloAnalisis,
  type PeticionAnalisisIA,
} from './llamada.js';
import { fallo } from '../../../../test/testing/fallo-analisis.js';

interface Vista {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: Record<string, unknown>;
}
/** A scripted answer: status and JSON body, or none at all (the provider hangs). */
type Guion = { status?: number; headers?: Record<string, string>; body: unknown } | 'sin_respuesta';

interface Falso {
  base: string;
  vistas: Vista[];
}
const servidores: Server[] = [];

/** A fake provider that records each request and answers from the queue, in order. */
async function falso(guiones: Guion[]): Promise<Falso> {
  const vistas: Vista[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      vistas.push({ method: req.method, url: req.url, headers: req.headers, body: JSON.parse(body || '{}') as Record<string, unknown> });
      const g = guiones.shift() ?? { status: 500, body: { error: 'fuera de guion' } };
      if (g === 'sin_respuesta') return;
      res.writeHead(g.status ?? 200, { 'content-type': 'application/json', ...g.headers });
      res.end(JSON.stringify(g.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  servidores.push(server);
  return { base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, vistas };
}

afterEach(async () => {
  for (const s of servidores.splice(0)) {
    s.closeAllConnections();
    await new Promise((r) => s.close(r));
  }
});

const CLAVE_OPENAI = 'sk-proj-' + 'x'.repeat(40);
const CLAVE_CLAUDE = 'sk-ant-api03-' + 'y'.repeat(40);

const BORRADOR: InformeBorrador = {
  resumenEjecutivo: 'La candidata explica con claridad su experiencia en soporte.',
  softSkills: [
    {
      habilidad: 'Comunicación',
      puntuacion: 7,
      evaluado: true,
      ancla: 'alto',
      justificacion: 'Estructura sus respuestas y da ejemplos concretos.',
      evidencia: [{ cita: 'Siempre resumo el problema antes de proponer nada', pregunta: 0 }],
    },
    {
      habilidad: 'Liderazgo',
      puntuacion: null,
      evaluado: false,
      ancla: null,
      justificacion: 'Ninguna pregunta lo exploró.',
      evidencia: [],
    },
  ],
  hardSkills: [
    {
      habilidad: 'SQL',
      nivel: 'intermedio',
      justificacion: 'Describe consultas con joins.',
      evidencia: [{ cita: 'Uso joins a diario', pregunta: 1 }],
    },
  ],
  conclusiones: 'Perfil adecuado para el puesto.',
  recomendaciones: ['Profundizar en liderazgo en la siguiente fase.'],
};

const openaiOk = (contenido: unknown, usage = { prompt_tokens: 100, completion_tokens: 50 }): Guion => ({
  body: {
    model: 'gpt-4o-2024-08-06',
    choices: [
      {
        index: 0,
        message: { role: 'assistant', content: typeof contenido === 'string' ? contenido : JSON.stringify(contenido), refusal: null },
      },
    ],
    usage,
  },
});
const claudeOk = (input: unknown, usage = { input_tokens: 120, output_tokens: 60 }): Guion => ({
  body: {
    model: 'claude-sonnet-4-5-20250929',
    content: [{ type: 'tool_use', id: 'toolu_1', name: 'registrar_informe', input }],
    stop_reason: 'tool_use',
    usage,
  },
});

const peticion = (f: Falso, o: Partial<PeticionAnalisisIA> = {}): PeticionAnalisisIA => ({
  proveedor: 'openai',
  apiKey: CLAVE_OPENAI,
  baseUrl: f.base,
  modelo: 'gpt-4o',
  sistema: 'Eres un evaluador de entrevistas.',
  usuario: 'Transcripción: …',
  ...o,
});

/** Every object node of a JSON Schema, wherever it is. */
function objetos(n: unknown, out: Array<Record<string, unknown>> = []): Array<Record<string, unknown>> {
  if (Array.isArray(n)) n.forEach((x) => objetos(x, out));
  else if (n && typeof n === 'object') {
    const o = n as Record<string, unknown>;
    if (o.type === 'object') out.push(o);
    Object.values(o).forEach((x) => objetos(x, out));
  }
  return out;
}

describe('esquemaInformeJson', () => {
  it('is strict: every object closed and fully required, no $schema, no length or range keywords', () => {
    const s = esquemaInformeJson();
    expect(s).toBe(esquemaInformeJson());
    expect(s.$schema).toBeUndefined();
    expect(s.type).toBe('object');
    const todos = objetos(s);
    expect(todos.length).toBeGreaterThanOrEqual(4); // the report, soft skill, hard skill, evidence
    for (const o of todos) {
      expect(o.additionalProperties).toBe(false);
      expect([...(o.required as string[])].sort()).toEqual(Object.keys(o.properties as object).sort());
    }
    const texto = JSON.stringify(s);
    for (const k of ['minLength', 'maxLength', 'minimum', 'maximum', 'minItems', 'maxItems', 'pattern', 'format'])
      expect(texto).not.toContain(`"${k}"`);
    // A nullable field stays required, with a null type.
    const soft = (s.properties as Record<string, { items: { properties: Record<string, unknown> } }>).softSkills!.items.properties;
    expect(soft.puntuacion).toEqual({ anyOf: [{ type: 'integer' }, { type: 'null' }] });
    expect(Object.isFrozen(s)).toBe(true);
  });
});

describe('llamarAnalisisIA', () => {
  it('OpenAI: a valid report in one call, with strict json_schema', async () => {
    const f = await falso([openaiOk(BORRADOR)]);
    const r = await llamarAnalisisIA(peticion(f));
    expect(r).toEqual({ borrador: BORRADOR, tokens: { entrada: 100, salida: 50 }, intentos: 1, modelo: 'gpt-4o-2024-08-06' });
    expect(f.vistas).toHaveLength(1);
    const v = f.vistas[0]!;
    expect(v).toMatchObject({ method: 'POST', url: '/v1/chat/completions' });
    expect(v.headers.authorization).toBe(`Bearer ${CLAVE_OPENAI}`);
    expect(v.body).toMatchObject({
      model: 'gpt-4o',
      max_completion_tokens: 4000,
      messages: [
        { role: 'system', content: 'Eres un evaluador de entrevistas.' },
        { role: 'user', content: 'Transcripción: …' },
      ],
      response_format: { type: 'json_schema', json_schema: { name: 'informe_ia', strict: true } },
    });
    expect(v.body).not.toHaveProperty('max_tokens');
    expect(v.body).not.toHaveProperty('temperature');
    const schema = (v.body.response_format as { json_schema: { schema: unknown } }).json_schema.schema;
    expect(schema).toEqual(esquemaInformeJson());
    for (const o of objetos(schema)) {
      expect(o.additionalProperties).toBe(false);
      expect(o.required).toEqual(Object.keys(o.properties as object));
    }
  });

  it('Claude: the input of the forced tool call', async () => {
    const f = await falso([claudeOk(BORRADOR)]);
    const r = await llamarAnalisisIA(peticion(f, { proveedor: 'claude', apiKey: CLAVE_CLAUDE, modelo: 'claude-sonnet-4-5' }));
    expect(r).toEqual({ borrador: BORRADOR, tokens: { entrada: 120, salida: 60 }, intentos: 1, modelo: 'claude-sonnet-4-5-20250929' });
    const v = f.vistas[0]!;
    expect(v).toMatchObject({ method: 'POST', url: '/v1/messages' });
    expect(v.headers['x-api-key']).toBe(CLAVE_CLAUDE);
    expect(v.headers['anthropic-version']).toBe('2023-06-01');
    expect(v.headers.authorization).toBeUndefined();
    expect(v.body).toMatchObject({
      model: 'claude-sonnet-4-5',
      max_tokens: 4000,
      system: 'Eres un evaluador de entrevistas.',
      messages: [{ role: 'user', content: 'Transcripción: …' }],
      tool_choice: { type: 'tool', name: 'registrar_informe' },
      tools: [{ name: 'registrar_informe', description: 'Registra el informe de la entrevista' }],
    });
    expect((v.body.tools as Array<{ input_schema: unknown }>)[0]!.input_schema).toEqual(esquemaInformeJson());
    // Parameters current models refuse are not sent (D113).
    expect(v.body).not.toHaveProperty('temperature');
    expect(f.vistas.every((x) => !('temperature' in x.body))).toBe(true);
  });

  it('invalid JSON, then a valid report: two calls, tokens summed, the retry says what was wrong', async () => {
    const f = await falso([openaiOk('{"resumenEjecutivo": "corta'), openaiOk(BORRADOR, { prompt_tokens: 130, completion_tokens: 70 })]);
    const r = await llamarAnalisisIA(peticion(f));
    expect(r.intentos).toBe(2);
    expect(r.tokens).toEqual({ entrada: 230, salida: 120 });
    expect(r.borrador).toEqual(BORRADOR);
    expect(f.vistas).toHaveLength(2);
    const usuario = (f.vistas[1]!.body.messages as Array<{ role: string; content: string }>)[1]!;
    expect(usuario.role).toBe('user');
    expect(usuario.content.startsWith('Transcripción: …\n\n')).toBe(true);
    expect(usuario.content).toMatch(/no era un JSON válido/);
    expect(usuario.content).toMatch(/no es JSON válido/);
    // The previous answer is never echoed back.
    expect(usuario.content).not.toContain('corta');
  });

  it('a schema-invalid answer twice: respuesta_invalida after two calls, the retry names the field', async () => {
    const malo = { ...BORRADOR, softSkills: [{ ...BORRADOR.softSkills[0]!, puntuacion: 'siete' }] };
    const f = await falso([claudeOk(malo), claudeOk(malo)]);
    const err = await fallo(llamarAnalisisIA(peticion(f, { proveedor: 'claude', apiKey: CLAVE_CLAUDE })));
    expect(err.motivo).toBe('respuesta_invalida');
    expect(err.intentos).toBe(2);
    expect(err.tokens).toEqual({ entrada: 240, salida: 120 });
    expect(f.vistas).toHaveLength(2);
    const usuario = (f.vistas[1]!.body.messages as Array<{ content: string }>)[0]!.content;
    expect(usuario).toContain('softSkills.0.puntuacion');
    expect(usuario).not.toContain('siete');
  });

  it('HTTP 500: proveedor_fallido at once, and the error carries neither the key nor the body', async () => {
    const f = await falso([{ status: 500, body: { error: { message: `Fallo interno con la clave ${CLAVE_OPENAI} y el prompt` } } }]);
    const err = await fallo(llamarAnalisisIA(peticion(f)));
    expect(err.motivo).toBe('proveedor_fallido');
    expect(err.intentos).toBe(1);
    expect(err.tokens).toBeNull();
    expect(f.vistas).toHaveLength(1);
    expect(err.message).toContain('500');
    expect(err.message).not.toContain(CLAVE_OPENAI);
    expect(err.message).not.toContain('Fallo interno');
    expect(err.message).not.toContain('Transcripción');
  });

  it('a provider that never answers: proveedor_fallido once the time-out passes', async () => {
    const f = await falso(['sin_respuesta']);
    const t0 = Date.now();
    const err = await fallo(llamarAnalisisIA(peticion(f, { timeoutMs: 300 })));
    expect(Date.now() - t0).toBeLessThan(3_000);
    expect(err.motivo).toBe('proveedor_fallido');
    expect(err.message).toContain('time-out');
    expect(err.intentos).toBe(1);
    expect(f.vistas).toHaveLength(1);
  });

  it('a redirect is refused: proveedor_fallido, the other place is never called', async () => {
    const otro = await falso([openaiOk(BORRADOR)]);
    const f = await falso([{ status: 307, headers: { location: `${otro.base}/v1/chat/completions` }, body: {} }]);
    const err = await fallo(llamarAnalisisIA(peticion(f)));
    expect(err.motivo).toBe('proveedor_fallido');
    expect(otro.vistas).toHaveLength(0);
  });

  it('an OpenAI refusal (`message.refusal`): rechazo, not asked again', async () => {
    const f = await falso([
      {
        body: {
          choices: [{ message: { role: 'assistant', content: null, refusal: 'No puedo ayudar con eso.' } }],
          usage: { prompt_tokens: 90, completion_tokens: 8 },
        },
      },
    ]);
    const err = await fallo(llamarAnalisisIA(peticion(f)));
    expect(err.motivo).toBe('rechazo');
    expect(err.intentos).toBe(1);
    expect(err.tokens).toEqual({ entrada: 90, salida: 8 });
    expect(f.vistas).toHaveLength(1);
  });

  it('a Claude refusal (`stop_reason: "refusal"`, no tool call): rechazo, not asked again', async () => {
    const f = await falso([
      {
        body: {
          model: 'claude-sonnet-4-5-20250929',
          content: [],
          stop_reason: 'refusal',
          usage: { input_tokens: 110, output_tokens: 3 },
        },
      },
    ]);
    const err = await fallo(llamarAnalisisIA(peticion(f, { proveedor: 'claude', apiKey: CLAVE_CLAUDE })));
    expect(err.motivo).toBe('rechazo');
    expect(err.intentos).toBe(1);
    expect(err.tokens).toEqual({ entrada: 110, salida: 3 });
    expect(f.vistas).toHaveLength(1);
  });

  it('Claude writing text instead of the tool call twice: sin_herramienta after two calls, the stop_reason in the error', async () => {
    const texto: Guion = {
      body: {
        model: 'claude-sonnet-4-5-20250929',
        content: [{ type: 'text', text: 'Aquí tienes un resumen de la entrevista…' }],
        stop_reason: 'end_turn',
        usage: { input_tokens: 100, output_tokens: 20 },
      },
    };
    const f = await falso([texto, texto]);
    const err = await fallo(llamarAnalisisIA(peticion(f, { proveedor: 'claude', apiKey: CLAVE_CLAUDE })));
    expect(err.motivo).toBe('sin_herramienta');
    expect(err.intentos).toBe(2);
    expect(err.message).toContain('stop_reason end_turn');
    expect(err.message).not.toContain('Aquí tienes');
    expect(f.vistas).toHaveLength(2);
  });

  it('Claude without the tool call, then a valid report: the retry gives the report', async () => {
    const f = await falso([
      { body: { content: [{ type: 'text', text: '…' }], stop_reason: 'max_tokens', usage: { input_tokens: 100, output_tokens: 4000 } } },
      claudeOk(BORRADOR),
    ]);
    const r = await llamarAnalisisIA(peticion(f, { proveedor: 'claude', apiKey: CLAVE_CLAUDE }));
    expect(r).toMatchObject({ borrador: BORRADOR, intentos: 2, tokens: { entrada: 220, salida: 4060 } });
  });

  it('a tool call after an answer without it, but invalid: the last answer decides (respuesta_invalida)', async () => {
    const malo = { ...BORRADOR, softSkills: 'ninguna' };
    const f = await falso([{ body: { content: [], stop_reason: 'end_turn' } }, claudeOk(malo)]);
    const err = await fallo(llamarAnalisisIA(peticion(f, { proveedor: 'claude', apiKey: CLAVE_CLAUDE })));
    expect(err.motivo).toBe('respuesta_invalida');
  });

  it('a failure on the retry is a provider failure, with the first call counted', async () => {
    const f = await falso([openaiOk('no es json'), { status: 503, body: {} }]);
    const err = await fallo(llamarAnalisisIA(peticion(f)));
    expect(err.motivo).toBe('proveedor_fallido');
    expect(err.intentos).toBe(2);
    expect(err.tokens).toEqual({ entrada: 100, salida: 50 });
  });
});

describe('modeloAnalisis', () => {
  /** Per provider: what configured gives its default (nothing, blank, or a panel label rather than a model id), and real ids, kept. */
  const MODELOS = {
    openai: {
      porDefecto: MODELO_ANALISIS_OPENAI,
      antes: [undefined, '', '  ', 'gpt-4', 'gpt-4-turbo', 'gpt-3.5-turbo'],
      propios: ['gpt-4o-mini', 'gpt-4.1'],
    },
    claude: {
      porDefecto: MODELO_ANALISIS_CLAUDE,
      antes: [undefined, 'claude-3-sonnet', 'claude-3-opus', 'claude-3-haiku', 'sonnet', 'Opus', 'haiku'],
      propios: ['claude-opus-4-1'],
    },
  } as const;
  it.each(
    Object.entries(MODELOS).flatMap(([p, m]) => [
      ...m.antes.map((configurado) => [p, configurado, m.porDefecto] as const),
      ...m.propios.map((configurado) => [p, configurado, configurado] as const),
    ]),
  )('%s %j → %s', (p, configurado, esperado) => {
    expect(modeloAnalisis(p as keyof typeof MODELOS, configurado)).toBe(esperado);
  });

  it('the defaults', () => {
    expect(MODELO_ANALISIS_OPENAI).toBe('gpt-4o');
    expect(MODELO_ANALISIS_CLAUDE).toBe('claude-sonnet-4-5');
  });
});
