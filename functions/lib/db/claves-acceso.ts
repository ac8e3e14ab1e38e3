// A company's API keys (D145; docs/data-model.md "Company API key"). Three kinds of item:
// - the key itself, in the company's partition (`EMP#{empresaId} / CLAVEACCESO#{id}`): what the list
//   shows (name, scopes, the secret's first characters, dates, who made it) and its hash;
// - its look-up, outside every partition (`CLAVEACCESO#{hash} / CLAVEACCESO`): a request's key is
//   found by the SHA-256 of its secret, one GetItem, which answers the company, the key's id, its
//   scopes, its expiry and its last use. It exists exactly while the key is not revoked: revoking
//   deletes it in the same transaction that marks the key, so a revoked key is unknown at once;
// - the company's count of live keys (`EMP#{empresaId} / CLAVESCUENTA`), a conditional counter
//   that holds the limit (CLAVES_ACCESO.maxPorEmpresa) inside the create's transaction.
// The last use is written on the look-up alone, at most once a minute per key (marcarUso): so the
// only items a request made with a key writes are that key's own look-up and its rate counter
// (`LIMITE#CLAVEACCESO#{id}`), both outside the companies' partitions, and a read-only row that
// takes keys is granted writes on those two kinds of partition only (the `table:key-use` grant,
// shared/route-types.ts). The list reads the last uses from the look-ups; a revocation copies the
// last one onto the key.
import { CLAVES_ACCESO, type AlcanceClave } from '../../../shared/schemas/clave-acceso.js';
import { ConflictError, type AppError } from '../errors.js';
import { empresaExisteStep } from './empresas.js';
import { assertKeyPart, tenantPk, type Key } from './keys.js';
import { getItem, getItems, isConditionFailure, queryAll, transact, updateItem, type Condition, type TransactStep } from './repository.js';

/** A conditional update's condition did not hold (or the item is gone). */
class CondicionNoCumplida extends ConflictError {}

/** updateItem under a condition: false (nothing written) when it does not hold or the item is gone. */
async function actualizarSi(key: Key, cambios: Record<string, unknown>, condicion: Condition): Promise<boolean> {
  try {
    await updateItem(key, cambios, () => new CondicionNoCumplida(), condicion);
    return true;
  } catch (err) {
    if (err instanceof CondicionNoCumplida || isConditionFailure(err)) return false;
    throw err;
  }
}

/** Who made or revoked a key: a user's id and name as they were then. */
export interface Autor {
  id: string;
  nombre: string;
}

export interface ClaveAccesoItem {
  id: string;
  empresaId: string;
  nombre: string;
  alcances: AlcanceClave[];
  /** The secret's first characters (CLAVES_ACCESO.caracteresVisibles). */
  prefijo: string;
  /** SHA-256 (hex) of the secret: the look-up item's key. */
  hash: string;
  creadaEn: string;
  creadaPor: Autor;
  /** Absent: it does not expire. (No attribute is stored as null: absent is "none".) */
  expiraEn?: string;
  /** Kept on the look-up while the key lives (marcarUso); copied here when it is revoked. */
  ultimoUso?: string;
  revocadaEn?: string;
  revocadaPor?: Autor;
  /** TTL (s): a revoked key leaves the list this long after its revocation. */
  expiresAt?: number;
}

/** The look-up item: what a request needs to act as the key, in one read. */
export interface BusquedaClaveItem extends Key {
  entidad: 'CLAVE_ACCESO_BUSQUEDA';
  empresaId: string;
  claveId: string;
  nombre: string;
  alcances: AlcanceClave[];
  expiraEn?: string;
  ultimoUso?: string;
}

/** Days a revoked key stays in the list (and its item in the table) before DynamoDB's TTL removes it. */
export const DIAS_REVOCADA_VISIBLE = 90;

export const claveAccesoKeys = {
  clave: (empresaId: string, id: string): Key => ({ PK: tenantPk(empresaId), SK: `CLAVEACCESO#${assertKeyPart(id, 'claveId')}` }),
  busqueda: (hash: string): Key => ({ PK: `CLAVEACCESO#${assertKeyPart(hash, 'hash')}`, SK: 'CLAVEACCESO' }),
  cuenta: (empresaId: string): Key => ({ PK: tenantPk(empresaId), SK: 'CLAVESCUENTA' }),
};

/**
 * The company's keys, newest first (revoked ones until their TTL), each live one with the last use
 * its look-up holds. Bounded: a company holds at most CLAVES_ACCESO.maxPorEmpresa live keys.
 */
export async function clavesDeEmpresa(empresaId: string): Promise<ClaveAccesoItem[]> {
  const claves = await queryAll<ClaveAccesoItem>({ pk: tenantPk(empresaId), skPrefix: 'CLAVEACCESO#', newestFirst: true, max: 500 });
  const vivas = claves.filter((c) => !c.revocadaEn).slice(0, 100);
  const busquedas = await getItems<BusquedaClaveItem>(vivas.map((c) => claveAccesoKeys.busqueda(c.hash)));
  const usos = new Map(busquedas.map((b) => [b.claveId, b.ultimoUso]));
  return claves.map((c) => (c.revocadaEn || !usos.get(c.id) ? c : { ...c, ultimoUso: usos.get(c.id) }));
}

