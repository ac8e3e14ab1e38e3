// GET /api/dashboard (spec part 1 §2.6): the global figures for the superadmin with no company
// selected, else the figures of one company. The sidebar footer reads the same key.
import type { DashboardData } from '@shared/schemas/dashboard';
import { type EmpresaResumen, type SessionUser } from '../../../lib/session';
import { useRuta } from '../../../lib/use-ruta';

export type { DashboardData };
export type DashboardGlobalData = Extract<DashboardData, { tipo: 'global' }>;
export type DashboardEmpresaData = Extract<DashboardData, { tipo: 'empresa' }>;

export type VistaDashboard = { tipo: 'global' } | { tipo: 'empresa'; empresaId: string } | { tipo: 'sin-empresa' };

/** Which dashboard the user sees: global (superadmin without company), a company's, or none. */
export function vistaDashboard(user: SessionUser | null, empresaActual: EmpresaResumen | null): VistaDashboard {
  if (!user) return { tipo: 'sin-empresa' };
  if (user.rol === 'superadmin') return empresaActual ? { tipo: 'empresa', empresaId: empresaActual.id } : { tipo: 'global' };
  const empresaId = empresaActual?.id ?? user.empresaId ?? null;
  return empresaId ? { tipo: 'empresa', empresaId } : { tipo: 'sin-empresa' };
}

export function useDashboard(vista: VistaDashboard) {
  return useRuta(
    'GET /api/dashboard',
    vista.tipo === 'sin-empresa' ? null : { query: { empresaId: vista.tipo === 'empresa' ? vista.empresaId : undefined } },
  );
}
