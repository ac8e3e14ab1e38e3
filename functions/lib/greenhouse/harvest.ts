// A client of Greenhouse's Harvest v3 API (D197), from Greenhouse's published document only
// (https://harvestdocs.greenhouse.io/docs/authentication, …/reference/post_v3-applications-id-move,
// …/docs/pagination; citations and gaps in docs/decisions/0197-…):
// - a token: POST https://auth.greenhouse.io/token, HTTP Basic client_id:client_secret, a form body
//   grant_type=client_credentials and sub=<the Greenhouse user id the integration acts as>; the token
//   goes as `Authorization: Bearer …` to https://harvest.greenhouse.io/v3/…. Tokens are kept in this
//   process until shortly before they expire (expires_in, else the JWT's exp, else the hour the
//   partner guide gives an access token), keyed by the company, the credentials and the user.
// - a move: POST /v3/applications/{id}/move {from_stage_id, to_stage_id}; 204, else 401/403/422.
// Every answer is classified: 2xx done; 429 (Retry-After) and 5xx and no answer may be tried again
// later; 401/403/422 and other 4xx are final. A 401 on a kept token drops it and tries once with a new one.
// The base URLs come from GREENHOUSE_AUTH_URL / GREENHOUSE_HARVEST_URL (the tests' fake server).
import { createHash } from 'node:crypto';
import { fmt, greenhouse as msg } from '../../../shared/messages.js';

export interface CredencialesHarvest {
  empresaId: string;
  clientId: string;
  clientSecret: string;
  /** Greenhouse's numeric user id, sent as `sub`. */
  userId: string;
}

export interface OpcionesHarvest {
  fetch?: typeof fetch;
  /** Epoch ms (tests fix it). */
  ahora?: () => number;
}

export const urlToken = () => process.env.GREENHOUSE_AUTH_URL || 'https://auth.greenhouse.io/token';
export const urlHarvest = () => (process.env.GREENHOUSE_HARVEST_URL || 'https://harvest.greenhouse.io').replace(/\/+$/, '');

/** Used when neither expires_in nor a JWT exp says otherwise: the partner guide's access-token life. */
export const VIDA_TOKEN_POR_DEFECTO_S = 3600;
/** A kept token is renewed this long before it expires. */
const MARGEN_MS = 60_000;
/** When a 429 names no Retry-After. */
const ESPERA_POR_DEFECTO_MS = 10_000;

/** A Harvest call that did not succeed: `reintentable` when the same call may work later. */
export class ErrorHarvest extends Error {
  constructor(
    message: string,
    readonly status: number | null,
    readonly reintentable: boolean,
    /** For a 429: how long Greenhouse asked to wait (Retry-After). */
    readonly esperarMs?: number,
  ) {
    super(message);
    this.name = 'ErrorHarvest';
  }
}

const guardados = new Map<string, { token: string; venceMs: number }>();
/** Forgets every kept token (tests). */
export function olvidarTokens(): void {
  guardados.clear();
}

const claveCache = (c: CredencialesHarvest) =>
  createHash('sha256').update(`${c.empresaId}\n${c.clientId}\n${c.clientSecret}\n${c.userId}\n${urlToken()}`).digest('hex');

/** Retry-After as seconds or an HTTP date, in ms from now. */
export function esperaDe(valor: string | null, ahora: number): number {
  if (!valor) return ESPERA_POR_DEFECTO_MS;
  if (/^\d+$/.test(valor.trim())) return Number(valor.trim()) * 1000;
  const fecha = Date.parse(valor);
  return Number.isNaN(fecha) ? ESPERA_POR_DEFECTO_MS : Math.max(0, fecha - ahora);
}

function clasificar(res: Response, ahora: number): ErrorHarvest {
  if (res.status === 429)
    return new ErrorHarvest(fmt(msg.harvestNoResponde, { status: 429 }), 429, true, esperaDe(res.headers.get('retry-after'), ahora));
  if (res.status >= 500) return new ErrorHarvest(fmt(msg.harvestNoResponde, { status: res.status }), res.status, true);
  return new ErrorHarvest(fmt(msg.harvestCredencialesRechazadas, { status: res.status }), res.status, false);
}

/** The JWT's exp claim (epoch s), if the token is a JWT that has one. */
function expDeJwt(token: string): number | undefined {
  const partes = token.split('.');
  if (partes.length !== 3) return undefined;
  try {
    const exp = (JSON.parse(Buffer.from(partes[1]!, 'base64url').toString('utf8')) as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? exp : undefined;
  } catch {
    return undefined;
  }
}

async function llamar(f: typeof fetch, url: string, init: RequestInit): Promise<Response> {
  try {
    return await f(url, { ...init, signal: AbortSignal.timeout(10_000) });
  } catch {
    throw new ErrorHarvest(msg.harvestSinRed, null, true);
  }
}

/** A token for these credentials: the kept one while it lasts, else a new one from Greenhouse. */
export async function tokenHarvest(c: CredencialesHarvest, o: OpcionesHarvest = {}): Promise<string> {
  const f = o.fetch ?? globalThis.fetch;
  const ahora = o.ahora ?? Date.now;
  const clave = claveCache(c);
  const guardado = guardados.get(clave);
  if (guardado && guardado.venceMs - MARGEN_MS > ahora()) return guardado.token;
  const res = await llamar(f, urlToken(), {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${c.clientId}:${c.clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
      accept: 'application/json',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', sub: c.userId }).toString(),
  });
  if (!res.ok) throw clasificar(res, ahora());
  const cuerpo = (await res.json().catch(() => null)) as { access_token?: unknown; expires_in?: unknown } | null;
  const token = cuerpo?.access_token;
  if (typeof token !== 'string' || !token) throw new ErrorHarvest(msg.harvestRespuestaRara, res.status, true);
  const t = ahora();
  const expiresIn = typeof cuerpo?.expires_in === 'number' && cuerpo.expires_in > 0 ? cuerpo.expires_in : undefined;
  const exp = expDeJwt(token);
  const venceMs = expiresIn !== undefined ? t + expiresIn * 1000 : exp !== undefined ? exp * 1000 : t + VIDA_TOKEN_POR_DEFECTO_S * 1000;
  guardados.set(clave, { token, venceMs });
  return token;
}

/** A Harvest v3 request with a token; a 401 on a kept token drops it and tries once with a new one. */
async function conToken(c: CredencialesHarvest, o: OpcionesHarvest, ruta: string, init: RequestInit): Promise<Response> {
  const f = o.fetch ?? globalThis.fetch;
  const ahora = o.ahora ?? Date.now;
  for (let intento = 0; ; intento++) {
    const token = await tokenHarvest(c, o);
    const res = await llamar(f, `${urlHarvest()}${ruta}`, {
      ...init,
      headers: { ...(init.headers as Record<string, string>), authorization: `Bearer ${token}`, accept: 'application/json' },
    });
    if (res.status === 401 && intento === 0) {
      guardados.delete(claveCache(c));
      continue;
    }
    if (!res.ok) throw clasificar(res, ahora());
    return res;
  }
}

export interface Movimiento {
  applicationId: number;
  /** Must be the application's current stage (Greenhouse's guard against stale moves). */
  fromStageId: number;
  toStageId: number;
}

/** Moves an application to another stage of its job (POST /v3/applications/{id}/move; 204). */
export async function moverAplicacion(c: CredencialesHarvest, m: Movimiento, o: OpcionesHarvest = {}): Promise<void> {
  await conToken(c, o, `/v3/applications/${m.applicationId}/move`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from_stage_id: m.fromStageId, to_stage_id: m.toStageId }),
  });
}
