// What proves a request to a company's WhatsApp webhook came from Meta (issue 68 item 6): the verify
// token of the subscription handshake, and on every notification the `X-Hub-Signature-256` header,
// `sha256=` and the hex HMAC-SHA256 of the raw body bytes keyed with the app's secret (Meta's
// "Validating payloads", developers.facebook.com/docs/graph-api/webhooks/getting-started). Both are
// compared in constant time, before anything of the body is parsed. No KMS client here: the handler
// opens the secret (./webhook.ts) and hands it over.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 16 random bytes, base64url (22 characters): a webhook's id in its URL, and its verify token. */
export const nuevoSecretoWebhook = (): string => randomBytes(16).toString('base64url');

/** What a webhook id looks like; anything else is answered as an unknown one, before any read. */
export const FORMATO_WEBHOOK_ID = /^[A-Za-z0-9_-]{22}$/;

/** Equal strings, in time that does not depend on where they differ (nor on the length of the guess). */
export function igualesEnTiempoConstante(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb) && a.length === b.length;
}

/** The raw bytes of a request's body as Meta sent them (API Gateway may hand them over base64). */
export function cuerpoEnBytes(body: string | undefined | null, isBase64Encoded: boolean | undefined): Buffer {
  if (!body) return Buffer.alloc(0);
  return isBase64Encoded ? Buffer.from(body, 'base64') : Buffer.from(body, 'utf8');
}

const CABECERA = /^sha256=([0-9a-f]{64})$/i;

/**
 * Whether `cabecera` is the signature of `cuerpo` with `appSecret`. A missing header, another scheme or
 * a digest of the wrong length is false without comparing; the digests are compared as bytes, in
 * constant time (timingSafeEqual), never as strings.
 */
export function firmaValida(cuerpo: Buffer, cabecera: string | undefined, appSecret: string): boolean {
  const m = CABECERA.exec(cabecera?.trim() ?? '');
  if (!m) return false;
  const recibida = Buffer.from(m[1]!, 'hex');
  const esperada = createHmac('sha256', appSecret).update(cuerpo).digest();
  return recibida.length === esperada.length && timingSafeEqual(recibida, esperada);
}

/** The header's value for `cuerpo` (the tests and the local emulator sign with it). */
export const firmar = (cuerpo: Buffer | string, appSecret: string): string =>
  `sha256=${createHmac('sha256', appSecret).update(cuerpo).digest('hex')}`;
