// The WhatsApp Business Platform Cloud API as Talentia calls it (issue 68), from Meta's OpenAPI
// document `business-messaging-api_v23.0.yaml` (facebook/openapi; kept in infra/local/whatsapp/, where
// the local emulator checks every request against it). Its base URL is WHATSAPP_GRAPH_URL (the local
// stack points it at the emulator; unset, Graph's own: the document's `servers`).
// Only the verification of a connection is built: the number's node.
import { whatsapp as msg, fmt } from '../../../shared/messages.js';
import { CalidadWhatsApp, type ComprobacionWhatsApp } from '../../../shared/schemas/whatsapp.js';

/** The Graph API version of the document the product was written against. */
export const VERSION_GRAPH = 'v23.0';

export const graphUrl = () => process.env.WHATSAPP_GRAPH_URL || 'https://graph.facebook.com';

// The document's `User-Agent` header, though optional, has `pattern: ^[a-zA-Z0-9\-_]+\/[0-9]+\.[0-9]+\.[0-9]+…`:
// Node's own («node») does not match it, so the product names itself.
export const USER_AGENT = 'Talentia/2.0.0';

export interface OpcionesCloudApi {
  fetch?: typeof fetch;
  baseUrl?: string;
}

/** Graph's error body (the document's `GraphAPIError`), as far as it is read. */
interface ErrorGraph {
  error?: { message?: unknown; code?: unknown; error_subcode?: unknown };
}

/**
 * The Spanish reason for a Graph error. Codes from the document's examples for getPhoneNumberById:
 * 401 with 190 (invalid or expired token) or 104 (no token); 403 with 200 (the app or token lacks
 * permission on the number); 404 with 803 (no such number); 400 with 100 (a parameter refused).
 * 429 and 5xx are Meta's, to try again later.
 */
export function motivoDeError(status: number, cuerpo: unknown): string {
  const e = (cuerpo as ErrorGraph | null)?.error;
  const code = typeof e?.code === 'number' ? e.code : undefined;
  if (status === 401 || code === 190 || code === 104) return msg.tokenNoValido;
  if (status === 403 || code === 200 || code === 10) return msg.sinPermiso;
  if (status === 404 || code === 803) return msg.numeroNoEncontrado;
  if (status === 429 || code === 4 || code === 80007) return msg.limite;
  if (status >= 500) return fmt(msg.metaNoResponde, { status });
  // Graph's message is English and about the request, never a secret: it says what was refused.
  const detalle = typeof e?.message === 'string' ? e.message.slice(0, 300) : `respuesta ${status}`;
  return fmt(msg.datosRechazados, { detalle });
}

/**
 * Asks the Cloud API for the number's node (operationId getPhoneNumberById: `GET /{Version}/{Phone-Number-ID}`
 * with `Authorization: Bearer`; with no `fields`, the document says the default fields come back: id,
 * display_phone_number, verified_name, quality_rating). The outcome, never an exception: «conectada»
 * with the verified name and the number as Meta displays it, or «error» with the reason. The token is
 * only ever in the header: no outcome, log line or error carries it.
 */
export async function comprobarNumero(
  phoneNumberId: string,
  accessToken: string,
  now: Date,
  o: OpcionesCloudApi = {},
): Promise<ComprobacionWhatsApp> {
  const f = o.fetch ?? globalThis.fetch;
  const comprobadaEn = now.toISOString();
  const fallo = (error: string): ComprobacionWhatsApp => ({
    estado: 'error',
    nombreVerificado: null,
    numero: null,
    calidad: null,
    error,
    comprobadaEn,
  });
  let res: Response;
  try {
    res = await f(`${(o.baseUrl ?? graphUrl()).replace(/\/+$/, '')}/${VERSION_GRAPH}/${encodeURIComponent(phoneNumberId)}`, {
      headers: { authorization: `Bearer ${accessToken}`, 'user-agent': USER_AGENT, accept: 'application/json' },
      signal: AbortSignal.timeout(10_000),
    });
  } catch {
    return fallo(msg.sinRed);
  }
  const cuerpo: unknown = await res.json().catch(() => null);
  // A reason quotes Graph's message at most; should it ever echo the token, the token does not get through.
  if (!res.ok) return fallo(motivoDeError(res.status, cuerpo).split(accessToken).join('…'));
  const n = (cuerpo ?? {}) as { id?: unknown; display_phone_number?: unknown; verified_name?: unknown; quality_rating?: unknown };
  if (typeof n.display_phone_number !== 'string' || typeof n.verified_name !== 'string') return fallo(msg.respuestaRara);
  if (typeof n.id === 'string' && n.id !== phoneNumberId) return fallo(fmt(msg.otroNumero, { id: n.id }));
  const calidad = CalidadWhatsApp.safeParse(n.quality_rating);
  return {
    estado: 'conectada',
    nombreVerificado: n.verified_name,
    numero: n.display_phone_number,
    calidad: calidad.success ? calidad.data : null,
    error: null,
    comprobadaEn,
  };
}
