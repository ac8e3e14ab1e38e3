// The completion rate, one rule for a week, for the summary (D161) and for opened links (D173): the interviews completed in
// a period over the interviews scheduled in it. The summary's is the weekly chart's 12 weeks summed,
// so the card and the chart cannot tell two stories (before, the card was completed-by-state over
// every interview ever and read «100 %» beside a week at 50 %).
const una = (v: number) => Math.round(v * 10) / 10;

/** Completed over scheduled, 0–100 with one decimal; null when nothing was scheduled. */
export function tasaSemana(s: { programadas: number; completadas: number }): number | null {
  return s.programadas > 0 ? una((100 * s.completadas) / s.programadas) : null;
}

/** The same rule over every week given. */
export function finalizacionDe(semanas: { programadas: number; completadas: number }[]) {
  const completadas = semanas.reduce((t, s) => t + s.completadas, 0);
  const programadas = semanas.reduce((t, s) => t + s.programadas, 0);
  return { completadas, programadas, tasa: tasaSemana({ programadas, completadas }) };
}

/**
 * The same rule over opened links (D173): the interviews finished of those whose link the candidate
 * opened and consented in, per template or area, beside how candidates felt. Only an opening counted
 * is counted finished, so the rate never passes 100 %.
 */
export function finalizacionDeAbiertas(g: { abiertas?: number; finalizadas?: number }) {
  const abiertas = Math.max(0, g.abiertas ?? 0);
  const finalizadas = Math.min(abiertas, Math.max(0, g.finalizadas ?? 0));
  return { abiertas, finalizadas, tasa: tasaSemana({ programadas: abiertas, completadas: finalizadas }) };
}
