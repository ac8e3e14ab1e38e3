// A company's WhatsApp Business number (issue 68 item 1; docs/data-model.md "WhatsApp connection"): one
// item `EMP#{empresaId} / WHATSAPP#CONEXION` with the phone number id, the WhatsApp Business Account
// id, the access token and the app secret sealed (functions/lib/cifrado.ts, as the providers' keys),
// the token's last four characters, and the last verification's outcome.
import type { ComprobacionWhatsApp, PlantillaEstado } from '../../../shared/schemas/whatsapp.js';
import type { Sobre } from '../cifrado.js';
import type { AppError } from '../errors.js';
import { claveApiKeys } from './claves-api.js';
import { tenantPk, type Key } from './keys.js';
import { getItem, putItem, transact } from './repository.js';

export interface ConexionWhatsAppItem {
  phoneNumberId: string;
  wabaId: string;
  sobreToken: Sobre;
  tokenUltimos4: string;
  sobreAppSecret: Sobre;
  comprobacion: ComprobacionWhatsApp;
  actualizadaEn: string;
  actualizadaPor: string;
}

export const conexionWhatsAppKey = (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'WHATSAPP#CONEXION' });

export function conexionWhatsAppDe(empresaId: string): Promise<ConexionWhatsAppItem | undefined> {
  return getItem<ConexionWhatsAppItem>(conexionWhatsAppKey(empresaId));
}

/**
 * The product's templates in the company's account (issue 68 item 2): one item `EMP#{empresaId} /
 * WHATSAPP#PLANTILLAS` holding each template's state as last read (Meta's id and status, when read):
 * six small entries read together by Configuración and by every send (plantillaUsable).
 */
export const plantillasWhatsAppKey = (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'WHATSAPP#PLANTILLAS' });

export async function plantillasWhatsAppDe(empresaId: string): Promise<PlantillaEstado[]> {
  return (await getItem<{ plantillas?: PlantillaEstado[] }>(plantillasWhatsAppKey(empresaId)))?.plantillas ?? [];
}

export async function guardarPlantillasWhatsApp(empresaId: string, plantillas: PlantillaEstado[]): Promise<void> {
  await putItem({ ...plantillasWhatsAppKey(empresaId), entidad: 'WHATSAPP_PLANTILLAS', plantillas });
}

/** Stores the connection whole (a replacement overwrites every field, the sealed ones too). */
export async function guardarConexionWhatsApp(empresaId: string, item: ConexionWhatsAppItem): Promise<void> {
  await putItem({ ...conexionWhatsAppKey(empresaId), entidad: 'WHATSAPP_CONEXION', ...item });
}

/**
 * Deletes the connection (and its templates' states) if it is there (else `falta`), with an audit entry beside it in one
 * transaction — who removed it, when — as a provider key's removal leaves one (D129).
 */
export async function borrarConexionWhatsApp(
  empresaId: string,
  auditoria: { id: string; por: string; fecha: string },
  falta: () => AppError,
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
  ]);
}
