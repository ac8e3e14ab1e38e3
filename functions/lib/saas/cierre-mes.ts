// The monthly snapshot (D97): every month before the current one that has no `PLATAFORMA /
// SNAPSHOT#{YYYY-MM}` yet is closed with one conditional put (attribute_not_exists), so a second
// run for the same month does nothing and a missed month is closed by the next run. A snapshot keeps
// the MRR at the month's close and what it billed (exact, walked back from the month items: kpis.ts
// mrrPorMes), each currency the platform bills in apart (issue 67), and the active companies — known
// only for the month just ended (the counter now: the hourly job closes it within the hour); an older
// month closed late keeps null, not a guess.
import { leerContadores, leerMeses, leerSnapshots, ponerSnapshot, type SnapshotMes } from '../db/plataforma.js';
import { claveMoneda } from '../../../shared/moneda.js';
import { mesSiguiente, mrrPorMesYMoneda, type ContadoresKpi } from './kpis.js';
import { mesDe } from './reglas.js';

/** The month before `YYYY-MM`. */
export function mesAnterior(mes: string): string {
  const [a, m] = mes.split('-').map(Number) as [number, number];
  return m === 1 ? `${a - 1}-12` : `${a}-${String(m - 1).padStart(2, '0')}`;
}

/** Closes the months not closed yet; answers the months it closed now. */
export async function cerrarMeses(now = new Date()): Promise<string[]> {
  const actual = mesDe(now);
  const previo = mesAnterior(actual);
  const [c, meses, snapshots] = await Promise.all([leerContadores(), leerMeses(), leerSnapshots()]);
  const cerrados = new Set(snapshots.map((s) => s.mes));
  // Each currency's MRR at each month's close, from the first month with events (or the previous one)
  // up to now: euros always, each other currency the platform has billed in (issue 67).
  const mrr = mrrPorMesYMoneda(c as ContadoresKpi | undefined, meses, actual);
  const primero = [[...mrr.get('EUR')!.keys()][0] ?? previo, previo].sort()[0]!;
  const ahora = now.toISOString();
  const hechos: string[] = [];
  for (let mes = primero; mes < actual; mes = mesSiguiente(mes)) {
    if (cerrados.has(mes)) continue;
    const porMoneda: Record<string, number> = {};
    // Every currency counted is written, a zero too: a pair a snapshot lacks is one it was not closed with.
    for (const [moneda, porMes] of mrr) {
      const centimos = porMes.get(mes) ?? 0;
      porMoneda[claveMoneda('mrrCentimos', moneda)] = centimos;
      porMoneda[claveMoneda('ingresosCentimos', moneda)] = centimos;
    }
    const s: SnapshotMes = {
      mes,
      mrrCentimos: porMoneda.mrrCentimos ?? 0,
      ingresosCentimos: porMoneda.ingresosCentimos ?? 0,
      ...porMoneda,
      empresasActivas: mes === previo ? Math.max(0, c?.empresasActivas ?? 0) : null,
      cerradoEn: ahora,
    };
    if (await ponerSnapshot(s)) hechos.push(mes);
  }
  return hechos;
}
