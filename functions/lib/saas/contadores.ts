// The platform counters' steps of a subscription write (D94), apart from the subscription use cases
// so the company deletion job (D72) counts a live subscription's end without bundling them.
import { deltaContadoresEmpresa, type EmpresaItem } from '../db/empresas.js';
import { contadoresMesStep, contadoresStep } from '../db/plataforma.js';
import type { TransactStep } from '../db/repository.js';
import { esClaveDe } from '../../../shared/moneda.js';
import { eventosSuscripcion, mesDe, type EstadoContable } from './reglas.js';

export const contable = (s: { estado: string; precioMensualCentimos: number; moneda?: string } | null): EstadoContable | null =>
  s && { estado: s.estado, precioMensualCentimos: s.precioMensualCentimos, ...(s.moneda ? { moneda: s.moneda } : {}) };

/** The counters' steps of one write: the company's state before/after (null: deleted) plus the subscription's events. */
export function pasosContadores(
  empresaAntes: EmpresaItem,
  empresaDespues: EmpresaItem | null,
  antes: EstadoContable | null,
  despues: EstadoContable | null,
  now: Date,
): TransactStep[] {
  const eventos = eventosSuscripcion(antes, despues);
  const total = deltaContadoresEmpresa(empresaAntes, empresaDespues);
  for (const [k, v] of Object.entries(eventos)) if (k !== 'pagoDelta' && !esClaveDe(k, 'mrrDeltaCentimos')) total[k] = (total[k] ?? 0) + v;
  return [contadoresStep(total), contadoresMesStep(mesDe(now), eventos)].filter((s): s is TransactStep => !!s);
}
