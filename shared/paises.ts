// The countries Talentia knows (issue 67 item 1, D209): one table, one module, and every question about a
// country asked here — nothing country-specific elsewhere. It answers which country a company's «País»
// names (the forms keep it as text, part 2 §3) and the forms' list of them (D211), its tax id (D209), its
// currency and locale (D212), its zones (D211), the voice its answers are heard in (D210); phone numbers
// read with it live in shared/telefonos.ts (D213). The candidate's Spanish and the law of each country
// come in the next increments of issue 67.
// Why one module: issue 67 asks for one table per country and one module that answers every question
// about a country (its tax id, currency, zones, voice, the forms' list): the table and its answers change together.
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
  /** The rights, in that law's words, as they follow «Te reconoce los derechos de …». */
  derechos: string;
  /** Where a person may complain. */
  autoridad: string;
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
  },
  MX: {
    clave: 'MX',
    ley: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares (publicada en el Diario Oficial de la Federación el 20 de marzo de 2025)',
    corta: 'la Ley Federal de Protección de Datos Personales en Posesión de los Particulares',
    derechos: 'acceso, rectificación, cancelación y oposición (los derechos ARCO)',
    autoridad: 'la Secretaría Anticorrupción y Buen Gobierno, autoridad garante de la protección de datos personales',
  },
  CO: {
    clave: 'CO',
    ley: 'la Ley Estatutaria 1581 de 2012 de protección de datos personales (hábeas data) y el Decreto 1377 de 2013',
    corta: 'la Ley 1581 de 2012 (hábeas data)',
    derechos:
      'conocer, actualizar, rectificar y suprimir tus datos y revocar la autorización que diste (artículo 8 de la Ley 1581 de 2012)',
    autoridad: 'la Superintendencia de Industria y Comercio (sic.gov.co)',
  },
  AR: {
    clave: 'AR',
    ley: 'la Ley 25.326 de Protección de los Datos Personales (hábeas data)',
    corta: 'la Ley 25.326 (hábeas data)',
    derechos: 'acceso, rectificación, actualización y supresión de tus datos (artículos 14 a 16 de la Ley 25.326)',
    autoridad: 'la Agencia de Acceso a la Información Pública (argentina.gob.ar/aaip)',
  },
  PE: {
    clave: 'PE',
    ley: 'la Ley 29733 de Protección de Datos Personales y su Reglamento (Decreto Supremo 016-2024-JUS)',
    corta: 'la Ley 29733 de Protección de Datos Personales',
    derechos:
      'acceso, rectificación, cancelación y oposición (los derechos ARCO), y a no verte sometido a una decisión basada únicamente en un tratamiento automatizado',
    autoridad: 'la Autoridad Nacional de Protección de Datos Personales del Ministerio de Justicia y Derechos Humanos',
  },
};

const LEY_CHILE_19628: LeyPais = {
  clave: 'CL',
  ley: 'la Ley 19.628 sobre protección de la vida privada',
  corta: 'la Ley 19.628',
  derechos: 'acceso, rectificación, cancelación y bloqueo de tus datos (artículo 12 de la Ley 19.628)',
  autoridad: 'los tribunales de justicia (artículo 16 de la Ley 19.628)',
};

const LEY_CHILE_21719: LeyPais = {
  clave: 'CL-21719',
  ley: 'la Ley 19.628 sobre protección de datos personales, modificada por la Ley 21.719',
  corta: 'la Ley 19.628, modificada por la Ley 21.719',
  derechos:
    'acceso, rectificación, supresión, oposición, portabilidad y bloqueo y, ante una decisión basada en un tratamiento automatizado, a pedir que intervenga una persona, a expresar tu punto de vista y a que se te explique la decisión (artículo 8 bis)',
  autoridad: 'la Agencia de Protección de Datos Personales',
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
