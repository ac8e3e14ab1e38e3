// The local WhatsApp emulator answers as Meta's document says and refuses what the document refuses:
// a request the product makes conforms (0 violations), the document's own example message conforms,
// a malformed one is a 400 in Graph's error shape naming the violation, an unknown number a 404 (803),
// a missing or revoked token a 401; the page and the JSON show what was sent. Templates: the product's
// creation request conforms, a template is kept per account, PENDING then approved after the delay (or
// as a test decides: rejected with a reason, paused), read by name; an unknown account is Graph's 400.
// Webhooks: the verification handshake, statuses in order, a failed status, a reply, a template's review,
// each signed over its exact bytes and checked against the document's webhook schema.
import { createHmac } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { PLANTILLAS_WHATSAPP, peticionCrearPlantilla } from '../../../shared/whatsapp-plantillas.js';
import { validadorDe } from '../contratos/validar-peticion.js';
import { NUMERO_LOCAL, contratoWebhookWhatsApp, startWhatsApp, type RunningWhatsApp } from './emulador.js';
import { APP_SECRET_LOCAL } from './webhooks.js';

let wa: RunningWhatsApp;
beforeAll(async () => {
  wa = await startWhatsApp({ port: 0 });
  await wa.precargar();
}, 30_000);
afterAll(() => wa.close());

const UA = { 'user-agent': 'Talentia/2.0.0' };
const bearer = (t = 'EAAtoken-local') => ({ authorization: `Bearer ${t}` });

