// An API view made of a stored item's own fields: only the fields it names, so what else the item
// stores (its keys, index attributes, internal marks) never reaches an answer.

/** The fields `nombres` of `item`, and no other. */
export function soloCampos<T extends object, K extends keyof T>(item: T, nombres: readonly K[]): Pick<T, K> {
  return Object.fromEntries(nombres.map((k) => [k, item[k]])) as Pick<T, K>;
}
