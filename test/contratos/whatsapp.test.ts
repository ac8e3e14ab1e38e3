// The requests the product sends to the WhatsApp Business Platform Cloud API (issue 68), checked against
// Meta's own OpenAPI document (facebook/openapi, business-messaging-api_v23.0.yaml, kept beside the local
// emulator: infra/local/whatsapp/), as the AI providers' are (contratos.test.ts): each request is captured
// as the product's own function makes it — the connection's check (getPhoneNumberById), a template's
// creation, its read by name and its edit — and the validator (validar-peticion.ts, ajv) must find 0
// violations. sendMessage's two shapes, a template with its body's parameters and a free text (the design
// of issue 68's sending, functions/lib/whatsapp/enviar.ts once it exists), are hand-built here with the
// product's headers: when the sending code lands, its own requests replace them. The same requests through
// the local stack, with the emulator checking them, are test/integration/whatsapp-conexion.test.ts.
import { beforeAll, describe, expect, it } from 'vitest';
import { USER_AGENT, VERSION_GRAPH, comprobarNumero } from '../../functions/lib/whatsapp/cloud-api.js';
import { crearPlantilla, leerPlantilla, reenviarPlantilla } from '../../functions/lib/whatsapp/plantillas.js';
import { PLANTILLAS_WHATSAPP, textoEn } from '../../shared/whatsapp-plantillas.js';
import { FUENTE, NUMERO_LOCAL, contratoWhatsApp } from '../../infra/local/whatsapp/emulador.js';
import { validadorDe, type PeticionVista, type Veredicto } from './validar-peticion.js';

let validar: (p: PeticionVista) => Veredicto;
beforeAll(async () => {
  validar = validadorDe(await contratoWhatsApp());
}, 30_000);

const TOKEN = 'EAAGtoken-de-contrato';
const BASE = 'https://graph.facebook.com';

/** A fetch that keeps each request as it would reach Graph and answers what the product reads. */
function capturar(respuesta: unknown) {
  const vistas: PeticionVista[] = [];
  const f = (async (url: string | URL, init: RequestInit = {}) => {
    const u = new URL(String(url));
    vistas.push({
      method: init.method ?? 'GET',
      url: `${u.pathname}${u.search}`,
      headers: Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v])),
      ...(init.body ? { body: Buffer.from(String(init.body)) } : {}),
    });
    return new Response(JSON.stringify(respuesta), { status: 200, headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return { f, vistas };
}

const veredictos = (vistas: PeticionVista[]) => vistas.map((v) => validar(v));

describe('the document kept', () => {
  it('says where it came from', () => {
    expect(FUENTE).toMatchObject({
      repo: 'facebook/openapi',
      path: 'business-messaging-api_v23.0.yaml',
      commit: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
  });
});

describe('the connection and the templates: the product’s own requests', () => {
  it('getPhoneNumberById, as comprobarNumero sends it', async () => {
    const { f, vistas } = capturar({ id: NUMERO_LOCAL.phoneNumberId, display_phone_number: '+34 600 00 00 00', verified_name: 'X' });
    await comprobarNumero(NUMERO_LOCAL.phoneNumberId, TOKEN, new Date(0), { fetch: f, baseUrl: BASE });
    expect(veredictos(vistas)).toEqual([{ operacion: 'GET /{Version}/{Phone-Number-ID}', errores: [] }]);
  });

  it('each template created, read by name and edited, in each Spanish the product uses', async () => {
    const { f, vistas } = capturar({ id: '1234567890', status: 'PENDING', category: 'UTILITY', data: [], success: true });
    for (const idioma of ['es_ES', 'es_MX', 'es_AR', 'es'])
      for (const p of PLANTILLAS_WHATSAPP) {
        await crearPlantilla(NUMERO_LOCAL.wabaId, TOKEN, p, idioma, { fetch: f, baseUrl: BASE });
        await leerPlantilla(NUMERO_LOCAL.wabaId, TOKEN, p.nombre, idioma, { fetch: f, baseUrl: BASE });
        await reenviarPlantilla('1234567890', TOKEN, p, idioma, { fetch: f, baseUrl: BASE });
      }
    const v = veredictos(vistas);
    expect(v).toHaveLength(4 * PLANTILLAS_WHATSAPP.length * 3);
    expect(v.flatMap((x) => x.errores)).toEqual([]);
    expect(new Set(v.map((x) => x.operacion))).toEqual(
      new Set([
        'POST /{Version}/{WABA-ID}/message_templates',
        'GET /{Version}/{WABA-ID}/message_templates',
        'POST /{Version}/{TEMPLATE_ID}',
      ]),
    );
  });
});

describe('sendMessage (POST /{Version}/{Phone-Number-ID}/messages)', () => {
  const peticion = (cuerpo: unknown): PeticionVista => ({
    method: 'POST',
    url: `/${VERSION_GRAPH}/${NUMERO_LOCAL.phoneNumberId}/messages`,
    headers: { authorization: `Bearer ${TOKEN}`, 'user-agent': USER_AGENT, accept: 'application/json', 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(cuerpo)),
  });
  /** A template message as issue 68's design sends it: the body's parameters in the template's order. */
  const dePlantilla = (p: (typeof PLANTILLAS_WHATSAPP)[number], idioma: string) => ({
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: '34600111222',
    type: 'template',
    template: {
      name: p.nombre,
      language: { code: idioma, policy: 'deterministic' },
      components: [{ type: 'body', parameters: p.ejemplo.map((text) => ({ type: 'text', text })) }],
    },
  });

  it('every product template, in each language, with its body’s parameters: 0 violations', () => {
    for (const idioma of ['es_ES', 'es_MX', 'es_AR', 'es'])
      for (const p of PLANTILLAS_WHATSAPP) {
        // As many parameters as the body has variables (what Meta checks when it sends).
        expect(p.ejemplo.length, p.nombre).toBe(new Set(textoEn(p, idioma).match(/\{\{\d+\}\}/g)).size);
        expect(validar(peticion(dePlantilla(p, idioma))), `${p.nombre} ${idioma}`).toEqual({
          operacion: 'POST /{Version}/{Phone-Number-ID}/messages',
          errores: [],
        });
      }
  });

  it('a free text inside the customer service window: 0 violations', () => {
    const texto = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '34600111222',
      type: 'text',
      text: { body: 'Hola, Lucía: sí, puedes hacerla mañana.' },
    };
    expect(validar(peticion(texto))).toEqual({ operacion: 'POST /{Version}/{Phone-Number-ID}/messages', errores: [] });
  });

  it('and the document refuses what it rules out: a language without its policy, a text with no text, no token', () => {
    const p = dePlantilla(PLANTILLAS_WHATSAPP[0]!, 'es_ES');
    const sinPolicy = { ...p, template: { ...p.template, language: { code: 'es_ES' } } };
    expect(validar(peticion(sinPolicy)).errores).not.toEqual([]);
    expect(
      validar(peticion({ messaging_product: 'whatsapp', recipient_type: 'individual', to: '34600111222', type: 'text', texto: 'x' }))
        .errores,
    ).not.toEqual([]);
    const sinToken = peticion(p);
    delete sinToken.headers.authorization;
    expect(validar(sinToken).errores.join()).toContain('seguridad');
  });
});
