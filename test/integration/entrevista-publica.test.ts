// The candidate's public interview endpoints through the local stack (D64): the token is the
// only credential and anything else is the same 404; consent (time and notice version) comes before
// any question and moves the interview to en_progreso; answers autosave one by one and survive a
// reload; "Finalizar" writes the transcript, makes it completada, retires the link (a second visit
// reads 'finalizada') and queues the analysis, which the worker records; the per-token limit holds;
// the token never reaches a log line of the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { TRANSICIONES_ENTREVISTA } from '../../shared/schemas/entrevista.js';
import { LIMITES_PUBLICO } from '../../shared/schemas/publico.js';
import { empresaKeys } from '../../functions/lib/db/empresas.js';
import { entrevistaKeys } from '../../functions/lib/db/entrevistas.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { entrevistasProgramadas } from '../../functions/lib/db/servicios-hr.js';
import { porEstadoEmpresa } from './contadores-empresa.js';
import { empresaConCandidatoDelArchivo, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo, type Session } from './fixtures.js';
import { enviarAviso } from '../../functions/lib/avisos/enviar.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let admin: Session;
let empresaId: string;
let candidatoId: string;
let emp: EmpresaPrueba;

const NO_DISPONIBLE =
  'Este enlace de entrevista no es válido o ya no está disponible. Si crees que es un error, escribe a la empresa que te invitó.';

empresaConCandidatoDelArchivo(
  { scheduler: false },
  {
    nombreComercial: 'Puerta Abierta',
    licencias: 2,
    email: 'privacidad@puerta.test',
    candidato: { puesto: 'Técnica de selección' },
  },
  async (hecha) => {
    ({ stack, emp } = hecha);
    ({ empresaId, admin, candidatoId } = emp);
  },
);

const programar = () => programarEntrevista(stack, emp);

const url = urlPublica;
const pagina = (token: string) => stack.call('GET', url(token));
const consentir = (token: string, version = AVISO_ENTREVISTA_VERSION) =>
  stack.call('POST', url(token, '/consentimiento'), { body: { acepto: true, version } });
const responder = (token: string, n: number, texto: string, mas: { terminada?: boolean } = {}) =>
  stack.call('PUT', url(token, `/respuestas/${n}`), { body: { texto, ...mas } });

describe('the state machine', () => {
  it('moves forward only, one step at a time; only a programada one may be cancelled', () => {
    expect(TRANSICIONES_ENTREVISTA).toEqual({
      programada: ['en_progreso', 'cancelada'],
      en_progreso: ['completada'],
      completada: ['analizada'],
      analizada: ['validada'],
      validada: [],
      cancelada: [],
    });
  });
});

