// The local WhatsApp emulator answers as Meta's document says and refuses what the document refuses:
// a request the product makes conforms (0 violations), the document's own example message conforms,
// a malformed one is a 400 in Graph's error shape naming the violation, an unknown number a 404 (803),
// a missing or revoked token a 401; the page and the JSON show what was sent. Templates: the product's
// creation request conforms, a template is kept per account, PENDING then approved after the delay (or
// as a test decides: rejected with a reason, paused), read by name; an unknown account is Graph's 400.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANTILLAS_WHATSAPP, peticionCrearPlantilla } from '../../../shared/whatsapp-plantillas.js';
import { NUMERO_LOCAL, startWhatsApp, type RunningWhatsApp } from './emulador.js';

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
