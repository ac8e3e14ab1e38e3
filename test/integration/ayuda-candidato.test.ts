// Adjustments and a person to reach (D172) against the local stack: the candidate asks from the
// interview's link (live or finished) or from «Mis datos»; bad input gets a Spanish 4xx and stores
// nothing; the same send twice is stored once; fifty sends at once take exactly the window's share
// (a conditional counter) and answer 429, never a 5xx; the admin is told (bell and e-mail) and the
// webhooks get `candidato.ajuste_solicitado` and `candidato.mensaje`; another company's user gets
// 404; the state rule: no review closes the interview as rejected while a request is open; an
// accepted «más tiempo» stretches the link and the recorder tenfold, and the Entrevistas list marks
// what waits for an answer until it is answered; erasing the candidate erases it. «Más tiempo» and «sin
// límite» only where a time limit exists (issue 65 item 7): Acme's interviews may be answered by voice
// (its Deepgram key, a fake on loopback), Beta's are written: there a Spanish 400 and nothing written.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { AYUDA } from '../../shared/ayuda-candidato.js';
import { LIMITES_PUBLICO } from '../../shared/publico-limites.js';
import { ayuda as msg, fmt, publico as msgPublico } from '../../shared/messages.js';
import { ayudaKeys, type AyudaItem } from '../../functions/lib/db/ayuda-candidato.js';
import { entrevistaKeys, type EntrevistaItem } from '../../functions/lib/db/entrevistas.js';
import { limiteKeys } from '../../functions/lib/db/limites.js';
import { getItem, queryAll } from '../../functions/lib/db/repository.js';
import type { EnvioItem } from '../../functions/lib/db/envios.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import {
  empresaConCandidato,
  hastaAnalizada,
  otroCandidato,
  programarEntrevista,
  urlPublica,
  type EmpresaPrueba,
} from './entrevista-fixtures.js';
import { mailsTo, pilaDelArchivo } from './fixtures.js';
import { proveedorFalso, receptorDeEventos, type ProveedorFalso } from './proveedor-falso.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
pilaDelArchivo({}, (pila) => (stack = pila.stack));

const LUCIA = 'lucia.ayuda@correo.test';
let acme: EmpresaPrueba;
let beta: EmpresaPrueba;
let receptor: Awaited<ReturnType<typeof receptorDeEventos>>;
let recibidas: Awaited<ReturnType<typeof receptorDeEventos>>['recibidas'];
let deepgram: ProveedorFalso;

beforeAll(async () => {
  acme = await empresaConCandidato(stack, {
    nombreComercial: 'Acme Ajustes',
    licencias: 10,
    admin: { nombre: 'Ada Admin', email: 'ada@acme-ajustes.test' },
    candidato: { nombre: 'Lucía Ayuda', email: LUCIA },
  });
  beta = await empresaConCandidato(stack, { nombreComercial: 'Beta Ajena Ayuda', licencias: 2 });
  // Acme's candidates may answer by voice (the recorder's time limit): its own Deepgram key, checked
  // against a fake on loopback. Beta has none: its interviews are written, with no time limit.
  deepgram = await proveedorFalso(['IA_BASE_URL_DEEPGRAM'], (_req, res) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ projects: [] }));
  });
  const clave = await stack.call('PUT', `/api/configuracion/empresa/${acme.empresaId}/apis/deepgram`, {
    token: acme.admin.token,
    body: { apiKey: 'dg' + 'K'.repeat(36) + 'ayu1' },
  });
  expect(clave.status, JSON.stringify(clave.body)).toBe(200);
  receptor = await receptorDeEventos();
  ({ recibidas } = receptor);
  const url = receptor.url;
  const w = await stack.call('POST', '/api/webhooks', {
    token: acme.admin.token,
    body: { url, eventos: ['candidato.ajuste_solicitado', 'candidato.mensaje'] },
  });
  expect(w.status, JSON.stringify(w.body)).toBe(201);
}, 120_000);
afterAll(async () => {
  await receptor?.cerrar();
  await deepgram?.cerrar();
});

