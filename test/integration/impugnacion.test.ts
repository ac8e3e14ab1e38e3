// The candidate's view on the assessment and request for a person's review (D150), against the local
// stack: sent from «Mis datos» with the access key for an interview of that email's candidate that
// has a report (another candidate's or company's interview is the same 404), one open at a time,
// the company's admins told; answered by a user who may review interviews (another company's user
// gets 404), the answer stored with who and when and whether a review was saved after the request,
// e-mailed to the candidate once and shown on «Mis datos»; erased with the candidate.
import { beforeAll, describe, expect, it } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { fmt, impugnacion as msg } from '../../shared/messages.js';
import { IMPUGNACION } from '../../shared/schemas/impugnacion.js';
import { impugnacionKeys } from '../../functions/lib/db/impugnaciones.js';
import { getItem } from '../../functions/lib/db/repository.js';
import { empresaConCandidato, entrevistaAnalizada as analizada, programarEntrevista, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo, pilaDelArchivo, type Session, usuarioConSesion } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
pilaDelArchivo({}, (pila) => (stack = pila.stack));

const LUCIA = 'lucia.impugna@correo.test';
const ASUNTO_LINK = 'Tu enlace para ver tus datos en Talentia';
const ASUNTO_RESPUESTA = 'Acme Opiniones ha respondido a tu opinión sobre la evaluación';

let acme: EmpresaPrueba;
let beta: EmpresaPrueba;
let operador: Session;
let acceso: string;
let entrevistaLucia: string;
let entrevistaSinInforme: string;
let entrevistaOscar: string;
let entrevistaBeta: string;
let entrevistaLucia2: string;

/** An analysed interview of `emp`'s candidate (the shared fixture): its id. */
const entrevistaAnalizada = async (emp: EmpresaPrueba) => (await analizada(stack, emp)).id;

const ruta = (empresaId: string, entrevistaId: string, clave = acceso) =>
  `/api/publico/mis-datos/${encodeURIComponent(clave)}/empresas/${empresaId}/entrevistas/${entrevistaId}/impugnacion`;
const impugnar = (empresaId: string, entrevistaId: string, body: unknown, clave = acceso) =>
  stack.call('POST', ruta(empresaId, entrevistaId, clave), { body });
const responder = (s: Session | null, entrevistaId: string, respuesta: unknown, extra: Record<string, unknown> = {}) =>
  stack.call('PUT', `/api/entrevistas/${entrevistaId}/impugnacion`, { ...(s ? { token: s.token } : {}), body: { respuesta, ...extra } });
const revisar = (s: Session, entrevistaId: string) =>
  stack.call('PUT', `/api/entrevistas/${entrevistaId}/validacion`, {
    token: s.token,
    body: {
      decision: 'recomendado',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Revisada a petición de la candidata: la coordinación está bien explicada.',
    },
  });
const pendientes = (s: Session) => stack.call('GET', '/api/informes/impugnaciones', { token: s.token });
const respuestasPorEmail = async () => (await mailsTo(stack, LUCIA)).filter((m) => m.subject === ASUNTO_RESPUESTA);

beforeAll(async () => {
  acme = await empresaConCandidato(stack, {
    nombreComercial: 'Acme Opiniones',
    licencias: 4,
    candidato: { nombre: 'Lucía Fernández', email: LUCIA },
  });
  beta = await empresaConCandidato(stack, { nombreComercial: 'Beta Ajena', licencias: 2 });
  operador = await usuarioConSesion(stack, acme.admin, { email: 'olga@acme-opiniones.test', rol: 'operador', nombre: 'Olga Pardo' });
  const otro = await stack.call('POST', '/api/candidatos', {
    token: acme.admin.token,
    body: { nombre: 'Óscar Vecino', email: 'oscar.vecino@correo.test', puesto: 'Dependiente' },
  });
  expect(otro.status).toBe(201);
  entrevistaOscar = await entrevistaAnalizada({ ...acme, candidatoId: otro.body.data.id, candidatoEmail: 'oscar.vecino@correo.test' });
  entrevistaLucia = await entrevistaAnalizada(acme);
  entrevistaSinInforme = (await programarEntrevista(stack, acme)).id;
  entrevistaBeta = await entrevistaAnalizada(beta);
  entrevistaLucia2 = await entrevistaAnalizada(acme);

  // Lucía's «Mis datos» access key, from the mailed link.
  expect((await stack.call('POST', '/api/publico/mis-datos/solicitud', { body: { email: LUCIA } })).status).toBe(200);
  const correo = (await mailsTo(stack, LUCIA)).filter((m) => m.subject === ASUNTO_LINK).at(-1)!;
  const token = /\/mis-datos#token=([A-Za-z0-9_-]+)/.exec(correo.body.text ?? correo.body.html ?? '')![1]!;
  const a = await stack.call('POST', '/api/publico/mis-datos/acceso', { body: { token } });
  expect(a.status, JSON.stringify(a.body)).toBe(200);
  acceso = a.body.data.acceso;
}, 120_000);

