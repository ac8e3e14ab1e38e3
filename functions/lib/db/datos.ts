// The data import, restore and clear (D95): the DynamoDB steps they compose. The import upserts the
// items of a company's file into that company's partition: each one is written as it was read (a
// create only while absent, an update only while present), a uniqueness marker only while free or
// already its owner's, and an interview's public look-up only while free or already the company's.
import type { AppError } from '../errors.js';
import { entrevistaKeys } from './entrevistas.js';
import { tenantPk, type Key } from './keys.js';
import { getItems, type TransactStep } from './repository.js';

export type ItemDatos = Key & Record<string, unknown>;

/** The items of `keys` that exist, by `PK|SK` (consistent reads). */
export async function existentes(keys: Key[]): Promise<Map<string, ItemDatos>> {
  return new Map((await getItems<ItemDatos>(keys)).map((item) => [`${item.PK}|${item.SK}`, item]));
}

/** The key of an item of the company's partition. */
export const claveDatos = (empresaId: string, sk: string): Key => ({ PK: tenantPk(empresaId), SK: sk });

/** Puts `item` only if it is still as it was read: absent for a create, present for an update. */
export function pasoUpsert(item: ItemDatos, existia: boolean, onCambiada: () => AppError): TransactStep {
  return {
    op: { Put: { Item: item, ConditionExpression: existia ? 'attribute_exists(PK)' : 'attribute_not_exists(PK)' } },
    onConditionFail: onCambiada,
  };
}

/** A uniqueness marker's condition: free, or already `campo` = `valor`'s (never another owner's). */
function libreODe(campo: string, valor: string) {
  return {
    ConditionExpression: 'attribute_not_exists(PK) OR #c = :v',
    ExpressionAttributeNames: { '#c': campo },
    ExpressionAttributeValues: { ':v': valor },
  };
}

/** A uniqueness marker (a candidate's email, an area's name), only while free or already `campo` = `valor`'s. */
export function pasoMarcador(item: ItemDatos, campo: string, valor: string, onDeOtro: () => AppError): TransactStep {
  return { op: { Put: { Item: item, ...libreODe(campo, valor) } }, onConditionFail: onDeOtro };
}

/** Deletes a uniqueness marker only while it is still `campo` = `valor`'s (never another owner's). */
export function pasoBorrarMarcador(key: Key, campo: string, valor: string): TransactStep {
  return { op: { Delete: { Key: key, ...libreODe(campo, valor) } } };
}

/** An imported interview's public look-up (outside the partition, D63), only while free or already this company's. */
export function pasoTokenImportado(
  e: { empresaId: string; id: string; tokenHash: string; tokenExpiraEn: string; finalizadaEn?: string },
  onDeOtra: () => AppError,
): TransactStep {
  return {
    op: {
      Put: {
        Item: {
          ...entrevistaKeys.token(e.tokenHash),
          entidad: 'TOKEN_ENTREVISTA',
          empresaId: e.empresaId,
          entrevistaId: e.id,
          expiraEn: e.tokenExpiraEn,
          ...(e.finalizadaEn ? { finalizadaEn: e.finalizadaEn } : {}),
          expiresAt: Math.floor(Date.parse(e.tokenExpiraEn) / 1000) + 30 * 86_400,
        },
        ConditionExpression: 'attribute_not_exists(PK) OR empresaId = :e',
        ExpressionAttributeValues: { ':e': e.empresaId },
      },
    },
    onConditionFail: onDeOtra,
  };
}

/**
 * A clear's delete of one key (D103). `programada`: the key is a programada interview whose plan
 * unit and template count the same transaction gives back, so it is deleted only while it is still
 * there (a duplicate delivery running alongside cannot give them back twice).
 */
export function pasoBorrarAlLimpiar(key: Key, programada = false): TransactStep {
  return { op: { Delete: { Key: key, ...(programada ? { ConditionExpression: 'attribute_exists(PK)' } : {}) } } };
}
