// GET /api/saas/estadisticas (D97): the platform counters, the month items and the users' total,
// through the pure formulas of kpis.ts. No Scan: one Get, one Query of `PLATAFORMA / MES#`, and every
// company (the company index's cards, then the companies 100 a BatchGetItem) for Σ `uso.usuarios`.
import type { Estadisticas, Historial } from '../../../shared/schemas/saas.js';
import { todasLasEmpresas } from '../db/empresas.js';
import { leerContadores, leerMeses, leerSnapshots } from '../db/plataforma.js';
import { calcularKpis, type ContadoresKpi } from './kpis.js';
import { mesDe } from './reglas.js';

/**
 * Users of every company: the sum of each company's `uso.usuarios` (the quota counter its user
 * creates and deletes move in their own transactions), read from the company items themselves: the
 * company index holds only cards (D112), like the superadmin's company list.
 */
export async function usuariosTotales(): Promise<number> {
  const empresas = await todasLasEmpresas();
  return empresas.reduce((s, e) => s + Math.max(0, e.uso?.usuarios ?? 0), 0);
}

export async function estadisticas(now = new Date()): Promise<Estadisticas> {
  const [c, meses, usuarios] = await Promise.all([leerContadores(), leerMeses(), usuariosTotales()]);
  return calcularKpis(c as ContadoresKpi | undefined, meses, mesDe(now), usuarios);
}

/**
 * The history the Analytics tab charts (D97): every closed month's snapshot, oldest first, then the
 * current month live (the MRR and active companies now). Two Queries of the platform partition
 * (12 items a year each) and one GetItem.
 */
export async function historial(now = new Date()): Promise<Historial> {
  const actual = mesDe(now);
  const [c, snapshots] = await Promise.all([leerContadores(), leerSnapshots()]);
  const cerrados = snapshots
    .filter((s) => s.mes < actual)
    .map((s) => ({
      mes: s.mes,
      mrr: s.mrrCentimos / 100,
      ingresos: s.ingresosCentimos / 100,
      empresas_activas: s.empresasActivas,
      cerrado: true,
    }));
  const mrr = Math.round(Number((c as Record<string, unknown> | undefined)?.mrrCentimos ?? 0)) / 100;
  return {
    meses: [...cerrados, { mes: actual, mrr, ingresos: mrr, empresas_activas: Math.max(0, c?.empresasActivas ?? 0), cerrado: false }],
  };
}
