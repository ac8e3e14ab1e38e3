// GET /api/analytics (part 2 §2 Analytics screen; D70): one read of the company's
// aggregates — summary, by area, the last 12 weeks, by service, times and quality; every null is a
// figure with nothing to compute it from. A company user reads their own company; the superadmin
// names the company chosen in the shell (?empresaId=), and reads nothing until one is chosen.
import type { Analitica } from '@shared/schemas/analitica';
import type { SessionUser } from '../../../lib/session';
import { useRuta } from '../../../lib/use-ruta';

export type { Analitica };
export type SemanaAnalitica = Analitica['semanas'][number];
export type AreaAnalitica = Analitica['porArea'][number];
export type ServicioAnalitica = Analitica['porServicio'][number];

/** The superadmin's reads name the chosen company; nothing is read while none is chosen. */
export function useAnalitica(rol: SessionUser['rol'] | undefined, empresaId: string | undefined) {
  const superadmin = rol === 'superadmin';
  return useRuta('GET /api/analytics', superadmin && !empresaId ? null : { query: { empresaId: superadmin ? empresaId : undefined } });
}
