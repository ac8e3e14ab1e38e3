// What a WhatsApp message costs the company, estimated (issue 68 item 7): Meta's per-message rates by
// category and by the recipient's country (the country calling code of the number), in USD, as a dated
// table. The estimate is shown on the interview's timeline, in the company's monthly usage and in the SaaS
// panel; Meta's invoice is the company's own (its WhatsApp Business Account pays Meta), so a figure here
// is never billed by Talentia.
//
// Meta's rules relied on (developers.facebook.com/documentation/business-messaging/whatsapp/pricing, read
// 2026-11-29):
// - Since 1 July 2025 Meta charges per delivered template message, by the template's category and the
//   recipient's country calling code (the per-conversation model ended). The product's templates are all
//   UTILITY (D222).
// - Free-form messages (SERVICE) can only be sent inside the 24-hour customer service window. Until
//   30 September 2026 they were free, and so was a utility template delivered inside the window.
// - From 1 October 2026 (Meta's «pricing updates» for H2 2026, as published by Meta's partners: ChakraHQ,
//   YCloud, hello-charles, patagon.ai): service messages are charged, at the market's utility rate, and a
//   utility template delivered inside the window is charged too. Partners report that the first 1,000
//   service messages per business number each month stay free: the estimate here does NOT deduct them
//   (an upper bound), because that allowance is not confirmed against Meta's own page.
// - Volume tiers lower utility rates at high volume (thousands a month per market): not applied, the
//   list rate is the estimate.
//
// The figures, USD per utility message (Meta's rate card in USD):
// - Verified: Argentina 0.0260, Chile 0.0200, Colombia 0.0008 — they match Meta's card effective
//   2026-10-01 in AED (0.0955, 0.0734, 0.0029) at the dirham's fixed peg (3.6725 AED per USD), as
//   transcribed by the dataset huggingface.co/datasets/tobachat/whatsapp-api-rates (read 2026-11-29).
//   Colombia rose from 0.0002 on 2025-10-01 (Meta's October 2025 update, reported by Wati).
// - NOT verified against Meta's card in this session (Meta's July 2025 USD card as remembered; to check
//   on developers.facebook.com/documentation/business-messaging/whatsapp/pricing#rate-cards before
//   relying on them): Spain 0.0200, Mexico 0.0085, Peru 0.0200, Rest of Latin America 0.0113, Rest of
//   Western Europe 0.0300, Other 0.0077, and Colombia's 0.0002 before 2025-10-01.
import type { CodigoPais } from './paises.js';

/** Meta's markets priced here: Talentia's six countries and three of Meta's regional buckets. */
export type MercadoWhatsApp = CodigoPais | 'RESTO_LATAM' | 'RESTO_EUROPA_OCCIDENTAL' | 'OTROS';

export const NOMBRE_MERCADO: Readonly<Record<MercadoWhatsApp, string>> = {
  ES: 'España',
  MX: 'México',
  CO: 'Colombia',
  AR: 'Argentina',
  CL: 'Chile',
  PE: 'Perú',
  RESTO_LATAM: 'Resto de Latinoamérica',
  RESTO_EUROPA_OCCIDENTAL: 'Resto de Europa Occidental',
  OTROS: 'Otros países',
};

// Meta's «Rest of Latin America» and «Rest of Western Europe» (the rate card's market list), by ISO code.
const RESTO_LATAM = new Set(['BO', 'CR', 'DO', 'EC', 'SV', 'GT', 'HT', 'HN', 'JM', 'NI', 'PA', 'PY', 'PR', 'UY', 'VE']);
const RESTO_EUROPA_OCCIDENTAL = new Set([
  'AD', 'AT', 'BE', 'CY', 'DK', 'FI', 'GR', 'IS', 'IE', 'LI', 'LU', 'MT', 'MC', 'NO', 'PT', 'SM', 'SE', 'CH', 'VA',
]); // prettier-ignore
// Markets Meta prices on their own (or in regional buckets not in this table): no estimate rather than a
// wrong one. A country in none of these and none of the above is Meta's «Other».
const SIN_TARIFA_AQUI = new Set([
  'BR', 'US', 'CA', 'GB', 'DE', 'FR', 'IT', 'NL', 'IN', 'ID', 'IL', 'MY', 'NG', 'PK', 'RU', 'SA', 'TR', 'AE', 'EG', 'ZA',
]); // prettier-ignore