const OPINION = 'Creo que la puntuación de comunicación no refleja lo que expliqué sobre la coordinación del equipo.';
const RESPUESTA = 'Hemos vuelto a leer tus respuestas con una persona del equipo y hemos subido la valoración de comunicación.';

describe("the candidate's side", () => {
  it("refuses with the same 404 another candidate's interview, another company's, a foreign pairing and a bad key", async () => {
    for (const [empresaId, entrevistaId] of [
      [acme.empresaId, entrevistaOscar],
      [beta.empresaId, entrevistaBeta],
      [acme.empresaId, entrevistaBeta],
      [beta.empresaId, entrevistaLucia],
      [acme.empresaId, 'no-existe'],
    ] as const) {
      const r = await impugnar(empresaId, entrevistaId, { opinion: OPINION, pideRevision: true });
      expect(r.status, `${empresaId}/${entrevistaId}`).toBe(404);
    }
    expect((await impugnar(acme.empresaId, entrevistaLucia, { opinion: OPINION, pideRevision: true }, 'x'.repeat(43))).status).toBe(404);
    // Nothing was stored for any of them.
    expect(await getItem(impugnacionKeys.impugnacion(acme.empresaId, entrevistaOscar))).toBeUndefined();
    expect(await getItem(impugnacionKeys.impugnacion(beta.empresaId, entrevistaBeta))).toBeUndefined();
  });

  it('checks the view in Spanish, and an interview without a report cannot be contested', async () => {
    const vacia = await impugnar(acme.empresaId, entrevistaLucia, { opinion: '   ', pideRevision: false });
    expect(vacia.status).toBe(400);
    expect(JSON.stringify(vacia.body)).toContain(enVariante(msg.opinionObligatoria));
    const larga = await impugnar(acme.empresaId, entrevistaLucia, { opinion: 'a'.repeat(IMPUGNACION.opinionMax + 1), pideRevision: false });
    expect(larga.status).toBe(400);
    expect(JSON.stringify(larga.body)).toContain(fmt(enVariante(msg.opinionLarga), { max: IMPUGNACION.opinionMax }));
    const sinInforme = await impugnar(acme.empresaId, entrevistaSinInforme, { opinion: OPINION, pideRevision: false });
    expect(sinInforme.status).toBe(409);
    expect(sinInforme.body.error?.message ?? sinInforme.body.message).toBe(enVariante(msg.sinInforme));
  });

  it("sends one, tells the company's admins, and never two open at once", async () => {
    const r = await impugnar(acme.empresaId, entrevistaLucia, { opinion: `  ${OPINION}  `, pideRevision: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(enVariante(msg.enviada));
    expect(r.body.data).toEqual([
      { numero: 1, opinion: OPINION, pideRevision: true, enviadaEn: expect.any(String), estado: 'pendiente', respuesta: null },
    ]);
    const otra = await impugnar(acme.empresaId, entrevistaLucia, { opinion: 'Otra más', pideRevision: false });
    expect(otra.status).toBe(409);
    expect(otra.body.error?.message ?? otra.body.message).toBe(enVariante(msg.yaPendiente));

    const avisos = await stack.call('GET', '/api/notificaciones', { token: acme.admin.token });
    expect(JSON.stringify(avisos.body)).toContain(msg.avisoTituloRevision);
    // The other company hears nothing.
    expect(JSON.stringify((await stack.call('GET', '/api/notificaciones', { token: beta.admin.token })).body)).not.toContain(
      msg.avisoTituloRevision,
    );
  });
});

describe("the company's side", () => {
  it('shows it on the interview and in the pending list, to its own company only', async () => {
    const vista = await stack.call('GET', `/api/entrevistas/${entrevistaLucia}/impugnacion`, { token: operador.token });
    expect(vista.status, JSON.stringify(vista.body)).toBe(200);
    expect(vista.body.data).toMatchObject({ entrevistaId: entrevistaLucia, revisadaTrasPendiente: false });
    expect(vista.body.data.solicitudes).toHaveLength(1);
    const lista = await pendientes(acme.admin);
    expect(lista.body.data).toEqual([
      {
        entrevistaId: entrevistaLucia,
        candidatoNombre: 'Lucía Fernández',
        servicioNombre: expect.any(String),
        enviadaEn: expect.any(String),
        pideRevision: true,
      },
    ]);
    expect((await pendientes(beta.admin)).body.data).toEqual([]);
    expect((await stack.call('GET', `/api/entrevistas/${entrevistaLucia}/impugnacion`, { token: beta.admin.token })).status).toBe(404);
  });

  it('refuses an answer without a session, from another company, an empty one, and where none is open', async () => {
    expect((await responder(null, entrevistaLucia, RESPUESTA)).status).toBe(401);
    expect((await responder(beta.admin, entrevistaLucia, RESPUESTA)).status).toBe(404);
    const vacia = await responder(operador, entrevistaLucia, ' ');
    expect(vacia.status).toBe(400);
    expect(JSON.stringify(vacia.body)).toContain(msg.respuestaObligatoria);
    const ninguna = await responder(acme.admin, entrevistaOscar, RESPUESTA);
    expect(ninguna.status).toBe(409);
    expect(await respuestasPorEmail()).toHaveLength(0);
  });

  it("a request for a person's review is not answered before a review is saved (D160): 409, nothing stored or mailed", async () => {
    const r = await responder(operador, entrevistaLucia, RESPUESTA);
    expect(r.status, JSON.stringify(r.body)).toBe(409);
    expect(r.body.error?.message ?? r.body.message).toBe(msg.revisionNecesaria);
    expect(await respuestasPorEmail()).toHaveLength(0);
    expect((await pendientes(acme.admin)).body.data).toHaveLength(1);
  });

  it('an operator answers after saving a review: stored with who and when, e-mailed once, off the pending list', async () => {
    const rev = await revisar(operador, entrevistaLucia);
    expect(rev.status, JSON.stringify(rev.body)).toBe(200);
    const antes = await stack.call('GET', `/api/entrevistas/${entrevistaLucia}/impugnacion`, { token: operador.token });
    expect(antes.body.data.revisadaTrasPendiente).toBe(true);

    const r = await responder(operador, entrevistaLucia, RESPUESTA);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(msg.respondida);
    expect(r.body.data.revisadaTrasPendiente).toBeNull();
    expect(r.body.data.solicitudes[0]).toMatchObject({
      estado: 'respondida',
      respuesta: { texto: RESPUESTA, por: 'Olga Pardo', fecha: expect.any(String), revisionTrasSolicitud: true },
    });
    // A second answer (another tab) finds nothing open: the candidate gets one e-mail.
    expect((await responder(acme.admin, entrevistaLucia, 'Otra respuesta')).status).toBe(409);
    const correos = await respuestasPorEmail();
    expect(correos).toHaveLength(1);
    expect(correos[0]!.body.html).toContain('Hemos vuelto a leer tus respuestas');
    expect(correos[0]!.body.html).toContain('Olga Pardo');
    // The mail says a person reviewed it: one did, after the request.
    expect(correos[0]!.body.html).toContain(enVariante(msg.resultadoRevisada));
    expect((await pendientes(acme.admin)).body.data).toEqual([]);
    const item = await getItem<{ solicitudes: Array<{ respuesta: { porId: string; email: string } }> }>(
      impugnacionKeys.impugnacion(acme.empresaId, entrevistaLucia),
      { consistent: true },
    );
    expect(item!.solicitudes[0]!.respuesta).toMatchObject({ porId: operador.user.id, email: 'enviado' });
  });
});

describe('a review asked for, answered before any review (D160)', () => {
  const NO_CAMBIA = 'Todavía no hemos podido revisarla: la persona que lleva el proceso vuelve el lunes y la revisará entonces.';
  const RESULTADO = 'La hemos revisado: mantenemos la puntuación de comunicación y hemos anotado tu explicación.';

  it('says plainly that the assessment did not change and why; the e-mail and «Mis datos» agree; no review is claimed', async () => {
    expect((await impugnar(acme.empresaId, entrevistaLucia2, { opinion: OPINION, pideRevision: true })).status).toBe(200);
    const antes = (await respuestasPorEmail()).length;
    const r = await responder(operador, entrevistaLucia2, NO_CAMBIA, { sinCambios: true });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.solicitudes[0].respuesta).toMatchObject({ texto: NO_CAMBIA, revisionTrasSolicitud: false, sinCambios: true });
    expect(r.body.data.resultadoPendiente).toBe(false);
    const correo = (await respuestasPorEmail()).slice(antes);
    expect(correo).toHaveLength(1);
    expect(correo[0]!.body.html).toContain(enVariante(msg.resultadoSinRevision));
    expect(correo[0]!.body.html).not.toContain(enVariante(msg.resultadoRevisada));
    const datos = await stack.call('GET', `/api/publico/mis-datos/${encodeURIComponent(acceso)}`);
    const suya = datos.body.data.empresas.flatMap((e: any) => e.entrevistas).find((e: any) => e.id === entrevistaLucia2);
    expect(suya.impugnaciones[0].respuesta).toMatchObject({ revisionTrasSolicitud: false, sinCambios: true });
  });

  it('its outcome follows once a review is saved: refused before it, sent once after it, shown on «Mis datos»', async () => {
    const pronto = await responder(operador, entrevistaLucia2, RESULTADO);
    expect(pronto.status).toBe(409);
    expect(pronto.body.error?.message ?? pronto.body.message).toBe(msg.sinResultadoQueEnviar);
    expect((await revisar(operador, entrevistaLucia2)).status).toBe(200);
    const vista = await stack.call('GET', `/api/entrevistas/${entrevistaLucia2}/impugnacion`, { token: operador.token });
    expect(vista.body.data.resultadoPendiente).toBe(true);
    const antes = (await respuestasPorEmail()).length;
    const r = await responder(operador, entrevistaLucia2, RESULTADO);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(msg.resultadoEnviado);
    expect(r.body.data.solicitudes[0].respuesta.resultado).toEqual({ texto: RESULTADO, por: 'Olga Pardo', fecha: expect.any(String) });
    expect(r.body.data.resultadoPendiente).toBeNull();
    const correo = (await respuestasPorEmail()).slice(antes);
    expect(correo).toHaveLength(1);
    expect(correo[0]!.body.html).toContain(enVariante(msg.resultadoPosterior));
    expect(correo[0]!.body.html).toContain('mantenemos la puntuación');
    expect((await responder(acme.admin, entrevistaLucia2, 'Otra vez')).status).toBe(409);
    const datos = await stack.call('GET', `/api/publico/mis-datos/${encodeURIComponent(acceso)}`);
    const suya = datos.body.data.empresas.flatMap((e: any) => e.entrevistas).find((e: any) => e.id === entrevistaLucia2);
    expect(suya.impugnaciones[0].respuesta.resultado).toMatchObject({ texto: RESULTADO, por: 'Olga Pardo' });
  });
});

describe('«Mis datos» and erasure', () => {
  it('the page shows the view and the answer (who by name, when); another may be sent after the answer', async () => {
    const datos = await stack.call('GET', `/api/publico/mis-datos/${encodeURIComponent(acceso)}`);
    expect(datos.status).toBe(200);
    const entrevistas = datos.body.data.empresas.flatMap((e: { entrevistas: unknown[] }) => e.entrevistas);
    const suya = entrevistas.find((e: { id: string }) => e.id === entrevistaLucia);
    expect(suya.impugnaciones).toEqual([
      {
        numero: 1,
        opinion: OPINION,
        pideRevision: true,
        enviadaEn: expect.any(String),
        estado: 'respondida',
        respuesta: { texto: RESPUESTA, por: 'Olga Pardo', fecha: expect.any(String), revisionTrasSolicitud: true },
      },
    ]);
    expect(JSON.stringify(datos.body)).not.toContain(operador.user.id);
    expect(entrevistas.find((e: { id: string }) => e.id === entrevistaSinInforme).impugnaciones).toBeNull();

    const segunda = await impugnar(acme.empresaId, entrevistaLucia, {
      opinion: 'Gracias; aun así pido que miren la pregunta 2.',
      pideRevision: false,
    });
    expect(segunda.status, JSON.stringify(segunda.body)).toBe(200);
    expect(segunda.body.data.map((s: { numero: number; estado: string }) => [s.numero, s.estado])).toEqual([
      [1, 'respondida'],
      [2, 'pendiente'],
    ]);
  });

  it("the candidate's erasure deletes their views with the interview, and the pending mark", async () => {
    expect((await pendientes(acme.admin)).body.data).toHaveLength(1);
    // It is in the company's data file, beside the interview it concerns (D95, D150).
    const archivo = await stack.call('GET', '/api/datos/exportar', { token: acme.admin.token });
    expect(archivo.status).toBe(200);
    const elementos = archivo.body.data.datos[0].elementos as Array<{ sk: string; item: { solicitudes?: unknown[] } }>;
    expect(elementos.find((e) => e.sk === `IMPUGNACION#${entrevistaLucia}`)?.item.solicitudes).toHaveLength(2);
    const borrar = await stack.call('DELETE', `/api/candidatos/${acme.candidatoId}`, { token: acme.admin.token });
    expect(borrar.status, JSON.stringify(borrar.body)).toBe(200);
    expect(await getItem(impugnacionKeys.impugnacion(acme.empresaId, entrevistaLucia), { consistent: true })).toBeUndefined();
    expect((await pendientes(acme.admin)).body.data).toEqual([]);
  });
});
