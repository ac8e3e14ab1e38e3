// Quadratic-weighted Cohen's kappa from sufficient statistics (D154): what the review's
// transaction can keep with ADD steps, so the Analytics screen reads a few items, never the reviews.
//
// With N pairs (a = the AI's score, b = the reviewer's final score) and weights w(i, j) = (i − j)²,
// κw = 1 − Σ w·p_obs / Σ w·p_exp, where p_exp(i, j) is the product of the marginals. The observed
// part is Σ(a − b)² / N; the expected part is E[(A − B)²] with A and B independent draws from the two
// marginals, E[A²] + E[B²] − 2·E[A]·E[B] = (Σa² + Σb²)/N − 2·Σa·Σb/N². Multiplying both by N:
//   κw = 1 − Σ(a − b)² / (Σa² + Σb² − 2·Σa·Σb/N).
// A rescaling of the weights (dividing by (k − 1)²) cancels, and categories nobody used change no
// marginal, so this is the same κw as scikit-learn's cohen_kappa_score(weights='quadratic'). With two
// categories {0, 1} the weight is 1 off the diagonal and 0 on it: Cohen's unweighted kappa.
// The sums are integers (scores are integers 0–10), so ADD keeps them exact.

/** The sums one competency's pairs add (`n` pairs; a = AI, b = reviewer). */
export interface SumasKappa {
  n: number;
  a: number;
  b: number;
  aa: number;
  bb: number;
  d2: number;
}

export const CAMPOS_KAPPA = ['n', 'a', 'b', 'aa', 'bb', 'd2'] as const satisfies ReadonlyArray<keyof SumasKappa>;

export const SUMAS_VACIAS: SumasKappa = { n: 0, a: 0, b: 0, aa: 0, bb: 0, d2: 0 };

/** The sums of a list of pairs, each [a, b]. */
export function sumasDePares(pares: ReadonlyArray<readonly [number, number]>): SumasKappa {
  const s = { ...SUMAS_VACIAS };
  for (const [a, b] of pares) {
    s.n += 1;
    s.a += a;
    s.b += b;
    s.aa += a * a;
    s.bb += b * b;
    s.d2 += (a - b) * (a - b);
  }
  return s;
}

/**
 * κw of the pairs behind `s`; null when there is no pair or the expected disagreement is 0 (both
 * sides gave one and the same score every time: agreement cannot be told from chance).
 */
export function kappaCuadratica(s: SumasKappa): number | null {
  if (!(s.n > 0)) return null;
  const esperado = s.aa + s.bb - (2 * s.a * s.b) / s.n;
  if (!(esperado > 1e-9)) return null;
  return 1 - s.d2 / esperado;
}
