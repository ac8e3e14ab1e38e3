// The answers that must not say whether an address is known (a password recovery, a «Mis datos»
// link: D36, D148) take the same minimum time either way, so their timing tells nothing either.

/** Runs `trabajo`, then waits until at least `minimoMs` have passed since it started. */
export async function conTiempoMinimo<T>(minimoMs: number, trabajo: (inicio: number) => Promise<T>): Promise<T> {
  const inicio = Date.now();
  const resultado = await trabajo(inicio);
  const resto = inicio + minimoMs - Date.now();
  if (resto > 0) await new Promise((resolve) => setTimeout(resolve, resto));
  return resultado;
}