const pedir = (token: string, body: unknown) => stack.call('POST', urlPublica(token, '/ayuda'), { body });
const mensaje = (token: string, texto: string) => pedir(token, { tipo: 'mensaje', texto });
const staff = (method: string, id: string, body?: unknown, token = acme.admin.token) =>
  stack.call(method, `/api/entrevistas/${id}/ayuda`, { token, ...(body ? { body } : {}) });
const item = (empresaId: string, id: string) => getItem<AyudaItem>(ayudaKeys.ayuda(empresaId, id));
const mensajeDe = (r: { body: any }) => r.body.error?.message ?? r.body.message;

/** Another candidate of Acme, for a test that changes or erases them. */
const otroDeAcme = (nombre: string, email: string) => otroCandidato(stack, acme, nombre, email);

describe('bad input', () => {
  it('empty, 10 000 characters, an unknown kind, «otro formato» without words, an unknown link: Spanish 4xx, nothing stored', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    const casos: Array<[unknown, number, string]> = [
      [{ tipo: 'mensaje', texto: '   ' }, 400, msg.mensajeObligatorio],
      [{ tipo: 'mensaje', texto: 'a'.repeat(10_000) }, 400, fmt(msg.textoLargo, { max: AYUDA.textoMax })],
      [{ tipo: 'ajuste', tipos: [], texto: '' }, 400, msg.tiposObligatorios],
      [{ tipo: 'ajuste', tipos: ['teletransporte'] }, 400, msg.tipoDesconocido],
      [{ tipo: 'ajuste', tipos: ['otro_formato'], texto: ' ' }, 400, msg.otroSinTexto],
      [{ tipo: 'ajuste', tipos: ['mas_tiempo'], texto: 'a'.repeat(10_000) }, 400, fmt(msg.textoLargo, { max: AYUDA.textoMax })],
    ];
    for (const [body, status, texto] of casos) {
      const r = await pedir(token, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(JSON.stringify(r.body)).toContain(enVariante(texto));
    }
    const desconocido = await mensaje('tok_1_' + 'x'.repeat(43), 'Hola');
    expect(desconocido.status).toBe(404);
    expect(mensajeDe(desconocido)).toBe(enVariante(msgPublico.noDisponible));
    expect(await item(acme.empresaId, id)).toBeUndefined();
  });

  it('markup is stored and answered as the text it is', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    const texto = '<script>alert("x")</script> <b>¿Puedo responder por escrito?</b>';
    const r = await mensaje(token, texto);
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.data.mensajes).toEqual([{ id: expect.any(String), de: 'candidato', texto, fecha: expect.any(String), por: null }]);
    expect((await item(acme.empresaId, id))!.mensajes[0]!.texto).toBe(texto);
  });
});

