// Outbound webhooks (D147) through the local stack: a receiver in this process (a loopback HTTP
// server, allowed on the local stage only) gets the events that the API's changes hand off through
// the outbox, signed as Standard Webhooks says and checked with svix's verifier (not the library that
// signs). Retries are on their schedule: a 500 then a 200 (the 5-second retry goes back on the queue
// with its delay), a Retry-After of an hour (the retry waits in the due-time index; the test moves it
// into the past instead of waiting on the clock, and the outbox's sweep sends it), a 3xx that is a
// failure and is not followed, a 410 that turns the endpoint off, and days of failures that do too,
// telling the admin by email and the bell. The log shows each attempt; a resend and a test event.
import * as http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook as Verificador } from 'svix';
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { colaUrlEnv } from '../../shared/route-types.js';
import { envioKeys } from '../../functions/lib/db/envios.js';
import { getItem, putItem, queryAll } from '../../functions/lib/db/repository.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { getWebhook } from '../../functions/lib/db/webhooks.js';
import { entregaKeys, type EntregaItem } from '../../functions/lib/db/webhook-entregas.js';
import { completarEntrevista, empresaConCandidatoDelArchivo, programarEntrevista, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

interface Recibida {
  path: string;
  headers: Record<string, string>;
  body: string;
}

let stack: TestStack;
let emp: EmpresaPrueba;
let receptor: http.Server;
let base = '';
const recibidas: Recibida[] = [];
/** The answers the receiver gives next, in order; then 200. */
let respuestas: Array<{ status: number; headers?: Record<string, string>; body?: string }> = [];

empresaConCandidatoDelArchivo(
  {},
  {
    nombreComercial: 'Ganchos',
    licencias: 30,
    admin: { email: 'greta@ganchos.test' },
    candidato: { nombre: 'Hugo Ruiz', email: 'hugo@candidatos.test' },
  },
  async (hecha) => {
    ({ stack, emp } = hecha);
    receptor = http.createServer((req, res) => {
      const trozos: Buffer[] = [];
      req.on('data', (c: Buffer) => trozos.push(c));
      req.on('end', () => {
        recibidas.push({
          path: req.url ?? '',
          headers: req.headers as Record<string, string>,
          body: Buffer.concat(trozos).toString('utf8'),
        });
        const r = respuestas.shift() ?? { status: 200 };
        res.writeHead(r.status, r.headers ?? {});
        res.end(r.body ?? 'ok');
      });
    });
    await new Promise<void>((ok) => receptor.listen(0, '127.0.0.1', ok));
    base = `http://127.0.0.1:${(receptor.address() as AddressInfo).port}`;
  },
  120_000,
);
afterAll(async () => {
  await new Promise((ok) => receptor?.close(ok));
});
beforeEach(() => {
  recibidas.length = 0;
  respuestas = [];
});

const token = () => emp.admin.token;
const api = (method: string, path: string, body?: unknown) => stack.call(method, path, { token: token(), ...(body ? { body } : {}) });

async function registrar(ruta: string, eventos: string[] = ['entrevista.programada', 'entrevista.cancelada', 'candidato.borrado']) {
  const r = await api('POST', '/api/webhooks', { url: `${base}${ruta}`, eventos });
  expect(r.status, JSON.stringify(r.body)).toBe(201);
  return r.body.data as { webhook: { id: string; estado: string }; secreto: string };
}

const log = async (webhookId: string) =>
  (await api('GET', `/api/webhooks/${webhookId}/entregas`)).body.data.items as Array<Record<string, any>>;

const entregaItem = (webhookId: string, id: string) => getItem<EntregaItem>(entregaKeys.entrega(emp.empresaId, webhookId, id));

function verificar(secreto: string, r: Recibida) {
  return new Verificador(secreto).verify(r.body, r.headers) as { type: string; data: Record<string, any> };
}

/** Schedules one interview and cancels it (two events), answering its id. */
async function programarYCancelar(): Promise<string> {
  const { id } = await programarEntrevista(stack, emp);
  const c = await api('DELETE', `/api/entrevistas/${id}`);
  expect(c.status, JSON.stringify(c.body)).toBe(200);
  return id;
}

describe('a registered endpoint gets the events, signed', () => {
  it('the secret is shown once; scheduling an interview delivers a signed entrevista.programada svix verifies; the log shows it', async () => {
    const { webhook, secreto } = await registrar('/uno', ['entrevista.programada']);
    expect(secreto).toMatch(/^whsec_/);
    const lista = await api('GET', '/api/webhooks');
    expect(JSON.stringify(lista.body)).not.toContain(secreto.slice(6));
    expect(lista.body.data.items.find((w: { id: string }) => w.id === webhook.id)).toMatchObject({
      estado: 'activo',
      secretoPista: `${secreto.slice(0, 10)}…`,
    });

    const { id } = await programarEntrevista(stack, emp);
    await stack.colas.idle();
    const llegadas = recibidas.filter((r) => r.path === '/uno');
    expect(llegadas).toHaveLength(1);
    const evento = verificar(secreto, llegadas[0]!);
    expect(evento).toMatchObject({
      type: 'entrevista.programada',
      data: {
        empresaId: emp.empresaId,
        entrevista: { id, estado: 'programada', candidatoId: emp.candidatoId },
        enlaces: { api: `/api/entrevistas/${id}` },
      },
    });
    // No personal data travels: the candidate's name and email are not in the body.
    expect(llegadas[0]!.body).not.toContain('Hugo');
    expect(llegadas[0]!.body).not.toContain('hugo@');
    // A tampered byte is refused by the same verifier.
    // (A byte that differs whatever the id ends with: an id ending in 0 left the body as it was.)
    const otro = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    expect(() => new Verificador(secreto).verify(llegadas[0]!.body.replace(id, otro), llegadas[0]!.headers)).toThrow();

    const [linea] = await log(webhook.id);
    expect(linea).toMatchObject({ tipo: 'entrevista.programada', estado: 'entregada', mensajeId: llegadas[0]!.headers['webhook-id'] });
    expect(linea!.intentos).toEqual([expect.objectContaining({ n: 1, status: 200, ok: true, respuesta: 'ok' })]);
    // The outbox record was cleared by the first delivery of the event's message (D78).
    expect(await queryAll({ pk: tenantPk(emp.empresaId), skPrefix: 'ENVIO#entregar-webhooks#' })).toEqual([]);
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('an event whose send after the commit fails stays in the outbox, and the sweep delivers it past its grace', async () => {
    const { webhook, secreto } = await registrar('/bandeja', ['entrevista.programada']);
    const variable = colaUrlEnv('entregar-webhooks');
    const url = process.env[variable]!;
    process.env[variable] = url.replace(/[^/]+$/, 'no-existe');
    try {
      await programarEntrevista(stack, emp);
    } finally {
      process.env[variable] = url;
    }
    await stack.colas.idle();
    expect(recibidas).toEqual([]);
    const [registro] = await queryAll<{ trabajo: string; debidoEn: string }>({
      pk: tenantPk(emp.empresaId),
      skPrefix: 'ENVIO#entregar-webhooks#',
    });
    expect(registro).toBeDefined();
    // Due ten minutes ago instead of waiting on the clock.
    const r = (await getItem<Record<string, any>>(envioKeys.envio(emp.empresaId, 'entregar-webhooks', registro!.trabajo)))!;
    const debidoEn = new Date(Date.now() - 10 * 60_000).toISOString();
    await putItem({ ...r, debidoEn, ...envioKeys.indice({ ...r, debidoEn } as never) } as never);
    await stack.scheduler!.runNow('reenviar-pendientes');
    await stack.colas.idle();
    expect(recibidas).toHaveLength(1);
    expect(verificar(secreto, recibidas[0]!).type).toBe('entrevista.programada');
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });
});

describe('the events of an interview’s life, each from the transaction of its change', () => {
  it('started, completed, report ready (with the AI’s recommendation and scores), review recorded and corrected', async () => {
    const { webhook, secreto } = await registrar('/vida', [
      'entrevista.iniciada',
      'entrevista.completada',
      'informe.listo',
      'revision.registrada',
      'revision.corregida',
    ]);
    const id = await completarEntrevista(stack, emp);
    await stack.colas.idle();
    const tipos = () => recibidas.map((r) => verificar(secreto, r).type);
    expect(tipos()).toEqual(['entrevista.iniciada', 'entrevista.completada', 'informe.listo']);
    const informe = verificar(secreto, recibidas[2]!).data;
    expect(informe).toMatchObject({ entrevista: { id, estado: 'analizada' }, enlaces: { api: `/api/entrevistas/${id}` } });
    expect(['recomendado', 'no_recomendado']).toContain(informe.informe.recomendacionIA);
    expect(informe.informe.puntuaciones.length).toBeGreaterThan(0);

    const v = await api('PUT', `/api/entrevistas/${id}/validacion`, {
      decision: 'en_duda',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Falta evidencia de liderazgo.',
    });
    expect(v.status, JSON.stringify(v.body)).toBe(200);
    const c = await api('PUT', `/api/entrevistas/${id}/validacion`, {
      decision: 'recomendado',
      motivoCambio: 'Difiere de la IA tras leer las citas',
      comentario: 'Revisado de nuevo.',
      corrige: 1,
    });
    expect(c.status, JSON.stringify(c.body)).toBe(200);
    await stack.colas.idle();
    expect(tipos().slice(3)).toEqual(['revision.registrada', 'revision.corregida']);
    expect(verificar(secreto, recibidas[4]!).data.revision).toMatchObject({
      numero: 2,
      decision: 'recomendado',
      por: { userId: expect.any(String) },
    });
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  }, 60_000);

  it('a simulated interview tells its start and completion too, each marked simulada, then its report', async () => {
    const { webhook, secreto } = await registrar('/demo', ['entrevista.iniciada', 'entrevista.completada', 'informe.listo']);
    const { id } = await programarEntrevista(stack, emp);
    const s = await api('POST', `/api/entrevistas/${id}/simular`);
    expect(s.status, JSON.stringify(s.body)).toBe(200);
    // The queue's delays (completada 2 s later, the analysis 2 s after) are waited for by idle().
    await stack.colas.idle();
    const eventos = recibidas.filter((r) => r.path === '/demo').map((r) => verificar(secreto, r));
    expect(eventos.map((e) => e.type)).toEqual(['entrevista.iniciada', 'entrevista.completada', 'informe.listo']);
    expect(eventos[0]!.data.entrevista).toMatchObject({ id, estado: 'en_progreso', simulada: true });
    expect(eventos[1]!.data.entrevista).toMatchObject({ id, estado: 'completada', simulada: true });
    expect(eventos[2]!.data.entrevista).toMatchObject({ id, estado: 'analizada', simulada: true });
    // Each from its own transaction's outbox record, cleared by its first delivery (D78).
    expect(await queryAll({ pk: tenantPk(emp.empresaId), skPrefix: 'ENVIO#entregar-webhooks#' })).toEqual([]);
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  }, 60_000);
});

describe('an integration with a key and a webhook', () => {
  it("an interview Greenhouse sends with the company's key is told too, and the event's link is read with a key", async () => {
    const { webhook, secreto } = await registrar('/ats', ['entrevista.programada']);
    const clave = await api('POST', '/api/claves-acceso', { nombre: 'ATS', alcances: ['greenhouse', 'informes:leer'] });
    expect(clave.status, JSON.stringify(clave.body)).toBe(201);
    const k = clave.body.data.secreto as string;
    const envio = await stack.call('POST', '/api/greenhouse/send_test', {
      headers: { authorization: `Basic ${Buffer.from(`${k}:`).toString('base64')}` },
      body: {
        partner_test_id: 'entrevistas-profundidad',
        candidate: { first_name: 'Lía', last_name: 'Mora', email: 'lia@candidatos.test' },
        url: 'https://app.greenhouse.io/integrations/testing_partners/take_home_tests/webhooks-1',
      },
    });
    expect(envio.status, JSON.stringify(envio.body)).toBe(200);
    await stack.colas.idle();
    const llegadas = recibidas.filter((r) => r.path === '/ats');
    expect(llegadas).toHaveLength(1);
    const evento = verificar(secreto, llegadas[0]!);
    expect(evento).toMatchObject({ type: 'entrevista.programada', data: { entrevista: { id: envio.body.partner_interview_id } } });
    const leida = await stack.call('GET', evento.data.enlaces.api, { headers: { authorization: `Bearer ${k}` } });
    expect(leida.status, JSON.stringify(leida.body)).toBe(200);
    expect(leida.body.data.estado).toBe('programada');
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });
});

describe('retries on their schedule', () => {
  it('a 500 is retried 5 s later through the queue; the 200 ends it; both attempts are in the log', async () => {
    const { webhook, secreto } = await registrar('/reintento', ['entrevista.cancelada']);
    respuestas = [{ status: 500, body: 'fallo interno del receptor' }];
    await programarYCancelar();
    await stack.colas.idle();
    const llegadas = recibidas.filter((r) => r.path === '/reintento');
    expect(llegadas).toHaveLength(2);
    // The same webhook-id on both attempts (a receiver drops the duplicate); each signed anew.
    expect(llegadas[0]!.headers['webhook-id']).toBe(llegadas[1]!.headers['webhook-id']);
    expect(verificar(secreto, llegadas[1]!).type).toBe('entrevista.cancelada');
    const segundos = Number(llegadas[1]!.headers['webhook-timestamp']) - Number(llegadas[0]!.headers['webhook-timestamp']);
    expect(segundos).toBeGreaterThanOrEqual(4);
    const [linea] = await log(webhook.id);
    expect(linea).toMatchObject({ estado: 'entregada', proximoIntentoEn: null });
    expect(linea!.intentos.map((i: { status: number; ok: boolean; respuesta: string }) => [i.status, i.ok, i.respuesta])).toEqual([
      [500, false, 'fallo interno del receptor'],
      [200, true, 'ok'],
    ]);
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  }, 30_000);

  it('Retry-After of an hour is honoured: the retry waits in the due-time index, and the sweep sends it once due', async () => {
    const { webhook } = await registrar('/espera', ['entrevista.cancelada']);
    respuestas = [{ status: 503, headers: { 'retry-after': '3600' } }];
    const antes = Date.now();
    await programarYCancelar();
    await stack.colas.idle();
    expect(recibidas).toHaveLength(1);
    const [linea] = await log(webhook.id);
    expect(linea).toMatchObject({ estado: 'pendiente' });
    const espera = Date.parse(linea!.proximoIntentoEn) - antes;
    expect(espera).toBeGreaterThan(3_590_000);
    expect(espera).toBeLessThan(3_700_000);
    // Not due yet: the sweep leaves it.
    await stack.scheduler!.runNow('reenviar-pendientes');
    await stack.colas.idle();
    expect(recibidas).toHaveLength(1);
    // The clock moved: it became due a minute ago.
    const e = (await entregaItem(webhook.id, linea!.id))!;
    const debido = new Date(Date.now() - 60_000).toISOString();
    await putItem({ ...e, proximoIntentoEn: debido, ...entregaKeys.indice(e, debido) });
    const barrido = (await stack.scheduler!.runNow('reenviar-pendientes')) as { webhooks: { reenviados: number } };
    expect(barrido.webhooks.reenviados).toBe(1);
    await stack.colas.idle();
    expect(recibidas).toHaveLength(2);
    expect((await log(webhook.id))[0]).toMatchObject({ estado: 'entregada' });
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('a 3xx is a failure and its Location is not followed', async () => {
    const { webhook } = await registrar('/redirige', ['entrevista.cancelada']);
    respuestas = [{ status: 302, headers: { location: `${base}/otra` } }];
    await programarYCancelar();
    await stack.colas.idle();
    expect(recibidas.map((r) => r.path)).toEqual(['/redirige', '/redirige']);
    const [linea] = await log(webhook.id);
    expect(linea!.intentos.map((i: { status: number; ok: boolean }) => [i.status, i.ok])).toEqual([
      [302, false],
      [200, true],
    ]);
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  }, 30_000);
});

describe('an endpoint turned off by its answers', () => {
  it('410 Gone turns it off at once; its admin is told by email and the bell; it gets nothing more until turned on again', async () => {
    const { webhook } = await registrar('/fuera', ['entrevista.cancelada', 'entrevista.programada']);
    respuestas = [{ status: 200 }, { status: 410 }];
    await programarYCancelar();
    await stack.colas.idle();
    expect(recibidas).toHaveLength(2);
    const w = (await api('GET', '/api/webhooks')).body.data.items.find((x: { id: string }) => x.id === webhook.id);
    expect(w).toMatchObject({ estado: 'desactivado', motivoDesactivacion: 'gone' });
    const mails = (await mailsTo(stack, 'greta@ganchos.test')).filter((m) => /webhook/i.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.body.html).toContain(`${base}/fuera`);
    const notifs = (await api('GET', '/api/notificaciones')).body.data.items as Array<{ title: string; actionUrl?: string }>;
    expect(notifs.filter((n) => n.title === 'Webhook desactivado')).toHaveLength(1);

    await programarYCancelar();
    await stack.colas.idle();
    expect(recibidas).toHaveLength(2);
    const on = await api('PATCH', `/api/webhooks/${webhook.id}`, { activo: true });
    expect(on.body.data).toMatchObject({ estado: 'activo', motivoDesactivacion: null, fallandoDesde: null });
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('failing for five days with no success turns it off on the next failure', async () => {
    const { webhook } = await registrar('/dias', ['entrevista.cancelada']);
    // Its run of failures began six days ago.
    const w = (await getWebhook(emp.empresaId, webhook.id))!;
    await putItem({ ...w, fallandoDesde: new Date(Date.now() - 6 * 86_400_000).toISOString() });
    respuestas = [{ status: 500 }];
    await programarYCancelar();
    await stack.colas.idle();
    expect(recibidas).toHaveLength(1);
    expect(await getWebhook(emp.empresaId, webhook.id)).toMatchObject({ estado: 'desactivado', motivoDesactivacion: 'fallos' });
    expect((await log(webhook.id))[0]).toMatchObject({ estado: 'fallida' });
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });
});

describe('the log, a resend and a test event', () => {
  it('«Reenviar» sends the same event again (same webhook-id) as a manual attempt; a pending one cannot be resent', async () => {
    const { webhook, secreto } = await registrar('/reenvio', ['candidato.borrado']);
    const c = await api('POST', '/api/candidatos', { nombre: 'Irene Paz', email: 'irene@candidatos.test', puesto: 'QA' });
    const borrado = await api('DELETE', `/api/candidatos/${c.body.data.id}`);
    expect(borrado.status).toBe(200);
    await stack.colas.idle();
    expect(recibidas).toHaveLength(1);
    expect(verificar(secreto, recibidas[0]!)).toMatchObject({ type: 'candidato.borrado', data: { candidato: { id: c.body.data.id } } });
    const [linea] = await log(webhook.id);
    const r = await api('POST', `/api/webhooks/${webhook.id}/entregas/${linea!.id}/reenviar`);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    await stack.colas.idle();
    expect(recibidas).toHaveLength(2);
    expect(recibidas[1]!.headers['webhook-id']).toBe(recibidas[0]!.headers['webhook-id']);
    const [despues] = await log(webhook.id);
    expect(despues!.intentos).toEqual([expect.objectContaining({ ok: true }), expect.objectContaining({ ok: true, manual: true })]);

    // While an attempt is due, a resend is refused.
    const e = (await entregaItem(webhook.id, linea!.id))!;
    await putItem({ ...e, estado: 'pendiente', proximoIntentoEn: new Date(Date.now() + 3_600_000).toISOString() });
    expect((await api('POST', `/api/webhooks/${webhook.id}/entregas/${linea!.id}/reenviar`)).status).toBe(409);
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('«Enviar evento de prueba» delivers a signed webhook.comprobacion to that endpoint only, once, even when it fails', async () => {
    const uno = await registrar('/prueba-a');
    const otro = await registrar('/prueba-b');
    respuestas = [{ status: 500 }];
    const r = await api('POST', `/api/webhooks/${uno.webhook.id}/comprobar`);
    expect(r.status, JSON.stringify(r.body)).toBe(202);
    await stack.colas.idle();
    expect(recibidas.map((x) => x.path)).toEqual(['/prueba-a']);
    expect(verificar(uno.secreto, recibidas[0]!).type).toBe('webhook.comprobacion');
    expect((await log(uno.webhook.id))[0]).toMatchObject({
      tipo: 'webhook.comprobacion',
      estado: 'fallida',
      intentos: [expect.objectContaining({ status: 500, manual: true })],
    });
    await api('DELETE', `/api/webhooks/${uno.webhook.id}`);
    await api('DELETE', `/api/webhooks/${otro.webhook.id}`);
  });

  it('a rotation signs with both secrets for a day: a receiver with the old one still verifies', async () => {
    const { webhook, secreto: viejo } = await registrar('/rotacion', ['entrevista.programada']);
    const rot = await api('POST', `/api/webhooks/${webhook.id}/rotar-secreto`);
    expect(rot.status).toBe(200);
    const nuevo = rot.body.data.secreto as string;
    expect(nuevo).not.toBe(viejo);
    expect(Date.parse(rot.body.data.webhook.secretoAnteriorHasta) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    await programarEntrevista(stack, emp);
    await stack.colas.idle();
    expect(recibidas[0]!.headers['webhook-signature']!.split(' ')).toHaveLength(2);
    expect(verificar(viejo, recibidas[0]!).type).toBe('entrevista.programada');
    expect(verificar(nuevo, recibidas[0]!).type).toBe('entrevista.programada');
    await api('DELETE', `/api/webhooks/${webhook.id}`);
  });

  it('a caller without a session is refused, and a private address is refused when registering', async () => {
    expect((await stack.call('GET', '/api/webhooks')).status).toBe(401);
    const r = await api('POST', '/api/webhooks', { url: 'https://10.0.0.1/x', eventos: ['informe.listo'] });
    // Loopback is allowed on the local stage, a private address never.
    expect(r.status).toBe(400);
    expect(r.body.message).toMatch(/red privada/);
  });
});
