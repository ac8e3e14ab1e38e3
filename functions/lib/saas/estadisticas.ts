// GET /api/saas/estadisticas (D97): the platform counters, the month items and the users' total,
// through the pure formulas of kpis.ts. No Scan: one Get, one Query of `PLATAFORMA / MES#`, and every
// company (the company index's cards, then the companies 100 a BatchGetItem) for Σ `uso.usuarios`.
import type { Estadisticas, Historial } from '../../../shared/schemas/saas.js';
import { todasLasEmpresas } from '../db/empresas.js';
import { leerContadores, leerMeses, leerSnapshots } from '../db/plataforma.js';
import { calcularKpis, mesesHistorial, type ContadoresKpi } from './kpis.js';
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
 * current month live (the MRR and active companies now), each currency apart (kpis.ts
 * mesesHistorial, issue 67). Three Queries of the platform partition (12 items a year each, the
 * month events for the currencies a snapshot written before issue 67 lacks) and the counters' one.
 */
export async function historial(now = new Date()): Promise<Historial> {
  const [c, meses, snapshots] = await Promise.all([leerContadores(), leerMeses(), leerSnapshots()]);
  return { meses: mesesHistorial(c as ContadoresKpi | undefined, meses, snapshots, mesDe(now)) };
}
