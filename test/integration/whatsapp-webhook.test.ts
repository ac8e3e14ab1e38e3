// A company's WhatsApp webhook (issue 68 items 5, 6 and 10) through the local stack: the admin connects
// the emulator's number and Configuración answers the webhook's URL and verify token; Meta's handshake gets
// its challenge back only with that token; a notification signed with the app secret the admin typed is
// taken, anything else is a 401 that stores nothing (a 1 MB body a 413, an unknown URL a 404). A reply
// from a number that opted in joins the help thread of the candidate's interview, and the admin is told
// as for a message from the page; the same delivery twice is stored once; «BAJA» ends the opt-in; a reply
// from a number that never opted in leaves nothing; statuses move a send forward only, a failure with its
// Spanish reason; removing the connection makes its URL a 404. Answers are never a 5xx.
import { describe, expect, it } from 'vitest';
import { ayudaKeys, type AyudaItem } from '../../functions/lib/db/ayuda-candidato.js';
import { getItem, putItem, queryAll } from '../../functions/lib/db/repository.js';
import { whatsappKeys, type OptInWhatsAppItem } from '../../functions/lib/db/whatsapp-mensajes.js';
import { tenantPk } from '../../functions/lib/db/keys.js';
import { firmar } from '../../functions/lib/whatsapp/webhook-firma.js';
import { ayuda as msgAyuda, whatsappWebhook as msg } from '../../shared/messages.js';
import { empresaConCandidatoDelArchivo, programarEntrevista, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let emp: EmpresaPrueba;
const ADMIN = 'ada@acme-whatsapp.test';
empresaConCandidatoDelArchivo(
  {},
  {
    nombreComercial: 'Acme WhatsApp',
    licencias: 10,
    admin: { nombre: 'Ada Admin', email: ADMIN },
    candidato: { nombre: 'Lucía Wa', email: 'lucia.wa@correo.test' },
  },
  (hecha) => {
    ({ stack, emp } = hecha);
  },
  120_000,
);

const APP_SECRET = 'c0ffee' + '2'.repeat(26);
const TEL = '34600111333';
const conexionUrl = () => `/api/configuracion/empresa/${emp.empresaId}/whatsapp`;
const ruta = (webhookUrl: string) => new URL(webhookUrl).pathname;

async function conectar(): Promise<{ webhookUrl: string; verifyToken: string }> {
  const r = await stack.call('PUT', conexionUrl(), {
    token: emp.admin.token,
    body: {
      phoneNumberId: stack.whatsapp.numero.phoneNumberId,
      wabaId: stack.whatsapp.numero.wabaId,
      accessToken: 'EAAGtoken-' + 'w'.repeat(40),
      appSecret: APP_SECRET,
    },
  });
  expect(r.status, JSON.stringify(r.body)).toBe(200);
  return r.body.data;
}

const notificacion = (value: Record<string, unknown>, field = 'messages') => ({
  object: 'whatsapp_business_account',
  entry: [
    {
      id: stack.whatsapp.numero.wabaId,
      changes: [{ field, value: { messaging_product: 'whatsapp', ...value } }],
    },
  ],
});
const metadata = () => ({ display_phone_number: '34911223344', phone_number_id: stack.whatsapp.numero.phoneNumberId });
const respuesta = (id: string, body: string, de = TEL) =>
  notificacion({
    metadata: metadata(),
    contacts: [{ profile: { name: 'Lucía' }, wa_id: de }],
    messages: [{ from: de, id, timestamp: String(Math.floor(Date.now() / 1000) - 5), type: 'text', text: { body } }],
  });

/** A POST as Meta makes it: the JSON's bytes signed with the app secret. */
function publicar(path: string, carga: unknown, firma?: string | null) {
  const texto = typeof carga === 'string' ? carga : JSON.stringify(carga);
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const f = firma === undefined ? firmar(Buffer.from(texto, 'utf8'), APP_SECRET) : firma;
  if (f !== null) headers['x-hub-signature-256'] = f;
  return stack.call('POST', path, { body: texto, headers });
}

async function optIn(telefono: string, candidatoId: string) {
  const en = new Date().toISOString();
  const item: OptInWhatsAppItem = {
    telefono,
    candidatoId,
    estado: 'activo',
    texto: 'Quiero recibir avisos de Acme WhatsApp sobre este proceso por WhatsApp',
    fuente: 'invitacion',
    en,
    historial: [{ accion: 'alta', fuente: 'invitacion', en }],
    version: 1,
  };
  await putItem({ ...whatsappKeys.optIn(emp.empresaId, telefono), entidad: 'WHATSAPP_OPTIN', ...item });
}

const todoDe = async (prefijo: string) => queryAll<{ SK: string }>({ pk: tenantPk(emp.empresaId), skPrefix: prefijo });

describe('the WhatsApp webhook', () => {
  let hook: { webhookUrl: string; verifyToken: string };
  let entrevistaId: string;

  it('Configuración answers the webhook’s URL and verify token; a replacement keeps both', async () => {
    hook = await conectar();
    expect(hook.webhookUrl).toMatch(new RegExp(`^${stack.apiUrl}/api/whatsapp/webhook/[A-Za-z0-9_-]{22}$`));
    expect(hook.verifyToken).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const otra = await conectar();
    expect([otra.webhookUrl, otra.verifyToken]).toEqual([hook.webhookUrl, hook.verifyToken]);
    const leida = await stack.call('GET', conexionUrl(), { token: emp.admin.token });
    expect(leida.body.data).toMatchObject({ webhookUrl: hook.webhookUrl, verifyToken: hook.verifyToken });
  });

  it('answers Meta’s handshake with the challenge, as text, only with the connection’s token', async () => {
    const q = (token: string, modo = 'subscribe') =>
      `${ruta(hook.webhookUrl)}?hub.mode=${modo}&hub.challenge=1158201444&hub.verify_token=${encodeURIComponent(token)}`;
    const ok = await stack.call('GET', q(hook.verifyToken));
    expect(ok.status).toBe(200);
    expect(ok.body).toBe(1158201444);
    expect(ok.headers.get('content-type')).toMatch(/^text\/plain/);
    const mal = await stack.call('GET', q(hook.verifyToken + 'x'));
    expect(mal.status).toBe(403);
    expect(mal.body.message).toBe(msg.tokenIncorrecto);
    expect((await stack.call('GET', q(hook.verifyToken, 'unsubscribe'))).status).toBe(403);
    expect((await stack.call('GET', `/api/whatsapp/webhook/${'Z'.repeat(22)}?hub.mode=subscribe&hub.challenge=1`)).status).toBe(404);
  });

  it('a reply from a number that opted in joins the interview’s help thread, and the admin is told as for the page’s messages; twice is once', async () => {
    ({ id: entrevistaId } = await programarEntrevista(stack, emp));
    await optIn(`+${TEL}`, emp.candidatoId);
    const previos = (await mailsTo(stack, ADMIN)).length;
    const carga = respuesta('wamid.INTEG1', '¿Puedo hacer la entrevista por la tarde?');
    const r1 = await publicar(ruta(hook.webhookUrl), carga);
    expect(r1.status, JSON.stringify(r1.body)).toBe(200);
    // Meta delivers it again (a retry): stored once, nobody told twice.
    expect((await publicar(ruta(hook.webhookUrl), carga)).status).toBe(200);
    const hilo = (await getItem<AyudaItem>(ayudaKeys.ayuda(emp.empresaId, entrevistaId)))!;
    expect(hilo.mensajes).toEqual([
      expect.objectContaining({ de: 'candidato', texto: '¿Puedo hacer la entrevista por la tarde?', canal: 'whatsapp' }),
    ]);
    expect(hilo.mensajeSinResponder).toBe(true);
    const o = (await getItem<OptInWhatsAppItem>(whatsappKeys.optIn(emp.empresaId, `+${TEL}`)))!;
    expect(o.ultimoEntranteEn).toEqual(expect.any(String));
    await stack.colas.idle();
    const notifs = await stack.call('GET', '/api/notificaciones', { token: emp.admin.token });
    expect(JSON.stringify(notifs.body.data)).toContain(msgAyuda.avisoMensajeTitulo);
    const nuevos = (await mailsTo(stack, ADMIN)).slice(previos).map((m) => m.subject);
    expect(nuevos).toEqual([msgAyuda.avisoMensajeTitulo]);
    // Staff read it where they read the page's messages.
    const staff = await stack.call('GET', `/api/entrevistas/${entrevistaId}/ayuda`, { token: emp.admin.token });
    expect(JSON.stringify(staff.body.data)).toContain('¿Puedo hacer la entrevista por la tarde?');
    expect((await todoDe('WAIN#')).map((i) => i.SK)).toEqual(['WAIN#wamid.INTEG1']);
  });

  it('a reply from a number that never opted in leaves nothing', async () => {
    const antes = (await getItem<AyudaItem>(ayudaKeys.ayuda(emp.empresaId, entrevistaId)))!.mensajes.length;
    const r = await publicar(ruta(hook.webhookUrl), respuesta('wamid.EXTRANO', 'Hola, ¿quién es?', '34699000111'));
    expect(r.status).toBe(200);
    expect((await todoDe('WAIN#')).map((i) => i.SK)).toEqual(['WAIN#wamid.INTEG1']);
    expect(await getItem(whatsappKeys.optIn(emp.empresaId, '+34699000111'))).toBeUndefined();
    expect((await getItem<AyudaItem>(ayudaKeys.ayuda(emp.empresaId, entrevistaId)))!.mensajes).toHaveLength(antes);
  });

  it('«Baja.» ends the opt-in at once, and does not join the thread', async () => {
    const antes = (await getItem<AyudaItem>(ayudaKeys.ayuda(emp.empresaId, entrevistaId)))!.mensajes.length;
    expect((await publicar(ruta(hook.webhookUrl), respuesta('wamid.BAJA1', ' Baja. '))).status).toBe(200);
    const o = (await getItem<OptInWhatsAppItem>(whatsappKeys.optIn(emp.empresaId, `+${TEL}`)))!;
    expect(o).toMatchObject({ estado: 'baja', baja: { fuente: 'respuesta', texto: 'Baja.' }, version: 3 });
    expect(o.historial.at(-1)).toMatchObject({ accion: 'baja', fuente: 'respuesta' });
    expect((await getItem<AyudaItem>(ayudaKeys.ayuda(emp.empresaId, entrevistaId)))!.mensajes).toHaveLength(antes);
  });

  it('statuses move a send forward only; a failure says why in Spanish; an unknown id is ignored', async () => {
    const enviadoEn = new Date(Date.now() - 60_000).toISOString();
    const sk = whatsappKeys.envio(emp.empresaId, entrevistaId, enviadoEn, 'wamid.ENV1');
    await putItem({
      ...sk,
      entidad: 'WHATSAPP_ENVIO',
      id: 'wamid.ENV1',
      wamid: 'wamid.ENV1',
      empresaId: emp.empresaId,
      entrevistaId,
      candidatoId: emp.candidatoId,
      telefono: `+${TEL}`,
      tipo: 'plantilla',
      plantilla: 'talentia_invitacion_v1',
      categoria: 'UTILITY',
      pais: 'ES',
      precioEstimado: null,
      estado: 'enviado',
      enviadoEn,
      estados: [{ estado: 'enviado', en: enviadoEn }],
    });
    await putItem({ ...whatsappKeys.mensaje(emp.empresaId, 'wamid.ENV1'), entidad: 'WHATSAPP_MENSAJE', sk: sk.SK });
    const t = (s: number) => String(Math.floor(Date.now() / 1000) - s);
    const estado = (id: string, status: string, hace: number, errors?: unknown) =>
      notificacion({
        metadata: metadata(),
        statuses: [{ id, status, timestamp: t(hace), recipient_id: TEL, ...(errors ? { errors } : {}) }],
      });
    for (const c of [estado('wamid.ENV1', 'read', 10), estado('wamid.ENV1', 'delivered', 20), estado('wamid.OTRO', 'delivered', 5)])
      expect((await publicar(ruta(hook.webhookUrl), c)).status).toBe(200);
    const envio = (await getItem<{ estado: string; estados: Array<{ estado: string }> }>(sk))!;
    expect(envio.estado).toBe('leido');
    expect(envio.estados.map((e) => e.estado)).toEqual(['enviado', 'leido', 'entregado']);
    await publicar(ruta(hook.webhookUrl), estado('wamid.ENV1', 'failed', 1, [{ code: 131026, title: 'Message undeliverable' }]));
    // Read already: a late failure is listed, the send stays read.
    expect((await getItem<{ estado: string; estados: Array<{ motivo?: string }> }>(sk))!).toMatchObject({ estado: 'leido' });
    expect((await getItem<{ estados: Array<{ motivo?: string }> }>(sk))!.estados.at(-1)!.motivo).toBe(msg.fallo131026);
  });

  it('refuses what Meta did not sign (401), a 1 MB body (413) and an unknown URL (404), storing nothing and never a 5xx', async () => {
    const antes = (await todoDe('WAIN#')).length;
    const carga = respuesta('wamid.FALSO', 'Hola');
    const sinFirma = await publicar(ruta(hook.webhookUrl), carga, null);
    expect(sinFirma.status, JSON.stringify(sinFirma.body)).toBe(401);
    expect(sinFirma.body.message).toBe(msg.firmaNoValida);
    expect((await publicar(ruta(hook.webhookUrl), carga, firmar('{}', APP_SECRET))).status).toBe(401);
    expect((await publicar(ruta(hook.webhookUrl), carga, firmar(JSON.stringify(carga), 'otro-secreto'))).status).toBe(401);
    const grande = JSON.stringify({ object: 'whatsapp_business_account', entry: [], relleno: 'x'.repeat(1024 * 1024) });
    expect((await publicar(ruta(hook.webhookUrl), grande)).status).toBe(413);
    expect((await publicar(`/api/whatsapp/webhook/${'Z'.repeat(22)}`, carga)).status).toBe(404);
    // Signed but not JSON: taken (Meta would retry anything else for days), nothing stored.
    expect((await publicar(ruta(hook.webhookUrl), '{"object": "whatsapp_business_account", "entry": [')).status).toBe(200);
    expect((await todoDe('WAIN#')).length).toBe(antes);
  });

  it('removing the connection makes its URL a 404', async () => {
    expect((await stack.call('DELETE', conexionUrl(), { token: emp.admin.token })).status).toBe(200);
    expect((await publicar(ruta(hook.webhookUrl), respuesta('wamid.TRAS', 'Hola'))).status).toBe(404);
    expect(await getItem({ PK: `WAHOOK#${ruta(hook.webhookUrl).split('/').at(-1)}`, SK: 'WAHOOK' })).toBeUndefined();
  });
});
