// What the screens show of a company's WhatsApp connection (issue 68 item 1), without opening any
// secret: nothing here carries the KMS client.
import type { ConexionWhatsApp, PlantillaEstado } from '../../../shared/schemas/whatsapp.js';
import { config } from '../config.js';
import { conexionWhatsAppDe, plantillasWhatsAppDe, type ConexionWhatsAppItem } from '../db/whatsapp.js';

export function mostrarConexion(c: ConexionWhatsAppItem | undefined, plantillas: PlantillaEstado[] = []): ConexionWhatsApp {
  return {
    configurada: !!c,
    phoneNumberId: c?.phoneNumberId ?? null,
    wabaId: c?.wabaId ?? null,
    tokenUltimos4: c?.tokenUltimos4 ?? null,
    appSecretGuardado: !!c?.sobreAppSecret,
    comprobacion: c?.comprobacion ?? null,
    actualizadaEn: c?.actualizadaEn ?? null,
    plantillas: c ? plantillas : [],
    webhookUrl: c?.webhookId ? urlWebhookWhatsApp(c.webhookId) : null,
    verifyToken: c?.verifyToken ?? null,
  };
}

/** The webhook's callback URL: the API's public origin (API_ORIGIN, as the OAuth redirect's) and the row's path. */
export function urlWebhookWhatsApp(webhookId: string): string {
  return `${config.apiOrigin.replace(/\/$/, '')}/api/whatsapp/webhook/${encodeURIComponent(webhookId)}`;
}

/** GET …/empresa/{empresaId}/whatsapp. */
export async function estadoWhatsApp(empresaId: string): Promise<ConexionWhatsApp> {
  const [c, plantillas] = await Promise.all([conexionWhatsAppDe(empresaId), plantillasWhatsAppDe(empresaId)]);
  return mostrarConexion(c, plantillas);
}
