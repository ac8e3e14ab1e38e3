// A list cut into consecutive batches under a budget: the uploaded rows in blocks a DynamoDB item
// holds (db/importaciones.ts), the texts in requests OpenAI's embeddings accept
// (proveedores-ia/embeddings.ts). One loop, so both cut alike at the edges (an item alone over the
// budget still gets a batch of its own: the caller says whether that is refused).

/** `items` in order, in batches whose `peso` sums to at most `max.peso`, of at most `max.elementos` items if given. */
export function enLotes<T>(items: readonly T[], peso: (item: T) => number, max: { peso: number; elementos?: number }): T[][] {
  const lotes: T[][] = [];
  let lote: T[] = [];
  let total = 0;
  for (const item of items) {
    const p = peso(item);
    if (lote.length && (lote.length >= (max.elementos ?? Number.POSITIVE_INFINITY) || total + p > max.peso)) {
      lotes.push(lote);
      lote = [];
      total = 0;
    }
    lote.push(item);
    total += p;
  }
  if (lote.length) lotes.push(lote);
  return lotes;
}
