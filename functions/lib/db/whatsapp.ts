// A company's WhatsApp Business number (issue 68 item 1; docs/data-model.md "WhatsApp connection"): one
// item `EMP#{empresaId} / WHATSAPP#CONEXION` with the phone number id, the WhatsApp Business Account
// id, the access token and the app secret sealed (functions/lib/cifrado.ts, as the providers' keys),
// the token's last four characters, and the last verification's outcome.
import type { ComprobacionWhatsApp, PlantillaEstado } from '../../../shared/schemas/whatsapp.js';
import type { Sobre } from '../cifrado.js';
import type { AppError } from '../errors.js';
import { claveApiKeys } from './claves-api.js';
import { itemDeEmpresa } from './item-de-empresa.js';
import { transact } from './repository.js';

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
