// «Mis datos» (D148), the candidate's right of access, against the local stack: the link proves the
// email (only its mailbox gets it), works once and for MIS_DATOS.validezMinutos (the clock moved),
// the request answers the same for a known and an unknown address and is rate-limited per address
// and per source, and the page shows every stored personal field of that email's candidates, in
// every company that holds one, and nothing of another candidate or company.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { enVariante } from '../../shared/espanol.js';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { MIS_DATOS } from '../../shared/constants.js';
import { explicarUsoIA } from '../../shared/mis-datos-explicacion.js';
import { fmt, misDatos as msg } from '../../shared/messages.js';
import { getCandidato, hashEmailTitular } from '../../functions/lib/db/candidatos.js';
import { getDiseno, getEntrevista } from '../../functions/lib/db/entrevistas.js';
import { fichasDelTitular } from '../../functions/lib/db/mis-datos.js';
import { getItem, putItem } from '../../functions/lib/db/repository.js';
import { recordarEntrevistas } from '../../functions/lib/entrevistas/recordatorios.js';
import { reconciliarContadores } from '../../functions/lib/sistema/reconciliar.js';
import { empresaConCandidato, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo, pilaDelArchivo, postDesde } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
pilaDelArchivo({}, (pila) => (stack = pila.stack));

const ASUNTO = 'Tu enlace para ver tus datos en Talentia';
const SOLICITADA = fmt(enVariante(msg.solicitada), { minutos: MIS_DATOS.validezMinutos });

const solicitar = (email: string, source = '127.0.0.1') => postDesde(stack, '/api/publico/mis-datos/solicitud', { email }, source);
const abrir = (token: string) => stack.call('POST', '/api/publico/mis-datos/acceso', { body: { token } });
const leer = (acceso: string) => stack.call('GET', `/api/publico/mis-datos/${encodeURIComponent(acceso)}`);

/** The «Mis datos» mails that reached `email`. */
const correos = async (email: string) => (await mailsTo(stack, email)).filter((m) => m.subject === ASUNTO);

/** The token of the newest «Mis datos» link mailed to `email`. */
async function tokenDelCorreo(email: string): Promise<string> {
  const last = (await correos(email)).at(-1);
  expect(last, `no «Mis datos» mail reached ${email}`).toBeDefined();
  const m = /\/mis-datos#token=([A-Za-z0-9_-]+)/.exec(last!.body.text ?? last!.body.html ?? '');
  expect(m, 'the mail carries the link').not.toBeNull();
  return m![1]!;
}

/** Asks for a link from `source`, opens it, answers the access key. */
async function accesoPara(email: string, source: string): Promise<string> {
  expect((await solicitar(email, source)).status).toBe(200);
  const r = await abrir(await tokenDelCorreo(email));
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data.acceso;
}

const LUCIA = 'lucia.titular@correo.test';
const RESPUESTA_LUCIA =
  'Coordiné un equipo de cinco personas en el almacén de Zaragoza y redujimos los plazos de entrega un 20 % en seis meses.';
const RESPUESTA_OTRO = 'Respuesta de Óscar que nadie más debe ver: gestioné el inventario de la tienda de Vigo durante dos años.';

let acme: EmpresaPrueba;
let beta: EmpresaPrueba;
let gamma: EmpresaPrueba;
let otroEnAcme: string;
let entrevistaAcme: string;

/** Schedules, consents, answers `texto` to the first question and finishes; waits for the built-in analyzer's report. */
async function entrevistaCompleta(emp: EmpresaPrueba, texto: string): Promise<{ id: string; token: string }> {
  const { id, token } = await programarEntrevista(stack, emp);
  expect(
    (await stack.call('POST', urlPublica(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } })).status,
  ).toBe(200);
  expect((await stack.call('PUT', urlPublica(token, '/respuestas/0'), { body: { texto } })).status).toBe(200);
  expect((await stack.call('POST', urlPublica(token, '/finalizar'))).status).toBe(200);
  for (let i = 0; i < 150; i++) {
    const r = await stack.call('GET', `/api/entrevistas/${id}`, { token: emp.admin.token });
    if (r.body.data?.estado === 'analizada') return { id, token };
    await new Promise((res) => setTimeout(res, 100));
  }
  throw new Error(`interview ${id} was not analysed`);
}

