// Deep merge of a partial update into a stored nested object (profile address, company address,
// settings): what the update leaves out keeps its stored value.
export type Nested = Record<string, unknown>;

export const isPlainObject = (v: unknown): v is Nested => typeof v === 'object' && v !== null && !Array.isArray(v);

export function deepMerge(current: unknown, change: Nested): Nested {
  const base: Nested = isPlainObject(current) ? { ...current } : {};
  for (const [k, v] of Object.entries(change)) {
    if (v === undefined) continue;
    base[k] = isPlainObject(v) ? deepMerge(base[k], v) : v;
  }
  return base;
}
