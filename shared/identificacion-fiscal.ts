// A company's tax id, checked once for every form that creates or changes one: the Empresas form, the
// onboarding wizard (also when it converts a demo request) and the SaaS panel's 'Nueva Empresa' wizard
// (D128). Each country Talentia knows (shared/paises.ts, D209) has its own id and check; another
// country's id gets a loose shape. Stored ids are never re-checked on read.
//
// Spanish ids (Orden EHA/451/2008; the algorithms python-stdnum's es.cif, es.nif, es.nie and es.dni use):
//   - CIF of an entity: a letter of ABCDEFGHJNPQRSUVW, 7 digits, a control character: the Luhn check
//     digit of the 7 digits, or the letter JABCDEFGHI[that digit]. A, B, E, H (companies, joint
//     ownerships) always end in the digit; P, Q, S (public bodies, non-profit) in the letter; the rest
//     in either.
//   - NIF of a person: 8 digits and the letter TRWAGMYFPDXBNJZSQVHLCKE[number mod 23].
//   - NIE: X, Y or Z (read as 0, 1, 2), 7 digits and the same letter.
//   - K, L, M (Spaniards without a DNI, foreigners without a NIE): the letter of the 7 digits.
// Latin American ids (D209; the algorithms of python-stdnum's mx.rfc, co.nit, ar.cuit, cl.rut, pe.ruc):
//   - RFC (Mexico): 3 letters (4 for a person), the date of registration YYMMDD and a 3-character
//     «homoclave» whose last is a check character (mod 11 over an alphabet with & and Ñ). A wrong check
//     character is a warning, not a refusal: RFCs in use with one exist (about 1.5 %, issue 67).
//   - NIT (Colombia): 8 to 16 digits, the last the DV (mod 11 with the weights 3, 7, 13, 17, 19, 23…).
//   - CUIT (Argentina): 11 digits, a known type (20, 23, 24, 27 people; 30, 33, 34 companies; 50, 51, 55),
//     the last a check digit (mod 11 with the weights 5, 4, 3, 2, 7, 6, 5, 4, 3, 2).
//   - RUT (Chile): 7 or 8 digits and a check character, a digit or K (mod 11, weights 2 to 7 repeated).
//   - RUC (Peru): 11 digits starting 10, 15, 17 or 20, the last a check digit (mod 11, then mod 10).
import { fmt, identificacionFiscal as msg } from './messages.js';
import { PAISES, paisDe, type CodigoPais } from './paises.js';

export { PAIS_POR_DEFECTO } from './paises.js';

