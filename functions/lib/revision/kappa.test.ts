// The quadratic-weighted kappa from sufficient statistics (D154) against published worked examples
// and against an independent implementation from the full confusion matrix and its weight matrix.
import { describe, expect, it } from 'vitest';
import { BANDA_KAPPA_ETIQUETA, bandaKappa } from '../../../shared/schemas/analitica.js';
import { CAMPOS_KAPPA, kappaCuadratica, sumasDePares } from './kappa.js';

/** `veces` copies of the pair (a, b). */
const celdas = (...c: Array<[number, number, number]>): Array<[number, number]> =>
  c.flatMap(([a, b, veces]) => Array.from({ length: veces }, () => [a, b] as [number, number]));

/**
 * Independent: κw = 1 − Σ w_ij·O_ij / Σ w_ij·E_ij over the k×k table of counts O, E_ij = row_i·col_j/N,
 * w_ij = (i − j)² (Cohen 1968's weighted kappa with disagreement weights).
 */
function kappaDeMatriz(pares: Array<[number, number]>, k = 11): number {
  const o = Array.from({ length: k }, () => new Array<number>(k).fill(0));
  for (const [a, b] of pares) o[a]![b]! += 1;
  const n = pares.length;
  const fila = o.map((r) => r.reduce((t, x) => t + x, 0));
  const col = o[0]!.map((_, j) => o.reduce((t, r) => t + r[j]!, 0));
  let obs = 0;
  let esp = 0;
  for (let i = 0; i < k; i++)
    for (let j = 0; j < k; j++) {
      const w = (i - j) ** 2;
      obs += w * o[i]![j]!;
      esp += (w * fila[i]! * col[j]!) / n;
    }
  return 1 - obs / esp;
}

/** A small deterministic generator (mulberry32): the same matrices on every run. */
function aleatorio(semilla: number) {
  let t = semilla >>> 0;
  return () => {
    t = (t + 0x6d2b79f5) >>> 0;
    let r = Math.imul(t ^ (t >>> 15), 1 | t);
    r ^= r + Math.imul(r ^ (r >>> 7), 61 | r);
    return ((r ^ (r >>> 14)) >>> 0) / 4294967296;
  };
}

describe('kappaCuadratica (D154)', () => {
  it("is Cohen's kappa on two categories: the widely reproduced 2×2 example, po = 0.70, pe = 0.50, κ = 0.40", () => {
    // 50 items; both raters yes 20, both no 15, A yes / B no 5, A no / B yes 10 (Wikipedia, «Cohen's
    // kappa», simple example): po = 35/50 = 0.70, pe = 0.5·0.6 + 0.5·0.4 = 0.50, κ = 0.20/0.50 = 0.40.
    const pares = celdas([1, 1, 20], [0, 0, 15], [1, 0, 5], [0, 1, 10]);
    expect(kappaCuadratica(sumasDePares(pares))).toBeCloseTo(0.4, 12);
  });

  it("equals scikit-learn's published quadratic example (test_cohen_kappa: 0.9541)", () => {
    // scikit-learn, sklearn/metrics/tests/test_classification.py, «Weighting example»:
    // y1 = [0]*46 + [1]*44 + [2]*10, y2 = [0]*50 + [1]*40 + [2]*10 → quadratic 0.9541 (4 decimals).
    const y1 = [...Array<number>(46).fill(0), ...Array<number>(44).fill(1), ...Array<number>(10).fill(2)];
    const y2 = [...Array<number>(50).fill(0), ...Array<number>(40).fill(1), ...Array<number>(10).fill(2)];
    const s = sumasDePares(y1.map((a, i) => [a, y2[i]!] as [number, number]));
    // By hand: N 100, Σa 64, Σb 60, Σa² 84, Σb² 80, Σ(a−b)² 4 → 1 − 4 / (164 − 2·64·60/100) = 1 − 4/87.2.
    expect(s).toEqual({ n: 100, a: 64, b: 60, aa: 84, bb: 80, d2: 4 });
    expect(kappaCuadratica(s)).toBeCloseTo(1 - 4 / 87.2, 12);
    expect(Math.round(kappaCuadratica(s)! * 1e4) / 1e4).toBe(0.9541);
  });

  it('matches the full-matrix implementation on random score tables (0–10)', () => {
    const r = aleatorio(45);
    for (let caso = 0; caso < 200; caso++) {
      const n = 2 + Math.floor(r() * 60);
      const ruido = Math.floor(r() * 6);
      const pares = Array.from({ length: n }, () => {
        const a = Math.floor(r() * 11);
        const b = Math.min(10, Math.max(0, a + Math.round((r() - 0.5) * 2 * ruido)));
        return [a, r() < 0.1 ? Math.floor(r() * 11) : b] as [number, number];
      });
      const esperado = kappaDeMatriz(pares);
      const k = kappaCuadratica(sumasDePares(pares));
      if (!Number.isFinite(esperado)) expect(k).toBeNull();
      else expect(k).toBeCloseTo(esperado, 9);
    }
  });

  it('is 1 on perfect agreement, negative on systematic disagreement, null without pairs or spread', () => {
    expect(
      kappaCuadratica(
        sumasDePares([
          [3, 3],
          [7, 7],
          [9, 9],
        ]),
      ),
    ).toBe(1);
    expect(
      kappaCuadratica(
        sumasDePares([
          [0, 10],
          [10, 0],
          [5, 5],
        ]),
      ),
    ).toBeLessThan(0);
    expect(kappaCuadratica(sumasDePares([]))).toBeNull();
    // Everyone 7 on both sides: chance agreement is total, kappa is undefined.
    expect(
      kappaCuadratica(
        sumasDePares([
          [7, 7],
          [7, 7],
        ]),
      ),
    ).toBeNull();
    // Both constant but apart: no agreement beyond chance, 0.
    expect(
      kappaCuadratica(
        sumasDePares([
          [7, 5],
          [7, 5],
        ]),
      ),
    ).toBe(0);
  });

  it('removing a pair (a correction) gives the kappa of the pairs left', () => {
    const todos = sumasDePares([
      [8, 8],
      [6, 4],
      [3, 3],
      [9, 7],
      [5, 5],
    ]);
    const quitado = sumasDePares([[6, 4]]);
    const resto = { ...todos };
    for (const k of CAMPOS_KAPPA) resto[k] -= quitado[k];
    expect(kappaCuadratica(resto)).toBeCloseTo(
      kappaDeMatriz([
        [8, 8],
        [3, 3],
        [9, 7],
        [5, 5],
      ]),
      12,
    );
  });
});

describe('bandaKappa (Landis & Koch 1977, in Spanish)', () => {
  it.each([
    [null, 'Sin datos suficientes'],
    [-0.01, 'Pobre'],
    [0, 'Leve'],
    [0.2, 'Leve'],
    [0.204, 'Leve'],
    [0.205, 'Aceptable'],
    [0.4, 'Aceptable'],
    [0.41, 'Moderado'],
    [0.6, 'Moderado'],
    [0.61, 'Considerable'],
    [0.8, 'Considerable'],
    [0.81, 'Casi perfecto'],
    [1, 'Casi perfecto'],
  ])('%s → %s', (k, etiqueta) => {
    expect(BANDA_KAPPA_ETIQUETA[bandaKappa(k)]).toBe(etiqueta);
  });
});
