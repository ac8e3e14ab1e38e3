// A company's areas with their candidate counts: read by the Áreas screen and by every form that
// puts something in an area (candidates). A company user's list is its own company's; the
// superadmin names one.
import useSWR from 'swr';
import type * as z from 'zod/mini';
import type { AreaConConteo } from '@shared/schemas/area';
import { fetcher } from './api-client';

export type AreaFila = z.input<typeof AreaConConteo>;

export function areasKey(empresaId: string | undefined): string {
  return empresaId ? `/api/areas?${new URLSearchParams({ empresaId })}` : '/api/areas';
}

export function useAreas(empresaId: string | undefined, { enabled = true } = {}) {
  return useSWR<AreaFila[]>(enabled ? areasKey(empresaId) : null, fetcher);
}
