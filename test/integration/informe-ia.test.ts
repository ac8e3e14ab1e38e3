// The AI report (D69) through the local stack: the candidate finishes, the queue's worker
// writes the report. Without a key, the built-in analyzer (and the stamp says so); with the company's
// Claude or OpenAI key, a fake provider on loopback (IA_BASE_URL_*) answers: a valid report with one
// made-up quote (dropped, its competency 'no evaluado'), invalid JSON then a valid one, a provider
// down or a model that declines (built-in analyzer, said so). Duplicate deliveries write one report
// and send one email. Then a person's review, the text analysis route and another company's 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InformeBorrador, InformeIA } from '../../shared/schemas/informe.js';
import { informes as msgInformes } from '../../shared/messages.js';
import { analizarEntrevista } from '../../functions/lib/analisis/analizar.js';
import { leerCalibracion } from '../../functions/lib/revision/calibracion.js';
import { hashPrompt } from '../../functions/lib/analisis/proveedor/prompt.js';
import { semanaDe } from '../../functions/lib/db/analitica.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { leerContadores } from '../../functions/lib/db/plataforma.js';
import { getItem, updateItem } from '../../functions/lib/db/repository.js';
import { NotFoundError } from '../../functions/lib/errors.js';
import { estadisticasEmpresa } from './contadores-empresa.js';
import { completarEntrevista, empresaConCandidato, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo, usuarioConSesion } from './fixtures.js';
import { startTestStack, type TestStack } from './local-stack.js';
import { chatFalso, clavesFalsas, SIN_GUION, type Llamada, type ProveedorFalso, type RespuestaFalsa } from './proveedor-falso.js';

let stack: TestStack;
let emp: EmpresaPrueba;
let otra: EmpresaPrueba;
let proveedor: ProveedorFalso;
const CLAVES = clavesFalsas('inf');
const EMAIL_EMPRESA = 'rrhh@informes.test';

const llamadas: Llamada[] = [];
/** The embeddings calls (the comparison by meaning, D177), apart from the report's. */
const embebidas: Llamada[] = [];
/** What the fake provider answers next (then a 500 when the script runs out). */
let guion: RespuestaFalsa[] = [];

/** The candidate's answers (question n → text): STAR with figures for a few competencies. */
const RESPUESTAS: Record<number, string> = {
  0: 'Llevo seis años en análisis de datos en logística. Me atrae esta posición porque une mi experiencia en previsión de demanda con el equipo de producto que queréis crear.',
  1: 'Cuando trabajaba en Transportes Norte tuve que colaborar con un jefe de almacén muy directo y poco amigo de los informes. Propuse reunirnos diez minutos cada mañana y preparé un panel sencillo con tres cifras. En dos meses redujimos las roturas de stock un 18 % y él empezó a usar el panel en sus reuniones.',
  2: 'El año pasado el coste de transporte subió sin explicación y faltaban datos de dos proveedores. Primero separé los envíos por ruta, luego estimé los datos que faltaban con los meses anteriores y decidí negociar solo las tres rutas más caras. Como resultado ahorramos 42.000 euros en el trimestre.',
  3: 'Tuve que explicar a la dirección financiera un modelo de previsión. Preparé un ejemplo con un solo producto y lo comprobé pidiéndoles que me explicaran ellos la conclusión.',
};

/** A model's report quoting those answers, with one quote that is not in them. */
function informeDelModelo(): InformeBorrador {
  return {
    resumenEjecutivo: 'Perfil analítico con ejemplos concretos de colaboración y resolución de problemas.',
    softSkills: [
      {
        habilidad: 'Trabajo en equipo',
        puntuacion: 8,
        evaluado: true,
        ancla: 'alto',
        justificacion: 'Acciones propias y un resultado medible compartido.',
        evidencia: [{ cita: 'Propuse reunirnos diez minutos cada mañana y preparé un panel sencillo con tres cifras', pregunta: 1 }],
      },
      {
        habilidad: 'Resolución de problemas',
        puntuacion: 9,
        evaluado: true,
        ancla: 'alto',
        justificacion: 'Analiza, decide y mide el resultado.',
        evidencia: [{ cita: 'decidí negociar solo las tres rutas más caras', pregunta: 2 }],
      },
      {
        habilidad: 'Liderazgo',
        puntuacion: 7,
        evaluado: true,
        ancla: 'alto',
        justificacion: 'Lidera a su equipo.',
        evidencia: [{ cita: 'lideré un equipo de veinte personas en tres países', pregunta: 3 }],
      },
      {
        habilidad: 'Comunicación',
        puntuacion: 6,
        evaluado: true,
        ancla: 'medio',
        justificacion: 'Adapta el mensaje.',
        // Made up: the candidate never said it.
        evidencia: [{ cita: 'hice una presentación ante cien personas con gran éxito', pregunta: 3 }],
      },
    ],
    hardSkills: [
      {
        habilidad: 'Previsión de demanda',
        nivel: 'avanzado',
        justificacion: 'Lo aplica en su trabajo.',
        evidencia: [{ cita: 'mi experiencia en previsión de demanda', pregunta: 0 }],
      },
    ],
    conclusiones: 'Candidato recomendado para la posición, a falta de contrastar la comunicación.',
    recomendaciones: ['Pedir un ejemplo de comunicación con un público no experto.'],
  };
}