let tokenEntrevistaAcme: string;

beforeAll(async () => {
  acme = await empresaConCandidato(stack, {
    nombreComercial: 'Acme Derechos',
    email: 'privacidad@acme-derechos.test',
    licencias: 3,
    admin: { nombre: 'Adela Ruiz' },
    candidato: { nombre: 'Lucía Fernández', email: LUCIA, puesto: 'Jefa de almacén' },
  });
  beta = await empresaConCandidato(stack, {
    nombreComercial: 'Beta Logística',
    licencias: 2,
    // The same person, typed with another case: one email.
    candidato: { nombre: 'Lucía F.', email: 'Lucia.Titular@correo.test', puesto: 'Operaria' },
  });
  gamma = await empresaConCandidato(stack, {
    nombreComercial: 'Gamma Ajena',
    licencias: 1,
    candidato: { nombre: 'Germán Ajeno', email: 'german@otro.test', puesto: 'Contable' },
  });
  // Every profile field of Lucía's at Acme filled in, in an area.
  const area = await stack.call('POST', '/api/areas', {
    token: acme.admin.token,
    body: { nombreArea: 'Logística norte', descripcionArea: 'Almacenes' },
  });
  expect(area.status, JSON.stringify(area.body)).toBe(201);
  const edit = await stack.call('PUT', `/api/candidatos/${acme.candidatoId}`, {
    token: acme.admin.token,
    body: {
      telefono: '+34 600 111 222',
      posicion: 'Responsable de turno',
      experiencia_años: 7,
      habilidades: ['Gestión de equipos', 'SAP'],
      areaId: area.body.data.id,
    },
  });
  expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  // Another candidate of Acme, with an interview of their own.
  const otro = await stack.call('POST', '/api/candidatos', {
    token: acme.admin.token,
    body: { nombre: 'Óscar Vecino', email: 'oscar.vecino@correo.test', puesto: 'Dependiente', telefono: '+34 699 999 999' },
  });
  expect(otro.status).toBe(201);
  otroEnAcme = otro.body.data.id;
  await entrevistaCompleta({ ...acme, candidatoId: otroEnAcme, candidatoEmail: 'oscar.vecino@correo.test' }, RESPUESTA_OTRO);
  // Lucía's interview at Acme: finished, analysed, reviewed.
  const hecha = await entrevistaCompleta(acme, RESPUESTA_LUCIA);
  entrevistaAcme = hecha.id;
  tokenEntrevistaAcme = hecha.token;
  const rev = await stack.call('PUT', `/api/entrevistas/${entrevistaAcme}/validacion`, {
    token: acme.admin.token,
    body: {
      decision: 'en_duda',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Buen ejemplo de coordinación; faltan datos de herramientas.',
    },
  });
  expect(rev.status, JSON.stringify(rev.body)).toBe(200);
}, 120_000);