describe('the candidate asks and writes', () => {
  it('names who runs the process; stores an adjustment and a message once each; tells the admin by bell, e-mail and webhook', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    const pagina = await stack.call('GET', urlPublica(token, '/ayuda'));
    expect(pagina.status).toBe(200);
    expect(pagina.body.data.contacto).toEqual({ empresa: 'Acme Ajustes', persona: 'Ada Admin', email: expect.any(String) });
    // Answered by voice: the recorder's time limit, so the page offers «más tiempo».
    expect(pagina.body.data.limiteDeTiempo).toBe(true);
    expect((await stack.call('GET', urlPublica(token))).body.data.vozDisponible).toBe(true);
    recibidas.length = 0;
    const asuntos = async () => (await mailsTo(stack, 'ada@acme-ajustes.test')).map((m) => m.subject);
    const previos = await asuntos();

    const ajuste = { tipo: 'ajuste', tipos: ['mas_tiempo', 'respuestas_escritas'], texto: 'Tengo dislexia y necesito más tiempo.' };
    const a1 = await pedir(token, ajuste);
    expect(a1.status, JSON.stringify(a1.body)).toBe(200);
    expect(a1.body.message).toBe(enVariante(msg.ajusteEnviado));
    const a2 = await pedir(token, { ...ajuste, tipos: ['respuestas_escritas', 'mas_tiempo'] });
    expect(a2.body.message).toBe(enVariante(msg.yaEnviado));
    const m1 = await mensaje(token, '¿Con quién hablo si se corta la conexión?');
    const m2 = await mensaje(token, '  ¿Con quién hablo si se corta la conexión?  ');
    expect([m1.body.message, m2.body.message]).toEqual([enVariante(msg.mensajeEnviado), enVariante(msg.yaEnviado)]);
    const guardado = (await item(acme.empresaId, id))!;
    expect(guardado.ajustes).toHaveLength(1);
    expect(guardado.mensajes).toHaveLength(1);
    expect(guardado.ajustesAbiertos).toBe(1);

    // The notices leave through the outbox (issue 55): once its consumer drained.
    await stack.colas.idle();
    const notifs = await stack.call('GET', '/api/notificaciones', { token: acme.admin.token });
    const titulos = JSON.stringify(notifs.body.data);
    expect(titulos).toContain(msg.avisoAjusteTitulo);
    expect(titulos).toContain(msg.avisoMensajeTitulo);
    // One e-mail each: the repeats told nobody.
    const correos = (await asuntos()).slice(previos.length);
    expect(correos.sort()).toEqual([msg.avisoAjusteTitulo, msg.avisoMensajeTitulo].sort());

    const deEsta = recibidas.filter((r) => r.data.entrevista?.id === id);
    expect(deEsta.map((r) => r.type).sort()).toEqual(['candidato.ajuste_solicitado', 'candidato.mensaje']);
    const evAjuste = deEsta.find((r) => r.type === 'candidato.ajuste_solicitado')!;
    expect(evAjuste.data.ajuste).toMatchObject({ numero: 1, tipos: ['mas_tiempo', 'respuestas_escritas'] });
    // Ids and kinds only: the words are read through the API.
    expect(JSON.stringify(deEsta)).not.toContain('dislexia');
    expect(evAjuste.data.enlaces.api).toBe(`/api/entrevistas/${id}/ayuda`);
  });

  it('a written interview has no time limit: «más tiempo» and «sin límite» get a Spanish 400 and nothing is written; other kinds go (issue 65 item 7)', async () => {
    const { id, token } = await programarEntrevista(stack, beta);
    expect((await stack.call('GET', urlPublica(token))).body.data.vozDisponible).toBe(false);
    const pagina = await stack.call('GET', urlPublica(token, '/ayuda'));
    expect(pagina.status).toBe(200);
    expect(pagina.body.data.limiteDeTiempo).toBe(false);
    for (const tipos of [['mas_tiempo'], ['sin_limite'], ['interprete', 'mas_tiempo']]) {
      const r = await pedir(token, { tipo: 'ajuste', tipos, texto: 'Leo despacio.' });
      expect(r.status, JSON.stringify(tipos)).toBe(400);
      expect(mensajeDe(r)).toBe(enVariante(msg.sinLimiteDeTiempo));
    }
    // Nothing stored, nobody told, not even a send counted.
    expect(await item(beta.empresaId, id)).toBeUndefined();
    expect(await getItem(limiteKeys.ayuda(id))).toBeUndefined();
    const otro = await pedir(token, { tipo: 'ajuste', tipos: ['interprete'], texto: 'Lengua de signos.' });
    expect(otro.status, JSON.stringify(otro.body)).toBe(200);
    expect(otro.body.data.limiteDeTiempo).toBe(false);
    expect((await item(beta.empresaId, id))!.ajustes.map((a) => a.tipos)).toEqual([['interprete']]);
  });

  it('fifty sends at once: exactly the window’s share is stored, the rest is a Spanish 429, no 5xx', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    const r = await Promise.all(Array.from({ length: 50 }, (_, i) => mensaje(token, `Mensaje número ${i}`)));
    const codigos = r.map((x) => x.status);
    expect(codigos.filter((c) => c >= 500)).toEqual([]);
    expect(codigos.filter((c) => c === 200)).toHaveLength(AYUDA.porVentana);
    expect(codigos.filter((c) => c === 429)).toHaveLength(50 - AYUDA.porVentana);
    expect(mensajeDe(r.find((x) => x.status === 429)!)).toBe(enVariante(msg.demasiadas));
    expect((await item(acme.empresaId, id))!.mensajes).toHaveLength(AYUDA.porVentana);
  });

  it('from «Mis datos», for an interview of the proved email; another candidate’s interview is a 404', async () => {
    const { id } = await programarEntrevista(stack, acme);
    const { id: ajena } = await programarEntrevista(stack, beta);
    expect((await stack.call('POST', '/api/publico/mis-datos/solicitud', { body: { email: LUCIA } })).status).toBe(200);
    const correo = (await mailsTo(stack, LUCIA)).filter((m) => m.subject === 'Tu enlace para ver tus datos en Talentia').at(-1)!;
    const tk = /\/mis-datos#token=([A-Za-z0-9_-]+)/.exec(correo.body.text ?? correo.body.html ?? '')![1]!;
    const acceso = (await stack.call('POST', '/api/publico/mis-datos/acceso', { body: { token: tk } })).body.data.acceso as string;
    const ruta = (empresaId: string, entrevistaId: string) =>
      `/api/publico/mis-datos/${encodeURIComponent(acceso)}/empresas/${empresaId}/entrevistas/${entrevistaId}/ayuda`;
    const r = await stack.call('POST', ruta(acme.empresaId, id), { body: { tipo: 'mensaje', texto: 'Escribo desde Mis datos.' } });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect((await stack.call('POST', ruta(beta.empresaId, ajena), { body: { tipo: 'mensaje', texto: 'Hola' } })).status).toBe(404);
    expect((await stack.call('POST', ruta(acme.empresaId, ajena), { body: { tipo: 'mensaje', texto: 'Hola' } })).status).toBe(404);
    expect(await item(beta.empresaId, ajena)).toBeUndefined();
    const datos = await stack.call('GET', `/api/publico/mis-datos/${encodeURIComponent(acceso)}`);
    const entrevista = datos.body.data.empresas
      .flatMap((e: { entrevistas: Array<{ id: string }> }) => e.entrevistas)
      .find((e: { id: string }) => e.id === id);
    expect(entrevista.ayuda.mensajes.map((m: { texto: string }) => m.texto)).toEqual(['Escribo desde Mis datos.']);
  });
});

