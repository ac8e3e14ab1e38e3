// The AI follow-up on the candidate's interview page (D67) through the local stack, with a fake
// OpenAI/Anthropic on loopback (IA_BASE_URL_*): without a key there is none; with the company's key
// one short question is asked about a saved answer, stored, and asked again without a second call;
// the template's preferred API (Claude for 'entrevistas-profundidad') goes first; a protected-trait
// question, an error or a time-out is no follow-up; the candidate answers it through the answer's
// PUT, and "Finalizar" keeps it in the transcript with the provider and model. No log line carries
// the key, the token or the answer.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { empresaConCandidato, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import type { Session } from './fixtures.js';
import { startTestStack, type TestStack } from './local-stack.js';
import { logsDurante } from './logs.js';
import { chatFalso, clavesFalsas, type Llamada, type ProveedorFalso } from './proveedor-falso.js';

let stack: TestStack;
let admin: Session;
let empresaId: string;
let emp: EmpresaPrueba;
let proveedor: ProveedorFalso;

const CLAVES = clavesFalsas('rep');

/** Every chat call the fake provider received. */
const llamadas: Llamada[] = [];
/** What the fake answers to a chat call: the model's text, an HTTP error, or never. */
let modo: { texto: string } | { status: number } | 'colgar' = { texto: 'NINGUNA' };

beforeAll(async () => {
  proveedor = await chatFalso((l) => {
    llamadas.push(l);
    if (modo === 'colgar') return 'colgar';
    if ('status' in modo) return { status: modo.status, body: { error: { message: 'boom' } } };
    if (l.path === '/v1/chat/completions')
      return { status: 200, body: { choices: [{ message: { role: 'assistant', content: modo.texto } }] } };
    if (l.path === '/v1/messages') return { status: 200, body: { content: [{ type: 'text', text: modo.texto }] } };
    return { status: 404, body: {} };
  });

  stack = await startTestStack({ scheduler: false });
  emp = await empresaConCandidato(stack, { nombreComercial: 'Seguimiento', licencias: 10 });
  ({ empresaId, admin } = emp);
});
afterAll(async () => {
  await stack?.cleanup();
  await proveedor?.cerrar();
});

const url = urlPublica;
const pagina = (token: string) => stack.call('GET', url(token));
const responder = (token: string, n: number, body: Record<string, unknown>) => stack.call('PUT', url(token, `/respuestas/${n}`), { body });
const repregunta = (token: string, n: number) => stack.call('POST', url(token, `/respuestas/${n}/repregunta`));
const guardarClave = async (provider: string, apiKey: string) => {
  const res = await stack.call('PUT', `/api/configuracion/empresa/${empresaId}/apis/${provider}`, { token: admin.token, body: { apiKey } });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect(res.body.data.prueba.success).toBe(true);
  return res.body.data.clave as { modelo: string };
};