const claudeOk = (informe: unknown) => ({
  status: 200,
  body: {
    model: 'claude-sonnet-4-5-20250929',
    content: [{ type: 'tool_use', id: 'tu_1', name: 'registrar_informe', input: informe }],
    usage: { input_tokens: 1200, output_tokens: 400 },
  },
});
const openaiOk = (contenido: string) => ({
  status: 200,
  body: {
    model: 'gpt-4o-2024-08-06',
    choices: [{ message: { role: 'assistant', content: contenido } }],
    usage: { prompt_tokens: 1000, completion_tokens: 300 },
  },
});

beforeAll(async () => {
  proveedor = await chatFalso(
    (l) => {
      llamadas.push(l);
      return guion.shift() ?? SIN_GUION;
    },
    (l) => embebidas.push(l),
  );

  stack = await startTestStack({ scheduler: false });
  emp = await empresaConCandidato(stack, {
    nombreComercial: 'Informes',
    licencias: 20,
    email: EMAIL_EMPRESA,
    admin: { nombre: 'Nora' },
    candidato: { nombre: 'Íñigo Martínez', puesto: 'Analista de datos' },
  });
  otra = await empresaConCandidato(stack, { nombreComercial: 'Ajena', licencias: 2 });
}, 120_000);
afterAll(async () => {
  await stack?.cleanup();
  await proveedor?.cerrar();
});

const token = () => emp.admin.token;
const getEntrevista = async (id: string, t = token()) => stack.call('GET', `/api/entrevistas/${id}`, { token: t });

/** Schedules, consents, answers RESPUESTAS and finishes; the queue then analyses it. */
const completar = (respuestas: Record<number, string> = RESPUESTAS, empresa: EmpresaPrueba = emp) =>
  completarEntrevista(stack, empresa, respuestas);

async function analizada(id: string, t = token()): Promise<{ estado: string; informeIA: InformeIA; validacion: unknown }> {
  for (let i = 0; i < 150; i++) {
    const r = await getEntrevista(id, t);
    if (r.body.data?.estado === 'analizada' || r.body.data?.estado === 'validada') return r.body.data;
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`interview ${id} was not analysed`);
}

const guardarClave = async (provider: 'openai' | 'claude', body: Record<string, unknown>) => {
  const res = await stack.call('PUT', `/api/configuracion/empresa/${emp.empresaId}/apis/${provider}`, { token: token(), body });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
};

/** Every word the candidate wrote, lower-cased, to check quotes against. */
const enRespuestas = (cita: string) =>
  Object.values(RESPUESTAS).some((r) => r.toLowerCase().includes(cita.toLowerCase().replace(/[.…]+$/, '')));