describe('the company answers', () => {
  it('another company’s user gets 404 reading or answering', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    await mensaje(token, 'Hola, ¿me oís?');
    expect((await staff('GET', id, undefined, beta.admin.token)).status).toBe(404);
    expect((await staff('POST', id, { tipo: 'mensaje', texto: 'Colado' }, beta.admin.token)).status).toBe(404);
    expect((await item(acme.empresaId, id))!.mensajes).toHaveLength(1);
  });

  it('the state rule: no review closes it as rejected while a request is open; answered, it may', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    await hastaAnalizada(stack, acme, token, id);
    // The end screen keeps its help: not more time (nothing left to stretch), but a person, yes.
    expect((await stack.call('GET', urlPublica(token, '/ayuda'))).body.data.limiteDeTiempo).toBe(false);
    const tarde = await pedir(token, { tipo: 'ajuste', tipos: ['sin_limite'] });
    expect(tarde.status).toBe(409);
    expect(mensajeDe(tarde)).toBe(enVariante(msg.terminadaTiempo));
    const persona = await pedir(token, { tipo: 'ajuste', tipos: ['persona'], texto: 'Prefiero hablar con alguien del equipo.' });
    expect(persona.status, JSON.stringify(persona.body)).toBe(200);

    const revision = (decision: string, estadoCandidato?: string) =>
      stack.call('PUT', `/api/entrevistas/${id}/validacion`, {
        token: acme.admin.token,
        body: { decision, comentario: 'Revisada.', motivoCambio: 'Leídas las citas', ...(estadoCandidato ? { estadoCandidato } : {}) },
      });
    const rechazo = await revision('no_recomendado');
    expect(rechazo.status).toBe(409);
    expect(mensajeDe(rechazo)).toBe(msg.rechazoConAjuste);
    const rechazoCandidato = await revision('en_duda', 'rechazado');
    expect(rechazoCandidato.status).toBe(409);
    expect(mensajeDe(rechazoCandidato)).toBe(msg.rechazoConAjuste);
    expect((await getItem<EntrevistaItem>(entrevistaKeys.entrevista(acme.empresaId, id)))!.estado).toBe('analizada');

    const vista = await staff('GET', id);
    expect(vista.body.data).toMatchObject({ ajustesPendientes: 1, ajustes: [{ numero: 1, estado: 'pendiente', tipos: ['persona'] }] });
    const r = await staff('POST', id, { tipo: 'ajuste', numero: 1, aceptado: true, texto: 'Te llamamos el lunes a las 10.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(msg.ajusteRespondido);
    const otra = await staff('POST', id, { tipo: 'ajuste', numero: 1, aceptado: false, texto: 'Otra vez' });
    expect(otra.status).toBe(409);
    expect(mensajeDe(otra)).toBe(msg.noPendiente);
    expect((await revision('no_recomendado')).status).toBe(200);
  });

  it('the same rule on the Candidatos screen: the candidate is not moved to rechazado while a request is open', async () => {
    const emp = await otroDeAcme('Rita Regla', 'rita.regla@correo.test');
    const { id, token } = await programarEntrevista(stack, emp);
    await pedir(token, { tipo: 'ajuste', tipos: ['respuestas_habladas'], texto: '' });
    const rechazar = () =>
      stack.call('PUT', `/api/candidatos/${emp.candidatoId}`, { token: acme.admin.token, body: { estado: 'rechazado' } });
    const r = await rechazar();
    expect(r.status).toBe(409);
    expect(mensajeDe(r)).toBe(msg.rechazoConAjuste);
    expect(
      (await staff('POST', id, { tipo: 'ajuste', numero: 1, aceptado: false, texto: 'Esta entrevista es solo escrita.' })).status,
    ).toBe(200);
    expect((await rechazar()).status).toBe(200);
  });

  it('accepting «más tiempo» stretches the link and the recorder tenfold; the candidate gets the answers by e-mail and on the page', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    const antes = (await getItem<EntrevistaItem>(entrevistaKeys.entrevista(acme.empresaId, id)))!;
    // The Entrevistas list marks what the candidate waits for (D172), on a page and in a search alike.
    const enLista = async () => {
      const [pagina, busqueda] = await Promise.all(
        ['/api/entrevistas?limit=100', `/api/entrevistas?candidatoId=${acme.candidatoId}`].map((u) =>
          stack.call('GET', u, { token: acme.admin.token }),
        ),
      );
      return [pagina, busqueda].map((r) => {
        expect(r.status, JSON.stringify(r.body)).toBe(200);
        const e = r.body.data.items.find((x: { id: string }) => x.id === id);
        expect(e, 'la entrevista está en la lista').toBeTruthy();
        return e.ayudaPendiente ?? null;
      });
    };
    expect(await enLista()).toEqual([null, null]);
    await pedir(token, { tipo: 'ajuste', tipos: ['mas_tiempo'], texto: '' });
    expect(await enLista()).toEqual(Array(2).fill({ ajustes: 1, mensaje: false }));
    await mensaje(token, '¿Puedo hacer pausas?');
    expect(await enLista()).toEqual(Array(2).fill({ ajustes: 1, mensaje: true }));
    expect((await staff('POST', id, { tipo: 'ajuste', numero: 1, aceptado: true, texto: 'Sí: tendrás diez veces más.' })).status).toBe(200);
    expect(await enLista()).toEqual(Array(2).fill({ ajustes: 0, mensaje: true }));
    const m = await staff('POST', id, { tipo: 'mensaje', texto: 'Claro, las que necesites.' });
    expect(m.status).toBe(200);
    expect(m.body.data).toMatchObject({ ajustesPendientes: 0, mensajeSinResponder: false, tiempoAmpliado: true });
    expect(await enLista()).toEqual([null, null]);

    const despues = (await getItem<EntrevistaItem>(entrevistaKeys.entrevista(acme.empresaId, id)))!;
    const fin = Date.parse(antes.fechaProgramada) + antes.duracionEstimada * 60_000;
    expect(Date.parse(despues.tokenExpiraEn) - fin).toBeGreaterThanOrEqual(10 * (Date.parse(antes.tokenExpiraEn) - fin));
    const tokenItem = await getItem<{ expiraEn: string }>(entrevistaKeys.token(antes.tokenHash));
    expect(tokenItem!.expiraEn).toBe(despues.tokenExpiraEn);
    const pagina = await stack.call('GET', urlPublica(token));
    expect(pagina.body.data.grabacionMaxSegundos).toBe(LIMITES_PUBLICO.audioMaxSegundos * 10);

    const ayuda = await stack.call('GET', urlPublica(token, '/ayuda'));
    expect(ayuda.body.data.ajustes[0]).toMatchObject({
      estado: 'aceptado',
      respuesta: { texto: 'Sí: tendrás diez veces más.', por: 'Ada Admin' },
    });
    expect(ayuda.body.data.mensajes.map((x: { de: string }) => x.de)).toEqual(['candidato', 'empresa']);
    // The answers' e-mails leave through the outbox (issue 55): once its consumer drained.
    await stack.colas.idle();
    const asuntos = (await mailsTo(stack, LUCIA)).map((x) => x.subject);
    expect(asuntos).toContain('Acme Ajustes ha aceptado el ajuste que pediste');
    expect(asuntos).toContain('Acme Ajustes te ha respondido');
  });
});

