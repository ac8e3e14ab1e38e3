// A company's areas with their candidate counts: read by the Áreas screen and by every form that
// puts something in an area (candidates). A company user's list is its own company's; the
// superadmin names one.
import type * as z from 'zod/mini';
import type { AreaConConteo } from '@shared/schemas/area';
import { useRuta } from './use-ruta';

export type AreaFila = z.input<typeof AreaConConteo>;

export function useAreas(empresaId: string | undefined, { enabled = true } = {}) {
  return useRuta('GET /api/areas', { query: { empresaId } }, { enabled });
}
