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
import { UnauthorizedError } from '../errors.js';
import { logger } from '../logger.js';
import { contextoWhatsApp } from './contexto.js';
import { cuerpoEnBytes, firmaValida } from './webhook-firma.js';
import { contarWhatsApp, METRICA_WHATSAPP_FIRMA_RECHAZADA } from './metricas.js';
import { procesarNotificacion, type Resumen } from './webhook-procesar.js';
import { conexionDelWebhook, contar } from './webhook-verificar.js';

export { verificarSuscripcion, WEBHOOK_LIMITE } from './webhook-verificar.js';

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
    contarWhatsApp(METRICA_WHATSAPP_FIRMA_RECHAZADA, { empresaId, message: 'WhatsApp webhook signature refused' });
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
