// Issue 53 items 5 and 6 through the local stack (D158). The integrity signals: stored on the answer
// and carried into the transcript only while the company has them on; the notice says which three
// facts are noted, or that none is; a value over its bound is a Spanish 400 that changes nothing;
// switched off, the page is told, a consent to the old notice is refused and any signal sent is
// ignored; erased with the interview. The built-in follow-up, with no provider key: a STAR answer
// that speaks only as «we» gets «¿Qué hiciste tú, en concreto?», stored with the rules as its author
// and recorded in the oversight record; its answer reaches the transcript; a motive question or a
// complete answer gets none; with the AI paused the rules still ask.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { completarCif } from '../../shared/identificacion-fiscal.js';
import { publico as msg } from '../../shared/messages.js';
import { RETENCION, versionAviso } from '../../shared/retencion.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { empresaConCandidatoDelArchivo, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let emp: EmpresaPrueba;

empresaConCandidatoDelArchivo(
  { scheduler: false },
  {
    nombreComercial: 'Señales',
    cif: completarCif('B', '5300158'),
    licencias: 20,
    admin: { nombre: 'Marta' },
  },
  async (hecha) => {
    ({ stack, emp } = hecha);
  },
  120_000,
);

const api = (method: string, path: string, body?: unknown) => stack.call(method, path, { token: emp.admin.token, body });
const pagina = async (token: string) => (await stack.call('GET', urlPublica(token))).body.data;
const responder = (token: string, n: number, body: Record<string, unknown>) =>
  stack.call('PUT', urlPublica(token, `/respuestas/${n}`), { body });
const item = (id: string, n: number) => getItem<Record<string, any>>(entrevistaKeys.respuesta(emp.empresaId, id, n));
const senalesEmpresa = async (activas: boolean) => {
  const r = await api('PUT', `/api/configuracion/empresa/${emp.empresaId}/senales-integridad`, { activas });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r;
};

/** Scheduled and consented with the notice the page shows. */
async function empezada(): Promise<{ id: string; token: string }> {
  const e = await programarEntrevista(stack, emp);
  const version = (await pagina(e.token)).aviso.version;
  const c = await stack.call('POST', urlPublica(e.token, '/consentimiento'), { body: { acepto: true, version } });
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  return e;
}

const SENALES = { pegados: 1, caracteresPegados: 420, perdidasFoco: 2, msEnPantalla: 190_000 };
const RESPUESTA = 'Quiero este puesto porque llevo ocho años analizando datos de ventas y me gusta explicar lo que encuentro.';

