// The countries Talentia knows (issue 67 item 1, D209): one table, one module, and every question about a
// country asked here — nothing country-specific elsewhere. It answers which country a company's «País»
// names (the forms keep it as text, part 2 §3) and the forms' list of them (D211), its tax id (D209), its
// currency and locale (D212), its zones (D211), the voice its answers are heard in (D210); phone numbers
// read with it live in shared/telefonos.ts (D213), the law its notices name (D214), the Spanish its
// candidates read (D215; the grammar in shared/espanol.ts) and the basis for the data living in the
// deploy's region (D217).
// Why one module: issue 67 asks for one table per country and one module that answers every question
// about a country (its tax id, currency, zones, voice, the forms' list): the table and its answers change together.
import type { VarianteEspanol } from './espanol.js';
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
  /**
   * A valid phone number of the country, with its prefix, as the phone fields' example (issue 67 item 9):
   * libphonenumber-js's own example (its `examples.mobile.json`, v1.13.16) in international format, written
   * here so that a form shows it without loading the library (29 kB gzipped with its metadata);
   * shared/telefonos.test.ts checks each one against the library.
   */
  telefono: string;
}

export const PAISES: Readonly<Record<CodigoPais, Pais>> = {
  ES: {
    codigo: 'ES',
    nombre: 'España',
    alias: ['espana', 'spain', 'es', 'esp', 'reino de espana'],
    identificacion: { sigla: 'CIF', nombre: 'Código de Identificación Fiscal (CIF/NIF)', ejemplo: 'B12345674' },
    telefono: '+34 612 34 56 78',
  },
  MX: {
    codigo: 'MX',
    nombre: 'México',
    alias: ['mexico', 'mx', 'mex', 'estados unidos mexicanos', 'mejico'],
    identificacion: { sigla: 'RFC', nombre: 'Registro Federal de Contribuyentes', ejemplo: 'ACA120116TX5' },
    telefono: '+52 222 123 4567',
  },
  CO: {
    codigo: 'CO',
    nombre: 'Colombia',
    alias: ['colombia', 'co', 'col', 'republica de colombia'],
    identificacion: { sigla: 'NIT', nombre: 'Número de Identificación Tributaria', ejemplo: '900.123.456-8' },
    telefono: '+57 321 1234567',
  },
  AR: {
    codigo: 'AR',
    nombre: 'Argentina',
    alias: ['argentina', 'ar', 'arg', 'republica argentina'],
    identificacion: { sigla: 'CUIT', nombre: 'Clave Única de Identificación Tributaria', ejemplo: '30-50001091-2' },
    telefono: '+54 9 11 2345 6789',
  },
  CL: {
    codigo: 'CL',
    nombre: 'Chile',
    alias: ['chile', 'cl', 'chl', 'republica de chile'],
    identificacion: { sigla: 'RUT', nombre: 'Rol Único Tributario', ejemplo: '76.011.739-0' },
    telefono: '+56 2 2123 4567',
  },
  PE: {
    codigo: 'PE',
    nombre: 'Perú',
    alias: ['peru', 'pe', 'per', 'republica del peru'],
    identificacion: { sigla: 'RUC', nombre: 'Registro Único de Contribuyentes', ejemplo: '20109980936' },
    telefono: '+51 912 345 678',
  },
};

/** The country a company is in when none is given (the forms' default, part 2 §3). */
export const PAIS_POR_DEFECTO: CodigoPais = 'ES';

const POR_ALIAS = new Map<string, CodigoPais>(Object.values(PAISES).flatMap((p) => p.alias.map((a) => [a, p.codigo] as const)));

/**
 * The known country a «País» as typed names: empty or missing is the default (Spain); a country Talentia
 * does not know yet is null (its tax id then gets the loose check of shared/identificacion-fiscal.ts).
 * A code is its own country and null stays null, so every function here that takes a «País» also takes
 * what `paisDeEmpresa` read (null there is a country not known, never an empty one).
 */
export function paisDe(texto: string | null | undefined): CodigoPais | null {
  if (texto === null) return null;
  const t = normalizarTexto(texto ?? '')
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return t === '' ? PAIS_POR_DEFECTO : (POR_ALIAS.get(t) ?? null);
}

/**
 * A company's country: the code its «País» (`direccion.pais`, kept as text) names, the default (Spain)
 * when it names none, null for a country Talentia does not know yet. The one reading of a company's
 * country: every function of this module takes its answer as their «País».
 */
export function paisDeEmpresa(empresa: object | null | undefined): CodigoPais | null {
  // Any company's shape (the stored item, the API's, a create body): only `direccion.pais` is read, and a
  // value that is not text is no country given.
  const direccion = (empresa as { direccion?: unknown } | null | undefined)?.direccion;
  const pais = direccion && typeof direccion === 'object' ? (direccion as { pais?: unknown }).pais : undefined;
  return paisDe(typeof pais === 'string' ? pais : undefined);
}

