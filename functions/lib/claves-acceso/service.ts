// A company's API keys, as its admin manages them (D145): the list (never a secret),
// a new key — its secret answered this once and kept only as a hash — and a revocation that stops
// it at once. The keys as credentials are functions/lib/auth/clave-acceso.ts.
import { clavesAcceso as msg, fmt } from '../../../shared/messages.js';
import { CLAVES_ACCESO, estadoClave, type ClaveAcceso, type ClaveAccesoCreate } from '../../../shared/schemas/clave-acceso.js';
import type { Caller } from '../auth/caller.js';
import { generarSecreto, hashSecreto } from '../auth/clave-acceso.js';
import {
  clavesDeEmpresa,
  crearClaveAcceso,
  getClaveAcceso,
  revocarClaveAcceso,
  type Autor,
  type ClaveAccesoItem,
} from '../db/claves-acceso.js';
import { idOrdenado } from '../db/ids.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { empresaNoEncontrada } from '../empresas/errores.js';

/** A key as the API answers it: absent dates are null, the state computed at `now`. */
export function toClaveAcceso(c: ClaveAccesoItem, now: Date): ClaveAcceso {
  return {
    id: c.id,
    nombre: c.nombre,
    alcances: c.alcances,
    prefijo: c.prefijo,
    creadaEn: c.creadaEn,
    creadaPor: c.creadaPor,
    expiraEn: c.expiraEn ?? null,
    ultimoUso: c.ultimoUso ?? null,
    revocadaEn: c.revocadaEn ?? null,
    estado: estadoClave(c, now),
  };
}

function autor(caller: Caller): Autor {
  return { id: caller.userId, nombre: String(caller.profile.nombre || caller.email) };
}

export async function listarClaves(empresaId: string, now = new Date()): Promise<{ items: ClaveAcceso[] }> {
  return { items: (await clavesDeEmpresa(empresaId)).map((c) => toClaveAcceso(c, now)) };
}

/** 400 unless the expiry is in the future and within CLAVES_ACCESO.caducidadMaximaDias. */
function comprobarCaducidad(expiraEn: string | null | undefined, now: Date): string | undefined {
  if (!expiraEn) return undefined;
  const t = Date.parse(expiraEn);
  const error = (texto: string) => new ValidationError(texto, [{ campo: 'expiraEn', msg: texto }]);
  if (t <= now.getTime()) throw error(msg.caducidadPasada);
  if (t > now.getTime() + CLAVES_ACCESO.caducidadMaximaDias * 86_400_000) {
    throw error(fmt(msg.caducidadLejana, { dias: CLAVES_ACCESO.caducidadMaximaDias }));
  }
  return new Date(t).toISOString();
}

/** A new key of the company, and its secret: the only time it is ever answered. */
export async function crearClave(
  caller: Caller,
  empresaId: string,
  body: ClaveAccesoCreate,
  now = new Date(),
): Promise<{ clave: ClaveAcceso; secreto: string }> {
  const expiraEn = comprobarCaducidad(body.expiraEn, now);
  const secreto = generarSecreto();
  const item: ClaveAccesoItem = {
    id: idOrdenado(now),
    empresaId,
    nombre: body.nombre,
    alcances: body.alcances,
    prefijo: secreto.slice(0, CLAVES_ACCESO.caracteresVisibles),
    hash: hashSecreto(secreto),
    creadaEn: now.toISOString(),
    creadaPor: autor(caller),
    ...(expiraEn ? { expiraEn } : {}),
  };
  await crearClaveAcceso(item, {
    limite: () => new ConflictError(fmt(msg.limiteClaves, { max: CLAVES_ACCESO.maxPorEmpresa })),
    empresa: () => empresaNoEncontrada(empresaId),
  });
  return { clave: toClaveAcceso(item, now), secreto };
}

/** Revokes a key of the company: 404 for one it does not have, 409 for one already revoked. */
export async function revocarClave(caller: Caller, empresaId: string, id: string, now = new Date()): Promise<ClaveAcceso> {
  const c = await getClaveAcceso(empresaId, id);
  if (!c) throw new NotFoundError(msg.noEncontrada);
  if (c.revocadaEn) throw new ConflictError(msg.yaRevocada);
  const revocada = await revocarClaveAcceso(c, autor(caller), now, { yaRevocada: () => new ConflictError(msg.yaRevocada) });
  return toClaveAcceso(revocada, now);
}