async function pedir(path: string, init: RequestInit = {}) {
  const res = await fetch(`${wa.url}${path}`, init);
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

describe('the WhatsApp emulator', () => {
  it("answers the phone number node's default fields for the number it knows", async () => {
    const r = await pedir(`/v23.0/${NUMERO_LOCAL.phoneNumberId}`, { headers: { ...UA, ...bearer() } });
    expect(r).toEqual({
      status: 200,
      body: {
        id: NUMERO_LOCAL.phoneNumberId,
        display_phone_number: NUMERO_LOCAL.displayPhoneNumber,
        verified_name: NUMERO_LOCAL.verifiedName,
        quality_rating: 'GREEN',
      },
    });
    expect(wa.peticiones().at(-1)).toMatchObject({ operacion: 'GET /{Version}/{Phone-Number-ID}', violaciones: [], status: 200 });
  });

  it('keeps a text and a template message that conform, and answers a wamid', async () => {
    for (const cuerpo of [
      { messaging_product: 'whatsapp', recipient_type: 'individual', to: '34600111222', type: 'text', text: { body: 'Hola' } },
      {
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '34600111222',
        type: 'template',
        // The document requires the language's `policy` (TemplateLanguage: required [policy, code]).
        template: { name: 'invitacion', language: { policy: 'deterministic', code: 'es' } },
      },
    ]) {
      const r = await pedir(`/v23.0/${NUMERO_LOCAL.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { ...UA, ...bearer(), 'content-type': 'application/json' },
        body: JSON.stringify(cuerpo),
      });
      expect(wa.peticiones().at(-1)?.violaciones).toEqual([]);
      expect(r.status).toBe(200);
      expect(r.body.messages[0].id).toMatch(/^wamid\./);
    }
    expect(wa.mensajes().map((m) => m.type)).toEqual(['text', 'template']);
    const store = (await (await fetch(`${wa.url}/store`)).json()) as { mensajes: unknown[] };
    expect(store.mensajes).toHaveLength(2);
    const html = await (await fetch(`${wa.url}/`)).text();
    expect(html).toContain('Mensajes enviados (2)');
    expect(html).toContain(NUMERO_LOCAL.phoneNumberId);
    // The page's browser asks for its icon: answered empty and not logged as a request the document refuses.
    const antes = wa.peticiones().length;
    expect((await fetch(`${wa.url}/favicon.ico`)).status).toBe(204);
    expect(wa.peticiones()).toHaveLength(antes);
  });

  it('refuses a message the document refuses, in Graph’s error shape, and keeps nothing', async () => {
    const antes = wa.mensajes().length;
    const r = await pedir(`/v23.0/${NUMERO_LOCAL.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { ...UA, ...bearer(), 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '34600111222', type: 'text', texto: 'x' }),
    });
    expect(r.status).toBe(400);
    expect(r.body.error).toMatchObject({ type: 'OAuthException', code: 100 });
    expect(r.body.error.message).toContain('cuerpo');
    expect(wa.mensajes()).toHaveLength(antes);
  });

  it('a path the document refuses (a non-numeric id), an unknown number, no token and a revoked token', async () => {
    const malo = await pedir('/v23.0/no-numerico', { headers: { ...UA, ...bearer() } });
    expect(malo.status).toBe(400);
    expect(malo.body.error.message).toContain('Phone-Number-ID');
    expect(await pedir('/v23.0/999', { headers: { ...UA, ...bearer() } })).toMatchObject({
      status: 404,
      body: { error: { code: 803, type: 'GraphMethodException' } },
    });
    expect(await pedir(`/v23.0/${NUMERO_LOCAL.phoneNumberId}`, { headers: UA })).toMatchObject({
      status: 401,
      body: { error: { code: 104 } },
    });
    wa.revocarToken('EAArevocado');
    expect(await pedir(`/v23.0/${NUMERO_LOCAL.phoneNumberId}`, { headers: { ...UA, ...bearer('EAArevocado') } })).toMatchObject({
      status: 401,
      body: { error: { code: 190, error_subcode: 463 } },
    });
    // Node's own User-Agent («node») is not of the document's pattern: the product must name itself.
    await pedir(`/v23.0/${NUMERO_LOCAL.phoneNumberId}`, { headers: { 'user-agent': 'node', ...bearer() } });
    expect(wa.peticiones().at(-1)?.violaciones.join()).toContain('User-Agent');
    expect(await pedir('/v23.0/1/subscribed_apps', { headers: { ...UA, ...bearer() } })).toMatchObject({
      status: 400,
      body: { error: { code: 100, error_subcode: 33 } },
    });
  });

  it('creates the product’s templates (conforming), approves them on the next read and answers them by name; a test rejects or pauses one', async () => {
    const json = { ...UA, ...bearer(), 'content-type': 'application/json' };
    const ruta = `/v23.0/${NUMERO_LOCAL.wabaId}/message_templates`;
    for (const p of PLANTILLAS_WHATSAPP) {
      const r = await pedir(ruta, { method: 'POST', headers: json, body: JSON.stringify(peticionCrearPlantilla(p, 'es_ES')) });
      expect(wa.peticiones().at(-1)).toMatchObject({ violaciones: [], status: 200 });
      expect(r.body).toEqual({ id: expect.stringMatching(/^\d+$/), status: 'PENDING', category: 'UTILITY' });
    }
    // The same name and language again: refused; in another language, a new template.
    const otra = peticionCrearPlantilla(PLANTILLAS_WHATSAPP[0]!, 'es_ES');
    expect((await pedir(ruta, { method: 'POST', headers: json, body: JSON.stringify(otra) })).status).toBe(400);
    expect((await pedir(ruta, { method: 'POST', headers: json, body: JSON.stringify({ ...otra, language: 'es_MX' }) })).status).toBe(200);
    // A body variable with no example: what Meta's review refuses at once.
    const sinEjemplo = { ...otra, name: 'sin_ejemplo', components: [{ type: 'BODY', text: 'Hola, {{1}}. Gracias.' }] };
    expect((await pedir(ruta, { method: 'POST', headers: json, body: JSON.stringify(sinEjemplo) })).body.error.message).toContain(
      'example',
    );

    wa.decidirPlantilla('talentia_cancelada_v1', { status: 'REJECTED', motivo: 'TAG_CONTENT_MISMATCH' });
    wa.decidirPlantilla('talentia_recordatorio_v1', { status: 'PAUSED' });
    const leida = await pedir(`${ruta}?name=talentia_invitacion_v1`, { headers: { ...UA, ...bearer() } });
    expect(wa.peticiones().at(-1)).toMatchObject({ operacion: 'GET /{Version}/{WABA-ID}/message_templates', violaciones: [] });
    expect(leida.body.data.map((t: any) => [t.language, t.status, t.category])).toEqual([
      ['es_ES', 'APPROVED', 'UTILITY'],
      ['es_MX', 'APPROVED', 'UTILITY'],
    ]);
    const rechazada = await pedir(`${ruta}?name=talentia_cancelada_v1`, { headers: { ...UA, ...bearer() } });
    expect(rechazada.body.data[0]).toMatchObject({ status: 'REJECTED', rejected_reason: 'TAG_CONTENT_MISMATCH' });
    expect(wa.plantillas().find((t) => t.name === 'talentia_recordatorio_v1')?.status).toBe('PAUSED');
    const html = await (await fetch(`${wa.url}/`)).text();
    expect(html).toContain('Plantillas (7)');
    expect(html).toContain('REJECTED (TAG_CONTENT_MISMATCH)');
    // editTemplate sends it for review again (PENDING); the test's decision for its name still applies.
    const id = rechazada.body.data[0].id as string;
    const editada = await pedir(`/v23.0/${id}`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({
        category: 'UTILITY',
        components: [{ type: 'BODY', text: 'Hola, {{1}}. Nuevo texto.', example: { body_text: [['Ana']] } }],
      }),
    });
    expect(editada).toEqual({ status: 200, body: { success: true } });
    expect(wa.peticiones().at(-1)).toMatchObject({ operacion: 'POST /{Version}/{TEMPLATE_ID}', violaciones: [] });
    expect(wa.plantillas().find((t) => t.id === id)).toMatchObject({
      status: 'REJECTED',
      components: [{ text: 'Hola, {{1}}. Nuevo texto.' }],
    });
    expect((await pedir('/v23.0/123', { method: 'POST', headers: json, body: '{}' })).body.error).toMatchObject({
      code: 100,
      error_subcode: 33,
    });
    // A `fields` parameter is not the operation's (the document declares `name` only): a violation.
    await pedir(`${ruta}?fields=name,status`, { headers: { ...UA, ...bearer() } });
    expect(wa.peticiones().at(-1)?.violaciones.join()).toContain('fields');
    expect(await pedir('/v23.0/42/message_templates', { headers: { ...UA, ...bearer() } })).toMatchObject({
      status: 400,
      body: { error: { code: 100, error_subcode: 33 } },
    });
  });

  it('keeps a template PENDING until the configured delay has passed', async () => {
    const lento = await startWhatsApp({ port: 0, aprobarTrasMs: 60_000 });
    try {
      const ruta = `${lento.url}/v23.0/${NUMERO_LOCAL.wabaId}/message_templates`;
      const headers = { ...UA, ...bearer(), 'content-type': 'application/json' };
      await fetch(ruta, { method: 'POST', headers, body: JSON.stringify(peticionCrearPlantilla(PLANTILLAS_WHATSAPP[1]!, 'es')) });
      const r = (await (await fetch(`${ruta}?name=talentia_recordatorio_v1`, { headers })).json()) as { data: { status: string }[] };
      expect(r.data.map((t) => t.status)).toEqual(['PENDING']);
    } finally {
      await lento.close();
    }
  }, 30_000);
});

