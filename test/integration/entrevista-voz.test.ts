// Voice answers on the candidate's public page through the local stack (D66): without a
// Deepgram key the page offers no voice and the upload URL is refused; with one, the browser
// uploads to the files bucket with the presigned POST (a real multipart POST to s3rver) and the
// transcription goes to a fake Deepgram on loopback (Spanish, the key as a Token header). The
// recording is deleted after every attempt; a provider failure or time-out is the one Spanish
// message (never the provider's text); a missing recording is a 404; and an audio id of another
// interview never reaches that interview's object (the key is built from the token's interview).
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { IncomingMessage } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AVISO_ENTREVISTA_VERSION } from '../../shared/aviso-entrevista.js';
import { s3 } from '../../functions/lib/aws/s3.js';
import { empresaKeys, type EmpresaItem } from '../../functions/lib/db/empresas.js';
import { getItem, putItem } from '../../functions/lib/db/repository.js';
import { empresaConCandidato, programarEntrevista, urlPublica, type EmpresaPrueba } from './entrevista-fixtures.js';
import { mailsTo, tokenDeInvitacion, type Session } from './fixtures.js';
import { startTestStack, type TestStack } from './local-stack.js';
import { proveedorFalso, type ProveedorFalso } from './proveedor-falso.js';

let stack: TestStack;
let admin: Session;
let empresaId: string;
let candidatoId: string;
let emp: EmpresaPrueba;
let deepgram: ProveedorFalso;

const CLAVE = 'dg' + 'K'.repeat(36) + 'voz1';
const FALLIDA = 'No se ha podido transcribir la grabación. Escribe tu respuesta o vuelve a intentarlo.';
const NO_ENCONTRADA = 'No encontramos la grabación: vuelve a grabar tu respuesta';

/** How the fake Deepgram answers /v1/listen. */
let modo: 'ok' | '401' | 'cuelga' | 'basura' = 'ok';
interface Recibida {
  path: string;
  query: URLSearchParams;
  auth: string | undefined;
  tipo: string | undefined;
  bytes: number;
}
const recibidas: Recibida[] = [];
const colgadas: IncomingMessage[] = [];

async function leer(req: IncomingMessage): Promise<Buffer> {
  const partes: Buffer[] = [];
  for await (const p of req) partes.push(p as Buffer);
  return Buffer.concat(partes);
}

beforeAll(async () => {
  deepgram = await proveedorFalso(['IA_BASE_URL_DEEPGRAM'], async (req, res) => {
    const u = new URL(req.url ?? '/', 'http://x');
    const auth = req.headers.authorization;
    if (req.method === 'GET' && u.pathname === '/v1/projects') {
      res.writeHead(auth === `Token ${CLAVE}` ? 200 : 401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ projects: [] }));
      return;
    }
    const cuerpo = await leer(req);
    recibidas.push({ path: u.pathname, query: u.searchParams, auth, tipo: req.headers['content-type'], bytes: cuerpo.length });
    if (modo === 'cuelga') {
      colgadas.push(req);
      return;
    }
    if (modo === '401') {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ err_msg: `Invalid credentials: ${auth}` }));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      modo === 'basura'
        ? '<html>oops'
        : JSON.stringify({ results: { channels: [{ alternatives: [{ transcript: '  Coordiné un equipo de cinco personas.  ' }] }] } }),
    );
  });
  process.env.IA_TIEMPO_DEEPGRAM_MS = '800';

  stack = await startTestStack({ scheduler: false });
  emp = await empresaConCandidato(stack, {
    nombreComercial: 'Voz Clara',
    licencias: 3,
    candidato: { email: 'iker@candidatos.test' },
  });
  ({ empresaId, admin, candidatoId } = emp);
});
afterAll(async () => {
  await stack?.cleanup();
  await deepgram?.cerrar();
  delete process.env.IA_TIEMPO_DEEPGRAM_MS;
});

async function programar(): Promise<{ id: string; token: string }> {
  const { id, token } = await programarEntrevista(stack, emp);
  const ok = await stack.call('POST', url(token, '/consentimiento'), { body: { acepto: true, version: AVISO_ENTREVISTA_VERSION } });
  expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  return { id, token };
}

