// "Probar" for the six providers (D60): a real, cheap, authenticated call to each — list the
// models (OpenAI, Anthropic, Gemini), the projects (Deepgram), the credits (D-ID), a one-token chat
// (Perplexity, which lists nothing) — against a base URL the platform may override (tests point it
// at a fake server on loopback; a self-hosted gateway works the same), with a time-out. The answer
// is the spec's text; the key never appears in it (a provider that echoes it is cut out). The
// providers that list models answer which ones the key can use (D120): the keys panel
// offers them and a chosen one is checked against them.
import { apis as msg, fmt } from '../../../shared/messages.js';
import {
  etiquetaProveedor,
  LISTAN_MODELOS,
  MODELO_ID,
  MODELO_MAX,
  PROVEEDOR,
  problemaDeFormato,
  type ProveedorIA,
} from '../../../shared/proveedores-ia.js';
import { explicarErrorProveedor, type FalloProveedor } from '../errores-conexion.js';
import { logger } from '../logger.js';
import { callSignal } from '../request-scope.js';

export const BASE_URL_POR_DEFECTO: Record<ProveedorIA, string> = {
  openai: 'https://api.openai.com',
  claude: 'https://api.anthropic.com',
  gemini: 'https://generativelanguage.googleapis.com',
  perplexity: 'https://api.perplexity.ai',
  deepgram: 'https://api.deepgram.com',
  did: 'https://api.d-id.com',
};

/** Seconds a test may take (the API's own deadline is 10 s). */
export const SEGUNDOS_COMPROBACION = 6;

/** The base URL: the one configured, else `IA_BASE_URL_<PROVEEDOR>` (tests, gateways), else the provider's. */
export function baseUrlDe(p: ProveedorIA, configurada?: string): string {
  return (configurada || process.env[`IA_BASE_URL_${p.toUpperCase()}`] || BASE_URL_POR_DEFECTO[p]).replace(/\/+$/, '');
}

/** A base URL the platform may set: https, or http to a loopback address (tests, a local gateway). */
export function baseUrlAceptable(url: string): boolean {
  try {
    const u = new URL(url);
    if (u.username || u.password) return false;
    return u.protocol === 'https:' || (u.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(u.hostname));
  } catch {
    return false;
  }
}

interface Peticion {
  path: string;
  method?: 'GET' | 'POST';
  headers: Record<string, string>;
  body?: unknown;
}

function peticion(p: ProveedorIA, clave: string, modelo?: string): Peticion {
  switch (p) {
    case 'openai':
      return { path: '/v1/models', headers: { authorization: `Bearer ${clave}` } };
    case 'claude':
      // Anthropic's list answers 20 models a page unless `limit` (1–1000) says more.
      return { path: '/v1/models?limit=1000', headers: { 'x-api-key': clave, 'anthropic-version': '2023-06-01' } };
    case 'gemini':
      // Gemini's answers 50 a page unless `pageSize` (at most 1000) says more.
      return { path: '/v1beta/models?pageSize=1000', headers: { 'x-goog-api-key': clave } };
    case 'perplexity':
      return {
        path: '/chat/completions',
        method: 'POST',
        headers: { authorization: `Bearer ${clave}`, 'content-type': 'application/json' },
        body: { model: modelo || 'sonar', max_tokens: 1, messages: [{ role: 'user', content: 'ping' }] },
      };
    case 'deepgram':
      return { path: '/v1/projects', headers: { authorization: `Token ${clave}` } };
    case 'did':
      return { path: '/credits', headers: { authorization: `Basic ${Buffer.from(clave).toString('base64')}` } };
  }
}

export interface ResultadoComprobacion {
  ok: boolean;
  /** The spec's text: '{PROVIDER} conectado correctamente' or 'Error conectando {PROVIDER}: {message}'. */
  message: string;
  /** The reason alone (stored as the key's lastError). */
  error?: string;
  /** The models the key can use, as the provider listed them (providers that list none: absent). */
  modelos?: string[];
}

/** At most this many ids are kept (OpenAI's list has about a hundred). */
export const MAX_MODELOS_LISTADOS = 300;

/**
 * OpenAI's list (GET /v1/models: `data[].id`) holds every model of the account, also those that are
 * not chat models (embeddings, speech, images, moderation, the legacy completions ones), which the
 * product never calls through chat completions: they are left out by their documented id families.
 */
const OPENAI_NO_CHAT = /(embedding|whisper|tts|transcribe|dall-e|gpt-image|image|moderation|davinci|babbage|realtime|audio|sora|search)/i;

/**
 * The model ids of a provider's list: OpenAI and Anthropic (GET /v1/models) answer `data[].id`;
 * Gemini (GET /v1beta/models) `models[].name` as 'models/{id}', with the methods each supports (only
 * those that `generateContent` are language models to chat with). Only plain ids, sorted, unique.
 */
