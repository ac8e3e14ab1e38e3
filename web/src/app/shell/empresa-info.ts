// What the shell reads from the session's companies: display name, whether active, users used
// against the limit, and the superadmin's MRR (spec part 1 §2.4, §3.7, §9).
import { ILIMITADO, PLANES_REFERENCIA } from '@shared/constants';
import type { EmpresaResumen } from '../../lib/session';

export function nombreEmpresa(empresa: Pick<EmpresaResumen, 'nombreComercial' | 'nombreLegal'> | null | undefined): string {
  return empresa?.nombreComercial?.trim() || empresa?.nombreLegal?.trim() || '';
}

/** The name to show in lists and pickers: the display name, else the id (never an empty row). */
export function etiquetaEmpresa(empresa: Pick<EmpresaResumen, 'id' | 'nombreComercial' | 'nombreLegal'>): string {
  return nombreEmpresa(empresa) || empresa.id;
}

export function empresaActiva(empresa: EmpresaResumen): boolean {
  return (empresa.estado ?? 'activa') === 'activa' && empresa.activo !== false;
}

/** '3 / 10', or '3 / ∞' when the limit is -1. */
export function usuariosDeLimite(empresa: EmpresaResumen): string {
  const usados = empresa.uso?.usuarios ?? 0;
  const limite = empresa.limites?.usuarios;
  const texto = limite === undefined ? '—' : limite === ILIMITADO ? '∞' : String(limite);
  return `${usados} / ${texto}`;
}

/** Sum of the monthly price of the active companies' plans. */
export function calcularMrr(empresas: EmpresaResumen[]): number {
  return empresas.filter(empresaActiva).reduce((total, e) => {
    const plan = PLANES_REFERENCIA.find((p) => p.id === (e.plan ?? 'starter'));
    return total + (plan?.precio ?? 0);
  }, 0);
}

const MILES = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' } as Intl.NumberFormatOptions);

/** '$1.234'. */
export function formatMrr(valor: number): string {
  return `$${MILES.format(valor)}`;
}

export const ETIQUETA_ESTADO_EMPRESA: Record<string, string> = {
  activa: 'Activa',
  trial: 'Trial',
  suspendida: 'Suspendida',
  cancelada: 'Cancelada',
};

export const ETIQUETA_PLAN: Record<string, string> = Object.fromEntries(PLANES_REFERENCIA.map((p) => [p.id, p.nombre]));
