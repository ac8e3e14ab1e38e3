// A company's tax id (CIF/NIF), checked once for every form that creates or changes one: the Empresas
// form, the onboarding wizard (also when it converts a demo request) and the SaaS panel's 'Nueva
// Empresa' wizard (D128). A Spanish company's id is checked with its control character; another
// country's with a loose shape, since each has its own rules. Stored ids are never re-checked on read.
//
// Spanish ids (Orden EHA/451/2008; the algorithms python-stdnum's es.cif, es.nif, es.nie and es.dni use):
//   - CIF of an entity: a letter of ABCDEFGHJNPQRSUVW, 7 digits, a control character: the Luhn check
//     digit of the 7 digits, or the letter JABCDEFGHI[that digit]. A, B, E, H (companies, joint
//     ownerships) always end in the digit; P, Q, S (public bodies, non-profit) in the letter; the rest
//     in either.
//   - NIF of a person: 8 digits and the letter TRWAGMYFPDXBNJZSQVHLCKE[number mod 23].
//   - NIE: X, Y or Z (read as 0, 1, 2), 7 digits and the same letter.
//   - K, L, M (Spaniards without a DNI, foreigners without a NIE): the letter of the 7 digits.
import { identificacionFiscal as msg } from './messages.js';
import { normalizarTexto } from './texto.js';

/** The country a company is in when none is given (the forms' default, part 2 §3). */
export const PAIS_POR_DEFECTO = 'España';

/** How a Spanish country may be written (compared without case or accents). */
const NOMBRES_ESPANA = new Set(['espana', 'spain', 'es', 'esp', 'reino de espana']);

/** Whether a country (as typed in the forms) is Spain; empty or missing is Spain, the default. */
export function esEspana(pais: string | null | undefined): boolean {
  const p = normalizarTexto(pais ?? '').replace(/\./g, '');
  return p === '' || NOMBRES_ESPANA.has(p);
}

/**
 * The id as it is stored and compared (two spellings of one id must meet the CIF's unique marker):
 * upper case, without spaces, hyphens, dots or slashes. A Spanish id written in its EU VAT form
 * (ES + 9 characters) loses the prefix.
 */
export function normalizarIdentificacionFiscal(valor: string, pais?: string | null): string {
  const v = valor.toUpperCase().replace(/[\s.\-/]/g, '');
  return esEspana(pais) && /^ES[0-9A-Z]{9}$/.test(v) ? v.slice(2) : v;
}

const LETRAS_DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';
const LETRAS_CONTROL_CIF = 'JABCDEFGHI';

/** The Luhn check digit of a CIF's 7 digits. */
function digitoControlCif(digitos: string): number {
  let suma = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digitos[i]);
    // Positions 1, 3, 5 and 7 (index 0, 2, 4, 6) are doubled and their digits added.
    suma += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  return (10 - (suma % 10)) % 10;
}

/**
 * A CIF from its entity letter and 7 digits, with its control character (the digit for A, B, E, H and
 * the rest, the letter for P, Q, S): how an example or a test's company gets a valid id.
 */
export function completarCif(entidad: string, digitos: string): string {
  const d = digitoControlCif(digitos);
  return `${entidad}${digitos}${'PQS'.includes(entidad) ? LETRAS_CONTROL_CIF[d] : d}`;
}

export type TipoIdentificacion = 'CIF' | 'NIF' | 'NIE' | 'extranjero';

export type ResultadoIdentificacion =
  { valido: true; valor: string; tipo: TipoIdentificacion } | { valido: false; valor: string; mensaje: string };

/** A normalised Spanish id: its type, or the reason it is not one. */
function comprobarEspanol(v: string): { tipo: TipoIdentificacion } | { mensaje: string } {
  if (/^\d{8}[A-Z]$/.test(v)) {
    return v[8] === LETRAS_DNI[Number(v.slice(0, 8)) % 23] ? { tipo: 'NIF' } : { mensaje: msg.controlNif };
  }
  if (/^[XYZ]\d{7}[A-Z]$/.test(v)) {
    const numero = Number(String('XYZ'.indexOf(v[0]!)) + v.slice(1, 8));
    return v[8] === LETRAS_DNI[numero % 23] ? { tipo: 'NIE' } : { mensaje: msg.controlNie };
  }
  if (/^[KLM]\d{7}[A-Z]$/.test(v)) {
    return v[8] === LETRAS_DNI[Number(v.slice(1, 8)) % 23] ? { tipo: 'NIF' } : { mensaje: msg.controlNif };
  }
  if (/^[ABCDEFGHJNPQRSUVW]\d{7}[0-9A-J]$/.test(v)) {
    const digito = digitoControlCif(v.slice(1, 8));
    const control = v[8]!;
    const conDigito = control === String(digito);
    const conLetra = control === LETRAS_CONTROL_CIF[digito];
    const entidad = v[0]!;
    const ok = 'ABEH'.includes(entidad) ? conDigito : 'PQS'.includes(entidad) ? conLetra : conDigito || conLetra;
    return ok ? { tipo: 'CIF' } : { mensaje: msg.controlCif };
  }
  return { mensaje: msg.formatoEspana };
}

/**
 * Checks a company's tax id for its country (Spain when empty): the normalised id and its type, or
 * the Spanish message that says what to fix. Another country's id: 5 to 20 letters and digits (after
 * removing spaces, hyphens, dots and slashes), at least one digit.
 */
export function comprobarIdentificacionFiscal(valor: string, pais?: string | null): ResultadoIdentificacion {
  const v = normalizarIdentificacionFiscal(valor, pais);
  if (v === '') return { valido: false, valor: v, mensaje: msg.obligatorio };
  if (!esEspana(pais)) {
    return /^[0-9A-Z]{5,20}$/.test(v) && /\d/.test(v)
      ? { valido: true, valor: v, tipo: 'extranjero' }
      : { valido: false, valor: v, mensaje: msg.formatoExtranjero };
  }
  const r = comprobarEspanol(v);
  return 'tipo' in r ? { valido: true, valor: v, tipo: r.tipo } : { valido: false, valor: v, mensaje: r.mensaje };
}

/** The message of a wrong id, or null when it is valid (the schemas' and forms' one call). */
export function errorIdentificacionFiscal(valor: string, pais?: string | null): string | null {
  const r = comprobarIdentificacionFiscal(valor, pais);
  return r.valido ? null : r.mensaje;
}

type IdPais = { cif?: string | null; pais?: string | null };

/**
 * An edit's check: the id is checked when it changes, or when the company moves into or out of
 * Spain; otherwise an id stored before this check existed stays as it is and the company's other
 * fields can still be saved. The Empresas form and the update handler both call it.
 */
export function errorIdentificacionFiscalEditada(antes: IdPais, ahora: IdPais): string | null {
  const cif = ahora.cif ?? antes.cif ?? '';
  const cambia =
    normalizarIdentificacionFiscal(cif, ahora.pais) !== normalizarIdentificacionFiscal(antes.cif ?? '', antes.pais) ||
    esEspana(ahora.pais) !== esEspana(antes.pais);
  return cambia ? errorIdentificacionFiscal(cif, ahora.pais) : null;
}
