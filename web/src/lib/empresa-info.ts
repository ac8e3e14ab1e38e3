// What the web reads from a company beyond its name and labels (those are the contract's,
// @shared/empresa-etiquetas): whether it is active and its users against the limit (spec part 1
// §2.4, §9). Used by the shell, the pages and the company pickers.
import { ILIMITADO } from '@shared/constants';
import type { EmpresaResumen } from './session';

export function empresaActiva(empresa: Pick<EmpresaResumen, 'estado' | 'activo'>): boolean {
  return (empresa.estado ?? 'activa') === 'activa' && empresa.activo !== false;
}

/** '3 / 10', or '3 / ∞' when the limit is -1. */
export function usuariosDeLimite(empresa: Pick<EmpresaResumen, 'uso' | 'limites'>): string {
  const usados = empresa.uso?.usuarios ?? 0;
  const limite = empresa.limites?.usuarios;
  const texto = limite === undefined ? '—' : limite === ILIMITADO ? '∞' : String(limite);
  return `${usados} / ${texto}`;
}