describe('asking for the link', () => {
  it('answers the same, in the same shape, for a known and an unknown address; only the known one gets a mail', async () => {
    const conocido = await solicitar(LUCIA, '127.0.0.2');
    const desconocido = await solicitar('nadie.conocido@correo.test', '127.0.0.2');
    expect(conocido.status).toBe(200);
    expect(desconocido).toEqual(conocido);
    expect(conocido.body).toEqual({ success: true, data: null, message: SOLICITADA });
    expect(await correos(LUCIA)).toHaveLength(1);
    expect(await correos('nadie.conocido@correo.test')).toHaveLength(0);
    // The mail is in Spanish and says what the link is for and for how long.
    const mail = (await correos(LUCIA))[0]!;
    expect(mail.body.text).toContain(`El enlace caduca en ${MIS_DATOS.validezMinutos} minutos y solo se puede usar una vez.`);
  });

  it('is refused past the limit per address, known or not, with Retry-After, in Spanish', async () => {
    for (const [email, source] of [
      ['limite.desconocido@correo.test', '127.0.0.3'],
      // Known, typed with other case: the count is the address's.
      ['Oscar.Vecino@correo.test', '127.0.0.4'],
    ] as const) {
      // At once: each answer takes at least the minimum time, and the window's count is a conditional write.
      const dentro = await Promise.all(Array.from({ length: MIS_DATOS.porEmail }, () => solicitar(email, source)));
      expect(dentro.map((r) => r.status)).toEqual(Array(MIS_DATOS.porEmail).fill(200));
      const pasado = await solicitar(email.toLowerCase(), source === '127.0.0.3' ? '127.0.0.13' : '127.0.0.14');
      expect(pasado.status).toBe(429);
      expect(pasado.body.message).toMatch(/^Has pedido demasiados enlaces\. Espera \d+ minutos? y vuelve a intentarlo\.$/);
      expect(Number(pasado.retryAfter)).toBeGreaterThan(0);
    }
    expect(await correos('oscar.vecino@correo.test')).toHaveLength(MIS_DATOS.porEmail);
  });

  it('is refused past the limit per source address, whatever the emails', async () => {
    // Sent at once: the source's count is one conditional write per request, so exactly the limit gets through.
    const dentro = await Promise.all(
      Array.from({ length: MIS_DATOS.porOrigen }, (_, i) => solicitar(`visitante${i}@correo.test`, '127.0.0.5')),
    );
    expect(dentro.map((r) => r.status)).toEqual(Array(MIS_DATOS.porOrigen).fill(200));
    const pasado = await solicitar('otro.visitante@correo.test', '127.0.0.5');
    expect(pasado.status).toBe(429);
    expect(Number(pasado.retryAfter)).toBeGreaterThan(0);
    // Another source is not held back by it.
    expect((await solicitar('otro.visitante@correo.test', '127.0.0.6')).status).toBe(200);
  });

  it("from the interview's end screen: the link goes to the interview's candidate; an unknown token is the public 404", async () => {
    const antes = (await correos('oscar.vecino@correo.test')).length;
    const desdeFin = await postDesde(stack, urlPublica(tokenEntrevistaAcme, '/mis-datos'), {}, '127.0.0.7');
    expect(desdeFin.status, JSON.stringify(desdeFin.body)).toBe(200);
    expect(desdeFin.body).toEqual({ success: true, data: null, message: SOLICITADA });
    // Lucía's interview: her mailbox, not the other candidate's.
    expect(await correos(LUCIA)).toHaveLength(2);
    expect(await correos('oscar.vecino@correo.test')).toHaveLength(antes);
    const falso = await postDesde(stack, urlPublica('tok_0_noexiste', '/mis-datos'), {}, '127.0.0.7');
    expect(falso.status).toBe(404);
  });
});