/** A scheduled interview, consented, with the first answer saved. */
async function empezada(respuesta = 'Organicé la migración del sistema de nóminas con mi equipo.'): Promise<{ id: string; token: string }> {
  const { id, token } = await programarEntrevista(stack, emp);
  const c = await stack.call('POST', url(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  expect((await responder(token, 0, { texto: respuesta })).status).toBe(200);
  return { id, token };
}

describe('without an OpenAI or Claude key', () => {
  it('no model’s: the template’s STAR questions keep follow-ups on (D158), and a question that is no STAR one gets none, no one called', async () => {
    const e = await empezada();
    expect((await pagina(e.token)).body.data.repreguntasDisponibles).toBe(true);
    const res = await repregunta(e.token, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ pregunta: null });
    expect(llamadas).toHaveLength(0);
  });

  it('refuses an answer to a follow-up that was never asked (409), and a follow-up of an unsaved answer', async () => {
    const e = await empezada();
    const sin = await responder(e.token, 0, { texto: 'Lo organicé yo.', respuestaRepregunta: 'Ahorramos dos semanas.' });
    expect(sin.status).toBe(409);
    expect(sin.body.message).toBe('Esta pregunta no tiene pregunta de seguimiento');
    const vacia = await repregunta(e.token, 1);
    expect(vacia.status).toBe(409);
    expect(vacia.body.message).toBe('Guarda tu respuesta antes de pedir una pregunta de seguimiento');
    expect((await responder(e.token, 1, { texto: '   ' })).status).toBe(200);
    expect((await repregunta(e.token, 1)).status).toBe(409);
    const fuera = await repregunta(e.token, 400);
    expect(fuera.status).toBe(400);
    expect((await repregunta('tok_1795417057606_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 0)).status).toBe(404);
  });
});

describe('with the company’s OpenAI key', () => {
  let modeloOpenai: string;
  let e: { id: string; token: string };

  beforeAll(async () => {
    // The panel saves its label ('gpt-4'); the call names a model the provider accepts (D113).
    const guardado = (await guardarClave('openai', CLAVES.openai)).modelo;
    expect(guardado).toBe('gpt-4');
    modeloOpenai = 'gpt-4o-mini';
  });

  it('asks one short question about the answer, stores it, and asks it again without a second call', async () => {
    e = await empezada();
    expect((await pagina(e.token)).body.data.repreguntasDisponibles).toBe(true);
    modo = { texto: '"¿Qué resultado concreto tuvo la migración para la empresa?"' };
    llamadas.length = 0;
    const res = await repregunta(e.token, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ pregunta: '¿Qué resultado concreto tuvo la migración para la empresa?' });
    expect(llamadas).toHaveLength(1);
    const [l] = llamadas;
    // The template prefers Claude, which has no key here: OpenAI.
    expect(l!.path).toBe('/v1/chat/completions');
    expect(l!.headers.authorization).toBe(`Bearer ${CLAVES.openai}`);
    expect(l!.body).toMatchObject({ model: modeloOpenai, max_completion_tokens: 120 });
    expect(l!.body).not.toHaveProperty('max_tokens');
    expect(l!.body).not.toHaveProperty('temperature');
    const [sistema, usuario] = l!.body.messages;
    expect(sistema.content).toContain('NINGUNA');
    expect(usuario.content).toContain('Organicé la migración del sistema de nóminas con mi equipo.');
    expect(usuario.content).toMatch(/Qué explora: |Competencia: /);
    // The token never reaches the provider.
    expect(JSON.stringify(l)).not.toContain(e.token);

    const otra = await repregunta(e.token, 0);
    expect(otra.body.data).toEqual(res.body.data);
    expect(llamadas).toHaveLength(1);
    const item = await getItem<any>(entrevistaKeys.respuesta(empresaId, e.id, 0));
    expect(item.repregunta).toMatchObject({ respuesta: null, proveedor: 'openai', modelo: modeloOpenai, generadaEn: expect.any(String) });
  });

  it('the candidate answers it through the answer’s PUT; a reload shows both; "Finalizar" keeps it in the transcript', async () => {
    const res = await responder(e.token, 0, {
      texto: 'Organicé la migración del sistema de nóminas con mi equipo.',
      respuestaRepregunta: 'Cerramos las nóminas dos días antes cada mes.',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.repregunta).toEqual({
      pregunta: '¿Qué resultado concreto tuvo la migración para la empresa?',
      respuesta: 'Cerramos las nóminas dos días antes cada mes.',
    });
    // A correction of the answer keeps its follow-up.
    expect((await responder(e.token, 0, { texto: 'Organicé y dirigí la migración.' })).body.data.repregunta.respuesta).toBe(
      'Cerramos las nóminas dos días antes cada mes.',
    );
    const p = (await pagina(e.token)).body.data;
    expect(p.respuestas[0].repregunta).toEqual(res.body.data.repregunta);
    expect(JSON.stringify(p.respuestas)).not.toMatch(/proveedor|modelo/);

    const fin = await stack.call('POST', url(e.token, '/finalizar'));
    expect(fin.status, JSON.stringify(fin.body)).toBe(200);
    const interna = (await stack.call('GET', `/api/entrevistas/${e.id}`, { token: admin.token })).body.data;
    expect(interna.transcripcion[0]).toMatchObject({
      respuesta: 'Organicé y dirigí la migración.',
      repregunta: {
        pregunta: '¿Qué resultado concreto tuvo la migración para la empresa?',
        respuesta: 'Cerramos las nóminas dos días antes cada mes.',
        proveedor: 'openai',
        modelo: modeloOpenai,
      },
    });
    expect(interna.transcripcion[1].repregunta).toBeNull();
    expect((await repregunta(e.token, 0)).status).toBe(404);
  });

  it('"NINGUNA" is no follow-up, and that verdict is kept: no second call', async () => {
    const otra = await empezada();
    modo = { texto: 'NINGUNA' };
    llamadas.length = 0;
    expect((await repregunta(otra.token, 0)).body.data).toEqual({ pregunta: null });
    expect((await repregunta(otra.token, 0)).body.data).toEqual({ pregunta: null });
    // The follow-up calls only: the interview an earlier test finished has its report written by
    // the queue at the same time, through the same fake (a CI run on a loaded machine saw two).
    expect(llamadas.filter((l) => JSON.stringify(l.body).includes('o NINGUNA'))).toHaveLength(1);
    expect((await responder(otra.token, 0, { texto: 'x', respuestaRepregunta: 'y' })).status).toBe(409);
  });

  it('a question about a protected trait is dropped', async () => {
    const otra = await empezada();
    modo = { texto: '¿Tienes hijos que puedan dificultar los viajes?' };
    const res = await repregunta(otra.token, 0);
    expect(res.body.data).toEqual({ pregunta: null });
    const item = await getItem<any>(entrevistaKeys.respuesta(empresaId, otra.id, 0));
    expect(item.repregunta).toBeUndefined();
    expect(item.repreguntaDescartada).toMatchObject({ motivo: 'protegida', proveedor: 'openai' });
  });

  it('a provider error is no follow-up, stores nothing, and a later request may try again', async () => {
    const otra = await empezada();
    modo = { status: 500 };
    llamadas.length = 0;
    const res = await repregunta(otra.token, 0);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ pregunta: null });
    expect((await getItem<any>(entrevistaKeys.respuesta(empresaId, otra.id, 0))).repreguntaDescartada).toBeUndefined();
    modo = { texto: '¿Cuántas personas formaban tu equipo?' };
    expect((await repregunta(otra.token, 0)).body.data).toEqual({ pregunta: '¿Cuántas personas formaban tu equipo?' });
    expect(llamadas).toHaveLength(2);
  });

  it('the warnings say which provider and why, never the key, the token or the answer', async () => {
    const RESPUESTA = 'Coordiné a once personas durante la auditoría interna.';
    const {
      logs: todo,
      valor: [a, b],
    } = await logsDurante(async () => {
      const a = await empezada(RESPUESTA);
      modo = { status: 500 };
      expect((await repregunta(a.token, 0)).body.data).toEqual({ pregunta: null });
      const b = await empezada(RESPUESTA);
      modo = { texto: '¿Cuál es tu nacionalidad?' };
      expect((await repregunta(b.token, 0)).body.data).toEqual({ pregunta: null });
      return [a, b];
    });
    expect(todo).toContain('Interview follow-up not generated');
    expect(todo).toContain('HTTP 500');
    expect(todo).toContain('Interview follow-up dropped');
    for (const secreto of [CLAVES.openai, CLAVES.openai.slice(8, 40), a.token, b.token, RESPUESTA]) expect(todo).not.toContain(secreto);
  });

  it('a provider that never answers is cut at 12 s: no follow-up', async () => {
    const otra = await empezada();
    modo = 'colgar';
    const t0 = Date.now();
    const res = await repregunta(otra.token, 0);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ pregunta: null });
    expect(Date.now() - t0).toBeLessThan(18_000);
    proveedor.server.closeAllConnections();
  }, 30_000);
});