/** The market of a recipient whose number is of the country `iso` (ISO 3166-1 alpha-2); null: not priced here. */
export function mercadoDe(iso: string | null | undefined): MercadoWhatsApp | null {
  if (!iso) return null;
  if (['ES', 'MX', 'CO', 'AR', 'CL', 'PE'].includes(iso)) return iso as CodigoPais;
  if (RESTO_LATAM.has(iso)) return 'RESTO_LATAM';
  if (RESTO_EUROPA_OCCIDENTAL.has(iso)) return 'RESTO_EUROPA_OCCIDENTAL';
  if (SIN_TARIFA_AQUI.has(iso)) return null;
  return 'OTROS';
}

export interface TarifasWhatsApp {
  /** Its id, kept with each estimate (which table priced it). */
  id: string;
  /** The first day (UTC) it applies. */
  desde: string;
  /** USD per delivered UTILITY template message, by market. */
  utility: Readonly<Record<MercadoWhatsApp, number>>;
  /** What a free-form message in the window costs: nothing, or the market's utility rate. */
  servicio: 'gratis' | 'tarifa_utility';
}

const UTILITY_2025_07: TarifasWhatsApp['utility'] = {
  ES: 0.02,
  MX: 0.0085,
  CO: 0.0002,
  AR: 0.026,
  CL: 0.02,
  PE: 0.02,
  RESTO_LATAM: 0.0113,
  RESTO_EUROPA_OCCIDENTAL: 0.03,
  OTROS: 0.0077,
};

/** Oldest first. */
export const TARIFAS_WHATSAPP: readonly TarifasWhatsApp[] = [
  { id: 'meta-2025-07-01', desde: '2025-07-01', utility: UTILITY_2025_07, servicio: 'gratis' },
  { id: 'meta-2025-10-01', desde: '2025-10-01', utility: { ...UTILITY_2025_07, CO: 0.0008 }, servicio: 'gratis' },
  { id: 'meta-2026-10-01', desde: '2026-10-01', utility: { ...UTILITY_2025_07, CO: 0.0008 }, servicio: 'tarifa_utility' },
];

/** The table in force at `en` (none before per-message pricing began). */
export function tarifasEn(en: Date): TarifasWhatsApp | null {
  const dia = en.toISOString().slice(0, 10);
  let vigente: TarifasWhatsApp | null = null;
  for (const t of TARIFAS_WHATSAPP) if (t.desde <= dia) vigente = t;
  return vigente;
}

/** The estimated price of one message of `categoria` to a number of the country `iso`, sent at `en`; null when not priced. */
export function precioWhatsApp(
  categoria: 'UTILITY' | 'SERVICE',
  iso: string | null | undefined,
  en: Date,
): { importe: number; moneda: 'USD'; tarifas: string } | null {
  const t = tarifasEn(en);
  const mercado = mercadoDe(iso);
  if (!t || !mercado) return null;
  const importe = categoria === 'SERVICE' && t.servicio === 'gratis' ? 0 : t.utility[mercado];
  return { importe, moneda: 'USD', tarifas: t.id };
}

/** USD as millionths, the unit the usage counters add (whole numbers: no float drift in a month's sum). */
export const aMicros = (usd: number) => Math.round(usd * 1_000_000);

/** An estimate as the screens write it: USD with the rate card's four decimals («0,0200 US$»). */
export const formatearUsd = (importe: number) =>
  new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'USD', minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(
    importe,
  );
