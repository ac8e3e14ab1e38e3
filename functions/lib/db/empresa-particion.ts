// What the items of a company's partition (`EMP#{empresaId}`) are, key by key: which of them are the
// company's own record, and what each takes with it when it goes (an interview's public token look-up,
// a user's email marker, a subscription's id look-up). It knows the keys of several entities, so it
// sits above their modules: empresas.ts and suscripciones.ts each import the other's keys no more
// (an import circle, D137). Read by a company's deletion and a data clear.
import { claveAccesoKeys } from './claves-acceso.js';
import { empresaKeys } from './empresas.js';
import { entrevistaKeys } from './entrevistas.js';
import type { Key } from './keys.js';
import { suscripcionKeys } from './suscripciones.js';
import { usuarioKeys } from './usuarios.js';

/**
 * Whether an item of the company's partition is the company's own record (the company item or its
 * index card): a deletion removes those last, with borrarEmpresaSteps, so the company stays listed
 * (with its deletion's state) until it is gone.
 */
export function esRegistroDeEmpresa(sk: string): boolean {
  return sk === empresaKeys.empresa('x').SK || sk === empresaKeys.ficha('x').SK;
}

/**
 * The keys an item of a company's partition takes with it when the company is deleted: itself, an
 * interview's public token look-up (`TOKEN#…`, outside the partition), a user's email marker, a
 * subscription's id look-up (D94) and an API key's look-up (`CLAVEACCESO#{hash}`: the key dies with
 * its company).
 * (A user's Cognito account is the worker's: it is not an item.)
 */
export function clavesAlBorrar(item: Record<string, any> & Key): Key[] {
  const claves: Key[] = [{ PK: item.PK, SK: item.SK }];
  if (item.SK.startsWith('ENTREVISTA#') && typeof item.tokenHash === 'string' && item.tokenHash)
    claves.push(entrevistaKeys.token(item.tokenHash));
  if (item.SK.startsWith('USUARIO#') && typeof item.email === 'string' && item.email) claves.push(usuarioKeys.email(item.email));
  if (item.SK.startsWith('SUSCRIPCION#') && typeof item.id === 'string' && item.id) claves.push(suscripcionKeys.busqueda(item.id));
  if (item.SK.startsWith('CLAVEACCESO#') && typeof item.hash === 'string' && item.hash && !item.revocadaEn)
    claves.push(claveAccesoKeys.busqueda(item.hash));
  return claves;
}
