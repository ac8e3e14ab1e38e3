// A company's WhatsApp Business number (issue 68 item 1; docs/data-model.md "WhatsApp connection"): one
// item `EMP#{empresaId} / WHATSAPP#CONEXION` with the phone number id, the WhatsApp Business Account
// id, the access token and the app secret sealed (functions/lib/cifrado.ts, as the providers' keys),
// the token's last four characters, and the last verification's outcome. Its webhook's random id and
// verify token (issue 68 item 6) are made on the first save and kept across replacements; beside it, the
// platform item `WAHOOK#{webhookId} / WAHOOK` leads Meta's notifications to the company (whatsapp-mensajes.ts).
import type { ComprobacionWhatsApp, PlantillaEstado } from '../../../shared/schemas/whatsapp.js';
import type { Sobre } from '../cifrado.js';
import type { AppError } from '../errors.js';
import { claveApiKeys } from './claves-api.js';
import { itemDeEmpresa } from './item-de-empresa.js';
import { getItem, putItem, transact } from './repository.js';
import { whatsappKeys } from './whatsapp-mensajes.js';

export interface ConexionWhatsAppItem {
  phoneNumberId: string;
  wabaId: string;
  sobreToken: Sobre;
  tokenUltimos4: string;
  sobreAppSecret: Sobre;
  comprobacion: ComprobacionWhatsApp;
  actualizadaEn: string;
  actualizadaPor: string;
  /**
   * The webhook's id in its URL and the token Meta's verification handshake must bring (random, made on
   * the first save, kept when the credentials are replaced). Absent on a connection saved before the
   * webhook existed: its next save adds them.
   */
  webhookId?: string;
  verifyToken?: string;
}

/** The look-up from a webhook's id to its company (a platform item: the URL names no company). */
export interface WebhookWhatsAppItem {
  empresaId: string;
}

export const webhookWhatsAppDe = (webhookId: string) => getItem<WebhookWhatsAppItem>(whatsappKeys.webhook(webhookId));

/** Writes the look-up (idempotent: the same id always names the same company). */
export const guardarWebhookWhatsApp = (webhookId: string, empresaId: string) =>
  putItem({ ...whatsappKeys.webhook(webhookId), entidad: 'WHATSAPP_WEBHOOK', empresaId });

const conexion = itemDeEmpresa<ConexionWhatsAppItem>('WHATSAPP#CONEXION', 'WHATSAPP_CONEXION');
export const conexionWhatsAppKey = conexion.clave;
export const conexionWhatsAppDe = conexion.leer;

/**
 * The product's templates in the company's account (issue 68 item 2): one item `EMP#{empresaId} /
 * WHATSAPP#PLANTILLAS` holding each template's state as last read (Meta's id and status, when read):
 * six small entries read together by Configuración and by every send (plantillaUsable).
 */
const plantillas = itemDeEmpresa<{ plantillas: PlantillaEstado[] }>('WHATSAPP#PLANTILLAS', 'WHATSAPP_PLANTILLAS');
export const plantillasWhatsAppKey = plantillas.clave;

export async function plantillasWhatsAppDe(empresaId: string): Promise<PlantillaEstado[]> {
  return (await plantillas.leer(empresaId))?.plantillas ?? [];
}

export const guardarPlantillasWhatsApp = (empresaId: string, lista: PlantillaEstado[]): Promise<void> =>
  plantillas.guardar(empresaId, { plantillas: lista });

/** Stores the connection whole (a replacement overwrites every field, the sealed ones too). */
export const guardarConexionWhatsApp = conexion.guardar;

/**
 * Deletes the connection (its templates' states and its webhook's look-up) if it is there (else `falta`), with an audit entry beside it in one
 * transaction — who removed it, when — as a provider key's removal leaves one (D129).
 */
export async function borrarConexionWhatsApp(
  empresaId: string,
  auditoria: { id: string; por: string; fecha: string },
  falta: () => AppError,
  webhookId?: string,
): Promise<void> {
  await transact([
    { op: { Delete: { Key: conexionWhatsAppKey(empresaId), ConditionExpression: 'attribute_exists(PK)' } }, onConditionFail: falta },
    {
      op: {
        Put: {
          Item: {
            ...claveApiKeys.auditoria(empresaId, auditoria.id),
            entidad: 'AUDITORIA',
            accion: 'whatsapp_eliminado',
            por: auditoria.por,
            fecha: auditoria.fecha,
          },
        },
      },
    },
    // The templates' states go with it: another number's account has its own.
    { op: { Delete: { Key: plantillasWhatsAppKey(empresaId) } } },
    // And the webhook's look-up: Meta's notifications to the old URL then find no company (404, nothing stored).
    ...(webhookId ? [{ op: { Delete: { Key: whatsappKeys.webhook(webhookId) } } }] : []),
  ]);
}
