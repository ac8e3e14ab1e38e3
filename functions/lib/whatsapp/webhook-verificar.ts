// A company's WhatsApp webhook, what both of its rows do first (./webhook.ts has the notifications): count
// the request per source address, as the other public rows are (db/limites.ts; Meta retries a 429 later,
// so nothing is lost), and find the company by the random id in the URL. And the GET row's whole work,
// Meta's subscription handshake. No KMS client here: the handshake opens no secret.
import { whatsappWebhook as msg } from '../../../shared/messages.js';
import { limiteKeys, tomarIntentos } from '../db/limites.js';
import { conexionWhatsAppDe, webhookWhatsAppDe, type ConexionWhatsAppItem } from '../db/whatsapp.js';
import { ForbiddenError, NotFoundError } from '../errors.js';
import { logger } from '../logger.js';
import { FORMATO_WEBHOOK_ID, igualesEnTiempoConstante } from './webhook-firma.js';

/** Requests per source address and minute: Meta's deliveries for the busiest company stay far below it. */
export const WEBHOOK_LIMITE = { porOrigen: 600, ventanaMs: 60_000 } as const;

const noEncontrado = () => new NotFoundError(msg.noEncontrado);

export async function contar(origen: string, now: Date): Promise<void> {
  await tomarIntentos([[limiteKeys.whatsappOrigen(origen), WEBHOOK_LIMITE.porOrigen]], WEBHOOK_LIMITE.ventanaMs, now.getTime(), (espera) =>
    msg.demasiadas.replace('{espera}', espera),
  );
}

/** The company and its connection a webhook id leads to; 404 for a malformed or unknown id, or one its connection no longer has. */
export async function conexionDelWebhook(webhookId: string): Promise<{ empresaId: string; conexion: ConexionWhatsAppItem }> {
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
