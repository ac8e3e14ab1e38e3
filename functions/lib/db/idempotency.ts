// Idempotency records: the first answer to a create call sent with an Idempotency-Key, per user,
// route and key, kept 24 h so a retry gets it again instead of creating twice. The stored attribute
// names (`estado`, `huella`, `iniciadoEn`, `respuesta`) are the data model's (docs/data-model.md).
import { assertKeyPart, partitionPk, type Key } from './keys.js';
import { deleteItem, getItem, putIf, updateItem, type Item } from './repository.js';

export interface IdempotencyRecord {
  estado: 'en_curso' | 'completada';
  huella: string;
  iniciadoEn: number;
  respuesta?: { statusCode: number; body: string };
}

export function idempotencyKey(empresaId: string | null, userId: string, handler: string, clientKey: string): Key {
  return {
    PK: partitionPk(empresaId),
    SK: `IDEMP#${assertKeyPart(userId, 'userId')}#${handler}#${assertKeyPart(clientKey, 'Idempotency-Key')}`,
  };
}

/** Claims the key for a request (or takes over a claim older than `staleMs`); false when taken. */
export function claimKey(key: Key, fingerprint: string, now: number, staleMs: number, ttlSeconds: number): Promise<boolean> {
  const item: Key & Item = {
    ...key,
    entidad: 'IDEMPOTENCIA',
    estado: 'en_curso',
    huella: fingerprint,
    iniciadoEn: now,
    expiresAt: Math.floor(now / 1000) + ttlSeconds,
  };
  return putIf(item, {
    expression: 'attribute_not_exists(PK) OR (estado = :enCurso AND iniciadoEn < :stale)',
    values: { ':enCurso': 'en_curso', ':stale': now - staleMs },
  });
}

export function readKey(key: Key): Promise<IdempotencyRecord | undefined> {
  return getItem<IdempotencyRecord>(key);
}

/** Stores the answer on the record this request claimed (refused when the record is not its own). */
export async function completeKey(key: Key, fingerprint: string, respuesta: { statusCode: number; body: string }): Promise<void> {
  await updateItem(key, { estado: 'completada', respuesta }, undefined, { expression: 'huella = :h', values: { ':h': fingerprint } });
}

export async function releaseKey(key: Key): Promise<void> {
  await deleteItem(key);
}
