// Greenhouse's Assessment Partner API through the local stack (D146), called as Greenhouse
// calls it — HTTP Basic with the company's API key as the user name and an empty password — with every
// request checked against Greenhouse's published shapes before it is sent, and every answer after
// (test/contratos/greenhouse.json, ajv): list_tests lists the company's contracted services; send_test
// makes the candidate (or finds them by email), schedules the interview and mails the invitation, once
// per Greenhouse URL; test_status follows the interview and completes only once a person reviewed the
// report, with the review's score, a summary and a link to the read-only report that expires. Another
// company's key reaches none of it.
import { describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { hashTokenInforme } from '../../functions/lib/greenhouse/estado.js';
import { enlaceInformeKeys } from '../../functions/lib/db/enlaces-informe.js';
import { updateItem } from '../../functions/lib/db/repository.js';
import { erroresGreenhouse, type EsquemaGreenhouse } from '../contratos/greenhouse.js';
import { urlPublica } from './entrevista-fixtures.js';
import { empresaConAdmin, empresaDelArchivo, esperar, mailsTo, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { adminPrueba, empresaPrueba } from '../testing/empresa-prueba.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let clave: string;
let claveSinGreenhouse: string;
let claveDeOtra: string;

const basic = (k: string) => `Basic ${Buffer.from(`${k}:`).toString('base64')}`;

/** A Greenhouse call: the request checked against Greenhouse's schema first, the answer after. */
async function gh(
  method: 'GET' | 'POST',
  path: string,
  o: { body?: unknown; peticion?: EsquemaGreenhouse; respuesta?: EsquemaGreenhouse; k?: string } = {},
) {
  if (o.peticion) expect(erroresGreenhouse(o.peticion, o.body)).toEqual([]);
  const res = await stack.call(method, path, { body: o.body, headers: { authorization: basic(o.k ?? clave) } });
  if (o.respuesta && res.status === 200) expect(erroresGreenhouse(o.respuesta, res.body), JSON.stringify(res.body)).toEqual([]);
  return res;
}

/** A send_test body as Greenhouse sends it (its document's example, with this test's candidate). */
function envio(email: string, n: number, servicio = 'entrevistas-profundidad') {
  return {
    partner_test_id: servicio,
    candidate: {
      first_name: 'Harry',
      last_name: 'Potter',
      preferred_name: null,
      resume_url: 'https://hogwarts.example/resume',
      phone_number: '123-456-7890',
      email,
      greenhouse_profile_url: `https://app.greenhouse.io/people/1768${n}?application_id=2623${n}`,
    },
    sent_by: 'reclutadora@talentia-cliente.test',
    url: `https://app.greenhouse.io/integrations/testing_partners/take_home_tests/${n}`,
  };
}

const estado = (id: string, k?: string) =>
  gh('GET', `/api/greenhouse/test_status?partner_interview_id=${encodeURIComponent(id)}`, { respuesta: 'TestStatusResponse', k });

async function nuevaClave(sesion: Session, alcances: string[]) {
  const res = await stack.call('POST', '/api/claves-acceso', { token: sesion.token, body: { nombre: 'Greenhouse', alcances } });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.secreto as string;
}

empresaDelArchivo(
  { scheduler: false },
  {
    ...empresaPrueba('Hogwarts RR. HH.', 'B10000602', { licencias: { activas: 2, total: 2 } }),
    admin: adminPrueba('Hogwarts RR. HH.', { password: 'Benjo-Clave-2026' }),
  },
  async (hecha) => {
    ({ stack, superadmin, admin } = hecha);
    clave = await nuevaClave(admin, ['greenhouse']);
    claveSinGreenhouse = await nuevaClave(admin, ['candidatos:leer', 'entrevistas:escribir', 'informes:leer']);
    const otra = await empresaConAdmin(stack, superadmin, {
      ...empresaPrueba('Durmstrang', 'B10000701', { licencias: { activas: 1, total: 1 } }),
      admin: adminPrueba('Durmstrang', { password: 'Benjo-Clave-2026' }),
    });
    claveDeOtra = await nuevaClave(otra.admin, ['greenhouse']);
  },
);

describe('who may call', () => {
  it('without credentials: 401 naming Basic; an unknown key 401; a key without the greenhouse scope 403; a user 403', async () => {
    const sin = await stack.call('GET', '/api/greenhouse/list_tests');
    expect(sin.status).toBe(401);
    expect(sin.headers.get('www-authenticate')).toBe('Basic realm="Talentia"');
    expect((await gh('GET', '/api/greenhouse/list_tests', { k: `tk_${'Q'.repeat(43)}` })).status).toBe(401);
    const sinAlcance = await gh('GET', '/api/greenhouse/list_tests', { k: claveSinGreenhouse });
    expect(sinAlcance).toMatchObject({
      status: 403,
      body: { message: 'La clave no tiene el permiso «greenhouse» que necesita esta operación' },
    });
    const usuario = await stack.call('GET', '/api/greenhouse/list_tests', { token: admin.token });
    expect(usuario).toMatchObject({ status: 403, body: { message: 'Esta operación solo admite una clave de API de la empresa' } });
    // The key works as a Bearer token too (the same credential), and the greenhouse scope alone reaches nothing else.
    expect((await stack.call('GET', '/api/greenhouse/list_tests', { headers: { authorization: `Bearer ${clave}` } })).status).toBe(200);
    expect((await stack.call('GET', '/api/candidatos', { headers: { authorization: basic(clave) } })).status).toBe(403);
  });
});

describe('list_tests', () => {
  it("answers the company's contracted services as Greenhouse's tests", async () => {
    const res = await gh('GET', '/api/greenhouse/list_tests', { respuesta: 'ListTestsResponse' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual(
      expect.arrayContaining([{ partner_test_id: 'entrevistas-profundidad', partner_test_name: expect.any(String) }]),
    );
    const servicios = await stack.call('GET', '/api/servicios-hr/disponibles', { token: admin.token });
    expect(res.body.map((t: { partner_test_id: string }) => t.partner_test_id).sort()).toEqual(
      servicios.body.data.map((s: { codigo: string }) => s.codigo).sort(),
    );
  });
});

describe('send_test and test_status', () => {
  const EMAIL = 'hpotter@hogwarts-candidatos.test';
  let id: string;

  it('makes the candidate, schedules the interview for now and mails the invitation; answers partner_interview_id', async () => {
    const res = await gh('POST', '/api/greenhouse/send_test', {
      body: envio(EMAIL, 1),
      peticion: 'SendTestRequest',
      respuesta: 'SendTestResponse',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    id = res.body.partner_interview_id;
    const e = await stack.call('GET', `/api/entrevistas/${id}`, { token: admin.token });
    expect(e.body.data).toMatchObject({
      estado: 'programada',
      candidatoNombre: 'Harry Potter',
      candidatoEmail: EMAIL,
      servicioId: 'entrevistas-profundidad',
      creadoPor: expect.stringMatching(/^clave:/),
    });
    expect(Math.abs(Date.parse(e.body.data.fechaProgramada) - Date.now())).toBeLessThan(60_000);
    const mails = await mailsTo(stack, EMAIL);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.html).toMatch(/\/entrevista\/tok_/);
  });

  it("the same send again (Greenhouse's URL) answers the same interview; the URL with another body is refused", async () => {
    const otra = await gh('POST', '/api/greenhouse/send_test', {
      body: envio(EMAIL, 1),
      peticion: 'SendTestRequest',
      respuesta: 'SendTestResponse',
    });
    expect(otra.body).toEqual({ partner_interview_id: id });
    expect(otra.headers.get('idempotent-replayed')).toBe('true');
    const cambiada = await gh('POST', '/api/greenhouse/send_test', { body: { ...envio(EMAIL, 1), sent_by: 'otra@cliente.test' } });
    expect(cambiada.status).toBe(422);
    expect(await mailsTo(stack, EMAIL)).toHaveLength(1);
  });

  it('another send for the same email finds the candidate instead of making a second one', async () => {
    const res = await gh('POST', '/api/greenhouse/send_test', {
      body: envio(EMAIL.toUpperCase(), 2),
      peticion: 'SendTestRequest',
      respuesta: 'SendTestResponse',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.partner_interview_id).not.toBe(id);
    const candidatos = await stack.call('GET', '/api/candidatos?q=potter', { token: admin.token });
    expect(candidatos.body.data.items).toHaveLength(1);
    // Greenhouse's «123-456-7890» is no number of the company's country (Spain) nor written with its
    // prefix: the candidate is made without it rather than the send refused (issue 67 item 9).
    expect(candidatos.body.data.items[0].telefono).toBeUndefined();
  });

  it('a phone Greenhouse holds with its prefix is stored in E.164', async () => {
    const email = 'hgranger@hogwarts-candidatos.test';
    const body = envio(email, 5);
    const res = await gh('POST', '/api/greenhouse/send_test', {
      body: { ...body, candidate: { ...body.candidate, phone_number: '+1 213-373-4253' } },
      peticion: 'SendTestRequest',
      respuesta: 'SendTestResponse',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const candidatos = await stack.call('GET', '/api/candidatos?q=hgranger', { token: admin.token });
    expect(candidatos.body.data.items[0].telefono).toBe('+12133734253');
  });

  it('refuses a test the company has not contracted, and a body without the candidate', async () => {
    expect((await gh('POST', '/api/greenhouse/send_test', { body: envio('otro@hogwarts-candidatos.test', 3, 'no-existe') })).status).toBe(
      400,
    );
    const { candidate: _c, ...sinCandidato } = envio('x@y.test', 4);
    expect((await gh('POST', '/api/greenhouse/send_test', { body: sinCandidato })).status).toBe(400);
  });

  it('test_status follows the interview; another company, or an unknown id, is a 404', async () => {
    expect((await estado(id)).body).toEqual({
      partner_status: 'programada',
      metadata: { Estado: 'programada', Servicio: expect.any(String) },
    });
    expect((await estado(id, claveDeOtra)).status).toBe(404);
    expect((await estado('00000000000000-ffffffff')).status).toBe(404);
    expect((await gh('GET', '/api/greenhouse/test_status')).status).toBe(400);
  });

  it('completes only once a person reviewed the report: the score, a summary and a report link that expires', async () => {
    // The candidate takes the interview from the invitation's link; the report is written in the background.
    const token = /\/entrevista\/(tok_[A-Za-z0-9_-]+)/.exec((await mailsTo(stack, EMAIL))[0]!.body.html ?? '')![1]!;
    await stack.call('POST', urlPublica(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
    await stack.call('PUT', urlPublica(token, '/respuestas/0'), {
      body: { texto: 'Coordiné un equipo de cinco personas y redujimos los plazos de entrega un 20 % en seis meses.' },
    });
    expect((await stack.call('POST', urlPublica(token, '/finalizar'))).status).toBe(200);
    const analizada = await esperar(
      () => estado(id),
      (r) => r.body.partner_status === 'analizada',
    );
    // An AI report alone is no result for the ATS.
    expect(analizada.body).toEqual({ partner_status: 'analizada', metadata: expect.any(Object) });

    const revision = await stack.call('PUT', `/api/entrevistas/${id}/validacion`, {
      token: admin.token,
      body: {
        decision: 'recomendado',
        motivoCambio: 'Difiere de la IA tras leer las citas',
        comentario: 'Buen ejemplo de coordinación con resultados medibles.',
      },
    });
    expect(revision.status, JSON.stringify(revision.body)).toBe(200);
    const entrevista = revision.body.data;

    const completa = await estado(id);
    expect(completa.status).toBe(200);
    expect(completa.body).toMatchObject({
      partner_status: 'complete',
      partner_profile_url: expect.stringMatching(/\/informe-compartido#token=inf_[A-Za-z0-9_-]{43}$/),
      metadata: {
        'Decisión de la revisión': 'Recomendado',
        Resumen: entrevista.informeIA.resumenEjecutivo,
        'Comentario de la revisión': 'Buen ejemplo de coordinación con resultados medibles.',
      },
    });
    const informe = await stack.call('GET', '/api/informes', { token: admin.token });
    const media = informe.body.data.items.find((i: { id: string }) => i.id === id).puntuacionMedia;
    if (media === null) expect(completa.body).not.toHaveProperty('partner_score');
    else expect(completa.body.partner_score).toBe(Math.round(media * 10));

    // The link opens the reviewed report, read-only, with the company's name; the token travels in
    // the page's fragment and the page sends it in a body.
    const enlace = new URL(completa.body.partner_profile_url);
    const t = new URLSearchParams(enlace.hash.slice(1)).get('token')!;
    const abierto = await stack.call('POST', '/api/greenhouse/informe', { body: { token: t } });
    expect(abierto.status, JSON.stringify(abierto.body)).toBe(200);
    expect(abierto.body.data).toMatchObject({
      empresa: 'Hogwarts RR. HH.',
      entrevista: { id, estado: 'validada', validacion: { decision: 'recomendado' }, informeIA: expect.any(Object) },
    });
    expect(abierto.headers.get('referrer-policy')).toBe('no-referrer');
    const caducidad = Date.parse(abierto.body.data.expiraEn) - Date.now();
    expect(caducidad).toBeGreaterThan(29 * 86_400_000);
    expect(caducidad).toBeLessThanOrEqual(30 * 86_400_000);

    // A made-up or altered token, and the link once expired, all answer the same 404.
    const noValido = 'Este enlace al informe no es válido o ha caducado. Abre la entrevista en Talentia para ver el informe.';
    for (const otro of [`inf_${'A'.repeat(43)}`, `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`, 'nada']) {
      expect(await stack.call('POST', '/api/greenhouse/informe', { body: { token: otro } })).toMatchObject({
        status: 404,
        body: { message: noValido },
      });
    }
    await updateItem(enlaceInformeKeys.busqueda(hashTokenInforme(t)), { expiraEn: new Date(Date.now() - 1).toISOString() });
    expect((await stack.call('POST', '/api/greenhouse/informe', { body: { token: t } })).status).toBe(404);
    // Each status call gives Greenhouse a fresh link.
    const otraVez = await estado(id);
    expect(otraVez.body.partner_profile_url).not.toBe(completa.body.partner_profile_url);
  });
});

describe('response_error', () => {
  it("takes Greenhouse's report of an answer it could not use and answers { status: 200 }", async () => {
    const body = {
      api_call: 'test_status',
      errors: ["partner_status is 'complete' but partner_profile url is missing"],
      partner_test_id: 'entrevistas-profundidad',
      partner_test_name: 'Entrevista en profundidad',
      partner_interview_id: '299506',
      candidate_email: 'hpotter@hogwarts-candidatos.test',
    };
    const res = await gh('POST', '/api/greenhouse/response_error', {
      body,
      peticion: 'ResponseErrorRequest',
      respuesta: 'ResponseErrorResponse',
    });
    expect(res).toMatchObject({ status: 200, body: { status: 200 } });
  });
});