/** A phone number of that country, as the phone fields' example; none for a country Talentia does not know yet. */
export function ejemploTelefono(pais: string | null | undefined): string | undefined {
  const codigo = paisDe(pais);
  return codigo ? PAISES[codigo].telefono : undefined;
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

/**
 * Amazon Transcribe's batch language codes for Spanish (issue 67 item 6, D210), as the service's table
 * lists them ("Supported languages and language-specific features", Amazon Transcribe Developer Guide:
 * es-ES Spanish; es-MX Spanish, Mexican; es-US Spanish, US — all three batch) and as
 * `@aws-sdk/client-transcribe`'s `LanguageCode` enum names them (ES_ES, ES_MX, ES_US).
 */
export const IDIOMAS_TRANSCRIPCION = ['es-ES', 'es-MX', 'es-US'] as const;
export type IdiomaTranscripcion = (typeof IDIOMAS_TRANSCRIPCION)[number];

/**
 * The voice each country is heard in: Spain's Spanish in Spain, Mexico's in Mexico, and for the rest of
 * Latin America the one Latin American code the service offers besides Mexico's (es-US: Spanish as spoken
 * in the Americas). Deepgram names two Spanish models, `es` and `es-419` (Latin America; its "Models and
 * Language Overview"), so every Latin American country is `es-419` there.
 */
const VOZ_PAIS: Readonly<Record<CodigoPais, IdiomaTranscripcion>> = {
  ES: 'es-ES',
  MX: 'es-MX',
  CO: 'es-US',
  AR: 'es-US',
  CL: 'es-US',
  PE: 'es-US',
};

/**
 * The voice a company's answers are transcribed in: the language its configuration chose, else its
 * country's; a country Talentia does not know yet keeps Spain's, the product's default before D210.
 */
export function vozDe(
  pais: string | null | undefined,
  elegido?: IdiomaTranscripcion,
): { transcribe: IdiomaTranscripcion; deepgram: 'es' | 'es-419' } {
  const codigo = paisDe(pais);
  const transcribe = elegido ?? (codigo ? VOZ_PAIS[codigo] : 'es-ES');
  return { transcribe, deepgram: transcribe === 'es-ES' ? 'es' : 'es-419' };
}

/**
 * The IANA zones each country uses (issue 67 item 4), as the tz database's `zone.tab` lists them for
 * its ISO code (tzdata 2025b/c, Node's ICU): the first is the country's default, where most of its
 * people live. Several where the country has several: Spain with Ceuta and the Canaries; Mexico's
 * twelve (Quintana Roo an hour ahead, Sonora without daylight saving, Baja California with the US's);
 * Argentina's provinces; Chile with Aysén (America/Coyhaique, without daylight saving since 2025),
 * Magallanes and Easter Island.
 */
const ZONAS_PAIS: Readonly<Record<CodigoPais, readonly [string, ...string[]]>> = {
  ES: ['Europe/Madrid', 'Atlantic/Canary', 'Africa/Ceuta'],
  MX: [
    'America/Mexico_City',
    'America/Cancun',
    'America/Merida',
    'America/Monterrey',
    'America/Matamoros',
    'America/Chihuahua',
    'America/Ciudad_Juarez',
    'America/Ojinaga',
    'America/Mazatlan',
    'America/Bahia_Banderas',
    'America/Hermosillo',
    'America/Tijuana',
  ],
  CO: ['America/Bogota'],
  AR: [
    'America/Argentina/Buenos_Aires',
    'America/Argentina/Cordoba',
    'America/Argentina/Salta',
    'America/Argentina/Jujuy',
    'America/Argentina/Tucuman',
    'America/Argentina/Catamarca',
    'America/Argentina/La_Rioja',
    'America/Argentina/San_Juan',
    'America/Argentina/Mendoza',
    'America/Argentina/San_Luis',
    'America/Argentina/Rio_Gallegos',
    'America/Argentina/Ushuaia',
  ],
  CL: ['America/Santiago', 'Pacific/Easter', 'America/Punta_Arenas', 'America/Coyhaique'],
  PE: ['America/Lima'],
};

/** The zones of the country a «País» names, its default first; null for a country Talentia does not know yet. */
export function zonasDePais(pais: string | null | undefined): readonly string[] | null {
  const codigo = paisDe(pais);
  return codigo ? ZONAS_PAIS[codigo] : null;
}

/** Whether a company in that «País» may keep its clock in that zone (any zone in a country not known yet). */
export function zonaDelPais(pais: string | null | undefined, zona: string): boolean {
  const zonas = zonasDePais(pais);
  return !zonas || zonas.includes(zona);
}

/**
 * The zone a new company in that «País» gets when its creator's browser proposes one: the proposed one
 * where the country uses it (a Mexican company made from Tijuana stays on Tijuana's clock), else the
 * country's default (a Spanish company made from Bogotá is on Madrid's); a country not known, the proposed.
 */
export function zonaParaEmpresa(pais: string | null | undefined, propuesta: string | undefined): string | undefined {
  const zonas = zonasDePais(pais);
  if (!zonas) return propuesta;
  return propuesta && zonas.includes(propuesta) ? propuesta : zonas[0];
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

// ---- The law that protects a candidate's data (issue 67 item 7, D214) ------------------------------
// Each country's data-protection law as the consent notice names it, the rights in that law's own
// words, and where a person may complain. Spain: GDPR art. 15–22 and LOPDGDD. Mexico: the LFPDPPP
// published in the DOF on 20 March 2025 (ARCO rights). Colombia: Ley Estatutaria 1581 de 2012 (hábeas
// data, art. 8) and the SIC. Argentina: Ley 25.326 (hábeas data, art. 14–16) and the AAIP. Chile: Ley
// 19.628 until 30 November 2026; from 1 December 2026 as amended by Ley 21.719, whose art. 8 bis gives
// the rights about automated decisions. Peru: Ley 29733 and its Reglamento (DS 016-2024-JUS) and the ANPD.

export interface LeyPais {
  /** Its part of the notice's version: the text changes with the law. */
  clave: string;
  /** The law as the notice names it in full. */
  ley: string;
  /** Its short name, for the notice's first layer. */
  corta: string;
  /** The rights, in that law's words, as they follow «Te reconoce los derechos de …»; marked for the candidate's Spanish (shared/espanol.ts). */
  derechos: string;
  /** Where a person may complain. */
  autoridad: string;
  /**
   * The rule the retention period rests on (issue 67 item 7), as it follows «conservarlos solo el tiempo
   * necesario: …»: none of these laws sets a number of months for a candidate not hired, they all ask
   * that data be kept no longer than its purpose needs.
   */
  conservacion: string;
  /**
   * The right that lets a candidate read the report, the decision and the reviewer's comment, in that
   * law's words, as it follows «su …» in the staff's texts (the review form, Configuración).
   */
  acceso: string;
  /**
   * What the law calls the representative a controller without an establishment in the country names
   * there, when it asks for one (Peru: its Reglamento, DS 016-2024-JUS): the notice then names theirs.
   */
  representante?: string;
}

/** The day Chile's Ley 21.719 comes into force (its transitory article: 24 months after publication). */
export const VIGENCIA_LEY_21719 = '2026-12-01';

/** The calendar day in Santiago de Chile ('YYYY-MM-DD'), where the law's day is counted. */
const diaEnSantiago = (ahora: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Santiago', year: 'numeric', month: '2-digit', day: '2-digit' }).format(ahora);

const LEY_PAIS: Readonly<Record<Exclude<CodigoPais, 'CL'>, LeyPais>> = {
  ES: {
    clave: 'ES',
    ley: 'el Reglamento General de Protección de Datos (Reglamento (UE) 2016/679, RGPD) y la Ley Orgánica 3/2018, de Protección de Datos Personales y garantía de los derechos digitales',
    corta: 'el RGPD y la Ley Orgánica 3/2018',
    derechos:
      'acceso, rectificación, supresión, oposición, limitación del tratamiento y portabilidad, y a no ser objeto de una decisión basada únicamente en un tratamiento automatizado (artículo 22 del RGPD)',
    autoridad: 'la Agencia Española de Protección de Datos (aepd.es)',
    conservacion: 'el principio de limitación del plazo de conservación (artículo 5.1.e del RGPD)',
    acceso: 'derecho de acceso, artículo 15 del RGPD',
  },
  MX: {
    clave: 'MX',
    ley: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (publicada en el Diario Oficial de la Federación el 20 de marzo de 2025)',
    corta: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
    derechos: 'acceso, rectificación, cancelación y oposición (los derechos ARCO)',
    autoridad: 'la Secretaría Anticorrupción y Buen Gobierno, autoridad garante de la protección de datos personales',
    conservacion:
      'el principio de calidad de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares, que pide suprimir los datos cuando dejan de ser necesarios para su finalidad',
    acceso:
      'derecho de acceso, uno de los derechos ARCO de la Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
  },
  CO: {
    clave: 'CO',
    ley: 'la Ley Estatutaria 1581 de 2012 de protección de datos personales (hábeas data) y el Decreto 1377 de 2013',
    corta: 'la Ley 1581 de 2012 (hábeas data)',
    derechos:
      'conocer, actualizar, rectificar y suprimir ‹tus› datos y revocar la autorización que ‹diste› (artículo 8 de la Ley 1581 de 2012)',
    autoridad: 'la Superintendencia de Industria y Comercio (sic.gov.co)',
    conservacion:
      'el principio de finalidad (artículo 4, literal b, de la Ley 1581 de 2012) y el artículo 11 del Decreto 1377 de 2013, que limita el tratamiento al tiempo razonable y necesario para su finalidad',
    acceso: 'derecho a conocer sus datos, artículo 8 de la Ley 1581 de 2012',
  },
  AR: {
    clave: 'AR',
    ley: 'la Ley 25.326 de Protección de los Datos Personales (hábeas data)',
    corta: 'la Ley 25.326 (hábeas data)',
    derechos: 'acceso, rectificación, actualización y supresión de ‹tus› datos (artículos 14 a 16 de la Ley 25.326)',
    autoridad: 'la Agencia de Acceso a la Información Pública (argentina.gob.ar/aaip)',
    conservacion:
      'el artículo 4, inciso 7, de la Ley 25.326, que pide destruir los datos cuando dejan de ser necesarios para los fines con que se recogieron',
    acceso: 'derecho de acceso, artículo 14 de la Ley 25.326',
  },
  PE: {
    clave: 'PE',
    ley: 'la Ley 29733 de Protección de Datos Personales y su Reglamento (Decreto Supremo 016-2024-JUS)',
    corta: 'la Ley 29733 de Protección de Datos Personales',
    derechos:
      'acceso, rectificación, cancelación y oposición (los derechos ARCO), y a no ‹verte|verse|verte› sometido a una decisión basada únicamente en un tratamiento automatizado',
    autoridad: 'la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos',
    conservacion:
      'el principio de calidad (artículo 8 de la Ley 29733), que pide conservar los datos solo por el tiempo necesario para su finalidad',
    acceso: 'derecho de acceso, artículo 19 de la Ley 29733',
    representante: 'Representante en el Perú (Reglamento de la Ley 29733, Decreto Supremo 016-2024-JUS)',
  },
};

const LEY_CHILE_19628: LeyPais = {
  clave: 'CL',
  ley: 'la Ley 19.628 sobre protección de la vida privada',
  corta: 'la Ley 19.628',
  derechos: 'acceso, rectificación, cancelación y bloqueo de ‹tus› datos (artículo 12 de la Ley 19.628)',
  autoridad: 'los tribunales de justicia (artículo 16 de la Ley 19.628)',
  conservacion:
    'el artículo 6 de la Ley 19.628, que pide eliminar los datos cuando su almacenamiento carece de fundamento legal o han caducado',
  acceso: 'derecho de acceso, artículo 12 de la Ley 19.628',
};

const LEY_CHILE_21719: LeyPais = {
  clave: 'CL-21719',
  ley: 'la Ley 19.628 sobre protección de datos personales, modificada por la Ley 21.719',
  corta: 'la Ley 19.628, modificada por la Ley 21.719',
  derechos:
    'acceso, rectificación, supresión, oposición, portabilidad y bloqueo y, ante una decisión basada en un tratamiento automatizado, a pedir que intervenga una persona, a expresar ‹tu› punto de vista y a que se ‹te› explique la decisión (artículo 8 bis)',
  autoridad: 'la Agencia de Protección de Datos Personales',
  conservacion:
    'el principio de proporcionalidad (artículo 3, letra c, de la Ley 19.628 modificada por la Ley 21.719), que permite conservar los datos solo el tiempo necesario para los fines del tratamiento',
  acceso: 'derecho de acceso, de la Ley 19.628 modificada por la Ley 21.719',
};

/**
 * The law that protects the data a company in that «País» collects, on that day (Chile's changes on
 * VIGENCIA_LEY_21719, Santiago's calendar day: the notice's version changes with it);
 * null for a country Talentia does not know yet (the notice then names no law).
 */
export function leyDe(pais: string | null | undefined, ahora: Date): LeyPais | null {
  const codigo = paisDe(pais);
  if (!codigo) return null;
  if (codigo === 'CL') return diaEnSantiago(ahora) >= VIGENCIA_LEY_21719 ? LEY_CHILE_21719 : LEY_CHILE_19628;
  return LEY_PAIS[codigo];
}

// The Spanish its candidates are spoken to in (issue 67 item 5; the grammar in shared/espanol.ts):
// Spain's tú; usted in Mexico, Colombia, Chile and Peru, the form a company uses with a candidate there;
// voseo in Argentina, where «vos» is how everyone is addressed, in writing too (RAE, Nueva gramática
// §16.6). Uruguay's voseo comes with Uruguay (it is not in CODIGOS_PAIS yet). A country Talentia does
// not know reads Spain's, the texts' base.
const VARIANTE_PAIS: Readonly<Record<CodigoPais, VarianteEspanol>> = {
  ES: 'es',
  MX: 'usted',
  CO: 'usted',
  AR: 'vos',
  CL: 'usted',
  PE: 'usted',
};

/** The Spanish a company's candidates read, from its «País». */
export function varianteDe(pais: string | null | undefined): VarianteEspanol {
  const codigo = paisDe(pais);
  return codigo ? VARIANTE_PAIS[codigo] : 'es';
}

/** Where a person may complain about a company in that «País» (D216); a neutral phrase for a country not known. */
export function autoridadDe(pais: string | null | undefined, ahora: Date): string {
  return leyDe(pais, ahora)?.autoridad ?? 'la autoridad de protección de datos del país de la empresa';
}

/**
 * The right that lets a candidate read their report and its review, as the staff's texts name it (issue
 * 67 item 7): «derecho de acceso, artículo 15 del RGPD» in Spain, Colombia's «derecho a conocer sus
 * datos, artículo 8 de la Ley 1581 de 2012»…; a country not known yet, the right without a law.
 */
export function derechoAccesoDe(pais: string | null | undefined, ahora: Date): string {
  return paisDe(pais) ? (leyDe(pais, ahora)?.acceso ?? 'derecho de acceso') : 'derecho de acceso';
}

// ---- How long a candidate not hired is kept (issue 67 item 7) ------------------------------------
// The period a company gets when it sets none (its own `configuracion.retencionMeses` wins, D151). None
// of the six laws sets a number of months for a candidate not hired: each asks that data be kept no
// longer than its purpose needs (LeyPais.conservacion: GDPR art. 5.1.e; the LFPDPPP's principle of
// quality; Ley 1581 art. 4 b and Decreto 1377 art. 11; Ley 25.326 art. 4.7; Ley 19.628 art. 6, and from
// 1 December 2026 its art. 3 c; Ley 29733 art. 8). So each country keeps the product's 12 months (issue
// 44: the end of a hiring season and the next), a number the company may change; a country whose law
// or authority sets one gets it here.
const MESES_RETENCION_PAIS: Readonly<Record<CodigoPais, number>> = { ES: 12, MX: 12, CO: 12, AR: 12, CL: 12, PE: 12 };

/** The default retention period of a company in that «País»; null for a country Talentia does not know yet. */
export function mesesRetencionPais(pais: string | null | undefined): number | null {
  const codigo = paisDe(pais);
  return codigo ? MESES_RETENCION_PAIS[codigo] : null;
}

// ---- Where the data lives (issue 67 item 8) --------------------------------------------------------
// The deploy's AWS region (the functions' AWS_REGION; the infra's default is eu-south-2, the local stack's
// us-east-1) is where every company's data lives. A company sees that region by name and the basis its
// country's law gives for moving its candidates' data there; where that law asks for a safeguard the
// company must keep (model clauses, a processor contract), an admin records it before the first interview.
// The project's reading of each law, as of November 2026 — not legal advice:
// - Spain (GDPR ch. V): the EEA is no transfer; art. 45 adequacy decisions: Switzerland (2000/518/EC),
//   United Kingdom (Implementing Decision (EU) 2021/1772, extended in 2025), Canada's commercial
//   organisations (2002/2/EC), Japan (2019/419), Korea (2022/254), the United States for organisations
//   certified under the EU-US Data Privacy Framework (Implementing Decision (EU) 2023/1795 of 10 July
//   2023; Amazon Web Services is certified). Elsewhere art. 46: standard contractual clauses
//   (Implementing Decision (EU) 2021/914). Brazil's decision was a draft when this was written: not counted.
// - Argentina (Ley 25.326 art. 12; Decreto 1558/2001 art. 12): Disposición DNPDP 60-E/2016 (BO 18 Nov
//   2016) art. 3 lists the adequate: the EU and EEA, Switzerland, Guernsey, Jersey, Isle of Man, Faroe
//   Islands, Canada (private sector), Andorra, New Zealand, Uruguay, Israel (automated data). Elsewhere its
//   model clauses (annex for «prestación de servicios») or the RIPD's, which Resolución AAIP 198/2023
//   recognised. The United Kingdom is not read as listed after it left the EU.
// - Colombia (Ley 1581 de 2012 art. 26): the SIC's list (Circular Única título V cap. 3 numeral 3.2,
//   Circulares Externas 005 and 008 de 2017, 002 de 2018): the EU states, Iceland, Norway, the United
//   Kingdom, the United States, Mexico, Peru, Costa Rica, Serbia, Japan, Korea, Australia and those the
//   European Commission found adequate (Switzerland, Canada…). Elsewhere, for a processor, the contrato
//   de transmisión of Decreto 1377 de 2013 art. 25 (Decreto 1074 de 2015 art. 2.2.2.25.5.2).
// - Chile: Ley 19.628 has no rule on international transfer until 30 November 2026; from 1 December 2026
//   its art. 27 and 28 as Ley 21.719 wrote them: an adequate country as the Agency decides (none yet) or
//   contractual clauses and other instruments with adequate safeguards (the Agency's model clauses).
// - Peru (Ley 29733 art. 15; Reglamento, DS 016-2024-JUS, in force since 30 March 2025): the ANPD has
//   listed no adequate country: the exporter guarantees the protection, by contractual clauses.
// - Mexico (LFPDPPP, DOF 20 March 2025): sending data to a processor abroad (remisión) needs no consent
//   but a contract that binds the processor (its Reglamento of 2011, art. 50–51, clauses or another
//   instrument); mx-central-1 is in Mexico.

/** The AWS regions this table knows: their name as the console writes it in Spanish and their country (ISO 3166). */
export const REGIONES_AWS: Readonly<Record<string, { nombre: string; pais: string }>> = {
  'us-east-1': { nombre: 'EE. UU. Este (Norte de Virginia)', pais: 'US' },
  'us-east-2': { nombre: 'EE. UU. Este (Ohio)', pais: 'US' },
  'us-west-1': { nombre: 'EE. UU. Oeste (Norte de California)', pais: 'US' },
  'us-west-2': { nombre: 'EE. UU. Oeste (Oregón)', pais: 'US' },
  'ca-central-1': { nombre: 'Canadá (Central)', pais: 'CA' },
  'ca-west-1': { nombre: 'Canadá Oeste (Calgary)', pais: 'CA' },
  'mx-central-1': { nombre: 'México (Central)', pais: 'MX' },
  'sa-east-1': { nombre: 'América del Sur (São Paulo)', pais: 'BR' },
  'eu-west-1': { nombre: 'Europa (Irlanda)', pais: 'IE' },
  'eu-west-2': { nombre: 'Europa (Londres)', pais: 'GB' },
  'eu-west-3': { nombre: 'Europa (París)', pais: 'FR' },
  'eu-central-1': { nombre: 'Europa (Fráncfort)', pais: 'DE' },
  'eu-central-2': { nombre: 'Europa (Zúrich)', pais: 'CH' },
  'eu-south-1': { nombre: 'Europa (Milán)', pais: 'IT' },
  'eu-south-2': { nombre: 'Europa (España)', pais: 'ES' },
  'eu-north-1': { nombre: 'Europa (Estocolmo)', pais: 'SE' },
  'ap-northeast-1': { nombre: 'Asia Pacífico (Tokio)', pais: 'JP' },
  'ap-northeast-2': { nombre: 'Asia Pacífico (Seúl)', pais: 'KR' },
};

/** The countries of the European Economic Area among the regions' (the GDPR does not see a transfer inside it). */
const EEE = new Set(['IE', 'FR', 'DE', 'IT', 'ES', 'SE']);

/** The region the deploy's data lives in, by name: «Europa (España)»; a region not in the table by its code. */
export function nombreRegion(region: string): string {
  return REGIONES_AWS[region]?.nombre ?? region;
}

/** How a country's law sees the deploy's region: the same country, inside its area, adequate, or a safeguard to keep. */
export type TipoBaseTransferencia = 'mismo-pais' | 'sin-transferencia' | 'adecuado' | 'sin-regla' | 'salvaguarda';

export interface BaseTransferencia {
  tipo: TipoBaseTransferencia;
  /** What the company reads: the basis in its law, in one or two sentences. */
  texto: string;
  /** Whether an admin must record the safeguard before the company's first interview. */
  requiereSalvaguarda: boolean;
  /** The safeguard that law names, as the form proposes it; null when none is needed. */
  salvaguarda: string | null;
}

/** The safeguard's kinds a company may record (the form's options). */
export const TIPOS_SALVAGUARDA = [
  'Cláusulas contractuales modelo',
  'Contrato con el encargado del tratamiento',
  'Normas corporativas vinculantes',
  'Otra garantía prevista en la ley',
] as const;
export type TipoSalvaguarda = (typeof TIPOS_SALVAGUARDA)[number];

const adecuado = (texto: string): BaseTransferencia => ({ tipo: 'adecuado', texto, requiereSalvaguarda: false, salvaguarda: null });
const conSalvaguarda = (texto: string, salvaguarda: TipoSalvaguarda): BaseTransferencia => ({
  tipo: 'salvaguarda',
  texto,
  requiereSalvaguarda: true,
  salvaguarda,
});

/** Each country's reading of a destination (the region's country, ISO; null for a region not in the table). */
const TRANSFERENCIA_PAIS: Readonly<Record<Exclude<CodigoPais, 'CL'>, (destino: string | null, lugar: string) => BaseTransferencia>> = {
  ES: (d, lugar) => {
    if (d && EEE.has(d))
      return {
        tipo: 'sin-transferencia',
        texto: `Los datos se quedan en el Espacio Económico Europeo (${lugar}): el RGPD no lo considera una transferencia internacional.`,
        requiereSalvaguarda: false,
        salvaguarda: null,
      };
    if (d === 'US')
      return adecuado(
        `Estados Unidos: decisión de adecuación de la Comisión Europea sobre el Marco de Privacidad de Datos UE-EE. UU. (Decisión de Ejecución (UE) 2023/1795, de 10 de julio de 2023), para las entidades certificadas, como Amazon Web Services (artículo 45 del RGPD).`,
      );
    const decision: Record<string, string> = {
      CH: 'Suiza: decisión de adecuación de la Comisión Europea (Decisión 2000/518/CE)',
      GB: 'Reino Unido: decisión de adecuación de la Comisión Europea (Decisión de Ejecución (UE) 2021/1772)',
      CA: 'Canadá: decisión de adecuación de la Comisión Europea para las entidades sujetas a su ley de datos del sector privado (Decisión 2002/2/CE)',
      JP: 'Japón: decisión de adecuación de la Comisión Europea (Decisión de Ejecución (UE) 2019/419)',
      KR: 'Corea del Sur: decisión de adecuación de la Comisión Europea (Decisión de Ejecución (UE) 2022/254)',
    };
    if (d && decision[d]) return adecuado(`${decision[d]} (artículo 45 del RGPD).`);
    return conSalvaguarda(
      `${lugar} no tiene una decisión de adecuación de la Comisión Europea: la transferencia necesita garantías adecuadas del artículo 46 del RGPD, como las cláusulas contractuales tipo (Decisión de Ejecución (UE) 2021/914).`,
      'Cláusulas contractuales modelo',
    );
  },
  AR: (d, lugar) => {
    if (d && (EEE.has(d) || d === 'CH' || d === 'CA'))
      return adecuado(
        `${lugar} está en la lista de países con legislación adecuada de la Disposición 60-E/2016 de la Dirección Nacional de Protección de Datos Personales (artículo 3; para Canadá, su sector privado): la Ley 25.326 permite la transferencia (artículo 12).`,
      );
    return conSalvaguarda(
      `${lugar} no está en la lista de países adecuados de la Disposición 60-E/2016: la Ley 25.326 (artículo 12) pide un contrato con las cláusulas modelo de esa Disposición para la prestación de servicios, o las de la Red Iberoamericana de Protección de Datos (Resolución AAIP 198/2023).`,
      'Cláusulas contractuales modelo',
    );
  },
  CO: (d, lugar) => {
    const lista = new Set([...EEE, 'US', 'GB', 'MX', 'CH', 'CA', 'JP', 'KR']);
    if (d && lista.has(d))
      return adecuado(
        `${lugar} está en la lista de países con nivel adecuado de protección de la Superintendencia de Industria y Comercio (Circular Única, título V, numeral 3.2): la Ley 1581 de 2012 permite el envío (artículo 26).`,
      );
    return conSalvaguarda(
      `${lugar} no está en la lista de países con nivel adecuado de la Superintendencia de Industria y Comercio: el envío al encargado necesita un contrato de transmisión (artículo 25 del Decreto 1377 de 2013).`,
      'Contrato con el encargado del tratamiento',
    );
  },
  PE: (_d, lugar) =>
    conSalvaguarda(
      `La Autoridad Nacional de Protección de Datos Personales no ha declarado a ${lugar} con nivel adecuado de protección: para el flujo transfronterizo, la Ley 29733 (artículo 15) y su Reglamento (Decreto Supremo 016-2024-JUS) piden que la empresa garantice la protección, por ejemplo con cláusulas contractuales.`,
      'Cláusulas contractuales modelo',
    ),
  MX: (_d, lugar) =>
    conSalvaguarda(
      `Los datos se envían a un encargado en ${lugar} (una remisión internacional): la Ley Federal de Protección de Datos Personales en Posesión de los Particulares no pide el consentimiento, pero sí un contrato o instrumento jurídico que obligue al encargado (artículos 50 y 51 de su Reglamento).`,
      'Contrato con el encargado del tratamiento',
    ),
};

/**
 * The basis a company in that «País» has for its data living in the deploy's region, on that day (Chile's
 * rules begin on VIGENCIA_LEY_21719): the same country, adequate, or a safeguard to record. A region not in
 * the table counts as a country without any adequacy; a «País» Talentia does not know yet has no basis (null).
 */
export function transferenciaDe(pais: string | null | undefined, region: string, ahora: Date): BaseTransferencia | null {
  const codigo = paisDe(pais);
  if (!codigo) return null;
  const destino = REGIONES_AWS[region]?.pais ?? null;
  const lugar = nombreRegion(region);
  if (destino === codigo)
    return {
      tipo: 'mismo-pais',
      texto: `Los datos se quedan en ${PAISES[codigo].nombre}: no hay transferencia internacional.`,
      requiereSalvaguarda: false,
      salvaguarda: null,
    };
  if (codigo === 'CL') {
    if (diaEnSantiago(ahora) < VIGENCIA_LEY_21719)
      return {
        tipo: 'sin-regla',
        texto:
          'La Ley 19.628 no regula la transferencia internacional de datos. Desde el 1 de diciembre de 2026, con la Ley 21.719, hará falta un país adecuado o garantías como las cláusulas contractuales modelo de la Agencia.',
        requiereSalvaguarda: false,
        salvaguarda: null,
      };
    return conSalvaguarda(
      `La Agencia de Protección de Datos Personales no ha declarado a ${lugar} país adecuado: la Ley 19.628, modificada por la Ley 21.719 (artículos 27 y 28), pide cláusulas contractuales u otro instrumento con garantías adecuadas, como las cláusulas modelo de la Agencia.`,
      'Cláusulas contractuales modelo',
    );
  }
  return TRANSFERENCIA_PAIS[codigo](destino, lugar);
}

// ---- The privacy impact study a country asks for before AI processes personal data (issue 67 item 7) ----
// Colombia: the SIC's Circular Externa 002 of 21 August 2024 (personal data in AI systems) asks the
// controller, before designing and deploying AI, to carry out and document a privacy impact study — a
// detailed description of the processing, the specific risks to the data subjects' rights, identified
// and classified, and the measures planned against them — after weighing the processing's suitability,
// necessity, reasonableness and strict proportionality; under Ley 1581 de 2012 (art. 4's principles,
// art. 8's rights) and Decreto 1377 de 2013. No other country here asks for this document by that name.

export interface EstudioImpactoPais {
  /** The document's name in the API (`GET /api/informes/dosier-algoritmico?tipo=…`). */
  tipo: 'estudio-impacto-co';
  /** The rule that asks for it, as the study names it. */
  norma: string;
  /** The weighing the rule asks for before the processing, in its words. */
  ponderacion: readonly string[];
  /** The principles of the processing (Ley 1581 de 2012, art. 4). */
  principios: readonly string[];
  /** The data subject's rights (Ley 1581 de 2012, art. 8) in the law's order, by key. */
  derechos: Readonly<Record<'conocer' | 'prueba' | 'informado' | 'queja' | 'revocar' | 'gratuito', string>>;
}

const ESTUDIO_IMPACTO_PAIS: Readonly<Partial<Record<CodigoPais, EstudioImpactoPais>>> = {
  CO: {
    tipo: 'estudio-impacto-co',
    norma:
      'la Circular Externa 002 del 21 de agosto de 2024 de la Superintendencia de Industria y Comercio (tratamiento de datos personales en sistemas de inteligencia artificial)',
    ponderacion: [
      'Idoneidad: el tratamiento es capaz de alcanzar el fin propuesto',
      'Necesidad: no hay otra medida igual de eficaz y con menos impacto sobre los datos personales',
      'Razonabilidad: el tratamiento persigue un fin legítimo',
      'Proporcionalidad en sentido estricto: sus ventajas no son superadas por la afectación del derecho de hábeas data',
    ],
    principios: [
      'Legalidad',
      'Finalidad',
      'Libertad',
      'Veracidad o calidad',
      'Transparencia',
      'Acceso y circulación restringida',
      'Seguridad',
      'Confidencialidad',
    ],
    derechos: {
      conocer: 'Conocer, actualizar y rectificar sus datos personales (art. 8 a)',
      prueba: 'Solicitar prueba de la autorización otorgada (art. 8 b)',
      informado: 'Ser informado, previa solicitud, del uso dado a sus datos (art. 8 c)',
      queja: 'Presentar quejas ante la Superintendencia de Industria y Comercio (art. 8 d)',
      revocar: 'Revocar la autorización y solicitar la supresión de sus datos (art. 8 e)',
      gratuito: 'Acceder en forma gratuita a sus datos (art. 8 f)',
    },
  },
};

/** The privacy impact study a company in that «País» documents about its AI; null where its country asks for none here. */
export function estudioImpactoDe(pais: string | null | undefined): EstudioImpactoPais | null {
  const codigo = paisDe(pais);
  return (codigo && ESTUDIO_IMPACTO_PAIS[codigo]) || null;
}