describe('the public interview', () => {
  let entrevista: { id: string; token: string };

  beforeAll(async () => {
    entrevista = await programar();
  });

  it('answers the same 404 for an unknown, a malformed and a made-up token, on every route', async () => {
    for (const t of ['tok_1795417057606_aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'no-es-un-token', 'tok_1_x']) {
      for (const res of [
        await pagina(t),
        await consentir(t),
        await responder(t, 0, 'hola'),
        await stack.call('POST', url(t, '/finalizar')),
      ]) {
        expect(res.status).toBe(404);
        expect(res.body.message).toBe(NO_DISPONIBLE);
      }
    }
  });

  it('shows the welcome and the notices, and no question, until consent', async () => {
    const res = await pagina(entrevista.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const p = res.body.data;
    expect(p).toMatchObject({
      estado: 'pendiente',
      empresa: { nombre: 'Puerta Abierta' },
      puesto: 'Técnica de selección',
      servicio: { nombre: expect.any(String) },
      duracionEstimada: 60,
      consentimiento: null,
      preguntas: null,
      respuestas: null,
      vozDisponible: false,
    });
    expect(p.aviso.version).toBe(AVISO_ENTREVISTA_VERSION);
    expect(p.aviso.ia.join(' ')).toContain('Las decisiones sobre tu candidatura las toman personas de Puerta Abierta');
    expect(p.aviso.privacidad.join(' ')).toContain('privacidad@puerta.test');
    const antes = await responder(entrevista.token, 0, 'Me adelanto');
    expect(antes.status).toBe(409);
    expect(antes.body.message).toBe('Acepta el aviso antes de responder');
  });

  it('stores the consent with its time and version; the interview is en_progreso', async () => {
    const vieja = await consentir(entrevista.token, '2020-01-01');
    expect(vieja.status).toBe(409);
    expect(vieja.body.message).toBe('El aviso ha cambiado desde que lo abriste: vuelve a leerlo y acéptalo');
    const sin = await stack.call('POST', url(entrevista.token, '/consentimiento'), {
      body: { acepto: false, version: AVISO_ENTREVISTA_VERSION },
    });
    expect(sin.status).toBe(400);
    expect(JSON.stringify(sin.body)).toContain('Para empezar tienes que aceptar el aviso');

    const res = await consentir(entrevista.token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.estado).toBe('en_curso');
    expect(res.body.data.consentimiento).toMatchObject({ version: AVISO_ENTREVISTA_VERSION });
    expect(res.body.data.preguntas.length).toBeGreaterThan(3);
    expect(res.body.data.preguntas[0]).toEqual({ n: 0, fase: expect.any(String), texto: expect.any(String) });
    // What a question explores and its competency are for the reviewer, not the candidate.
    expect(JSON.stringify(res.body.data)).not.toMatch(/explora|competencia|rubrica/);

    const interna = (await stack.call('GET', `/api/entrevistas/${entrevista.id}`, { token: admin.token })).body.data;
    expect(interna.estado).toBe('en_progreso');
    expect(interna.historial.map((h: { estado: string }) => h.estado)).toEqual(['programada', 'en_progreso']);
    expect(await porEstadoEmpresa(empresaId)).toMatchObject({ programada: 0, en_progreso: 1 });
    // The template's count moves off the request path (D168): once its queue has drained.
    await stack.colas.idle();
    expect((await entrevistasProgramadas('entrevistas-profundidad')).total).toBe(0);
    // Consenting again changes nothing.
    expect((await consentir(entrevista.token)).body.data.consentimiento).toEqual(res.body.data.consentimiento);
  });

  it('saves answers one by one (a correction replaces), and a reload reads them back', async () => {
    expect((await responder(entrevista.token, 0, 'Lideré la migración de un sistema de nóminas.')).status).toBe(200);
    expect((await responder(entrevista.token, 1, 'Primer borrador')).status).toBe(200);
    const corregida = await responder(entrevista.token, 1, 'Negocié plazos con dos equipos y documenté el acuerdo.');
    expect(corregida.body.data).toMatchObject({ n: 1, origen: 'texto' });
    const fuera = await responder(entrevista.token, 400, 'x');
    expect(fuera.status).toBe(400);
    expect(fuera.body.message).toBe('Esa pregunta no existe en esta entrevista');
    const larga = await responder(entrevista.token, 2, 'x'.repeat(5001));
    expect(larga.status).toBe(400);
    const enorme = await stack.call('PUT', url(entrevista.token, '/respuestas/2'), {
      body: { texto: 'x'.repeat(4000), relleno: 'y'.repeat(20_000) },
    });
    expect(enorme.status).toBe(413);

    const p = (await pagina(entrevista.token)).body.data;
    expect(p.respuestas.map((r: { n: number; texto: string }) => [r.n, r.texto])).toEqual([
      [0, 'Lideré la migración de un sistema de nóminas.'],
      [1, 'Negocié plazos con dos equipos y documenté el acuerdo.'],
    ]);
  });

  it('keeps whether the candidate moved on from an answer, so a reload resumes on a draft (D82)', async () => {
    const terminadas = async () =>
      Object.fromEntries(
        (await pagina(entrevista.token)).body.data.respuestas.map((r: { n: number; terminada: boolean }) => [r.n, r.terminada]),
      );
    // Saved without saying (as before D82): finished, as the page always read them.
    expect(await terminadas()).toEqual({ 0: true, 1: true });

    // The autosave of a half-written answer: a draft, read back as one, with its text.
    const borrador = await responder(entrevista.token, 3, 'Empecé a contar', { terminada: false });
    expect(borrador.status, JSON.stringify(borrador.body)).toBe(200);
    expect(borrador.body.data).toMatchObject({ n: 3, texto: 'Empecé a contar', terminada: false });
    expect(await terminadas()).toEqual({ 0: true, 1: true, 3: false });
    // A save that does not say keeps what is stored; "Siguiente" says it is finished; a new edit makes it a draft again.
    expect((await responder(entrevista.token, 3, 'Empecé a contar un caso')).body.data.terminada).toBe(false);
    expect((await responder(entrevista.token, 3, 'Empecé a contar un caso', { terminada: true })).body.data.terminada).toBe(true);
    expect(await terminadas()).toEqual({ 0: true, 1: true, 3: true });
    expect((await responder(entrevista.token, 1, 'Negocié plazos con dos equipos', { terminada: false })).body.data.terminada).toBe(false);
    expect(await terminadas()).toEqual({ 0: true, 1: false, 3: true });
    const malo = await stack.call('PUT', url(entrevista.token, '/respuestas/3'), { body: { texto: 'x', terminada: 'sí' } });
    expect(malo.status).toBe(400);

    // Back to what the following steps expect.
    await responder(entrevista.token, 1, 'Negocié plazos con dos equipos y documenté el acuerdo.', { terminada: true });
    await responder(entrevista.token, 3, '', { terminada: true });
  });

  it('finishes: the transcript, completada, the link retired, the analysis queued and its report written', async () => {
    const res = await stack.call('POST', url(entrevista.token, '/finalizar'));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ data: { estado: 'finalizada' }, message: 'Gracias por completar la entrevista' });

    const interna = (await stack.call('GET', `/api/entrevistas/${entrevista.id}`, { token: admin.token })).body.data;
    // The local queue may already have analysed it (completada → analizada, D69).
    expect(['completada', 'analizada']).toContain(interna.estado);
    expect(interna.historial.map((h: { estado: string }) => h.estado)).toContain('completada');
    expect(interna.transcripcion[0]).toMatchObject({ n: 0, respuesta: 'Lideré la migración de un sistema de nóminas.', origen: 'texto' });
    expect(interna.transcripcion[2]).toMatchObject({ n: 2, respuesta: '', origen: null, respondidaEn: null });
    const porEstado = await porEstadoEmpresa(empresaId);
    expect(porEstado.en_progreso).toBe(0);
    expect(porEstado.completada + porEstado.analizada).toBe(1);
    // They are the statistics fractions' (D111): neither the finish nor the analysis writes them on the company record.
    const registro = await getItem<any>(empresaKeys.empresa(empresaId));
    expect(registro).not.toHaveProperty('entrevistasPorEstado');
    expect(registro).not.toHaveProperty('informesGenerados');

    const despues = await pagina(entrevista.token);
    expect(despues.status).toBe(200);
    expect(despues.body.data).toMatchObject({
      estado: 'finalizada',
      empresa: { nombre: 'Puerta Abierta' },
      preguntas: null,
      respuestas: null,
    });
    expect((await responder(entrevista.token, 0, 'otra')).status).toBe(404);
    expect((await stack.call('POST', url(entrevista.token, '/finalizar'))).status).toBe(404);
    expect((await stack.call('GET', `/api/entrevistas/${entrevista.id}/enlace`, { token: admin.token })).status).toBe(409);

    // The local queue runs the worker in the background: the report (no key here: the built-in analyzer).
    let item: any;
    for (let i = 0; i < 100 && item?.estado !== 'analizada'; i++) {
      item = await getItem<any>(entrevistaKeys.entrevista(empresaId, entrevista.id));
      if (item?.estado !== 'analizada') await new Promise((r) => setTimeout(r, 100));
    }
    expect(item).toMatchObject({ estado: 'analizada', analisis: { estado: 'ejecutada' } });
    expect(item.informeIA.procedencia).toMatchObject({ metodo: 'integrado', motivoIntegrado: 'sin_clave' });
  });

  it('mails the candidate, once, that the interview was received and what comes next (issue 65 item 7)', async () => {
    const recibidas = async () =>
      (await mailsTo(stack, emp.candidatoEmail)).filter((m) => m.subject === 'Hemos recibido tu entrevista con Puerta Abierta');
    let mails = await recibidas();
    for (let i = 0; i < 100 && mails.length === 0; i++) {
      await new Promise((r) => setTimeout(r, 100));
      mails = await recibidas();
    }
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.html).toContain('una persona de Puerta Abierta lo revisa antes de decidir');
    expect(mails[0]!.body.html).toContain('/mis-datos');
    const item = await getItem<any>(entrevistaKeys.entrevista(empresaId, entrevista.id));
    expect(item.avisoRecibida).toBe('enviado');
    // The queue delivers at least once: a second delivery of the same notice sends nothing.
    const m = { empresaId, entrevistaId: entrevista.id, aviso: 'recibida' as const };
    expect(await enviarAviso(m)).toBe('ya-avisado');
    expect(await recibidas()).toHaveLength(1);
    // A notice for an interview that is gone (erased) sends nothing either.
    expect(await enviarAviso({ ...m, entrevistaId: 'no-existe' })).toBe('sin-datos');
  });

  it('finishing needs at least one answer', async () => {
    const otra = await programar();
    await consentir(otra.token);
    await responder(otra.token, 0, '   ');
    const res = await stack.call('POST', url(otra.token, '/finalizar'));
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Responde al menos una pregunta antes de finalizar');
  });

  it(`a token gets at most ${LIMITES_PUBLICO.porToken} requests in 15 minutes, then 429 with Retry-After`, async () => {
    const otra = await programar();
    let ultima = { status: 0, headers: new Headers(), body: {} as any };
    for (let i = 0; i <= LIMITES_PUBLICO.porToken; i++) ultima = await pagina(otra.token);
    expect(ultima.status).toBe(429);
    expect(ultima.body.message).toBe('Demasiadas solicitudes: espera unos minutos y vuelve a intentarlo');
    expect(Number(ultima.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it("the candidate's export carries the interviews with consent and transcript; erasing the candidate erases them all", async () => {
    const exp = await stack.call('GET', `/api/candidatos/${candidatoId}/exportar`, { token: admin.token });
    expect(exp.status).toBe(200);
    const completada = exp.body.data.entrevistas.find((e: { id: string }) => e.id === entrevista.id);
    expect(completada).toMatchObject({ estado: 'analizada', consentimiento: { version: AVISO_ENTREVISTA_VERSION } });
    expect(completada.transcripcion[0].respuesta).toBe('Lideré la migración de un sistema de nóminas.');
    expect(exp.body.data.entrevistas).toHaveLength(3);

    const borrar = await stack.call('DELETE', `/api/candidatos/${candidatoId}`, { token: admin.token });
    expect(borrar.status, JSON.stringify(borrar.body)).toBe(200);
    expect(await getItem(entrevistaKeys.entrevista(empresaId, entrevista.id))).toBeUndefined();
    expect((await pagina(entrevista.token)).status).toBe(404);
    expect((await stack.call('GET', '/api/entrevistas', { token: admin.token })).body.data.items).toEqual([]);
    const empresa = await getItem<any>(empresaKeys.empresa(empresaId));
    // The two that started (the analysed one and the consented one) stay spent on the plan; only the programada one came back (D79).
    expect(empresa.uso.entrevistas).toBe(2);
    expect(await porEstadoEmpresa(empresaId)).toMatchObject({ programada: 0, en_progreso: 0, completada: 0 });
    // The template's count moves off the request path (D168): once its queue has drained.
    await stack.colas.idle();
    expect((await entrevistasProgramadas('entrevistas-profundidad')).total).toBe(0);
  });
});
