// GET /api/dashboard (spec part 1 §2.6): the global figures for the superadmin with no company
// selected, else the figures of one company. The sidebar footer reads the same key.
import type { DashboardData } from '@shared/schemas/dashboard';
import { type EmpresaResumen, type SessionUser } from '../../../lib/session';
import { urlRuta } from '../../../lib/api-rutas';
import { precargarLectura } from '../../../lib/precarga-datos';
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

/** The read's arguments for `vista`; null when there is nothing to read. */
function argumentos(vista: VistaDashboard) {
  return vista.tipo === 'sin-empresa' ? null : { query: { empresaId: vista.tipo === 'empresa' ? vista.empresaId : undefined } };
}

export function useDashboard(vista: VistaDashboard) {
  return useRuta('GET /api/dashboard', argumentos(vista));
}

/**
 * The dashboard's figures asked for as the session opens, beside the screen's code (D130): the page's
 * read (useDashboard, the same address) takes this answer instead of sending its own after rendering;
 * `alLlegar` gets the address and the figures when they come (the app puts them in SWR's cache).
 */
export function precargarDashboard(
  user: SessionUser | null,
  empresaActual: EmpresaResumen | null,
  alLlegar?: (clave: string, datos: DashboardData) => void,
): void {
  const args = argumentos(vistaDashboard(user, empresaActual));
  if (!args) return;
  const clave = urlRuta('GET /api/dashboard', args);
  precargarLectura(clave)?.then(
    (respuesta) => alLlegar?.(clave, respuesta.data as DashboardData),
    () => undefined,
  );
}
