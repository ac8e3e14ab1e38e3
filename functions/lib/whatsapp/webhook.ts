// A company's WhatsApp webhook (issue 68 items 6 and 10; docs/operations.md "The WhatsApp webhook"):
// `GET /api/whatsapp/webhook/{webhookId}` answers Meta's subscription handshake, `POST` takes Meta's
// notifications. Public rows: the random id in the URL finds the company (WAHOOK look-up, never the
// body), and on a POST the company's app secret checks `X-Hub-Signature-256` on the raw body bytes
// before a byte of it is parsed. Every request is first counted per source address, as the other public
// rows are (db/limites.ts; Meta retries a 429 later, so nothing is lost). Refusals: an unknown id 404, a
// wrong verify token 403, a missing or wrong signature 401 (counted: `WhatsAppFirmaRechazada`), all with
// nothing stored. A signed body that is not JSON, or not a shape this product reads, is answered 200 and
// logged: Meta retries every answer but 200 for days, and sending the same garbage again helps no one.
import { whatsappWebhook as msg } from '../../../shared/messages.js';
import { abrir } from '../cifrado.js';
import type { Enviar } from '../colas/entrega.js';
import { limiteKeys, tomarIntentos } from '../db/limites.js';
import { conexionWhatsAppDe, webhookWhatsAppDe, type ConexionWhatsAppItem } from '../db/whatsapp.js';
import { ForbiddenError, NotFoundError, UnauthorizedError } from '../errors.js';
import { logger } from '../logger.js';
import { contextoWhatsApp } from './contexto.js';
import { cuerpoEnBytes, firmaValida, FORMATO_WEBHOOK_ID, igualesEnTiempoConstante } from './webhook-firma.js';
import { contarFirmaRechazada } from './webhook-metrica.js';
import { procesarNotificacion, type Resumen } from './webhook-procesar.js';

/** Requests per source address and minute: Meta's deliveries for the busiest company stay far below it. */
export const WEBHOOK_LIMITE = { porOrigen: 600, ventanaMs: 60_000 } as const;

const noEncontrado = () => new NotFoundError(msg.noEncontrado);

async function contar(origen: string, now: Date): Promise<void> {
  await tomarIntentos([[limiteKeys.whatsappOrigen(origen), WEBHOOK_LIMITE.porOrigen]], WEBHOOK_LIMITE.ventanaMs, now.getTime(), (espera) =>
    msg.demasiadas.replace('{espera}', espera),
  );
}

/** The company and its connection a webhook id leads to; 404 for a malformed or unknown id, or one its connection no longer has. */
async function conexionDelWebhook(webhookId: string): Promise<{ empresaId: string; conexion: ConexionWhatsAppItem }> {
  if (!FORMATO_WEBHOOK_ID.test(webhookId)) throw noEncontrado();
  const hook = await webhookWhatsAppDe(webhookId);
  if (!hook) throw noEncontrado();
  const conexion = await conexionWhatsAppDe(hook.empresaId);
  if (!conexion || conexion.webhookId !== webhookId) throw noEncontrado();
  return { empresaId: hook.empresaId, conexion };
}

/**
 * GET: Meta's verification request (`hub.mode=subscribe`, `hub.verify_token`, `hub.challenge`). The
 * challenge comes back as it came when the token is the connection's (compared in constant time); else 403.
 */
export async function verificarSuscripcion(
  webhookId: string,
  q: { modo?: string; token?: string; reto?: string },
  origen: string,
  now = new Date(),
): Promise<string> {
  await contar(origen, now);
  const { empresaId, conexion } = await conexionDelWebhook(webhookId);
  const ok =
    q.modo === 'subscribe' &&
    typeof q.token === 'string' &&
    !!conexion.verifyToken &&
    igualesEnTiempoConstante(q.token, conexion.verifyToken) &&
    typeof q.reto === 'string' &&
    q.reto.length > 0;
  if (!ok) {
    logger.info('WhatsApp webhook verification refused', { empresaId });
    throw new ForbiddenError(msg.tokenIncorrecto);
  }
  logger.info('WhatsApp webhook verified', { empresaId });
  return q.reto!;
}

/** POST: a notification, checked and then done (./webhook-procesar.ts); what it did, for the log. */
export async function recibirNotificacion(
  webhookId: string,
  peticion: { body?: string | null; isBase64Encoded?: boolean; firma?: string },
  origen: string,
  enviar: Enviar | undefined,
  now = new Date(),
): Promise<Resumen | null> {
  await contar(origen, now);
  const { empresaId, conexion } = await conexionDelWebhook(webhookId);
  const appSecret = await abrir(conexion.sobreAppSecret, contextoWhatsApp(empresaId, 'app-secret'));
  const cuerpo = cuerpoEnBytes(peticion.body, peticion.isBase64Encoded);
  if (!firmaValida(cuerpo, peticion.firma, appSecret)) {
    contarFirmaRechazada(empresaId);
    logger.warn('WhatsApp webhook signature refused', { empresaId, conFirma: !!peticion.firma, bytes: cuerpo.length });
    throw new UnauthorizedError(msg.firmaNoValida);
  }
  let carga: unknown;
  try {
    carga = JSON.parse(cuerpo.toString('utf8'));
  } catch {
    logger.warn('WhatsApp notification is not JSON: ignored', { empresaId, bytes: cuerpo.length });
    return null;
  }
  const resumen = await procesarNotificacion(
    empresaId,
    { phoneNumberId: conexion.phoneNumberId, wabaId: conexion.wabaId },
    carga,
    enviar,
    now,
  );
  logger.info('WhatsApp notification handled', { empresaId, ...resumen });
  return resumen;
}
