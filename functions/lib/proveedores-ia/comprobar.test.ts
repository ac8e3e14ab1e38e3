// Each provider's "Probar" against a fake provider on loopback: the call it makes (path, method,
// auth header), a valid key, a refused one (401), a provider error (5xx, whose text may echo the
// key: it never reaches the answer), a provider that does not answer (time-out) and one that is
// not there; the format checks stop a malformed key before any call.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PROVEEDORES_IA, type ProveedorIA } from '../../../shared/proveedores-ia.js';
import { baseUrlAceptable, comprobarProveedor } from './comprobar.js';

interface Vista {
  method?: string;
  url?: string;
  headers: IncomingMessage['headers'];
  body: string;
}
let server: Server;
let base: string;
let vistas: Vista[] = [];
let respuesta: { status: number; body: unknown; sinRespuesta?: boolean } = { status: 200, body: { data: [] } };

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      vistas.push({ method: req.method, url: req.url, headers: req.headers, body });
      if (respuesta.sinRespuesta) return;
      res.writeHead(respuesta.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(respuesta.body));
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});
beforeEach(() => {
  vistas = [];
  respuesta = { status: 200, body: { data: [] } };
});

const CLAVES: Record<ProveedorIA, string> = {
  openai: 'sk-proj-' + 'a'.repeat(60),
  claude: 'sk-ant-api03-abcdefghijklmnop',
  gemini: 'AIzaSyA-abcdefghijklmnopqrstuvwxyz0123',
  perplexity: 'pplx-abcdefghijklmnopqrstuvwx',
  deepgram: '0123456789abcdef0123456789abcdef01234567',
  did: 'usuario.demo:Secreto+Largo/1=',
};

const LLAMADA: Record<ProveedorIA, { method: string; url: string; header: [string, string] }> = {
  openai: { method: 'GET', url: '/v1/models', header: ['authorization', `Bearer ${CLAVES.openai}`] },
  claude: { method: 'GET', url: '/v1/models?limit=1000', header: ['x-api-key', CLAVES.claude] },
  gemini: { method: 'GET', url: '/v1beta/models?pageSize=1000', header: ['x-goog-api-key', CLAVES.gemini] },
  perplexity: { method: 'POST', url: '/chat/completions', header: ['authorization', `Bearer ${CLAVES.perplexity}`] },
  deepgram: { method: 'GET', url: '/v1/projects', header: ['authorization', `Token ${CLAVES.deepgram}`] },
  did: { method: 'GET', url: '/credits', header: ['authorization', `Basic ${Buffer.from(CLAVES.did).toString('base64')}`] },
};

// Names as the providers write them, not in capitals (D129).
const NOMBRE: Record<ProveedorIA, string> = {
  openai: 'OpenAI',
  claude: 'Claude',
  gemini: 'Gemini',
  perplexity: 'Perplexity',
  deepgram: 'Deepgram',
  did: 'D-ID',
};

describe.each(PROVEEDORES_IA)('%s', (p) => {
  it('a valid key: one authenticated call, and the spec text', async () => {
    const r = await comprobarProveedor(p, CLAVES[p], { baseUrl: base });
    expect(r).toEqual({ ok: true, message: `${NOMBRE[p]} conectado correctamente` });
    expect(vistas).toHaveLength(1);
    expect(vistas[0]).toMatchObject({ method: LLAMADA[p].method, url: LLAMADA[p].url });
    expect(vistas[0]!.headers[LLAMADA[p].header[0]]).toBe(LLAMADA[p].header[1]);
  });

  it('a refused key (401) says what to do, not what the provider wrote', async () => {
    respuesta = { status: 401, body: { error: { message: `Incorrect API key provided: ${CLAVES[p]}` } } };
    const r = await comprobarProveedor(p, CLAVES[p], { baseUrl: base });
    const error = `la clave no es válida, está revocada o no tiene permisos: copia una clave nueva de tu cuenta de ${NOMBRE[p]} y guárdala`;
    expect(r).toEqual({ ok: false, error, message: `Error conectando ${NOMBRE[p]}: ${error}` });
  });

  it("a provider error says to try again later; the provider's own text (and the key) stay off the answer", async () => {
    respuesta = { status: 503, body: { error: { message: `Overloaded; your key ${CLAVES[p]} is fine` } } };
    const r = await comprobarProveedor(p, CLAVES[p], { baseUrl: base });
    expect(r.ok).toBe(false);
    expect(r.error).toBe(`${NOMBRE[p]} tiene un problema temporal (HTTP 503): vuelve a probar en unos minutos`);
    expect(JSON.stringify(r)).not.toContain('Overloaded');
    expect(JSON.stringify(r)).not.toContain(CLAVES[p]);
  });
});

