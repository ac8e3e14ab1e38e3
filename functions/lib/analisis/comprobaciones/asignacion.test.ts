// The assignment of answers to questions (D181): the Hungarian method against every permutation of small
// matrices, ties kept on the diagonal, and a 30 × 30 matrix in one pass.
import { describe, expect, it } from 'vitest';
import { mejorAsignacion, pesoDe } from './asignacion.js';

function permutaciones(n: number): number[][] {
  if (n === 0) return [[]];
  return permutaciones(n - 1).flatMap((p) => Array.from({ length: n }, (_, k) => [...p.slice(0, k), n - 1, ...p.slice(k)]));
}

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function aleatorio(semilla: number): () => number {
  let a = semilla;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('mejorAsignacion', () => {
  it('finds the permutation of largest total weight (every permutation of 200 random matrices up to 6 × 6)', () => {
    const r = aleatorio(64);
    for (let k = 0; k < 200; k++) {
      const n = 1 + (k % 6);
      // Weights as the matrix has them: half-steps from 0 to 4, many ties.
      const m = Array.from({ length: n }, () => Array.from({ length: n }, () => Math.floor(r() * 9) / 2));
      const a = mejorAsignacion(m);
      expect([...a].sort((x, y) => x - y)).toEqual(Array.from({ length: n }, (_, i) => i));
      const mejor = Math.max(...permutaciones(n).map((p) => pesoDe(m, p)));
      expect(pesoDe(m, a)).toBeCloseTo(mejor, 9);
    }
  });

  it('keeps each answer on its own question when another arrangement only ties', () => {
    const casos: Array<[number[][], number[]]> = [
      [Array.from({ length: 3 }, () => [0, 0, 0]), [0, 1, 2]],
      [Array.from({ length: 2 }, () => [1, 1]), [0, 1]],
      // Answers written for the next question: the arrangement follows them.
      [
        [
          [0, 2, 0],
          [0, 0, 3],
          [1, 0, 0],
        ],
        [1, 2, 0],
      ],
    ];
    for (const [m, esperada] of casos) expect(mejorAsignacion(m), JSON.stringify(m)).toEqual(esperada);
  });

  it('solves 30 × 30 and an empty matrix; refuses a matrix that is not square', () => {
    const r = aleatorio(7);
    const m = Array.from({ length: 30 }, () => Array.from({ length: 30 }, () => Math.floor(r() * 5)));
    expect(new Set(mejorAsignacion(m)).size).toBe(30);
    expect(mejorAsignacion([])).toEqual([]);
    expect(() => mejorAsignacion([[1, 2]])).toThrow('cuadrada');
  });
});