describe('the model is told what the template’s rules found missing (D158)', () => {
  it('a STAR answer that speaks only as «we»: the prompt says «Falta en la respuesta: …»; a motive question’s does not', async () => {
    const e = await empezada();
    expect((await responder(e.token, 1, { texto: 'Hicimos varias reuniones con el cliente y al final cerramos el acuerdo.' })).status).toBe(
      200,
    );
    modo = { texto: '¿Qué hiciste tú en esas reuniones?' };
    llamadas.length = 0;
    expect((await repregunta(e.token, 1)).body.data).toEqual({ pregunta: '¿Qué hiciste tú en esas reuniones?' });
    expect((await repregunta(e.token, 0)).status).toBe(200);
    const [star, motivo] = llamadas.map((l) => String(l.body.messages.at(-1).content));
    expect(star).toContain('Falta en la respuesta: lo que hizo el propio candidato (habla en plural o no dice su acción)');
    expect(motivo).not.toContain('Falta en la respuesta');
    // Written by the model: stored as its, not the rules'.
    expect((await getItem<any>(entrevistaKeys.respuesta(empresaId, e.id, 1))).repregunta).not.toHaveProperty('metodo');
  });
});

describe('with a Claude key too', () => {
  it('the template’s preferred API (Claude) writes it', async () => {
    // Saved as the panel's 'claude-3-sonnet', which is no Anthropic model id: sent as the follow-up's
    // model (D113: it was sent as saved, and with a real key every follow-up would fail).
    expect((await guardarClave('claude', CLAVES.claude)).modelo).toBe('claude-3-sonnet');
    const modelo = 'claude-haiku-4-5';
    const e = await empezada();
    modo = { texto: 'Pregunta: ¿Qué hiciste tú personalmente para que saliera bien?' };
    llamadas.length = 0;
    const res = await repregunta(e.token, 0);
    expect(res.body.data).toEqual({ pregunta: '¿Qué hiciste tú personalmente para que saliera bien?' });
    expect(llamadas).toHaveLength(1);
    const [l] = llamadas;
    expect(l!.path).toBe('/v1/messages');
    expect(l!.headers['x-api-key']).toBe(CLAVES.claude);
    expect(l!.headers['anthropic-version']).toBe('2023-06-01');
    expect(l!.body).toMatchObject({ model: modelo, max_tokens: 120, system: expect.stringContaining('NINGUNA') });
    expect(l!.body).not.toHaveProperty('temperature');
    expect(l!.body.messages[0].content).toContain('Organicé la migración');
    const item = await getItem<any>(entrevistaKeys.respuesta(empresaId, e.id, 0));
    expect(item.repregunta).toMatchObject({ proveedor: 'claude', modelo });
  });
});