/** Whether a country (as typed in the forms) is Spain; empty or missing is Spain, the default. */
export function esEspana(pais: string | null | undefined): boolean {
  return paisDe(pais) === 'ES';
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

export type TipoIdentificacion = 'CIF' | 'NIF' | 'NIE' | 'RFC' | 'NIT' | 'CUIT' | 'RUT' | 'RUC' | 'extranjero';

/** A valid id may carry a warning (an RFC whose check character does not match: D209). */
export type ResultadoIdentificacion =
  { valido: true; valor: string; tipo: TipoIdentificacion; aviso?: string } | { valido: false; valor: string; mensaje: string };

type Comprobado = { tipo: TipoIdentificacion; aviso?: string } | { mensaje: string };

/** A normalised Spanish id: its type, or the reason it is not one. */
function comprobarEspanol(v: string): Comprobado {
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

// ---- Latin America (D209) ------------------------------------------------------------------------

const ALFABETO_RFC = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/** The RFC's check character for its first 11 (company) or 12 (person) characters. */
export function digitoRfc(sinDigito: string): string {
  const n = `   ${sinDigito}`.slice(-12);
  let suma = 0;
  for (let i = 0; i < 12; i++) suma += ALFABETO_RFC.indexOf(n[i]!) * (13 - i);
  return ALFABETO_RFC[(11 - (suma % 11)) % 11]!;
}

/** YYMMDD is a day that exists (the century is not known: a 29 February takes a leap year, 2000 + YY). */
function fechaRfc(aammdd: string): boolean {
  const [a, m, d] = [Number(aammdd.slice(0, 2)), Number(aammdd.slice(2, 4)), Number(aammdd.slice(4, 6))];
  const f = new Date(Date.UTC(2000 + a, m - 1, d));
  return m >= 1 && m <= 12 && f.getUTCMonth() === m - 1 && f.getUTCDate() === d;
}

function comprobarRfc(v: string): Comprobado {
  const persona = /^[A-Z&Ñ]{4}\d{6}[0-9A-Z]{3}$/.test(v);
  if (!persona && !/^[A-Z&Ñ]{3}\d{6}[0-9A-Z]{3}$/.test(v)) return { mensaje: msg.rfcFormato };
  if (!fechaRfc(v.slice(persona ? 4 : 3, persona ? 10 : 9))) return { mensaje: msg.rfcFecha };
  return v.at(-1) === digitoRfc(v.slice(0, -1)) ? { tipo: 'RFC' } : { tipo: 'RFC', aviso: msg.rfcAviso };
}

/** The NIT's DV for its digits. */
export function dvNit(digitos: string): string {
  const pesos = [3, 7, 13, 17, 19, 23, 29, 37, 41, 43, 47, 53, 59, 67, 71];
  const suma = [...digitos].reverse().reduce((s, n, i) => s + Number(n) * pesos[i]!, 0);
  return '01987654321'[suma % 11]!;
}

function comprobarNit(v: string): Comprobado {
  if (!/^\d{8,16}$/.test(v)) return { mensaje: msg.nitFormato };
  return v.at(-1) === dvNit(v.slice(0, -1)) ? { tipo: 'NIT' } : { mensaje: msg.nitControl };
}

const PESOS_11 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];
const suma11 = (diez: string) => [...diez].reduce((s, n, i) => s + Number(n) * PESOS_11[i]!, 0) % 11;

/** The CUIT's check digit for its first 10 digits. */
export const digitoCuit = (diez: string) => '012345678990'[11 - suma11(diez)]!;

function comprobarCuit(v: string): Comprobado {
  if (!/^\d{11}$/.test(v) || !['20', '23', '24', '27', '30', '33', '34', '50', '51', '55'].includes(v.slice(0, 2)))
    return { mensaje: msg.cuitFormato };
  return v.at(-1) === digitoCuit(v.slice(0, 10)) ? { tipo: 'CUIT' } : { mensaje: msg.cuitControl };
}

/** The RUT's check character (a digit or K) for its digits. */
export function digitoRut(digitos: string): string {
  const suma = [...digitos].reverse().reduce((s, n, i) => s + Number(n) * (2 + (i % 6)), 0);
  return '0K987654321'[suma % 11]!;
}

function comprobarRut(v: string): Comprobado {
  if (!/^\d{7,8}[0-9K]$/.test(v)) return { mensaje: msg.rutFormato };
  return v.at(-1) === digitoRut(v.slice(0, -1)) ? { tipo: 'RUT' } : { mensaje: msg.rutControl };
}

/** The RUC's check digit for its first 10 digits. */
export const digitoRuc = (diez: string) => String((11 - suma11(diez)) % 10);

function comprobarRuc(v: string): Comprobado {
  if (!/^\d{11}$/.test(v) || !['10', '15', '17', '20'].includes(v.slice(0, 2))) return { mensaje: msg.rucFormato };
  return v.at(-1) === digitoRuc(v.slice(0, 10)) ? { tipo: 'RUC' } : { mensaje: msg.rucControl };
}

const COMPROBAR: Record<CodigoPais, (v: string) => Comprobado> = {
  ES: comprobarEspanol,
  MX: comprobarRfc,
  CO: comprobarNit,
  AR: comprobarCuit,
  CL: comprobarRut,
  PE: comprobarRuc,
};

/**
 * Checks a company's tax id for its country (Spain when empty): the normalised id, its type and any
 * warning, or the Spanish message that says what to fix. A country Talentia does not know yet: 5 to 20
 * letters and digits (after removing spaces, hyphens, dots and slashes), at least one digit.
 */
export function comprobarIdentificacionFiscal(valor: string, pais?: string | null): ResultadoIdentificacion {
  const v = normalizarIdentificacionFiscal(valor, pais);
  const codigo = paisDe(pais);
  if (v === '') {
    const mensaje = codigo && codigo !== 'ES' ? fmt(msg.obligatorioPais, { sigla: PAISES[codigo].identificacion.sigla }) : msg.obligatorio;
    return { valido: false, valor: v, mensaje };
  }
  if (!codigo) {
    return /^[0-9A-Z]{5,20}$/.test(v) && /\d/.test(v)
      ? { valido: true, valor: v, tipo: 'extranjero' }
      : { valido: false, valor: v, mensaje: msg.formatoExtranjero };
  }
  const r = COMPROBAR[codigo](v);
  return 'tipo' in r ? { valido: true, valor: v, ...r } : { valido: false, valor: v, mensaje: r.mensaje };
}

/** The message of a wrong id, or null when it is valid (the schemas' and forms' one call). */
export function errorIdentificacionFiscal(valor: string, pais?: string | null): string | null {
  const r = comprobarIdentificacionFiscal(valor, pais);
  return r.valido ? null : r.mensaje;
}

type IdPais = { cif?: string | null; pais?: string | null };

/**
 * An edit's check: the id is checked when it changes, or when the company moves to another country
 * Talentia knows (or from one to one it does not); otherwise an id stored before this check existed stays as it is and the company's other
 * fields can still be saved. The Empresas form and the update handler both call it.
 */
export function errorIdentificacionFiscalEditada(antes: IdPais, ahora: IdPais): string | null {
  const cif = ahora.cif ?? antes.cif ?? '';
  const cambia =
    normalizarIdentificacionFiscal(cif, ahora.pais) !== normalizarIdentificacionFiscal(antes.cif ?? '', antes.pais) ||
    paisDe(ahora.pais) !== paisDe(antes.pais);
  return cambia ? errorIdentificacionFiscal(cif, ahora.pais) : null;
}
