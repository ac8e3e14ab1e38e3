// A count in Spanish words: «1 persona», «2 personas», «1.250 entrevistas». One helper for every count a
// text states (issue 65 items 2 and 6: the dossier wrote «1 entrevistas», «lo respondieron 1 persona»
// read right only by luck), with the thousands grouped as Spanish writes them (es-ES: «1.250»; four-digit
// numbers ungrouped, «1250», as the RAE's Ortografía 2010 and CLDR's minimumGroupingDigits 2 say).
const ENTERO = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0 });

/** `n` and the noun in the number it takes: `cuenta(1, 'persona', 'personas')` → «1 persona». */
export function cuenta(n: number, singular: string, plural: string): string {
  return `${ENTERO.format(n)} ${n === 1 ? singular : plural}`;
}

/** A published fairness count (supresion.ts): the number, «menos de 10» or «10 o más». */
export type RecuentoPublicado = number | { menosDe: number } | { alMenos: number };

/** A published count alone: «12», «menos de 10», «10 o más». */
export function textoRecuento(r: RecuentoPublicado): string {
  if (typeof r === 'number') return ENTERO.format(r);
  return 'menosDe' in r ? `menos de ${ENTERO.format(r.menosDe)}` : `${ENTERO.format(r.alMenos)} o más`;
}

/** A published count and its noun: «1 persona», «12 personas», «menos de 10 personas», «10 o más personas». */
export function cuentaRecuento(r: RecuentoPublicado, singular: string, plural: string): string {
  return typeof r === 'number' ? cuenta(r, singular, plural) : `${textoRecuento(r)} ${plural}`;
}