// Issue 68 item 8: what Meta's App Dashboard and webhooks do. A callback on loopback plays the product's
// webhook: it answers the verification request as it is told, and keeps every POST's raw bytes and header.
describe('the WhatsApp emulator’s webhooks', () => {
  let hook: Server;
  let callbackUrl: string;
  const TOKEN = 'token-de-verificacion';
  const recibidas: { cuerpo: Buffer; firma: string | undefined }[] = [];
  let emu: RunningWhatsApp;

  beforeAll(async () => {
    hook = createServer(async (req, res) => {
      const u = new URL(req.url ?? '/', 'http://localhost');
      if (req.method === 'GET') {
        const ok = u.searchParams.get('hub.mode') === 'subscribe' && u.searchParams.get('hub.verify_token') === TOKEN;
        res.writeHead(ok ? 200 : 403, { 'content-type': 'text/plain' });
        return res.end(ok ? (u.searchParams.get('hub.challenge') ?? '') : 'no');
      }
      const trozos: Buffer[] = [];
      for await (const t of req) trozos.push(t as Buffer);
      recibidas.push({ cuerpo: Buffer.concat(trozos), firma: req.headers['x-hub-signature-256'] as string | undefined });
      res.writeHead(200).end();
    });
    await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r));
    callbackUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/api/whatsapp/webhook/abc`;
    emu = await startWhatsApp({ port: 0, estadosMs: null });
  }, 30_000);
  afterAll(async () => {
    await emu.close();
    await new Promise((r) => hook.close(r));
  });

  const enviar = (to: string, cuerpo: Record<string, unknown> = { type: 'text', text: { body: 'Hola' } }) =>
    fetch(`${emu.url}/v23.0/${NUMERO_LOCAL.phoneNumberId}/messages`, {
      method: 'POST',
      headers: { ...UA, ...bearer(), 'content-type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to, ...cuerpo }),
    }).then(async (r) => ((await r.json()) as { messages: { id: string }[] }).messages[0]!.id);
  const comoJson = (b: Buffer) => JSON.parse(b.toString('utf8')) as Record<string, any>;

  it('saves a callback only when it echoes the verification challenge, and says why not', async () => {
    const mal = await emu.configurarWebhook({ callbackUrl, verifyToken: 'otro' });
    expect(mal).toMatchObject({ ok: false, detalle: expect.stringContaining('403') });
    expect(emu.webhook()).toMatchObject({ callbackUrl: null, appSecret: APP_SECRET_LOCAL });
    // Through the page's form: answered by going back to the page, which shows the outcome.
    const form = await fetch(`${emu.url}/_emulador/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ callbackUrl, verifyToken: TOKEN, appSecret: APP_SECRET_LOCAL }),
      redirect: 'manual',
    });
    expect(form.status).toBe(303);
    expect(emu.webhook()).toMatchObject({ callbackUrl, verifyToken: TOKEN, verificacion: { ok: true } });
    expect(await (await fetch(`${emu.url}/`)).text()).toContain('<strong>correcta</strong>');
  });

  it('posts sent, delivered and read after an accepted message, in order, each signed over its exact bytes', async () => {
    recibidas.length = 0;
    const wamid = await enviar('34600111222');
    expect(recibidas).toHaveLength(0);
    await emu.entregarPendientes();
    expect(recibidas.map((r) => comoJson(r.cuerpo).entry[0].changes[0].value.statuses[0].status)).toEqual(['sent', 'delivered', 'read']);
    for (const r of recibidas) {
      expect(r.firma).toBe(`sha256=${createHmac('sha256', APP_SECRET_LOCAL).update(r.cuerpo).digest('hex')}`);
      const v = comoJson(r.cuerpo);
      expect(v).toMatchObject({
        object: 'whatsapp_business_account',
        entry: [{ id: NUMERO_LOCAL.wabaId, changes: [{ field: 'messages' }] }],
      });
      expect(v.entry[0].changes[0].value).toMatchObject({
        metadata: { phone_number_id: NUMERO_LOCAL.phoneNumberId, display_phone_number: '34600000000' },
        statuses: [{ id: wamid, recipient_id: '34600111222', pricing: { billable: false, pricing_model: 'PMP', category: 'service' } }],
      });
    }
    // Checked against the webhook schema of Meta's document.
    expect(emu.entregas().map((e) => [e.tipo, e.status, e.violaciones])).toEqual([
      ['sent', 200, []],
      ['delivered', 200, []],
      ['read', 200, []],
    ]);
  });

  it('a number not on WhatsApp (…999999): the send is accepted, then one failed status with 131026', async () => {
    recibidas.length = 0;
    await enviar('+34 600 999 999', {
      type: 'template',
      template: { name: 'talentia_invitacion_v1', language: { code: 'es_ES', policy: 'deterministic' } },
    });
    await emu.entregarPendientes();
    expect(recibidas).toHaveLength(1);
    expect(comoJson(recibidas[0]!.cuerpo).entry[0].changes[0].value.statuses[0]).toMatchObject({
      status: 'failed',
      recipient_id: '34600999999',
      errors: [{ code: 131026, title: 'Message undeliverable' }],
    });
    expect(emu.entregas().at(-1)?.violaciones).toEqual([]);
  });

  it('a candidate’s reply from the page’s form, as an inbound text message; the same delivery posted again byte for byte', async () => {
    recibidas.length = 0;
    const r = await fetch(`${emu.url}/_emulador/responder`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ desde: '+34 600 111 222', nombre: 'Ana', texto: 'BAJA' }),
    });
    expect(r.status).toBe(200);
    const value = comoJson(recibidas[0]!.cuerpo).entry[0].changes[0].value;
    expect(value).toMatchObject({
      contacts: [{ profile: { name: 'Ana' }, wa_id: '34600111222' }],
      messages: [
        {
          from: '34600111222',
          id: expect.stringMatching(/^wamid\./),
          timestamp: expect.stringMatching(/^\d+$/),
          type: 'text',
          text: { body: 'BAJA' },
        },
      ],
    });
    const entrega = emu.entregas().at(-1)!;
    expect(entrega.violaciones).toEqual([]);
    await emu.reenviarWebhook(entrega.id);
    expect(recibidas[1]!.cuerpo.equals(recibidas[0]!.cuerpo)).toBe(true);
    expect(recibidas[1]!.firma).toBe(recibidas[0]!.firma);
  });

  it('a template’s review is posted as message_template_status_update; a secret set in the form signs what follows', async () => {
    recibidas.length = 0;
    await emu.configurarWebhook({ callbackUrl, verifyToken: TOKEN, appSecret: 'otro-secreto' });
    await fetch(`${emu.url}/v23.0/${NUMERO_LOCAL.wabaId}/message_templates`, {
      method: 'POST',
      headers: { ...UA, ...bearer(), 'content-type': 'application/json' },
      body: JSON.stringify(peticionCrearPlantilla(PLANTILLAS_WHATSAPP[0]!, 'es_ES')),
    });
    emu.decidirPlantilla('talentia_invitacion_v1', { status: 'REJECTED', motivo: 'INVALID_FORMAT' });
    await emu.entregarPendientes();
    const [t] = recibidas;
    expect(t!.firma).toBe(`sha256=${createHmac('sha256', 'otro-secreto').update(t!.cuerpo).digest('hex')}`);
    expect(comoJson(t!.cuerpo).entry[0]).toMatchObject({
      id: NUMERO_LOCAL.wabaId,
      time: expect.any(Number),
      changes: [
        {
          field: 'message_template_status_update',
          value: {
            event: 'REJECTED',
            message_template_id: expect.any(Number),
            message_template_name: 'talentia_invitacion_v1',
            message_template_language: 'es_ES',
            reason: 'INVALID_FORMAT',
          },
        },
      ],
    });
    // Meta's document has no schema for this field: recorded as such, not as conforming.
    expect(emu.entregas().at(-1)?.violaciones).toBeNull();
    const store = (await (await fetch(`${emu.url}/store`)).json()) as { webhook: { callbackUrl: string }; webhooks: unknown[] };
    expect(store.webhook.callbackUrl).toBe(callbackUrl);
    expect(store.webhooks).toHaveLength(emu.entregas().length);
    expect(await (await fetch(`${emu.url}/`)).text()).toContain(`Notificaciones enviadas (${emu.entregas().length})`);
  });

  it('statuses come by themselves after the configured delay', async () => {
    const rapido = await startWhatsApp({ port: 0, estadosMs: 5 });
    try {
      await rapido.configurarWebhook({ callbackUrl, verifyToken: TOKEN });
      recibidas.length = 0;
      await fetch(`${rapido.url}/v23.0/${NUMERO_LOCAL.phoneNumberId}/messages`, {
        method: 'POST',
        headers: { ...UA, ...bearer(), 'content-type': 'application/json' },
        body: JSON.stringify({
          messaging_product: 'whatsapp',
          recipient_type: 'individual',
          to: '34600111333',
          type: 'text',
          text: { body: 'x' },
        }),
      });
      await vi.waitFor(() => expect(recibidas).toHaveLength(3), { timeout: 5_000 });
    } finally {
      await rapido.close();
    }
  }, 30_000);

  it('the document’s own «Text Message» webhook example conforms once its clashing schema names are read as meant', async () => {
    const validar = validadorDe(await contratoWebhookWhatsApp());
    const ejemplo = {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '419561257915477',
          changes: [
            {
              field: 'messages',
              value: {
                messaging_product: 'whatsapp',
                metadata: { display_phone_number: '15550783881', phone_number_id: '106540352242922' },
                contacts: [{ profile: { name: 'Sheena Nelson' }, wa_id: '16505551234' }],
                messages: [
                  {
                    from: '16505551234',
                    id: 'wamid.X',
                    timestamp: '1749416383',
                    type: 'text',
                    text: { body: 'Does it come in another color?' },
                  },
                ],
              },
            },
          ],
        },
      ],
    };
    const v = (b: unknown) =>
      validar({
        method: 'POST',
        url: '/whatsapp/webhooks',
        headers: { 'content-type': 'application/json' },
        body: Buffer.from(JSON.stringify(b)),
      });
    expect(v(ejemplo).errores).toEqual([]);
    // A status that is not one of Meta's is refused.
    const malo = structuredClone(ejemplo) as any;
    malo.entry[0].changes[0].value = {
      messaging_product: 'whatsapp',
      metadata: ejemplo.entry[0]!.changes[0]!.value.metadata,
      statuses: [{ id: 'w', status: 'entregado', timestamp: '1', recipient_id: '1' }],
    };
    expect(v(malo).errores).not.toEqual([]);
  });
});
