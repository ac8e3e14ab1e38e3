// The arrangement of an interview's answers that fits its questions best (issue 64 item 1, D181): given
// how well each answer fits each question (a square matrix, answers × questions), the one-to-one
// assignment of answers to questions with the largest total fit. This is the assignment problem, solved
// by the Hungarian method (Kuhn 1955; Munkres 1957) in O(n³): an interview of 30 questions is 27 000
// steps, so it costs nothing beside the reading of the answers. Ties keep an answer on its own question.

/**
 * For each row (answer), the column (question) it is assigned to in a one-to-one assignment of maximum
 * total weight. The matrix must be square; an empty matrix gives [].
 */
export function mejorAsignacion(pesos: readonly (readonly number[])[]): number[] {
  const n = pesos.length;
  if (n === 0) return [];
  for (const fila of pesos) if (fila.length !== n) throw new Error('mejorAsignacion: la matriz debe ser cuadrada');
  // Minimise cost = −weight. A hair of preference for the diagonal keeps an answer on its own question
  // when another arrangement only ties with it.
  const EPS = 1e-6;
  const coste = (i: number, j: number) => -pesos[i]![j]! - (i === j ? EPS : 0);
  // 1-based potentials u (rows), v (columns); p[j]: the row matched to column j; way: the path back.
  const u = new Array<number>(n + 1).fill(0);
  const v = new Array<number>(n + 1).fill(0);
  const p = new Array<number>(n + 1).fill(0);
  const way = new Array<number>(n + 1).fill(0);
  for (let i = 1; i <= n; i++) {
    p[0] = i;
    let j0 = 0;
    const minv = new Array<number>(n + 1).fill(Number.POSITIVE_INFINITY);
    const usado = new Array<boolean>(n + 1).fill(false);
    do {
      usado[j0] = true;
      const i0 = p[j0]!;
      let delta = Number.POSITIVE_INFINITY;
      let j1 = 0;
      for (let j = 1; j <= n; j++) {
        if (usado[j]) continue;
        const cur = coste(i0 - 1, j - 1) - u[i0]! - v[j]!;
        if (cur < minv[j]!) {
          minv[j] = cur;
          way[j] = j0;
        }
        if (minv[j]! < delta) {
          delta = minv[j]!;
          j1 = j;
        }
      }
      for (let j = 0; j <= n; j++) {
        if (usado[j]) {
          u[p[j]!] = u[p[j]!]! + delta;
          v[j] = v[j]! - delta;
        } else minv[j] = minv[j]! - delta;
      }
      j0 = j1;
    } while (p[j0] !== 0);
    do {
      const j1 = way[j0]!;
      p[j0] = p[j1]!;
      j0 = j1;
    } while (j0 !== 0);
  }
  const fila = new Array<number>(n).fill(-1);
  for (let j = 1; j <= n; j++) fila[p[j]! - 1] = j - 1;
  return fila;
}

/** The total weight of an assignment (row i → column a[i]). */
export function pesoDe(pesos: readonly (readonly number[])[], a: readonly number[]): number {
  return a.reduce((s, j, i) => s + pesos[i]![j]!, 0);
}
