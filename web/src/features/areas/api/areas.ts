// Areas of a company (spec part 1 §2.8, §3.5): the list with each area's candidate count, and the
// create, update and delete calls. A company user's list is its own company's; the superadmin names one.
import type { AreaCreate, AreaUpdate } from '@shared/schemas/area';
import { llamar } from '../../../lib/api-rutas';

export { type AreaFila, useAreas } from '../../../lib/areas';

export function crearArea(body: AreaCreate) {
  return llamar('POST /api/areas', { body }, { idempotente: true });
}

export function actualizarArea(id: string, body: AreaUpdate) {
  return llamar('PUT /api/areas/{id}', { params: { id }, body });
}

export function eliminarArea(id: string) {
  return llamar('DELETE /api/areas/{id}', { params: { id } });
}