describe('without an OpenAI or Claude key: the built-in analyzer', () => {
  let id: string;
  it('writes the report, says how it was made, moves the counters and the candidate, mails and notifies once', async () => {
    const antes = (await leerContadores())?.informesGenerados ?? 0;
    id = await completar();
    const e = await analizada(id);
    expect(e.estado).toBe('analizada');
    const inf = e.informeIA;
    expect(inf.procedencia).toMatchObject({
      metodo: 'integrado',
      proveedor: null,
      modelo: 'analizador integrado',
      analizadorVersion: 'analizador-integrado-v3',
      motivoIntegrado: 'sin_clave',
      plantilla: { servicioId: 'entrevistas-profundidad', codigo: 'entrevistas-profundidad' },
      citasDescartadas: 0,
    });
    expect(inf.procedencia.promptHash).toMatch(/^[0-9a-f]{64}$/);
    expect(llamadas).toHaveLength(0);
    // Evaluated competencies carry verbatim quotes; the unanswered ones are 'no evaluado'.
    const evaluadas = inf.softSkills.filter((s) => s.evaluado);
    expect(evaluadas.map((s) => s.habilidad)).toEqual(expect.arrayContaining(['Trabajo en equipo', 'Resolución de problemas']));
    for (const s of evaluadas) {
      expect(s.evidencia.length).toBeGreaterThan(0);
      for (const q of s.evidencia) expect(enRespuestas(q.cita), q.cita).toBe(true);
    }
    const iniciativa = inf.softSkills.find((s) => s.habilidad === 'Iniciativa')!;
    expect(iniciativa).toMatchObject({ evaluado: false, puntuacion: null });
    expect(inf.conclusiones).not.toMatch(/recomendad/i);
    // The text analysis names its method; never BERT.
    expect(inf.bertAnalysis?.metodo).toBe('léxico-heurístico-v1');
    expect(JSON.stringify(inf)).not.toMatch(/BERT/);

    // One transaction in AWS; the local transaction layer applies its items one after another, so a
    // reader may see the interview a moment before the rest (infra/local, D6): wait for its last item,
    // the candidate's move.
    const estadoCandidato = async () =>
      (await stack.call('GET', `/api/candidatos/${emp.candidatoId}`, { token: token() })).body.data.estado;
    await expect.poll(estadoCandidato).toBe('entrevistado');
    // The platform's count of reports moves off the report's transaction (D169): once its queue has drained.
    await stack.colas.idle();
    expect((await leerContadores())!.informesGenerados).toBe(antes + 1);
    const empresa = await estadisticasEmpresa(emp.empresaId);
    expect(empresa.entrevistasPorEstado.analizada).toBeGreaterThanOrEqual(1);
    expect(empresa.informesGenerados).toBeGreaterThanOrEqual(1);
    // The email and the notification go right after the report's commit.
    const listos = async () => (await mailsTo(stack, EMAIL_EMPRESA)).filter((m) => /está listo para revisar/.test(m.subject ?? ''));
    await expect.poll(async () => (await listos()).length).toBe(1);
    expect((await listos())[0]!.body.html).toContain(`/informes?entrevista=${id}`);
    const avisos = async () =>
      (await stack.call('GET', '/api/notificaciones', { token: token() })).body.data.items.filter(
        // The built-in analyzer wrote it: the bell does not call it the AI's (D113).
        (n: any) => n.title === 'Informe del analizador listo',
      );
    await expect.poll(async () => (await avisos()).length).toBe(1);
    expect((await avisos())[0]).toMatchObject({ type: 'completado' });
  });

  it('a redelivered message writes no second report and sends no second email', async () => {
    const antes = await estadisticasEmpresa(emp.empresaId);
    const informe = (await getEntrevista(id)).body.data.informeIA;
    const mailsAntes = (await mailsTo(stack, EMAIL_EMPRESA)).length;
    const r = await Promise.all([1, 2, 3].map(() => analizarEntrevista({ empresaId: emp.empresaId, entrevistaId: id })));
    expect(r).toEqual(['ya-analizada', 'ya-analizada', 'ya-analizada']);
    expect((await getEntrevista(id)).body.data.informeIA).toEqual(informe);
    expect((await mailsTo(stack, EMAIL_EMPRESA)).length).toBe(mailsAntes);
    const despues = await estadisticasEmpresa(emp.empresaId);
    expect(despues.informesGenerados).toBe(antes.informesGenerados);
  });

  it('a run that died after writing the report but before its email: the retry sends it, once', async () => {
    // What such a run leaves: the report committed with its notice still pending.
    await updateItem(entrevistaKeys.entrevista(emp.empresaId, id), { avisoInforme: 'pendiente' }, () => new NotFoundError('missing'));
    const mailsAntes = (await mailsTo(stack, EMAIL_EMPRESA)).length;
    const r = await Promise.all([1, 2].map(() => analizarEntrevista({ empresaId: emp.empresaId, entrevistaId: id })));
    expect(r).toEqual(['ya-analizada', 'ya-analizada']);
    expect((await mailsTo(stack, EMAIL_EMPRESA)).length).toBe(mailsAntes + 1);
    expect((await getItem<any>(entrevistaKeys.entrevista(emp.empresaId, id)))!.avisoInforme).toBe('enviado');
  });

  it('runs that race on a just-finished interview produce one report and one email', async () => {
    const mailsAntes = (await mailsTo(stack, EMAIL_EMPRESA)).length;
    const nuevo = await completar({ 0: RESPUESTAS[0]!, 2: RESPUESTAS[2]! });
    // The queue's own run races these three.
    const r = await Promise.all([1, 2, 3].map(() => analizarEntrevista({ empresaId: emp.empresaId, entrevistaId: nuevo })));
    expect(r.filter((x) => x === 'analizada').length).toBeLessThanOrEqual(1);
    await analizada(nuevo);
    await expect.poll(async () => (await mailsTo(stack, EMAIL_EMPRESA)).length).toBe(mailsAntes + 1);
    // …and stays one.
    await new Promise((res) => setTimeout(res, 500));
    expect((await mailsTo(stack, EMAIL_EMPRESA)).length).toBe(mailsAntes + 1);
  });
});

describe('with the company’s Claude key (the template prefers Claude)', () => {
  beforeAll(async () => {
    await guardarClave('claude', { apiKey: CLAVES.claude });
  });

  it('stores the model’s report, drops the made-up quote (its competency becomes no evaluado) and stamps provider, model, tokens and prompt hash', async () => {
    llamadas.length = 0;
    guion = [claudeOk(informeDelModelo())];
    const id = await completar();
    const inf = (await analizada(id)).informeIA;
    expect(llamadas).toHaveLength(1);
    const pedido = llamadas[0]!;
    expect(pedido.path).toBe('/v1/messages');
    expect(pedido.headers['x-api-key']).toBe(CLAVES.claude);
    expect(pedido.body.tool_choice).toEqual({ type: 'tool', name: 'registrar_informe' });
    const usuario = pedido.body.messages[0].content as string;
    // The transcript is in the prompt, fenced; the candidate's name is not.
    expect(usuario).toContain(RESPUESTAS[2]);
    expect(usuario).not.toContain('Íñigo');
    expect(usuario).toContain('Posición: Analista de datos');
    expect(inf.procedencia).toMatchObject({
      metodo: 'proveedor',
      proveedor: 'claude',
      modelo: 'claude-sonnet-4-5-20250929',
      origenClave: 'empresa',
      motivoIntegrado: null,
      tokens: { entrada: 1200, salida: 400 },
      intentos: 1,
      citasDescartadas: 2,
    });
    expect(inf.procedencia.promptHash).toBe(hashPrompt(pedido.body.system, usuario));
    const por = Object.fromEntries(inf.softSkills.map((s) => [s.habilidad, s]));
    expect(por['Trabajo en equipo']).toMatchObject({ evaluado: true, puntuacion: 8, ancla: 'alto' });
    expect(por['Comunicación']).toMatchObject({ evaluado: false, puntuacion: null, evidencia: [] });
    // A competency outside the rubric with only a made-up quote is not kept.
    expect(por['Liderazgo']).toBeUndefined();
    // Every rubric competency is there, in the rubric's order.
    expect(inf.softSkills[0]!.habilidad).toBe('Motivación por el puesto');
    expect(inf.softSkills.filter((s) => s.evaluado).every((s) => s.evidencia.length > 0)).toBe(true);
    expect(inf.conclusiones).toContain('recomendado');
  });

  it('asks once more after invalid JSON and keeps the second answer', async () => {
    llamadas.length = 0;
    guion = [
      {
        status: 200,
        body: {
          content: [{ type: 'tool_use', name: 'registrar_informe', input: { resumenEjecutivo: 3 } }],
          usage: { input_tokens: 10, output_tokens: 5 },
        },
      },
      claudeOk(informeDelModelo()),
    ];
    const id = await completar();
    const inf = (await analizada(id)).informeIA;
    expect(llamadas).toHaveLength(2);
    expect(inf.procedencia).toMatchObject({ metodo: 'proveedor', intentos: 2, tokens: { entrada: 1210, salida: 405 } });
  });

  it('a provider that fails gives the built-in analyzer’s report, and the stamp says why', async () => {
    llamadas.length = 0;
    guion = [{ status: 503, body: { error: { message: 'overloaded' } } }];
    const id = await completar();
    const inf = (await analizada(id)).informeIA;
    expect(llamadas).toHaveLength(1);
    expect(inf.procedencia).toMatchObject({ metodo: 'integrado', motivoIntegrado: 'proveedor_fallido', proveedor: null });
  });
});

