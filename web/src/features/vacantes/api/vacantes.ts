// Vacancies of a company (issue 66 item 1, D185): the paged list (newest first, by state), one
// vacancy, create and edit — and what the form offers: the company's active users as hiring leads,
// its areas and the interview templates it is offered. A company user's calls are their own
// company's; the superadmin names the chosen one.
import type * as z from 'zod/mini';
import type { EstadoVacante, VacanteConVersion, VacanteCreate, VacanteUpdate } from '@shared/schemas/vacante';
import { llamar } from '../../../lib/api-rutas';
import { usePaginada } from '../../../lib/use-paginada';
import { useRuta } from '../../../lib/use-ruta';

export { type AreaFila, useAreas } from '../../../lib/areas';

export type VacanteFila = z.output<typeof VacanteConVersion>;

export function useVacantes(empresaId: string | undefined, estado: EstadoVacante | undefined, { enabled = true } = {}) {
  const lista = usePaginada('GET /api/vacantes', { empresaId, estado }, { enabled, mantenerAnteriores: true });
  return { ...lista, vacantes: lista.items };
}

/** The company's users (the hiring lead's choices): read only while the form is open. */
export function useResponsables(empresaId: string | undefined, abierto: boolean) {
  return usePaginada('GET /api/usuarios', { empresaId }, { enabled: abierto });
}

/** The interview templates the company is offered (the same list the schedule dialog offers). */
export function usePlantillasOfrecidas(empresaId: string | undefined, { enabled = true } = {}) {
  return useRuta('GET /api/servicios-hr/disponibles', { query: { empresaId } }, { enabled });
}

export function crearVacante(body: VacanteCreate) {
  return llamar('POST /api/vacantes', { body }, { idempotente: true });
}

export function editarVacante(id: string, empresaId: string | undefined, body: VacanteUpdate) {
  return llamar('PUT /api/vacantes/{id}', { params: { id }, query: { empresaId }, body });
}