describe('the integrity signals', () => {
  let id: string;
  let token: string;

  it('on by default: the page is told, and the notice names the three facts and what is never recorded', async () => {
    expect((await api('GET', `/api/configuracion/empresa/${emp.empresaId}/senales-integridad`)).body.data).toEqual({
      activas: true,
      por: null,
      fecha: null,
    });
    ({ id, token } = await empezada());
    const p = await pagina(token);
    expect(p.senalesActivas).toBe(true);
    expect(p.aviso.version).toBe(AVISO_ENTREVISTA_VERSION);
    const aviso = p.aviso.ia.join(' ');
    expect(aviso).toContain('si pegaste texto y cuántos caracteres, cuántas veces saliste de la página');
    expect(aviso).toContain('ni cámara, ni rasgos de tu voz, ni tu forma de teclear');
    expect(aviso).toContain('nunca cambian por sí solos una puntuación ni una decisión');
  });

  it('are stored on the answer with the autosave, and given back to the page (a reload goes on from them)', async () => {
    const r = await responder(token, 0, { texto: RESPUESTA, senales: SENALES });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.senales).toEqual(SENALES);
    expect((await item(id, 0))!.senales).toEqual(SENALES);
    expect((await pagina(token)).respuestas[0].senales).toEqual(SENALES);
    // A save without them (the follow-up's, an older page) keeps them.
    expect((await responder(token, 0, { texto: RESPUESTA, terminada: true })).status).toBe(200);
    expect((await item(id, 0))!.senales).toEqual(SENALES);
  });

  it.each([
    ['a count over its bound', { ...SENALES, pegados: 10_001 }],
    ['a day and a second on screen', { ...SENALES, msEnPantalla: 86_401_000 }],
    ['a negative count', { ...SENALES, perdidasFoco: -1 }],
    ['a fraction', { ...SENALES, caracteresPegados: 1.5 }],
    ['a text', { ...SENALES, pegados: 'uno' }],
  ])('%s: a Spanish 400, and nothing changed', async (_, senales) => {
    const r = await responder(token, 0, { texto: 'Otro texto', senales });
    expect(r.status).toBe(400);
    expect(r.body.message).toBe(msg.senalesInvalidas);
    expect(await item(id, 0)).toMatchObject({ texto: RESPUESTA, senales: SENALES });
  });

  it('a field the notice does not name is refused', async () => {
    const r = await responder(token, 0, { texto: RESPUESTA, senales: { ...SENALES, teclasPorMinuto: 120 } });
    expect(r.status).toBe(400);
    expect(await item(id, 0)).toMatchObject({ senales: SENALES });
  });

  it('"Finalizar" carries them into the transcript turn, which the reviewer reads', async () => {
    expect((await stack.call('POST', urlPublica(token, '/finalizar'))).status).toBe(200);
    const e = (await api('GET', `/api/entrevistas/${id}`)).body.data;
    expect(e.transcripcion[0]).toMatchObject({ respuesta: RESPUESTA, senales: SENALES });
    expect(e.transcripcion[1]).not.toHaveProperty('senales');
  });

  describe('switched off by the company', () => {
    let abierta: { id: string; token: string };

    beforeAll(async () => {
      // An interview under way before the switch: what it noted does not reach the transcript.
      abierta = await empezada();
      expect((await responder(abierta.token, 0, { texto: RESPUESTA, senales: SENALES })).status).toBe(200);
      const r = await senalesEmpresa(false);
      expect(r.body).toMatchObject({
        data: { activas: false, por: { nombre: 'Marta' } },
        message: expect.stringContaining('desactivadas'),
      });
    });
    afterAll(async () => {
      await senalesEmpresa(true);
    });

    it('the page is told, the notice says none is noted, and a consent to the old notice is refused', async () => {
      const e = await programarEntrevista(stack, emp);
      const p = await pagina(e.token);
      expect(p.senalesActivas).toBe(false);
      expect(p.aviso.version).toBe(versionAviso(RETENCION.mesesPorDefecto, false, false));
      expect(p.aviso.ia.join(' ')).toContain('Señales ha desactivado las señales de integridad: la página no anota si pegas texto');
      expect(p.aviso.ia.join(' ')).not.toContain('si pegaste texto');
      const vieja = await stack.call('POST', urlPublica(e.token, '/consentimiento'), {
        body: { acepto: true, version: AVISO_ENTREVISTA_VERSION },
      });
      expect(vieja.status).toBe(409);
    });

    it('any signal sent is ignored, not refused, and none reaches the transcript', async () => {
      const r = await responder(abierta.token, 1, { texto: RESPUESTA, senales: { ...SENALES, pegados: 5 } });
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      expect(r.body.data).not.toHaveProperty('senales');
      expect(await item(abierta.id, 1)).not.toHaveProperty('senales');
      expect((await stack.call('POST', urlPublica(abierta.token, '/finalizar'))).status).toBe(200);
      const t = (await api('GET', `/api/entrevistas/${abierta.id}`)).body.data.transcripcion;
      expect(t.some((x: Record<string, unknown>) => 'senales' in x)).toBe(false);
    });
  });

  it('only a company admin moves the switch', async () => {
    const r = await stack.call('PUT', `/api/configuracion/empresa/${emp.empresaId}/senales-integridad`, { body: { activas: false } });
    expect(r.status).toBe(401);
    const malo = await api('PUT', `/api/configuracion/empresa/${emp.empresaId}/senales-integridad`, { activas: 'no' });
    expect(malo.status).toBe(400);
    expect(malo.body.message).toBe('Indica si las señales de integridad quedan activas');
  });
});