describe('with only the company’s OpenAI key', () => {
  beforeAll(async () => {
    await guardarClave('claude', { habilitada: false });
    await guardarClave('openai', { apiKey: CLAVES.openai });
  });

  it('uses strict structured output and stores the report', async () => {
    llamadas.length = 0;
    guion = [openaiOk(JSON.stringify(informeDelModelo()))];
    const id = await completar();
    const inf = (await analizada(id)).informeIA;
    expect(llamadas).toHaveLength(1);
    expect(llamadas[0]!.path).toBe('/v1/chat/completions');
    expect(llamadas[0]!.headers.authorization).toBe(`Bearer ${CLAVES.openai}`);
    expect(llamadas[0]!.body.response_format.json_schema.strict).toBe(true);
    expect(inf.procedencia).toMatchObject({ metodo: 'proveedor', proveedor: 'openai', tokens: { entrada: 1000, salida: 300 } });
  });

  it('compares the answers with the questions by meaning with the same key and OpenAI’s embeddings model, and the report says so (D177)', async () => {
    llamadas.length = 0;
    embebidas.length = 0;
    guion = [openaiOk(JSON.stringify(informeDelModelo()))];
    const inf = (await analizada(await completar())).informeIA;
    // The answers once for this interview; the questions were embedded by this template version's first
    // report (the test before) and are read from the company's cache (db/vectores-preguntas.ts).
    expect(embebidas.map((l) => l.path)).toEqual(['/v1/embeddings']);
    for (const l of embebidas) {
      expect(l.headers.authorization).toBe(`Bearer ${CLAVES.openai}`);
      expect(l.body).toMatchObject({ model: 'text-embedding-3-small', encoding_format: 'float' });
      expect(Array.isArray(l.body.input)).toBe(true);
    }
    expect(inf.integridad?.pertinencia).toMatchObject({ metodo: 'significado', modelo: 'text-embedding-3-small' });
    expect(inf.integridad?.pertinencia?.detalle).toContain('OpenAI con la clave de la empresa');
  });

  it('a refusal (`message.refusal`) is recorded as such on the stamp, with its tokens, and not asked again', async () => {
    llamadas.length = 0;
    guion = [
      {
        status: 200,
        body: {
          model: 'gpt-4o-2024-08-06',
          choices: [
            { index: 0, message: { role: 'assistant', content: null, refusal: 'No puedo ayudar con eso.' }, finish_reason: 'stop' },
          ],
          usage: { prompt_tokens: 900, completion_tokens: 9 },
        },
      },
    ];
    const id = await completar();
    const inf = (await analizada(id)).informeIA;
    expect(llamadas).toHaveLength(1);
    expect(inf.procedencia).toMatchObject({
      metodo: 'integrado',
      proveedor: null,
      motivoIntegrado: 'rechazo',
      intentos: 1,
      tokens: { entrada: 900, salida: 9 },
    });
  });
});