const url = urlPublica;
const pedirUrl = (token: string, body: unknown) => stack.call('POST', url(token, '/audio-url'), { body });
const transcribir = (token: string, n: number, audioId: string) =>
  stack.call('POST', url(token, `/respuestas/${n}/transcripcion`), { body: { audioId } });
const claveDe = (entrevistaId: string, audioId: string) => `empresas/${empresaId}/entrevistas/${entrevistaId}/audio/${audioId}`;

async function existe(key: string): Promise<boolean> {
  try {
    await s3.send(new HeadObjectCommand({ Bucket: process.env.FILES_BUCKET!, Key: key }));
    return true;
  } catch {
    return false;
  }
}

/** Asks for the URL and uploads like the page does: the fields, then the file, as multipart form data. */
async function subir(token: string, n = 0, audio = Buffer.from('OggS-fake-opus-audio'), tipo = 'audio/ogg'): Promise<string> {
  const res = await pedirUrl(token, { n, tipo, bytes: audio.length });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const d = res.body.data;
  expect(d).toMatchObject({ audioId: expect.stringMatching(/^aud_[0-9]+_[A-Za-z0-9_-]{16,}$/), maxBytes: 10 * 1024 * 1024 });
  expect(Date.parse(d.expiraEn) - Date.now()).toBeLessThanOrEqual(300_000);
  expect(d.campos['Content-Type']).toBe(tipo);
  expect(d.campos.key).toMatch(new RegExp(`^empresas/${empresaId}/entrevistas/.+/audio/${d.audioId}$`));
  const form = new FormData();
  for (const [k, v] of Object.entries(d.campos as Record<string, string>)) form.append(k, v);
  form.append('file', new Blob([audio], { type: tipo }), 'respuesta.ogg');
  const subida = await fetch(d.url, { method: 'POST', body: form });
  expect(subida.status, await subida.clone().text()).toBeLessThan(300);
  return d.audioId;
}

