// The one batch cut the import's row blocks and the embeddings' requests share.
import { describe, expect, it } from 'vitest';
import { enLotes } from './lotes.js';

describe('enLotes', () => {
  it('keeps the order and closes a batch before the item that would go over the budget', () => {
    expect(enLotes([3, 4, 2, 5, 1], (n) => n, { peso: 7 })).toEqual([[3, 4], [2, 5], [1]]);
  });

  it('closes a batch at its count too, whichever limit comes first', () => {
    expect(enLotes(['a', 'b', 'c', 'dddd'], (t) => t.length, { peso: 4, elementos: 2 })).toEqual([['a', 'b'], ['c'], ['dddd']]);
  });

  it('gives an item over the budget a batch of its own, and nothing to nothing', () => {
    expect(enLotes([9, 1, 1], (n) => n, { peso: 5 })).toEqual([[9], [1, 1]]);
    expect(enLotes([], (n: number) => n, { peso: 5 })).toEqual([]);
  });
});