describe("the company's notice leaves through the outbox (issue 55)", () => {
  const COLA = 'enviar-avisos';
  const pendientes = () => queryAll<EnvioItem>({ pk: tenantPk(acme.empresaId), skPrefix: `ENVIO#${COLA}#`, consistent: true });
  const asuntos = async () => (await mailsTo(stack, 'ada@acme-ajustes.test')).map((m) => m.subject);
  afterAll(() => stack.colas.reanudar(COLA));

  it('with the queue held the request commits with its outbox record (ids only) and sends nothing; drained, bell and mail arrive once; three deliveries mail once', async () => {
    const { id, token } = await programarEntrevista(stack, acme);
    await stack.colas.idle();
    const previos = (await asuntos()).length;
    stack.colas.pausar(COLA);
    const r = await mensaje(token, 'Soy sorda: ¿podéis escribirme en vez de llamar?');
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const [envio, ...otros] = (await pendientes()).filter((e) => e.trabajo.startsWith(`${id}-`));
    expect(otros).toEqual([]);
    const mensajeId = (await item(acme.empresaId, id))!.mensajes[0]!.id;
    expect(envio!.mensaje).toMatchObject({ empresaId: acme.empresaId, entrevistaId: id, aviso: 'mensaje', mensajeId });
    expect(JSON.stringify(envio)).not.toContain('sorda');
    expect((await asuntos()).length).toBe(previos);
    const campana = async () =>
      JSON.stringify((await stack.call('GET', '/api/notificaciones', { token: acme.admin.token })).body.data).split(`ayuda-${id}-mensaje`)
        .length - 1;
    expect(await campana()).toBe(0);

    // The queue delivers it three times (a redelivery, the sweep): one mail, one bell.
    const { handler } = await import('../../functions/jobs/enviar-avisos.js');
    const evento = { Records: [{ body: JSON.stringify(envio!.mensaje), attributes: { ApproximateReceiveCount: '1' } }] } as never;
    const resultados = [await handler(evento), await handler(evento)];
    stack.colas.reanudar(COLA);
    await stack.colas.idle();
    expect(resultados.flat()).toEqual(['enviado', 'ya-avisado']);
    expect((await asuntos()).slice(previos)).toEqual([msg.avisoMensajeTitulo]);
    expect((await item(acme.empresaId, id))!.mensajes[0]!.avisadoEn).toEqual(expect.any(String));
    expect(await pendientes()).toEqual([]);
    expect(stack.colas.muertos(COLA)).toEqual([]);
  });

  it("with the queue held the company's answer commits with its outbox record and mails nothing; drained, the candidate gets it once and the answer records it", async () => {
    const emp = await otroDeAcme('Nora Notificada', 'nora.notificada@correo.test');
    const { id, token } = await programarEntrevista(stack, emp);
    await pedir(token, { tipo: 'ajuste', tipos: ['interprete'], texto: 'Lengua de signos, por favor.' });
    await stack.colas.idle();
    const deNora = async () => (await mailsTo(stack, emp.candidatoEmail)).filter((m) => m.subject.startsWith('Acme Ajustes ha')).length;
    stack.colas.pausar(COLA);
    const r = await staff('POST', id, { tipo: 'ajuste', numero: 1, aceptado: true, texto: 'Habrá intérprete el día de la entrevista.' });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    expect(r.body.message).toBe(msg.ajusteRespondido);
    const [envio, ...otros] = (await pendientes()).filter((e) => e.trabajo.startsWith(`${id}-`));
    expect(otros).toEqual([]);
    expect(envio!.mensaje).toMatchObject({ entrevistaId: id, aviso: 'respuesta-ajuste', numero: 1 });
    expect(JSON.stringify(envio)).not.toContain('intérprete');
    expect(await deNora()).toBe(0);
    expect((await item(acme.empresaId, id))!.ajustes[0]!.respuesta!.email).toBeNull();
    stack.colas.reanudar(COLA);
    await stack.colas.idle();
    expect(await deNora()).toBe(1);
    const respuesta = (await item(acme.empresaId, id))!.ajustes[0]!.respuesta!;
    expect(respuesta).toMatchObject({ email: 'enviado', avisadoEn: expect.any(String) });
  });

  it("an erased interview's pending notice sends nothing", async () => {
    const emp = await otroDeAcme('Elena Esfumada', 'elena.esfumada@correo.test');
    const { id, token } = await programarEntrevista(stack, emp);
    await stack.colas.idle();
    const previos = (await asuntos()).length;
    stack.colas.pausar(COLA);
    expect((await pedir(token, { tipo: 'ajuste', tipos: ['interprete'], texto: 'Lengua de signos.' })).status).toBe(200);
    expect((await pendientes()).filter((e) => e.trabajo.startsWith(`${id}-`))).toHaveLength(1);
    const d = await stack.call('DELETE', `/api/candidatos/${emp.candidatoId}`, { token: acme.admin.token });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    stack.colas.reanudar(COLA);
    await stack.colas.idle();
    expect((await asuntos()).length).toBe(previos);
    expect((await pendientes()).filter((e) => e.trabajo.startsWith(`${id}-`))).toEqual([]);
    expect(stack.colas.muertos(COLA)).toEqual([]);
  });
});

describe('erasure', () => {
  it('erasing the candidate erases their requests and messages; the link is then the same 404', async () => {
    const emp = await otroDeAcme('Borja Borrable', 'borja.borrable@correo.test');
    const { id, token } = await programarEntrevista(stack, emp);
    await pedir(token, { tipo: 'ajuste', tipos: ['interprete'], texto: 'Lengua de signos.' });
    expect(await item(acme.empresaId, id)).toBeDefined();
    const d = await stack.call('DELETE', `/api/candidatos/${emp.candidatoId}`, { token: acme.admin.token });
    expect(d.status, JSON.stringify(d.body)).toBe(200);
    expect(await item(acme.empresaId, id)).toBeUndefined();
    const r = await mensaje(token, 'Hola');
    expect(r.status).toBe(404);
    expect(mensajeDe(r)).toBe(enVariante(msgPublico.noDisponible));
  });
});
