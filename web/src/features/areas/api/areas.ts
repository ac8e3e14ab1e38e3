// Areas of a company (spec part 1 §2.8, §3.5): the list with each area's candidate count, and the
// create, update and delete calls. A company user's list is its own company's; the superadmin names one.
import type { AreaCreate, AreaUpdate } from '@shared/schemas/area';
import { type ApiResponse, api } from '../../../lib/api-client';
import type { AreaFila } from '../../../lib/areas';

export { type AreaFila, areasKey, useAreas } from '../../../lib/areas';

export function crearArea(body: AreaCreate): Promise<ApiResponse<AreaFila>> {
  return api.post<AreaFila>('/api/areas', body, { idempotente: true });
}

export function actualizarArea(id: string, body: AreaUpdate): Promise<ApiResponse<AreaFila>> {
  return api.put<AreaFila>(`/api/areas/${encodeURIComponent(id)}`, body);
}

export function eliminarArea(id: string): Promise<ApiResponse<null>> {
  return api.delete<null>(`/api/areas/${encodeURIComponent(id)}`);
}
