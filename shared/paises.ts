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

// ---- The country chosen from a list (issue 67 items 1 and 11) ----------------------------------------
// The forms offer the known countries by name and keep the NAME in the company's text fields
// (`direccion.pais`, the wizard's `empresa.pais`), so stored companies and the code that reads them go
// on as before; a new or changed «País» must name a known country, stored by its own name.

/** A known country's name as the forms write and store it: «México» for MX. */
export function nombrePais(codigo: CodigoPais): string {
  return PAISES[codigo].nombre;
}

/** The known countries as a sentence, for a message: «España, México, Colombia, Argentina, Chile o Perú». */
export function listaPaises(): string {
  const nombres = CODIGOS_PAIS.map(nombrePais);
  return `${nombres.slice(0, -1).join(', ')} o ${nombres[nombres.length - 1]}`;
}

/**
 * The name to store for a «País» as typed: a known country's own name ('mexico', 'MX', 'México' →
 * 'México'; empty → the default's, 'España'); null for a country Talentia does not know.
 */
export function nombrePaisConocido(texto: string | null | undefined): string | null {
  const codigo = paisDe(texto);
  return codigo ? nombrePais(codigo) : null;
}

/**
 * The value a form's «País» select starts on: a known country by its own name (a stored 'Mexico' is
 * the option «México»), and a stored country Talentia does not know as it is, so that it stays.
 */
export function paisParaFormulario(texto: string | null | undefined): string {
  return nombrePaisConocido(texto) ?? (texto ?? '').trim();
}

/**
 * The options of a form's «País» (values and labels are the names): the known countries, then the
 * stored value when it names none of them (a company saved before the list, «Portugal»), so that
 * editing the company does not change its country without anyone choosing to.
 */
export function opcionesPais(actual?: string | null): string[] {
  const nombres = CODIGOS_PAIS.map(nombrePais);
  const guardado = paisParaFormulario(actual);
  return guardado && !nombres.includes(guardado) ? [...nombres, guardado] : nombres;
}
