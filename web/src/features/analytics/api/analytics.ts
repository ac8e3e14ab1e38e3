// GET /api/analytics (issue 13; part 2 §2 Analytics screen; D70): one read of the company's
// aggregates — summary, by area, the last 12 weeks, by service, times and quality; every null is a
// figure with nothing to compute it from. A company user reads their own company; the superadmin
// names the company chosen in the shell (?empresaId=), and reads nothing until one is chosen.
import useSWR from 'swr';
import type { Analitica } from '@shared/schemas/analitica';
import { fetcher } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

export type { Analitica };
export type SemanaAnalitica = Analitica['semanas'][number];
export type AreaAnalitica = Analitica['porArea'][number];
export type ServicioAnalitica = Analitica['porServicio'][number];

export const ANALYTICS_KEY = '/api/analytics';

/** The SWR key: the superadmin's reads name the chosen company; null (no read) while none is chosen. */
export function claveAnalitica(rol: SessionUser['rol'] | undefined, empresaId: string | undefined): string | null {
  if (rol !== 'superadmin') return ANALYTICS_KEY;
  return empresaId ? `${ANALYTICS_KEY}?empresaId=${encodeURIComponent(empresaId)}` : null;
}

export function useAnalitica(rol: SessionUser['rol'] | undefined, empresaId: string | undefined) {
  return useSWR<Analitica>(claveAnalitica(rol, empresaId), fetcher);
}
