// The local WhatsApp emulator answers as Meta's document says and refuses what the document refuses:
// a request the product makes conforms (0 violations), the document's own example message conforms,
// a malformed one is a 400 in Graph's error shape naming the violation, an unknown number a 404 (803),
// a missing or revoked token a 401; the page and the JSON show what was sent.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
