// The company's API keys (D145; GET/POST /api/claves-acceso, DELETE /api/claves-acceso/{id}): the
// list, a new key (its secret comes back this once) and a revocation. A company admin's keys are their
// own company's; the superadmin names the company.
import type * as z from 'zod/mini';
import type { ClaveAcceso, ClaveAccesoCreate } from '@shared/schemas/clave-acceso';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export type ClaveFila = z.input<typeof ClaveAcceso>;

export function useClavesAcceso(empresaId: string | undefined, { enabled = true } = {}) {
  return useRuta('GET /api/claves-acceso', { query: { empresaId } }, { enabled });
}

export function crearClave(body: z.input<typeof ClaveAccesoCreate>) {
  return llamar('POST /api/claves-acceso', { body });
}

export function revocarClave(id: string, empresaId: string | undefined) {
  return llamar('DELETE /api/claves-acceso/{id}', { params: { id }, query: { empresaId } });
}