export function modelosListados(p: ProveedorIA, j: unknown): string[] | undefined {
  if (!LISTAN_MODELOS.includes(p) || typeof j !== 'object' || j === null) return undefined;
  const o = j as { data?: unknown; models?: unknown };
  let ids: unknown[];
  if (p === 'gemini') {
    ids = (Array.isArray(o.models) ? o.models : [])
      .filter((m: { supportedGenerationMethods?: unknown }) => {
        const metodos = m?.supportedGenerationMethods;
        return !Array.isArray(metodos) || metodos.includes('generateContent');
      })
      .map((m: { name?: unknown }) => (typeof m?.name === 'string' ? m.name.replace(/^models\//, '') : undefined));
  } else {
    ids = (Array.isArray(o.data) ? o.data : []).map((m: { id?: unknown }) => m?.id);
    if (p === 'openai') ids = ids.filter((id) => typeof id === 'string' && !OPENAI_NO_CHAT.test(id));
  }
  const limpios = ids.filter((id): id is string => typeof id === 'string' && id.length <= MODELO_MAX && MODELO_ID.test(id));
  return [...new Set(limpios)].sort().slice(0, MAX_MODELOS_LISTADOS);
}

/** A provider's error text, without the key or anything that looks like one. */
function limpio(texto: string, clave: string): string {
  return texto
    .split(clave)
    .join('••••')
    .replace(/\b(sk|pk|key|tok)[-_][A-Za-z0-9_-]{6,}/gi, '••••')
    .replace(/\s+/g, ' ')
    .slice(0, 200)
    .trim();
}

async function detalle(res: Response, clave: string): Promise<string> {
  try {
    const t = await res.text();
    const j = JSON.parse(t) as { error?: { message?: unknown } | string; message?: unknown; detail?: unknown };
    const m = typeof j.error === 'object' ? j.error?.message : (j.error ?? j.message ?? j.detail);
    return typeof m === 'string' ? limpio(m, clave) : '';
  } catch {
    return '';
  }
}

export async function comprobarProveedor(
  p: ProveedorIA,
  clave: string,
  o: { baseUrl?: string; modelo?: string; timeoutMs?: number } = {},
): Promise<ResultadoComprobacion> {
  const timeoutMs = o.timeoutMs ?? SEGUNDOS_COMPROBACION * 1000;
  const nombre = etiquetaProveedor(p);
  const fallo = (error: string): ResultadoComprobacion => ({
    ok: false,
    error,
    message: fmt(msg.errorConectando, { PROVIDER: nombre, message: error }),
  });
  // What failed, said as what to do; the provider's own words go to the logs only (D129).
  const fallaPor = (f: FalloProveedor, detalle?: string): ResultadoComprobacion => {
    logger.info('AI provider test failed', { proveedor: p, ...f, ...(detalle ? { detalle } : {}) });
    return fallo(explicarErrorProveedor(p, f));
  };
  const formato = problemaDeFormato(p, clave);
  if (formato) return fallo(formato);
  const r = peticion(p, clave, o.modelo ?? PROVEEDOR[p].modelo);
  let res: Response;
  try {
    res = await fetch(`${baseUrlDe(p, o.baseUrl)}${r.path}`, {
      method: r.method ?? 'GET',
      headers: { accept: 'application/json', ...r.headers },
      body: r.body === undefined ? undefined : JSON.stringify(r.body),
      redirect: 'error',
      signal: callSignal(AbortSignal.timeout(timeoutMs)),
    });
  } catch (err) {
    const agotado = (err as Error)?.name === 'TimeoutError' || (err as Error)?.name === 'AbortError';
    const causa = (err as { cause?: { code?: string; message?: string } })?.cause;
    return agotado
      ? fallaPor({ tipo: 'tiempo', segundos: Math.round(timeoutMs / 100) / 10 })
      : fallaPor({ tipo: 'red' }, limpio(`${causa?.code ?? ''} ${causa?.message ?? (err as Error)?.message ?? ''}`, clave));
  }
  if (res.ok) {
    const ok: ResultadoComprobacion = { ok: true, message: fmt(msg.conectado, { PROVIDER: nombre }) };
    if (!LISTAN_MODELOS.includes(p)) {
      await res.body?.cancel().catch(() => undefined);
      return ok;
    }
    // A list that does not read is no failure of the key: the test passed, only the list is missing.
    const modelos = modelosListados(p, await res.json().catch(() => undefined));
    return modelos?.length ? { ...ok, modelos } : ok;
  }
  if (res.status === 401 || res.status === 403) {
    await res.body?.cancel().catch(() => undefined);
    return fallaPor({ tipo: 'http', status: res.status });
  }
  return fallaPor({ tipo: 'http', status: res.status }, await detalle(res, clave));
}
