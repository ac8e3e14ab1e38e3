// The countries Talentia knows (issue 67 item 1, D209): one table, one module, and every question about a
// country asked here — nothing country-specific elsewhere. This first increment answers which country a
// company's «País» names (the forms keep it as text, part 2 §3) and what its tax id is called; the
// currency, zones, Spanish variant, voice and law of each come in the next increments of issue 67.
import { normalizarTexto } from './texto.js';

export const CODIGOS_PAIS = ['ES', 'MX', 'CO', 'AR', 'CL', 'PE'] as const;
export type CodigoPais = (typeof CODIGOS_PAIS)[number];

export interface Pais {
  codigo: CodigoPais;
  /** Its name as the forms write it. */
  nombre: string;
  /** How a person may type it (compared without case, accents or dots): the name, ISO 3166 codes, the long form. */
  alias: readonly string[];
  /** The company's tax id: its short name (the forms' label), what it is, and a valid one as the forms' example. */
  identificacion: { sigla: string; nombre: string; ejemplo: string };
}

export const PAISES: Readonly<Record<CodigoPais, Pais>> = {
  ES: {
    codigo: 'ES',
    nombre: 'España',
    alias: ['espana', 'spain', 'es', 'esp', 'reino de espana'],
    identificacion: { sigla: 'CIF', nombre: 'Código de Identificación Fiscal (CIF/NIF)', ejemplo: 'B12345674' },
  },
  MX: {
    codigo: 'MX',
    nombre: 'México',
    alias: ['mexico', 'mx', 'mex', 'estados unidos mexicanos', 'mejico'],
    identificacion: { sigla: 'RFC', nombre: 'Registro Federal de Contribuyentes', ejemplo: 'ACA120116TX5' },
  },
  CO: {
    codigo: 'CO',
    nombre: 'Colombia',
    alias: ['colombia', 'co', 'col', 'republica de colombia'],
    identificacion: { sigla: 'NIT', nombre: 'Número de Identificación Tributaria', ejemplo: '900.123.456-8' },
  },
  AR: {
    codigo: 'AR',
    nombre: 'Argentina',
    alias: ['argentina', 'ar', 'arg', 'republica argentina'],
    identificacion: { sigla: 'CUIT', nombre: 'Clave Única de Identificación Tributaria', ejemplo: '30-50001091-2' },
  },
  CL: {
    codigo: 'CL',
    nombre: 'Chile',
    alias: ['chile', 'cl', 'chl', 'republica de chile'],
    identificacion: { sigla: 'RUT', nombre: 'Rol Único Tributario', ejemplo: '76.011.739-0' },
  },
  PE: {
    codigo: 'PE',
    nombre: 'Perú',
    alias: ['peru', 'pe', 'per', 'republica del peru'],
    identificacion: { sigla: 'RUC', nombre: 'Registro Único de Contribuyentes', ejemplo: '20109980936' },
  },
};

/** The country a company is in when none is given (the forms' default, part 2 §3). */
export const PAIS_POR_DEFECTO: CodigoPais = 'ES';

const POR_ALIAS = new Map<string, CodigoPais>(Object.values(PAISES).flatMap((p) => p.alias.map((a) => [a, p.codigo] as const)));

/**
 * The known country a «País» as typed names: empty or missing is the default (Spain); a country Talentia
 * does not know yet is null (its tax id then gets the loose check of shared/identificacion-fiscal.ts).
 */
export function paisDe(texto: string | null | undefined): CodigoPais | null {
  const t = normalizarTexto(texto ?? '')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return t === '' ? PAIS_POR_DEFECTO : (POR_ALIAS.get(t) ?? null);
}

/** The tax id's label for a company in that «País»: «CIF» in Spain, «RFC» in Mexico…; another country's, «Identificador fiscal». */
export function siglaIdentificacion(texto: string | null | undefined): string {
  const codigo = paisDe(texto);
  return codigo ? PAISES[codigo].identificacion.sigla : 'Identificador fiscal';
}

/** A valid tax id of that «País», as the forms' example; none for a country Talentia does not know yet. */
export function ejemploIdentificacion(texto: string | null | undefined): string | undefined {
  const codigo = paisDe(texto);
  return codigo ? PAISES[codigo].identificacion.ejemplo : undefined;
}

// ---- Money (issue 67 item 3) ---------------------------------------------------------------------
// Each country's currency and the locale its amounts are written in. A plan carries a price per
// currency set by the superadmin (no exchange rates): a company sees and is billed in its country's.

export const MONEDAS = ['EUR', 'MXN', 'COP', 'ARS', 'CLP', 'PEN'] as const;
export type Moneda = (typeof MONEDAS)[number];

/** The currency every plan has a price in, and the one of a country Talentia does not know yet. */
export const MONEDA_POR_DEFECTO: Moneda = 'EUR';

export const DINERO_PAIS: Readonly<Record<CodigoPais, { moneda: Moneda; locale: string }>> = {
  ES: { moneda: 'EUR', locale: 'es-ES' },
  MX: { moneda: 'MXN', locale: 'es-MX' },
  CO: { moneda: 'COP', locale: 'es-CO' },
  AR: { moneda: 'ARS', locale: 'es-AR' },
  CL: { moneda: 'CLP', locale: 'es-CL' },
  PE: { moneda: 'PEN', locale: 'es-PE' },
};

/** The locale a currency's amounts are written in (its country's: one country a currency here). */
export const LOCALE_MONEDA: Readonly<Record<Moneda, string>> = Object.fromEntries(
  Object.values(DINERO_PAIS).map((d) => [d.moneda, d.locale]),
) as Record<Moneda, string>;

/** The currency a company in that «País» is billed in; a country Talentia does not know yet, euros. */
export function monedaDe(texto: string | null | undefined): Moneda {
  const codigo = paisDe(texto);
  return codigo ? DINERO_PAIS[codigo].moneda : MONEDA_POR_DEFECTO;
}