export function getClaveAcceso(empresaId: string, id: string): Promise<ClaveAccesoItem | undefined> {
  return getItem<ClaveAccesoItem>(claveAccesoKeys.clave(empresaId, id));
}

export function getBusquedaClave(hash: string): Promise<BusquedaClaveItem | undefined> {
  return getItem<BusquedaClaveItem>(claveAccesoKeys.busqueda(hash));
}

/** The live-key counter moves by `delta`; a create (+1) only below the limit. */
function pasoCuenta(empresaId: string, delta: 1 | -1, onLimite: () => AppError): TransactStep {
  return {
    op: {
      Update: {
        Key: claveAccesoKeys.cuenta(empresaId),
        UpdateExpression: 'SET entidad = :entidad ADD activas :d',
        ...(delta > 0
          ? {
              ConditionExpression: 'attribute_not_exists(activas) OR activas < :max',
              ExpressionAttributeValues: { ':entidad': 'CLAVES_CUENTA', ':d': delta, ':max': CLAVES_ACCESO.maxPorEmpresa },
            }
          : { ExpressionAttributeValues: { ':entidad': 'CLAVES_CUENTA', ':d': delta } }),
      },
    },
    onConditionFail: onLimite,
  };
}

/**
 * A new key: the key, its look-up (both only if new: a repeated id or hash is a 409, never an
 * overwrite), the company's count under its limit and the company itself, in one transaction.
 */
export async function crearClaveAcceso(c: ClaveAccesoItem, errores: { limite: () => AppError; empresa: () => AppError }): Promise<void> {
  const busqueda: BusquedaClaveItem = {
    ...claveAccesoKeys.busqueda(c.hash),
    entidad: 'CLAVE_ACCESO_BUSQUEDA',
    empresaId: c.empresaId,
    claveId: c.id,
    nombre: c.nombre,
    alcances: c.alcances,
    ...(c.expiraEn ? { expiraEn: c.expiraEn } : {}),
  };
  await transact([
    {
      op: {
        Put: {
          Item: { ...claveAccesoKeys.clave(c.empresaId, c.id), entidad: 'CLAVE_ACCESO', ...c },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
    },
    { op: { Put: { Item: busqueda, ConditionExpression: 'attribute_not_exists(PK)' } } },
    pasoCuenta(c.empresaId, 1, errores.limite),
    empresaExisteStep(c.empresaId, errores.empresa),
  ]);
}

/**
 * Revokes a live key: the key marked (only if not revoked yet: `yaRevocada` otherwise) with its last
 * use as its look-up last held it, its look-up deleted (the key stops working at once) and the count
 * lowered, together.
 */
export async function revocarClaveAcceso(
  c: ClaveAccesoItem,
  por: Autor,
  now: Date,
  errores: { yaRevocada: () => AppError },
): Promise<ClaveAccesoItem> {
  const revocadaEn = now.toISOString();
  const expiresAt = Math.floor(now.getTime() / 1000) + DIAS_REVOCADA_VISIBLE * 86_400;
  const ultimoUso = (await getBusquedaClave(c.hash))?.ultimoUso;
  await transact([
    {
      op: {
        Update: {
          Key: claveAccesoKeys.clave(c.empresaId, c.id),
          UpdateExpression: `SET revocadaEn = :en, revocadaPor = :por, expiresAt = :ttl${ultimoUso ? ', ultimoUso = :uso' : ''}`,
          ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(revocadaEn)',
          ExpressionAttributeValues: { ':en': revocadaEn, ':por': por, ':ttl': expiresAt, ...(ultimoUso ? { ':uso': ultimoUso } : {}) },
        },
      },
      onConditionFail: errores.yaRevocada,
    },
    { op: { Delete: { Key: claveAccesoKeys.busqueda(c.hash) } } },
    pasoCuenta(c.empresaId, -1, errores.yaRevocada),
  ]);
  return { ...c, revocadaEn, revocadaPor: por, expiresAt, ...(ultimoUso ? { ultimoUso } : {}) };
}

/**
 * Records a use of the key on its look-up, under the condition that the look-up still holds the last
 * use the request read: of two requests that decide at once, one writes. False when another request
 * wrote it first, or the key was revoked meanwhile (its look-up is gone: nothing is written back).
 */
export function marcarUso(b: BusquedaClaveItem, now: Date): Promise<boolean> {
  const anterior = b.ultimoUso
    ? { expression: 'ultimoUso = :antes', values: { ':antes': b.ultimoUso } }
    : { expression: 'attribute_not_exists(ultimoUso)' };
  return actualizarSi({ PK: b.PK, SK: b.SK }, { ultimoUso: now.toISOString() }, anterior);
}

/** Whether the look-up's last use is old enough (or missing) for this request to record another. */
export function tocaMarcarUso(b: Pick<BusquedaClaveItem, 'ultimoUso'>, now: Date): boolean {
  return !b.ultimoUso || now.getTime() - Date.parse(b.ultimoUso) >= CLAVES_ACCESO.ultimoUsoCadaMs;
}
