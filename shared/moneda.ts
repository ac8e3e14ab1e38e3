// Money (issue 67 item 3): a plan's price in each currency and how an amount is written. A plan keeps
// its euro price in `precio` (every plan has had one since the start) and the other currencies'
// in `precios`; a currency without a price is one the plan is not offered in. No exchange rates:
// each price is the superadmin's, and amounts of different currencies are never added.
// Why one module: every export is one question about an amount and its currency (which, how much, how
// written, how kept per currency); split, each half would import the other's names.
import { LOCALE_MONEDA, MONEDA_POR_DEFECTO, MONEDAS, type Moneda } from './paises.js';

export { MONEDAS, MONEDA_POR_DEFECTO, type Moneda } from './paises.js';

/** The currencies a plan may carry besides euros (`precios`). */
export const MONEDAS_ADICIONALES = MONEDAS.filter((m): m is Exclude<Moneda, 'EUR'> => m !== 'EUR');
export type MonedaAdicional = (typeof MONEDAS_ADICIONALES)[number];

export function esMoneda(v: unknown): v is Moneda {
  return typeof v === 'string' && (MONEDAS as readonly string[]).includes(v);
}

/** A stored currency as read back: a subscription or company written before issue 67 is in euros. */
export const monedaLeida = (v: unknown): Moneda => (esMoneda(v) ? v : MONEDA_POR_DEFECTO);

export interface ConPrecios {
  precio: number;
  precios?: Partial<Record<MonedaAdicional, number | null | undefined>> | null;
}

/** A plan's price in a currency (a whole amount a period), or null when it is not offered in it. */
export function precioEn(plan: ConPrecios, moneda: Moneda): number | null {
  if (moneda === 'EUR') return plan.precio;
  const v = plan.precios?.[moneda];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
}

const formatos = new Map<string, Intl.NumberFormat>();
function formato(moneda: Moneda, entero: boolean): Intl.NumberFormat {
  const clave = `${moneda}:${entero}`;
  let f = formatos.get(clave);
  if (!f) {
    // The currency's own minor units (Intl/CLDR: none for CLP and COP, two for the rest).
    f = new Intl.NumberFormat(LOCALE_MONEDA[moneda], {
      style: 'currency',
      currency: moneda,
      ...(entero ? { minimumFractionDigits: 0 } : {}),
    });
    formatos.set(clave, f);
  }
  return f;
}

/** A total in its currency as its country writes it, with the currency's minor units: «79,00 €», «$1.234» (CLP). */
export function formatearMoneda(importe: number, moneda: Moneda): string {
  return formato(moneda, false).format(importe);
}

/** A plan's price (a whole amount) as its country writes it, without empty decimals: «149 €», «$2,990.00» → «$2,990». */
export function formatearPrecio(precio: number, moneda: Moneda): string {
  return formato(moneda, Number.isInteger(precio)).format(precio);
}

/**
 * The name of a money counter or event in a currency: euros keep the name they had before issue 67
 * (`mrrCentimos`), the other currencies add their code (`mrrCentimosMXN`), so no sum ever mixes two.
 */
export const claveMoneda = (base: string, moneda: Moneda): string => (moneda === 'EUR' ? base : `${base}${moneda}`);

/** Whether a counter's name is `base` in some currency (`mrrDeltaCentimos`, `mrrDeltaCentimosMXN`…). */
export const esClaveDe = (clave: string, base: string): boolean =>
  clave === base || (clave.startsWith(base) && esMoneda(clave.slice(base.length)));

/**
 * A plan's price a period in a currency as a line or a select's option reads it («79 € / mes»,
 * «$990 / mes»), or null when the plan is not offered in it. Plain spaces: an option's label never
 * wraps, and is then matched as typed.
 */
export function precioPorPeriodo(plan: ConPrecios & { periodo?: string }, moneda: Moneda, separador = ' / '): string | null {
  return textoPrecioPeriodo(precioEn(plan, moneda), moneda, plan.periodo, separador);
}

/** precioPorPeriodo of a price already in `moneda` (null: not offered). */
export function textoPrecioPeriodo(precio: number | null, moneda: Moneda, periodo?: string, separador = ' / '): string | null {
  if (precio === null) return null;
  return `${formatearPrecio(precio, moneda).replace(/[\u00a0\u202f]/g, ' ')}${separador}${periodo === 'anual' ? 'año' : 'mes'}`;
}

/** The currencies other than euros a plan is offered in, each with its price: «MXN $990 · CLP $45.000». */
export function otrosPrecios(plan: ConPrecios): Array<{ moneda: MonedaAdicional; texto: string }> {
  return MONEDAS_ADICIONALES.flatMap((moneda) => {
    const precio = precioEn(plan, moneda);
    return precio === null ? [] : [{ moneda, texto: formatearPrecio(precio, moneda) }];
  });
}

/** The currencies' names as a sentence says an amount is in them («el MRR en pesos mexicanos»). */
export const NOMBRE_MONEDA: Readonly<Record<Moneda, string>> = {
  EUR: 'euros',
  MXN: 'pesos mexicanos',
  COP: 'pesos colombianos',
  ARS: 'pesos argentinos',
  CLP: 'pesos chilenos',
  PEN: 'soles',
};

/**
 * An amount in one currency. A money total across companies is a list of these, one per currency
 * present (issue 67): there is no exchange rate to make one figure of two currencies.
 */
export interface ImporteMoneda {
  moneda: Moneda;
  importe: number;
}

/**
 * A stored item's figure of `base` in each currency it holds (`mrrCentimos`, `mrrCentimosMXN`…:
 * claveMoneda's names), a currency it has no number for left out. An item written before issue 67
 * holds `base` alone: it reads as euros.
 */
export function porMonedaDe(item: Readonly<Record<string, unknown>> | undefined, base: string): Partial<Record<Moneda, number>> {
  const out: Partial<Record<Moneda, number>> = {};
  for (const moneda of MONEDAS) {
    const v = item?.[claveMoneda(base, moneda)];
    if (typeof v === 'number' && Number.isFinite(v)) out[moneda] = v;
  }
  return out;
}

/**
 * A per-currency total in one line, each currency as its country writes it: «1.200,00 € · MXN $9,900.00».
 * A currency other than euros carries its code (four of them write «$»); no currency at all reads as
 * euros' zero.
 */
export function textoPorMoneda(importes: readonly ImporteMoneda[], separador = ' · '): string {
  if (!importes.length) return formatearMoneda(0, MONEDA_POR_DEFECTO);
  return importes.map(({ moneda, importe }) => (moneda === 'EUR' ? '' : `${moneda} `) + formatearMoneda(importe, moneda)).join(separador);
}