describe('voice answers', () => {
  let a: { id: string; token: string };
  let b: { id: string; token: string };

  beforeAll(async () => {
    a = await programar();
    b = await programar();
  });

  it('without a Deepgram key: no voice on the page, and no upload URL', async () => {
    expect((await stack.call('GET', url(a.token))).body.data.vozDisponible).toBe(false);
    const res = await pedirUrl(a.token, { n: 0, tipo: 'audio/webm', bytes: 1000 });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe('La respuesta por voz no está disponible en esta entrevista: escribe tu respuesta');
  });

  it('with the company’s key: voice offered; the request is checked', async () => {
    const g = await stack.call('PUT', `/api/configuracion/empresa/${empresaId}/apis/deepgram`, {
      token: admin.token,
      body: { apiKey: CLAVE },
    });
    expect(g.status, JSON.stringify(g.body)).toBe(200);
    expect(g.body.data.clave).toMatchObject({ isValid: true });
    expect((await stack.call('GET', url(a.token))).body.data.vozDisponible).toBe(true);

    const tipo = await pedirUrl(a.token, { n: 0, tipo: 'audio/wav', bytes: 1000 });
    expect(tipo.status).toBe(400);
    expect(JSON.stringify(tipo.body)).toContain('Formato de grabación no admitido (webm, ogg o mp4)');
    const grande = await pedirUrl(a.token, { n: 0, tipo: 'audio/webm', bytes: 10 * 1024 * 1024 + 1 });
    expect(grande.status).toBe(400);
    expect(JSON.stringify(grande.body)).toContain('La grabación no puede superar los 10 MB (unos 5 minutos)');
    const fuera = await pedirUrl(a.token, { n: 400, tipo: 'audio/webm', bytes: 1000 });
    expect(fuera.status).toBe(400);
    expect((await pedirUrl('tok_1_x', { n: 0, tipo: 'audio/webm', bytes: 1000 })).status).toBe(404);
  });

  it('uploads with the presigned POST and transcribes in Spanish; the recording is deleted', async () => {
    modo = 'ok';
    const audioId = await subir(a.token, 1);
    expect(await existe(claveDe(a.id, audioId))).toBe(true);
    const res = await transcribir(a.token, 1, audioId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({ texto: 'Coordiné un equipo de cinco personas.' });
    const r = recibidas.at(-1)!;
    expect(r.path).toBe('/v1/listen');
    expect(Object.fromEntries(r.query)).toMatchObject({ model: 'nova-2', language: 'es', smart_format: 'true', punctuate: 'true' });
    expect(r.auth).toBe(`Token ${CLAVE}`);
    expect(r.tipo).toBe('audio/ogg');
    expect(r.bytes).toBe(Buffer.from('OggS-fake-opus-audio').length);
    expect(await existe(claveDe(a.id, audioId))).toBe(false);
    // Once used, it is gone.
    const otra = await transcribir(a.token, 1, audioId);
    expect(otra.status).toBe(404);
    expect(otra.body.message).toBe(NO_ENCONTRADA);
    // Nothing was saved: the page saves the corrected text with origen 'voz'.
    expect((await stack.call('GET', url(a.token))).body.data.respuestas).toEqual([]);
    const guardada = await stack.call('PUT', url(a.token, '/respuestas/1'), { body: { texto: res.body.data.texto, origen: 'voz' } });
    expect(guardada.body.data).toMatchObject({ n: 1, origen: 'voz' });
  });

  it("a company in Argentina is heard in Latin American Spanish: Deepgram's es-419 (D210)", async () => {
    const clave = empresaKeys.empresa(empresaId);
    const antes = (await getItem<EmpresaItem>(clave))!;
    await putItem({ ...antes, ...clave, direccion: { ...(antes.direccion as object), pais: 'Argentina' } });
    try {
      modo = 'ok';
      const audioId = await subir(a.token, 3);
      const res = await transcribir(a.token, 3, audioId);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(recibidas.at(-1)!.query.get('language')).toBe('es-419');
    } finally {
      await putItem({ ...antes, ...clave });
    }
  });

  it('a refused key, a non-JSON answer or a time-out: the one message, nothing of the provider’s, the recording deleted', async () => {
    for (const m of ['401', 'basura', 'cuelga'] as const) {
      modo = m;
      const audioId = await subir(a.token, 2);
      const antes = Date.now();
      const res = await transcribir(a.token, 2, audioId);
      expect(res.status, m).toBeGreaterThanOrEqual(502);
      expect(res.status, m).toBeLessThanOrEqual(503);
      expect(res.body.message, m).toBe(FALLIDA);
      expect(JSON.stringify(res.body)).not.toContain(CLAVE.slice(4, 20));
      expect(JSON.stringify(res.body)).not.toMatch(/Invalid credentials|oops/);
      if (m === 'cuelga') expect(Date.now() - antes).toBeLessThan(10_000);
      expect(await existe(claveDe(a.id, audioId)), m).toBe(false);
    }
    modo = 'ok';
  });

  it('a missing recording is 404; another interview’s audio id never reaches its object', async () => {
    const inventado = `aud_${Date.now()}_${'x'.repeat(24)}`;
    const nada = await transcribir(a.token, 0, inventado);
    expect(nada.status).toBe(404);
    expect(nada.body.message).toBe(NO_ENCONTRADA);
    const forjado = await transcribir(a.token, 0, '../../otra/audio/aud_1_xxxxxxxxxxxxxxxxxxxx');
    expect(forjado.status).toBe(400);

    const deA = await subir(a.token, 0);
    const desdeB = await transcribir(b.token, 0, deA);
    expect(desdeB.status).toBe(404);
    // A's recording is untouched by B's request, and A can still use it.
    expect(await existe(claveDe(a.id, deA))).toBe(true);
    const n = recibidas.length;
    expect((await transcribir(a.token, 0, deA)).status).toBe(200);
    expect(recibidas.length).toBe(n + 1);
  });

  it('needs consent first', async () => {
    const res = await stack.call('POST', '/api/entrevistas', {
      token: admin.token,
      body: { candidatoId, servicioId: 'entrevistas-profundidad', fechaProgramada: new Date(Date.now() + 86_400_000).toISOString() },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const mails = await mailsTo(stack, 'iker@candidatos.test');
    const token = tokenDeInvitacion(mails);
    const sin = await pedirUrl(token, { n: 0, tipo: 'audio/webm', bytes: 1000 });
    expect(sin.status).toBe(409);
    expect(sin.body.message).toBe('Acepta el aviso antes de responder');
  });
});
