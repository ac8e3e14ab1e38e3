// What the web reads from a company record beyond its name and labels (those are the contract's:
// shared/empresa-etiquetas.ts): whether it is active and its users against the limit (spec part 1
// §2.4, §3.7, §9), and how the superadmin's MRR is written.
import { ILIMITADO } from '@shared/constants';
import { precioPlan } from '@shared/empresa-etiquetas';
import type { EmpresaResumen } from './session';

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

const MILES = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 0, useGrouping: 'always' } as Intl.NumberFormatOptions);

/** '$1.234'. */
export function formatMrr(valor: number): string {
  return `$${MILES.format(valor)}`;
}

/** Sum of the monthly price of the active companies' plans. */
export function calcularMrr(empresas: EmpresaResumen[]): number {
  return empresas.filter(empresaActiva).reduce((total, e) => total + precioPlan(e.plan ?? 'starter'), 0);
}
