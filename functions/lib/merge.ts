// Partial updates: the fields a body actually sets, and the deep merge of one into a stored nested
// object (profile address, company address, settings): what the update leaves out keeps its stored value.
export type Nested = Record<string, unknown>;

/** The fields a partial update's body sets: the ones it leaves undefined are not changes. */
export function cambiosDe<T extends object>(body: T): T {
  return Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined)) as T;
}

export const isPlainObject = (v: unknown): v is Nested => typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepMerge(current: unknown, change: Nested): Nested {
  const base: Nested = isPlainObject(current) ? { ...current } : {};
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) continue;
    base[k] = isPlainObject(v) ? deepMerge(base[k], v) : v;
  }
  return base;
}