describe('a person reviews the report', () => {
  let id: string;
  beforeAll(async () => {
    guion = [openaiOk(JSON.stringify(informeDelModelo()))];
    id = await completar();
    await analizada(id);
  });
  const validar = (body: unknown, t = token(), entrevistaId = id) =>
    stack.call('PUT', `/api/entrevistas/${entrevistaId}/validacion`, { token: t, body });

  it('bad input is a 400 in Spanish and changes nothing', async () => {
    const ajuste = (habilidad: string, puntuacion: number) => ({
      decision: 'en_duda',
      comentario: 'x',
      puntuacionesAjustadas: [{ habilidad, puntuacion }],
    });
    for (const [body, mensaje] of [
      [{ decision: 'recomendado' }, 'Escribe un comentario que explique la decisión'],
      [{ decision: 'quizá', comentario: 'x' }, 'Elige una decisión: recomendado, no recomendado o en duda'],
      [ajuste('Liderazgo', 5), 'La competencia «Liderazgo» no está en el informe'],
      [ajuste('Trabajo en equipo', 11), 'La puntuación es un número entero de 0 a 10'],
    ] as const) {
      const res = await validar(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toBe(mensaje);
    }
    expect((await getEntrevista(id)).body.data.estado).toBe('analizada');
  });

  it('another company’s admin gets 404', async () => {
    const res = await validar({ decision: 'recomendado', comentario: 'x' }, otra.admin.token);
    expect(res.status).toBe(404);
    expect((await getEntrevista(id, otra.admin.token)).status).toBe(404);
  });

  it('validada with the review beside the untouched AI report; the candidate moves and is mailed only when asked', async () => {
    const antes = await getEntrevista(id);
    const mailsAntes = (await mailsTo(stack, emp.candidatoEmail)).length;
    const res = await validar({
      decision: 'recomendado',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Buenos ejemplos; confirmar comunicación en la segunda entrevista.',
      puntuacionesAjustadas: [
        { habilidad: 'Trabajo en equipo', puntuacion: 7 },
        { habilidad: 'Resolución de problemas', puntuacion: 9 },
      ],
      estadoCandidato: 'seleccionado',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Revisión guardada');
    const e = res.body.data;
    expect(e.estado).toBe('validada');
    expect(e.informeIA).toEqual(antes.body.data.informeIA);
    expect(e.validacion).toMatchObject({
      decision: 'recomendado',
      // The unchanged score is not an adjustment.
      puntuacionesAjustadas: [{ habilidad: 'Trabajo en equipo', puntuacion: 7, puntuacionIA: 8 }],
      por: { nombre: 'Nora' },
      estadoCandidato: 'seleccionado',
      emailCandidato: null,
    });
    expect(e.historial.at(-1)).toMatchObject({ estado: 'validada' });
    const cand = await stack.call('GET', `/api/candidatos/${emp.candidatoId}`, { token: token() });
    expect(cand.body.data.estado).toBe('seleccionado');
    expect((await mailsTo(stack, emp.candidatoEmail)).length).toBe(mailsAntes);
    const otraVez = await validar({ decision: 'en_duda', comentario: 'x' });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('Esta entrevista ya está validada');
  });

  it('mails nobody, even when asked (D180): the outcome goes after the review, approved with the feedback', async () => {
    guion = [openaiOk(JSON.stringify(informeDelModelo()))];
    const otraId = await completar();
    await analizada(otraId);
    // The candidate was seleccionado: back to entrevistado is not a move the review makes, rechazado is.
    const mailsAntes = (await mailsTo(stack, emp.candidatoEmail)).length;
    const body = {
      decision: 'no_recomendado',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'No encaja con el puesto.',
      estadoCandidato: 'rechazado',
    };
    const pedido = await validar({ ...body, notificarCandidato: true }, token(), otraId);
    expect(pedido.status).toBe(400);
    expect(pedido.body.message).toBe(msgInformes.notificarRetirado);
    const res = await validar(body, token(), otraId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.validacion.emailCandidato).toBeNull();
    expect(await mailsTo(stack, emp.candidatoEmail)).toHaveLength(mailsAntes);
    const c = await stack.call('GET', `/api/entrevistas/${otraId}/comentarios`, { token: token() });
    expect(c.body.data).toMatchObject({ estado: 'borrador', borrador: { resultado: 'rechazado', asunto: 'Tu candidatura en Informes' } });
  });
});

describe('POST /api/analisis/texto', () => {
  it('analyses a Spanish text with the named method; empty text is a 400', async () => {
    const res = await stack.call('POST', '/api/analisis/texto', {
      token: token(),
      body: { texto: 'Redujimos los costes un 30 % y el equipo quedó muy satisfecho con el resultado.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.metodo).toBe('léxico-heurístico-v1');
    expect(res.body.data.sentiment.label).toBe('positivo');
    const vacio = await stack.call('POST', '/api/analisis/texto', { token: token(), body: { texto: '   ' } });
    expect(vacio.status).toBe(400);
    expect(vacio.body.message).toBe('Escribe el texto que quieres analizar');
  });
});

describe('Analytics from the aggregates the writes keep (D70)', () => {
  it('summary, areas, services, weekly trends, times and quality come from real data', async () => {
    const res = await stack.call('GET', '/api/analytics', { token: token() });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const a = res.body.data;
    const empresa = await estadisticasEmpresa(emp.empresaId);
    expect(a.resumen.informes).toBe(empresa.informesGenerados);
    expect(a.resumen.completadas).toBe(empresa.informesGenerados);
    expect(a.resumen.tasaFinalizacion).toBe(100);
    expect(a.resumen.puntuacionMedia).toBeGreaterThan(0);
    // Twelve weeks, oldest first, ending with this one; every interview of this suite is in them.
    expect(a.semanas).toHaveLength(12);
    expect(a.semanas.at(-1).semana).toBe(semanaDe(new Date()));
    const suma = (k: string) => a.semanas.reduce((t: number, s: any) => t + s[k], 0);
    expect(suma('programadas')).toBe(empresa.informesGenerados);
    expect(suma('completadas')).toBe(empresa.informesGenerados);
    expect(suma('informes')).toBe(empresa.informesGenerados);
    expect(a.porServicio).toEqual([
      expect.objectContaining({
        servicioId: 'entrevistas-profundidad',
        nombre: 'Entrevistas en Profundidad',
        informes: empresa.informesGenerados,
      }),
    ]);
    expect(a.porArea).toEqual([
      expect.objectContaining({ areaId: null, nombre: 'Sin área', informes: empresa.informesGenerados, validadas: 2 }),
    ]);
    expect(a.tiempos.duracionMediaMin).not.toBeNull();
    expect(a.tiempos.hastaInformeMediaMin).not.toBeNull();
    expect(a.tiempos.hastaRevisionMediaMin).not.toBeNull();
    // Made-up quotes were dropped; one review agreed with the AI, one did not; one adjusted a score.
    expect(a.calidad.citasVerificadasPct).toBeGreaterThan(0);
    expect(a.calidad.citasVerificadasPct).toBeLessThan(100);
    expect(a.calidad.informesConModeloPct).toBeGreaterThan(0);
    expect(a.calidad.informesConModeloPct).toBeLessThan(100);
    expect(a.calidad).toMatchObject({ validadas: 2, coincidenciaRevisionPct: 50, revisionesConAjustesPct: 50 });
  });

  it('a company with nothing yet gets nulls (the screen says Sin datos), never sample figures', async () => {
    const a = (await stack.call('GET', '/api/analytics', { token: otra.admin.token })).body.data;
    expect(a.resumen).toMatchObject({
      completadas: 0,
      tasaFinalizacion: null,
      puntuacionMedia: null,
      informes: 0,
      variacionCompletadas: null,
    });
    expect(a.tiempos).toEqual({ duracionMediaMin: null, hastaInformeMediaMin: null, hastaRevisionMediaMin: null });
    expect(a.calidad).toMatchObject({ citasVerificadasPct: null, informesConModeloPct: null, coincidenciaRevisionPct: null });
    expect(a.porArea).toEqual([]);
    expect(a.calibracion).toEqual({
      minimo: 10,
      general: { id: 'todas', nombre: 'Todas las entrevistas', revisadas: 0, decisionesCambiadasPct: null, competencias: [] },
      porPlantilla: [],
      porRevisor: [],
      porMetodo: [],
    });
  });
});

describe('the Informes list and cards', () => {
  const listar = (q = '', t = token()) => stack.call('GET', `/api/informes${q}`, { token: t });

  it('lists every report newest first, by score and by name; filters by state and name; the cards come from counters', async () => {
    const todos = await listar('?limit=100');
    expect(todos.status, JSON.stringify(todos.body)).toBe(200);
    const items = todos.body.data.items as Array<{
      id: string;
      estado: string;
      puntuacionMedia: number | null;
      candidatoNombre: string;
      metodo: string;
    }>;
    const empresa = await estadisticasEmpresa(emp.empresaId);
    expect(items.length).toBe(empresa.informesGenerados);
    expect(items.map((i) => i.id)).toEqual([...items.map((i) => i.id)].sort().reverse());
    expect(items[0]).toMatchObject({ candidatoNombre: 'Íñigo Martínez', servicioNombre: 'Entrevistas en Profundidad' });

    const porPuntuacion = (await listar('?orden=puntuacion&limit=100')).body.data.items as typeof items;
    const puntos = porPuntuacion.map((i) => i.puntuacionMedia ?? -1);
    expect(puntos).toEqual([...puntos].sort((a, b) => b - a));
    expect((await listar('?orden=nombre&limit=100')).body.data.items).toHaveLength(items.length);

    const validadas = (await listar('?estado=validada&limit=100')).body.data.items as typeof items;
    expect(validadas).toHaveLength(2);
    expect(validadas.every((i) => i.estado === 'validada')).toBe(true);
    expect((await listar('?q=inigo&limit=100')).body.data.items).toHaveLength(items.length);
    expect((await listar('?q=nadie&limit=100')).body.data.items).toHaveLength(0);
    const mala = await listar('?orden=edad');
    expect(mala.status).toBe(400);

    const cards = (await stack.call('GET', '/api/informes/estadisticas', { token: token() })).body.data;
    expect(cards.total).toBe(items.length);
    expect(cards.puntuacionMedia).toBeGreaterThan(0);
    expect(cards.puntuacionMedia).toBeLessThanOrEqual(10);
    // The reviewer's 'recomendado' and the models' conclusions ('Candidato recomendado…') count; 'no_recomendado' does not.
    const recomendados = items.filter((i: any) => i.recomendado).length;
    expect(cards.recomendados).toBe(recomendados);
  });

  it('another company sees none of them', async () => {
    expect((await listar('?limit=100', otra.admin.token)).body.data.items).toHaveLength(0);
    expect((await stack.call('GET', '/api/informes/estadisticas', { token: otra.admin.token })).body.data).toEqual({
      total: 0,
      puntuacionMedia: null,
      recomendados: 0,
    });
  });

  it('erasing the candidate takes the reports, their list items and their share of the cards', async () => {
    const borrar = await stack.call('DELETE', `/api/candidatos/${emp.candidatoId}`, { token: token() });
    expect(borrar.status, JSON.stringify(borrar.body)).toBe(200);
    expect((await listar('?limit=100')).body.data.items).toHaveLength(0);
    expect((await stack.call('GET', '/api/informes/estadisticas', { token: token() })).body.data).toEqual({
      total: 0,
      puntuacionMedia: null,
      recomendados: 0,
    });
  });
});

describe('a saved review is corrected (D80): the audit, the agreement rule and every count, atomically', () => {
  let ter: EmpresaPrueba;
  let id: string;
  const t = () => ter.admin.token;
  const validar = (body: unknown, tk = t()) => stack.call('PUT', `/api/entrevistas/${id}/validacion`, { token: tk, body });
  /** Everything that depends on the decision, as the screens read it. */
  async function cuentas() {
    const empresa = await estadisticasEmpresa(ter.empresaId);
    const a = (await stack.call('GET', '/api/analytics', { token: t() })).body.data;
    const cards = (await stack.call('GET', '/api/informes/estadisticas', { token: t() })).body.data;
    const item = (await stack.call('GET', '/api/informes?limit=10', { token: t() })).body.data.items[0];
    return {
      recomendados: empresa.informesRecomendados,
      validadasEstado: empresa.entrevistasPorEstado.validada,
      cards: cards.recomendados,
      lista: { decision: item.decision, recomendado: item.recomendado },
      area: { recomendados: a.porArea[0].recomendados, validadas: a.porArea[0].validadas },
      calidad: {
        validadas: a.calidad.validadas,
        coincidencia: a.calidad.coincidenciaRevisionPct,
        ajustes: a.calidad.revisionesConAjustesPct,
      },
    };
  }
  /**
   * The calibration block (D154) as the API gives it, and the sums the review's transaction keeps for
   * one competency (the item for every interview): one interview, so below the minimum sample.
   */
  async function calibracion(habilidad?: string) {
    const c = (await stack.call('GET', '/api/analytics', { token: t() })).body.data.calibracion;
    const global = (await leerCalibracion(ter.empresaId)).find((i) => i.vista === 'GLOBAL');
    return {
      revisadas: c.general.revisadas,
      cambiadas: c.general.decisionesCambiadasPct,
      kappas: [...new Set(c.general.competencias.map((x: any) => `${x.revisadas} ${x.kappa} ${x.banda}`))],
      vistas: [c.porPlantilla.length, c.porRevisor?.map((g: any) => g.nombre), c.porMetodo.map((g: any) => [g.nombre, g.revisadas])],
      sumas: habilidad ? global?.competencias.find((x) => x.nombre === habilidad)?.sumas : undefined,
    };
  }

  beforeAll(async () => {
    ter = await empresaConCandidato(stack, {
      nombreComercial: 'Revisiones',
      licencias: 2,
      admin: { nombre: 'Teresa' },
      candidato: { puesto: 'Analista' },
    });
    // No key: the built-in analyzer. Two answers of nine evaluate less than half of the rubric, so its rule does not
    // recommend (MIN_EVALUADAS_RECOMENDACION), whatever the scores: the review below disagrees with a «no».
    id = await completar({ 1: RESPUESTAS[1]!, 3: RESPUESTAS[3]! }, ter);
    const e = await analizada(id, t());
    expect(e.informeIA.procedencia.metodo).toBe('integrado');
  }, 60_000);

  it('«En duda» on a report the AI does not recommend is not an agreement (it was 100 %)', async () => {
    const res = await validar({
      decision: 'en_duda',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Falta evidencia en dos competencias.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.validacion).toMatchObject({ numero: 1, decision: 'en_duda', recomendacionIA: 'no_recomendado', anteriores: [] });
    // The report's reader gets what each rubric anchor says (from the interview's design), also in the review's answer.
    const rubrica = (await getEntrevista(id, t())).body.data.rubrica as Array<{ competencia: string; anclas: Record<string, string> }>;
    expect(rubrica.length).toBeGreaterThan(0);
    expect(rubrica.map((c) => c.competencia)).toEqual((res.body.data.informeIA as InformeIA).softSkills.map((s) => s.habilidad));
    for (const c of rubrica) for (const n of ['bajo', 'medio', 'alto']) expect(c.anclas[n]!.length).toBeGreaterThan(10);
    expect(res.body.data.rubrica).toEqual(rubrica);
    expect(await cuentas()).toEqual({
      recomendados: 0,
      validadasEstado: 1,
      cards: 0,
      lista: { decision: 'en_duda', recomendado: false },
      area: { recomendados: 0, validadas: 1 },
      calidad: { validadas: 1, coincidencia: 0, ajustes: 0 },
    });
    expect(await calibracion()).toMatchObject({
      revisadas: 1,
      cambiadas: 100,
      kappas: ['1 null sin_datos'],
      vistas: [1, ['Teresa'], [['Analizador integrado', 1]]],
    });
    // An operador (no manage_users) gets no per-reviewer view: people's names go to admins only.
    const operador = await usuarioConSesion(stack, ter.admin, {
      email: 'olga@revisiones.test',
      rol: 'operador',
      password: 'Pmhb-Clave-2026',
    });
    const suya = (await stack.call('GET', '/api/analytics', { token: operador.token })).body.data.calibracion;
    expect(suya.porRevisor).toBeNull();
    expect(suya.general.revisadas).toBe(1);
  });

  it('corrected to recomendado (with a score): the earlier decision stays with who and when; every count moves once', async () => {
    const antes = (await getEntrevista(id, t())).body.data;
    const habilidad = (antes.informeIA as InformeIA).softSkills.find((s) => s.evaluado)?.habilidad;
    const res = await validar({
      decision: 'recomendado',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Revisada la transcripción: la evidencia basta.',
      corrige: 1,
      ...(habilidad ? { puntuacionesAjustadas: [{ habilidad, puntuacion: 10 }] } : {}),
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.message).toBe('Revisión corregida: la anterior queda en el historial');
    const e = res.body.data;
    expect(e.estado).toBe('validada');
    expect(e.informeIA).toEqual(antes.informeIA);
    expect(e.historial).toEqual(antes.historial);
    expect(e.validacion).toMatchObject({
      numero: 2,
      decision: 'recomendado',
      por: { nombre: 'Teresa' },
      recomendacionIA: 'no_recomendado',
      anteriores: [
        {
          numero: 1,
          decision: 'en_duda',
          comentario: 'Falta evidencia en dos competencias.',
          por: { nombre: 'Teresa' },
          fecha: antes.validacion.fecha,
        },
      ],
    });
    expect(await cuentas()).toEqual({
      recomendados: 1,
      validadasEstado: 1,
      cards: 1,
      lista: { decision: 'recomendado', recomendado: true },
      area: { recomendados: 1, validadas: 1 },
      calidad: { validadas: 1, coincidencia: 0, ajustes: habilidad ? 100 : 0 },
    });
    // The calibration moved by the difference: still one review, its pair now (AI, 10).
    const ia = (antes.informeIA as InformeIA).softSkills.find((s) => s.habilidad === habilidad)?.puntuacion ?? 0;
    expect(await calibracion(habilidad)).toMatchObject({
      revisadas: 1,
      cambiadas: 100,
      kappas: ['1 null sin_datos'],
      ...(habilidad ? { sumas: { n: 1, a: ia, b: 10, aa: ia * ia, bb: 100, d2: (ia - 10) ** 2 } } : {}),
    });
  });

  it('corrected again to no recomendado: back down, now agreeing with the AI; both earlier reviews kept', async () => {
    const res = await validar({ decision: 'no_recomendado', comentario: 'Tras la segunda entrevista, no.', corrige: 2 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.validacion.anteriores.map((v: any) => [v.numero, v.decision])).toEqual([
      [1, 'en_duda'],
      [2, 'recomendado'],
    ]);
    expect(await cuentas()).toEqual({
      recomendados: 0,
      validadasEstado: 1,
      cards: 0,
      lista: { decision: 'no_recomendado', recomendado: false },
      area: { recomendados: 0, validadas: 1 },
      calidad: { validadas: 1, coincidencia: 100, ajustes: 0 },
    });
    // Back to the AI's scores and its decision: the pair is (AI, AI), no decision changed.
    const e = (await getEntrevista(id, t())).body.data;
    const s = (e.informeIA as InformeIA).softSkills.find((x) => x.evaluado && x.puntuacion !== null);
    const ia = s?.puntuacion ?? 0;
    expect(await calibracion(s?.habilidad)).toMatchObject({
      revisadas: 1,
      cambiadas: 0,
      ...(s ? { sumas: { n: 1, a: ia, b: ia, aa: ia * ia, bb: ia * ia, d2: 0 } } : {}),
    });
  });

  it('a stale correction, a second first review and another company’s correction change nothing', async () => {
    const antes = await cuentas();
    const vieja = await validar({ decision: 'recomendado', comentario: 'x', corrige: 2 });
    expect(vieja.status).toBe(409);
    expect(vieja.body.message).toBe('La revisión ha cambiado mientras la corregías: vuelve a abrir el informe para ver la actual');
    const otraVez = await validar({ decision: 'recomendado', comentario: 'x' });
    expect(otraVez.status).toBe(409);
    expect(otraVez.body.message).toBe('Esta entrevista ya está validada');
    expect((await validar({ decision: 'recomendado', comentario: 'x', corrige: 3 }, otra.admin.token)).status).toBe(404);
    const mala = await validar({ decision: 'recomendado', comentario: 'x', corrige: 0 });
    expect(mala.status).toBe(400);
    expect(mala.body.message).toBe('Indica qué revisión corriges');
    expect(await cuentas()).toEqual(antes);
  });

  it('two corrections of the same review at once: one lands, the other is a 409, the counts move once', async () => {
    const [a, b] = await Promise.all([
      validar({
        decision: 'recomendado',
        motivoCambio: 'Difiere de la IA tras leer las citas',
        comentario: 'Primera corrección simultánea.',
        corrige: 3,
      }),
      validar({
        decision: 'recomendado',
        motivoCambio: 'Difiere de la IA tras leer las citas',
        comentario: 'Segunda corrección simultánea.',
        corrige: 3,
      }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const e = (await getEntrevista(id, t())).body.data;
    expect(e.validacion.numero).toBe(4);
    expect(e.validacion.anteriores).toHaveLength(3);
    expect(await cuentas()).toMatchObject({
      recomendados: 1,
      cards: 1,
      area: { recomendados: 1, validadas: 1 },
      calidad: { validadas: 1 },
    });
  });
});
