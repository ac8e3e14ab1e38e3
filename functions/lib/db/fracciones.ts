// A company's statistics spread over fractions (D111): the counters that are not quotas
// — the interview state counters, the Informes aggregates, the candidates' per-status counts, the
// analytics items (`ESTAD#…`) — are each kept as up to FRACCIONES_EMPRESA items whose sort key is the
// counter's own plus `#F{n}`. A write ADDs to one fraction, picked at random once per request, so
// requests of one company rarely hold the same item (DynamoDB cancels a transaction that overlaps
// another on an item, and a single write on an item a transaction holds fails); a read Queries the
// counter's prefix and sums. An item without the suffix (written before D111) is summed too.
//
// Ids never hold '#' (keys.ts assertKeyPart), so a counter's base key has a known number of
// segments and the fraction is whatever follows them.
import type { Key } from './keys.js';

/** How many fractions a company's statistics counter is spread over. */
export const FRACCIONES_EMPRESA = 8;

/** A fraction for one request's statistics: every counter it moves goes to the same one. */
export function fraccionAleatoria(random: () => number = Math.random): number {
  return Math.floor(random() * FRACCIONES_EMPRESA);
}

/** The key of fraction `f` of the counter at `key`. */
export function claveFraccion(key: Key, f: number): Key {
  if (!Number.isInteger(f) || f < 0 || f >= FRACCIONES_EMPRESA) throw new Error(`fraccion fuera de rango: ${f}`);
  return { PK: key.PK, SK: `${key.SK}#F${f}` };
}

/** The counter's own sort key: the first `segmentos` segments of a fraction's (or a legacy item's). */
export function skBase(sk: string, segmentos: number): string {
  return sk.split('#').slice(0, segmentos).join('#');
}

const CLAVES = new Set(['PK', 'SK', 'GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'entidad']);

/**
 * Sums fractions by counter, in the order they come: numbers added, any other attribute kept from
 * the first fraction that has it (a service's name); the table's keys left out but `SK`, the base.
 */
export function sumarFracciones<T extends object>(
  items: Array<Record<string, unknown> & { SK: string }>,
  segmentos: number,
): Array<T & { SK: string }> {
  const porBase = new Map<string, Record<string, unknown>>();
  for (const item of items) {
    const base = skBase(item.SK, segmentos);
    const suma = porBase.get(base) ?? { SK: base };
    porBase.set(base, suma);
    for (const [k, v] of Object.entries(item)) {
      if (CLAVES.has(k)) continue;
      if (typeof v === 'number') suma[k] = (typeof suma[k] === 'number' ? (suma[k] as number) : 0) + v;
      else if (suma[k] === undefined) suma[k] = v;
    }
  }
  return [...porBase.values()] as Array<T & { SK: string }>;
}