describe('with no provider key, the template’s rules ask the follow-up', () => {
  const SOLO_NOSOTROS = 'Con el equipo de ventas hicimos varias reuniones y al final cerramos el acuerdo con el cliente en dos semanas.';
  const COMPLETA =
    'En mi último trabajo dos compañeros no se hablaban. Hablé con cada uno por separado y propuse una reunión semanal corta. En un mes los retrasos bajaron a la mitad.';
  let e: { id: string; token: string };

  it('a STAR answer that speaks only as «we»: «¿Qué hiciste tú, en concreto?», stored with the rules as its author, once', async () => {
    e = await empezada();
    expect((await pagina(e.token)).repreguntasDisponibles).toBe(true);
    expect((await responder(e.token, 1, { texto: SOLO_NOSOTROS })).status).toBe(200);
    const r = await stack.call('POST', urlPublica(e.token, '/respuestas/1/repregunta'));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data).toEqual({ pregunta: '¿Qué hiciste tú, en concreto?' });
    expect((await stack.call('POST', urlPublica(e.token, '/respuestas/1/repregunta'))).body.data).toEqual(r.body.data);
    expect((await item(e.id, 1))!.repregunta).toMatchObject({
      pregunta: '¿Qué hiciste tú, en concreto?',
      respuesta: null,
      metodo: 'integrado',
      proveedor: null,
      modelo: 'reglas-star-v2',
    });
    // The oversight record: one entry, the rules' (no provider, no model), without the answer.
    const entradas = (await api('GET', `/api/entrevistas/${e.id}/supervision`)).body.data.entradas;
    const seguimientos = entradas.filter((x: { tipo: string }) => x.tipo === 'repregunta');
    expect(seguimientos).toHaveLength(1);
    expect(seguimientos[0]).toMatchObject({
      pregunta: { n: 1, resultado: 'formulada' },
      iaPausada: false,
      ia: { metodo: 'integrado', proveedor: null, analizadorVersion: 'reglas-star-v2', motivoIntegrado: 'sin_clave' },
    });
    expect(JSON.stringify(entradas)).not.toContain('hicimos');
  });

  it('a motive question and a complete STAR answer get none', async () => {
    expect((await responder(e.token, 0, { texto: 'Nosotros siempre quisimos trabajar en esta empresa.' })).status).toBe(200);
    expect((await stack.call('POST', urlPublica(e.token, '/respuestas/0/repregunta'))).body.data).toEqual({ pregunta: null });
    expect((await responder(e.token, 2, { texto: COMPLETA })).status).toBe(200);
    expect((await stack.call('POST', urlPublica(e.token, '/respuestas/2/repregunta'))).body.data).toEqual({ pregunta: null });
    expect(await item(e.id, 2)).not.toHaveProperty('repregunta');
    expect(await item(e.id, 2)).not.toHaveProperty('repreguntaDescartada');
  });

  it('its answer goes through the answer’s PUT and reaches the transcript, with who wrote the question', async () => {
    const r = await responder(e.token, 1, { texto: SOLO_NOSOTROS, respuestaRepregunta: 'Preparé la propuesta y negocié el precio yo.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await stack.call('POST', urlPublica(e.token, '/finalizar'))).status).toBe(200);
    const t = (await api('GET', `/api/entrevistas/${e.id}`)).body.data.transcripcion;
    expect(t[1].repregunta).toMatchObject({
      pregunta: '¿Qué hiciste tú, en concreto?',
      respuesta: 'Preparé la propuesta y negocié el precio yo.',
      metodo: 'integrado',
      proveedor: null,
      modelo: 'reglas-star-v2',
    });
  });

  it('with the AI paused the rules still ask (they are no AI), and the record says it was paused', async () => {
    const p = await api('PUT', `/api/configuracion/empresa/${emp.empresaId}/pausa-ia`, { pausada: true });
    expect(p.status).toBe(200);
    try {
      const otra = await empezada();
      const pag = await pagina(otra.token);
      expect(pag.repreguntasDisponibles).toBe(true);
      expect(pag.aviso.ia.join(' ')).toContain(
        'son preguntas fijas de la plantilla, no las escribe ningún modelo de inteligencia artificial',
      );
      const sinResultado =
        'En mi anterior empresa, cuando cambiaron el sistema de facturación, organicé formaciones cortas para el equipo y preparé una guía con los pasos.';
      expect((await responder(otra.token, 1, { texto: sinResultado })).status).toBe(200);
      const r = await stack.call('POST', urlPublica(otra.token, '/respuestas/1/repregunta'));
      expect(r.body.data).toEqual({ pregunta: '¿Cuál fue el resultado? Si puedes, dalo con una cifra.' });
      const entradas = (await api('GET', `/api/entrevistas/${otra.id}/supervision`)).body.data.entradas;
      expect(entradas.find((x: { tipo: string }) => x.tipo === 'repregunta')).toMatchObject({
        iaPausada: true,
        ia: { metodo: 'integrado', motivoIntegrado: 'ia_pausada' },
      });
    } finally {
      await api('PUT', `/api/configuracion/empresa/${emp.empresaId}/pausa-ia`, { pausada: false });
    }
  });
});

describe('erased with the interview', () => {
  it('erasing the candidate deletes the answers that held them and the interview whose transcript did', async () => {
    const enCurso = await empezada();
    expect((await responder(enCurso.token, 0, { texto: RESPUESTA, senales: SENALES })).status).toBe(200);
    const terminada = await empezada();
    expect((await responder(terminada.token, 0, { texto: RESPUESTA, senales: SENALES })).status).toBe(200);
    expect((await stack.call('POST', urlPublica(terminada.token, '/finalizar'))).status).toBe(200);
    expect((await api('GET', `/api/entrevistas/${terminada.id}`)).body.data.transcripcion[0].senales).toEqual(SENALES);

    const r = await api('DELETE', `/api/candidatos/${emp.candidatoId}`);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(await item(enCurso.id, 0)).toBeUndefined();
    expect(await getItem(entrevistaKeys.entrevista(emp.empresaId, terminada.id))).toBeUndefined();
    expect(await getItem(entrevistaKeys.entrevista(emp.empresaId, enCurso.id))).toBeUndefined();
  });
});