describe("the provider's list of models (D120)", () => {
  it('OpenAI: the chat models of `data[].id`, without embeddings, speech, images or odd ids; sorted, unique', async () => {
    respuesta = {
      status: 200,
      body: {
        object: 'list',
        data: [
          { id: 'gpt-4o', object: 'model' },
          { id: 'text-embedding-3-large' },
          { id: 'whisper-1' },
          { id: 'tts-1-hd' },
          { id: 'dall-e-3' },
          { id: 'gpt-4.1' },
          { id: 'o3-mini' },
          { id: 'omni-moderation-latest' },
          { id: 'gpt-4o-realtime-preview' },
          { id: 'gpt-4o' },
          { id: 'id con espacios' },
          { id: 'x'.repeat(101) },
          { id: 7 },
          { id: 'ft:gpt-4o-mini-2024-07-18:acme::abc123' },
        ],
      },
    };
    const r = await comprobarProveedor('openai', CLAVES.openai, { baseUrl: base });
    expect(r).toEqual({
      ok: true,
      message: 'OpenAI conectado correctamente',
      modelos: ['ft:gpt-4o-mini-2024-07-18:acme::abc123', 'gpt-4.1', 'gpt-4o', 'o3-mini'],
    });
  });

  it('Claude: `data[].id` as listed', async () => {
    respuesta = {
      status: 200,
      body: {
        data: [
          { type: 'model', id: 'claude-sonnet-4-5-20250929' },
          { type: 'model', id: 'claude-haiku-4-5' },
        ],
        has_more: false,
      },
    };
    expect((await comprobarProveedor('claude', CLAVES.claude, { baseUrl: base })).modelos).toEqual([
      'claude-haiku-4-5',
      'claude-sonnet-4-5-20250929',
    ]);
  });

  it('Gemini: `models[].name` without "models/", only those that generate content', async () => {
    respuesta = {
      status: 200,
      body: {
        models: [
          { name: 'models/gemini-2.5-flash', supportedGenerationMethods: ['generateContent', 'countTokens'] },
          { name: 'models/text-embedding-004', supportedGenerationMethods: ['embedContent'] },
          { name: 'models/gemini-2.5-pro', supportedGenerationMethods: ['generateContent'] },
        ],
      },
    };
    expect((await comprobarProveedor('gemini', CLAVES.gemini, { baseUrl: base })).modelos).toEqual(['gemini-2.5-flash', 'gemini-2.5-pro']);
  });

  it('a list that does not read leaves the test passed, without models; providers that list none answer none', async () => {
    respuesta = { status: 200, body: 'no es una lista' };
    expect(await comprobarProveedor('openai', CLAVES.openai, { baseUrl: base })).toEqual({
      ok: true,
      message: 'OpenAI conectado correctamente',
    });
    respuesta = { status: 200, body: { data: [{ id: 'nova-3' }] } };
    expect(await comprobarProveedor('deepgram', CLAVES.deepgram, { baseUrl: base })).toEqual({
      ok: true,
      message: 'Deepgram conectado correctamente',
    });
  });
});

describe('when the provider is not there or does not answer', () => {
  it('a time-out says so', async () => {
    respuesta = { status: 200, body: {}, sinRespuesta: true };
    const r = await comprobarProveedor('openai', CLAVES.openai, { baseUrl: base, timeoutMs: 300 });
    expect(r).toMatchObject({ ok: false, error: 'OpenAI no respondió en 0.3 s: vuelve a probar en unos minutos' });
  });

  it('a closed port says it could not connect', async () => {
    const r = await comprobarProveedor('claude', CLAVES.claude, { baseUrl: 'http://127.0.0.1:9' });
    const error =
      'no se pudo conectar con Claude: comprueba la conexión a internet del servidor y, si la plataforma usa otra URL base, que sea correcta';
    expect(r).toEqual({ ok: false, error, message: `Error conectando Claude: ${error}` });
  });
});

describe('format checks come before any call', () => {
  it.each([
    ['openai', 'pk-abcdefghijklmnopqrst', 'Las claves de OpenAI empiezan por sk- (o sk-proj- las de proyecto)'],
    ['openai', 'sk-proj-corta', 'Las claves de proyecto de OpenAI (sk-proj-) tienen al menos 60 caracteres'],
    ['openai', 'sk-con espacio-1234567890', 'La clave no puede contener espacios'],
    ['did', 'usuario@correo.com:Secreto12345', 'La clave de D-ID no puede contener @'],
    ['did', 'sinSeparadorNiNada', 'La clave de D-ID tiene la forma usuario:contraseña'],
    ['did', 'ab:Secreto12345678', 'El usuario de la clave de D-ID tiene de 3 a 50 caracteres: letras, números, _ . -'],
    ['did', 'usuariolargo:corta1', 'La contraseña de la clave de D-ID tiene de 10 a 100 caracteres: letras, números, _ . - + / ='],
    ['did', 'u:1234567890', 'La clave de D-ID tiene de 15 a 150 caracteres en total'],
    ['gemini', 'corta', 'La clave debe tener entre 10 y 400 caracteres'],
  ] as const)('%s %s', async (p, clave, error) => {
    const r = await comprobarProveedor(p, clave, { baseUrl: base });
    expect(r).toMatchObject({ ok: false, error });
    expect(vistas).toEqual([]);
  });

  it('legacy sk- keys and long sk-proj- keys pass', async () => {
    expect((await comprobarProveedor('openai', 'sk-' + 'b'.repeat(48), { baseUrl: base })).ok).toBe(true);
    expect((await comprobarProveedor('openai', 'sk-proj-' + 'c'.repeat(150), { baseUrl: base })).ok).toBe(true);
  });
});

describe('baseUrlAceptable', () => {
  it.each([
    ['https://gateway.empresa.com/openai', true],
    ['http://127.0.0.1:8080', true],
    ['http://localhost:3000', true],
    ['http://gateway.empresa.com', false],
    ['https://user:pass@gateway.empresa.com', false],
    ['ftp://x', false],
    ['no es una url', false],
  ])('%s → %s', (url, ok) => expect(baseUrlAceptable(url)).toBe(ok));
});