describe('reaching «Mis datos» without being held up (issue 54 item 5, D160)', () => {
  it("the invitation and the interview's notice say how to reach «Mis datos»", async () => {
    const { token } = await programarEntrevista(stack, gamma);
    const invitacion = (await mailsTo(stack, gamma.candidatoEmail)).filter((m) => /te invita a una entrevista/.test(m.subject)).at(-1)!;
    expect(invitacion.body.html).toMatch(/«Mis datos»/);
    expect(invitacion.body.html).toMatch(/href="[^"]*\/mis-datos"/);
    const pagina = await stack.call('GET', urlPublica(token));
    const privacidad = (pagina.body.data.aviso.privacidad as string[]).join(' ');
    expect(privacidad).toMatch(/en «Mis datos» \([^)]*\/mis-datos\) puedes ver y descargar tus datos/);
    expect(privacidad).toContain('te enviaremos un enlace');
  });

  it("the reschedule and the reminder say it too, in the invitation's own words (D170)", async () => {
    const { id } = await programarEntrevista(stack, gamma);
    const ultimo = async (asunto: RegExp) => (await mailsTo(stack, gamma.candidatoEmail)).filter((m) => asunto.test(m.subject)).at(-1);
    const frase = (html: string | undefined) => /En cualquier momento puedes ver tus datos[^]*?para entrar\)\./.exec(html ?? '')?.[0];
    const invitacion = frase((await ultimo(/te invita a una entrevista/))!.body.html);
    expect(invitacion).toMatch(/«Mis datos»: <a href="[^"]*\/mis-datos">/);

    const r = await stack.call('PUT', `/api/entrevistas/${id}`, {
      token: gamma.admin.token,
      body: { fechaProgramada: new Date(Date.now() + 12 * 3_600_000).toISOString() },
    });
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const reprogramada = await ultimo(/ha cambiado tu entrevista/);
    expect(frase(reprogramada?.body.html)).toBe(invitacion);

    await recordarEntrevistas(new Date());
    const recordatorio = await ultimo(/^Recordatorio: tu entrevista/);
    expect(frase(recordatorio?.body.html)).toBe(invitacion);
  });

  it('a person who asks for several links is held a quarter of an hour at most, not an hour', async () => {
    const email = 'oscar.vecino@correo.test';
    const t0 = Date.now() + 2 * 3_600_000;
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    try {
      // Every one from another source: only the address's own count is at work.
      for (let i = 0; i < MIS_DATOS.porEmail; i++) expect((await solicitar(email, `127.0.1.${i}`)).status).toBe(200);
      const pasado = await solicitar(email, '127.0.1.99');
      expect(pasado.status).toBe(429);
      expect(Number(pasado.retryAfter)).toBeLessThanOrEqual(15 * 60);
      expect(pasado.body.message).toMatch(/Espera (1[0-5]|[1-9]) minutos? y vuelve a intentarlo/);
      vi.setSystemTime(t0 + 15 * 60_000 + 1_000);
      expect((await solicitar(email, '127.0.1.98')).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('opening the link', () => {
  it('only the mailed token opens; it works once', async () => {
    // Lucía's newest link (the end screen's) is unused.
    const token = await tokenDelCorreo(LUCIA);
    const otro = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(await abrir(otro)).toMatchObject({ status: 400, body: { message: enVariante(msg.enlaceInvalido) } });
    expect(await abrir('corto')).toMatchObject({ status: 400, body: { message: enVariante(msg.enlaceInvalido) } });
    const primera = await abrir(token);
    expect(primera.status, JSON.stringify(primera.body)).toBe(200);
    expect(primera.body.data.acceso).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await abrir(token)).toMatchObject({ status: 400, body: { message: enVariante(msg.enlaceInvalido) } });
    // The access key reads, again and again while it lasts; an unknown key is a 404 in Spanish.
    expect((await leer(primera.body.data.acceso)).status).toBe(200);
    expect((await leer(primera.body.data.acceso)).status).toBe(200);
    expect(await leer('x'.repeat(43))).toMatchObject({ status: 404, body: { message: enVariante(msg.accesoCaducado) } });
  });

  it('opened by several requests at once (a mail scanner and the person, two tabs): one access key, the rest refused', async () => {
    // A candidate of her own: the other addresses have spent their requests (MIS_DATOS.porEmail a quarter of an hour) above.
    const email = 'rafa.rafaga@correo.test';
    const alta = await stack.call('POST', '/api/candidatos', {
      token: beta.admin.token,
      body: { nombre: 'Rafa Ráfaga', email, puesto: 'Mozo' },
    });
    expect(alta.status, JSON.stringify(alta.body)).toBe(201);
    expect((await solicitar(email, '127.0.0.21')).status).toBe(200);
    const token = await tokenDelCorreo(email);
    // The link is taken by one conditional delete (D148): whichever request wins, only one does.
    const res = await Promise.all(Array.from({ length: 8 }, () => abrir(token)));
    const abiertas = res.filter((r) => r.status === 200);
    expect(abiertas, JSON.stringify(res.map((r) => r.status))).toHaveLength(1);
    for (const r of res.filter((x) => x.status !== 200))
      expect(r).toMatchObject({ status: 400, body: { message: enVariante(msg.enlaceInvalido) } });
    expect((await leer(abiertas[0]!.body.data.acceso)).status).toBe(200);
  });

  it('the link expires after MIS_DATOS.validezMinutos and the access key after MIS_DATOS.accesoMinutos (the clock moved)', async () => {
    const email = 'german@otro.test';
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    try {
      expect((await solicitar(email, '127.0.0.9')).status).toBe(200);
      const caduca = await tokenDelCorreo(email);
      expect((await solicitar(email, '127.0.0.9')).status).toBe(200);
      const vale = await tokenDelCorreo(email);
      expect(vale).not.toBe(caduca);
      // One second before the end the second link still opens; one after, the first does not.
      const dado = t0 + MIS_DATOS.validezMinutos * 60_000 - 1_000;
      vi.setSystemTime(dado);
      const abierto = await abrir(vale);
      expect(abierto.status).toBe(200);
      vi.setSystemTime(t0 + MIS_DATOS.validezMinutos * 60_000 + 1_000);
      expect(await abrir(caduca)).toMatchObject({ status: 400, body: { message: enVariante(msg.enlaceInvalido) } });
      // The key it gave works until accesoMinutos after it was given, then is a 404.
      vi.setSystemTime(dado + MIS_DATOS.accesoMinutos * 60_000 - 1_000);
      expect((await leer(abierto.body.data.acceso)).status).toBe(200);
      vi.setSystemTime(dado + MIS_DATOS.accesoMinutos * 60_000 + 1_000);
      expect(await leer(abierto.body.data.acceso)).toMatchObject({ status: 404, body: { message: enVariante(msg.accesoCaducado) } });
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('what the page shows', () => {
  let datos: any;
  let accesoLucia: string;

  it('every company that holds the email, each with its own candidate, and every stored personal field', async () => {
    accesoLucia = await accesoPara(LUCIA, '127.0.0.10');
    const page = await leer(accesoLucia);
    expect(page.status, JSON.stringify(page.body)).toBe(200);
    datos = page.body.data;

    expect(datos).toMatchObject({ formato: 'talentia-mis-datos', version: 2, email: LUCIA });
    expect(datos.empresas.map((e: any) => e.empresa)).toEqual([
      // Each company's law, as its notice names it (D214): both are in Spain.
      {
        id: acme.empresaId,
        nombre: 'Acme Derechos',
        contacto: 'privacidad@acme-derechos.test',
        ley: expect.stringContaining('Reglamento (UE) 2016/679'),
        // … the Spanish its candidates read (D215) and where to complain (D216).
        variante: 'es',
        autoridad: 'la Agencia Española de Protección de Datos (aepd.es)',
      },
      {
        id: beta.empresaId,
        nombre: 'Beta Logística',
        contacto: 'rrhh@beta-logistica.test',
        ley: expect.stringContaining('Agencia Española de Protección de Datos'),
        // … the Spanish its candidates read (D215) and where to complain (D216).
        variante: 'es',
        autoridad: 'la Agencia Española de Protección de Datos (aepd.es)',
      },
    ]);
    const [enAcme, enBeta] = datos.empresas;

    // Every attribute stored on her candidate items appears, except the table's machinery (the
    // area's id is shown as its name).
    for (const [emp, vista] of [
      [acme, enAcme],
      [beta, enBeta],
    ] as const) {
      const guardado = (await getCandidato(emp.empresaId, emp.candidatoId))!;
      const maquinaria = new Set(['empresaId', 'version', 'creadoPor', 'entidad', 'areaId']);
      for (const [campo, valor] of Object.entries(guardado)) {
        if (maquinaria.has(campo)) continue;
        expect(vista.candidato[campo], campo).toEqual(valor);
      }
    }
    expect(enAcme.candidato).toMatchObject({
      nombre: 'Lucía Fernández',
      // As stored: E.164 (issue 67 item 9).
      telefono: '+34600111222',
      posicion: 'Responsable de turno',
      experiencia_años: 7,
      habilidades: ['Gestión de equipos', 'SAP'],
      area: 'Logística norte',
    });
    expect(enBeta.candidato).toMatchObject({ nombre: 'Lucía F.', email: LUCIA, puesto: 'Operaria', area: null });

    // Her interview at Acme: the answer, the report's scores with their quotes and anchors, the review.
    expect(enAcme.entrevistas).toHaveLength(1);
    const e = enAcme.entrevistas[0];
    expect(e).toMatchObject({ id: entrevistaAcme, estado: 'validada', consentimiento: { version: AVISO_ENTREVISTA_VERSION } });
    expect(e.respuestas[0]).toMatchObject({ n: 0, respuesta: RESPUESTA_LUCIA });
    expect(e.respuestas[0].pregunta.length).toBeGreaterThan(0);
    const guardada = (await getEntrevista(acme.empresaId, entrevistaAcme))!;
    // The stored report, whole, with its text analysis under its Spanish name (D161: no `bertAnalysis`).
    const { bertAnalysis, ...resto } = guardada.informeIA as Record<string, unknown>;
    expect(bertAnalysis).toBeTruthy();
    expect(e.informe).toEqual({ ...resto, analisisTexto: bertAnalysis });
    for (const s of e.informe.softSkills.filter((x: any) => x.evaluado)) {
      expect(s.ancla).toMatch(/^(bajo|medio|alto)$/);
      expect(s.evidencia.length).toBeGreaterThan(0);
      // What the level it matched says, from the design the interview was scheduled with (D152).
      const anclas = e.rubrica.find((r: any) => r.competencia === s.habilidad)?.anclas;
      expect(anclas?.[s.ancla], s.habilidad).toEqual(expect.any(String));
    }
    const diseno = (await getDiseno(acme.empresaId, entrevistaAcme))!;
    expect(e.rubrica).toEqual((diseno.estructura.rubrica as any[]).map((c) => ({ competencia: c.competencia, anclas: c.anclas })));
    // How the AI was used, in plain Spanish: the server's words from what the interview stores.
    expect(e.explicacion).toEqual(explicarUsoIA(e, 'Acme Derechos'));
    expect(e.explicacion.join(' ')).toContain('Una persona de Acme Derechos (Adela Ruiz) revisó el informe');
    expect(e.revision).toEqual({
      actual: {
        decision: 'en_duda',
        comentario: 'Buen ejemplo de coordinación; faltan datos de herramientas.',
        puntuacionesAjustadas: [],
        revisadaPor: 'Adela Ruiz',
        fecha: guardada.validacion!.fecha,
        estadoCandidato: null,
      },
      anteriores: [],
    });
    // Beta: nothing scheduled there.
    expect(enBeta.entrevistas).toEqual([]);
  });

  it('nothing of another candidate or company: names, emails, answers, ids, the reviewer id, the token', async () => {
    const texto = JSON.stringify(datos);
    const guardada = (await getEntrevista(acme.empresaId, entrevistaAcme))!;
    for (const ajeno of [
      'Óscar Vecino',
      'oscar.vecino@correo.test',
      '+34699999999',
      RESPUESTA_OTRO,
      otroEnAcme,
      'Gamma Ajena',
      gamma.empresaId,
      'german@otro.test',
      'Germán Ajeno',
      gamma.candidatoId,
      guardada.validacion!.por.userId,
      tokenEntrevistaAcme,
    ])
      expect(texto, ajeno).not.toContain(ajeno);
    expect(texto).not.toMatch(/tokenSobre|tokenHash|GSI1PK|"PK"/);
  });

  it('a candidate whose email changed is no longer found under the old one', async () => {
    const cambio = await stack.call('PUT', `/api/candidatos/${beta.candidatoId}`, {
      token: beta.admin.token,
      body: { email: 'lucia.nueva@correo.test' },
    });
    expect(cambio.status, JSON.stringify(cambio.body)).toBe(200);
    const page = await leer(await accesoPara('lucia.nueva@correo.test', '127.0.0.12'));
    expect(page.body.data.empresas.map((x: any) => x.empresa.id)).toEqual([beta.empresaId]);
    // Lucía's old address now shows Acme only (her key, given before the change, read again).
    const antigua = await leer(accesoLucia);
    expect(antigua.body.data.empresas.map((x: any) => x.empresa.id)).toEqual([acme.empresaId]);
  });

  it('a marker stored before the holder index is found once the reconcile job writes its keys', async () => {
    const acceso = await accesoPara('lucia.nueva@correo.test', '127.0.0.15');
    const key = { PK: `EMP#${beta.empresaId}`, SK: 'CANDEMAIL#lucia.nueva@correo.test' };
    const { GSI1PK: _pk, GSI1SK: _sk, ...viejo } = (await getItem<Record<string, unknown>>(key))!;
    await putItem({ ...viejo, ...key });
    expect((await leer(acceso)).body.data.empresas).toEqual([]);
    // Nor is a link sent to it: as far as the index knows, no company holds the address.
    const antes = (await correos('lucia.nueva@correo.test')).length;
    expect((await solicitar('lucia.nueva@correo.test', '127.0.0.15')).status).toBe(200);
    expect(await correos('lucia.nueva@correo.test')).toHaveLength(antes);
    const r = await reconciliarContadores({ pausaMs: 0 });
    expect(r.titularReparado).toBe(1);
    expect((await leer(acceso)).body.data.empresas.map((x: any) => x.empresa.id)).toEqual([beta.empresaId]);
    // Run again, it finds nothing to write.
    expect((await reconciliarContadores({ pausaMs: 0 })).titularReparado).toBe(0);
  });
});

describe('a data import (D95) and the holder index', () => {
  it("writes each marker's index keys from its own email: a file without them, or naming another address, is found as its email says", async () => {
    const exportado = await stack.call('GET', '/api/datos/exportar', { token: gamma.admin.token });
    expect(exportado.status).toBe(200);
    const archivo = exportado.body.data;
    const marcador = archivo.datos[0].elementos.find((e: { sk: string }) => e.sk === 'CANDEMAIL#german@otro.test');
    expect(marcador.item.GSI1PK).toBe(`TITULAR#${hashEmailTitular('german@otro.test')}`);
    // A file that plants Lucía's hash on Germán's marker.
    marcador.item.GSI1PK = `TITULAR#${hashEmailTitular(LUCIA)}`;
    const limpiar = await stack.call('POST', '/api/datos/limpiar', { token: gamma.admin.token, body: { confirmacion: 'Gamma Ajena' } });
    expect(limpiar.status, JSON.stringify(limpiar.body)).toBe(200);
    const importado = await stack.call('POST', '/api/datos/importar', { token: gamma.admin.token, body: { archivo } });
    expect(importado.status, JSON.stringify(importado.body).slice(0, 1000)).toBe(200);
    expect(importado.body.data.rechazados).toBe(0);

    const german = await leer(await accesoPara('german@otro.test', '127.0.0.16'));
    expect(german.body.data.empresas.map((x: any) => [x.empresa.id, x.candidato.nombre])).toEqual([[gamma.empresaId, 'Germán Ajeno']]);
    // Lucía's entries (her address has used its links for the hour: the index itself) name no Gamma candidate.
    expect((await fichasDelTitular(LUCIA)).map((f) => f.empresaId)).toEqual([acme.empresaId]);
  });
});

describe("a candidate's erasure (D55)", () => {
  it('takes their holder index entry with their email marker: nothing of them is found by their address', async () => {
    expect((await fichasDelTitular('oscar.vecino@correo.test')).map((f) => f.candidatoId)).toEqual([otroEnAcme]);
    const borrar = await stack.call('DELETE', `/api/candidatos/${otroEnAcme}`, { token: acme.admin.token });
    expect(borrar.status, JSON.stringify(borrar.body)).toBe(200);
    expect(await fichasDelTitular('oscar.vecino@correo.test')).toEqual([]);
  });
});
