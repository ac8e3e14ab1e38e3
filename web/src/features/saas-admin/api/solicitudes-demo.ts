// The demo requests' calls (D96): the paginated list by state, 'atendida' and erasure. After a
// change, every mounted list of the family is read again (invalidar), and the panel's figures with
// it: the pending count on the Solicitudes tab and the Dashboard's card (D125).
import type { EstadoSolicitudDemo } from '@shared/schemas/demo';
import { llamar } from '../../../lib/api-rutas';
import { invalidar } from '../../../lib/invalidar';
import { usePaginada } from '../../../lib/use-paginada';

export function useSolicitudesDemo(estado: EstadoSolicitudDemo | '') {
  return usePaginada('GET /api/demo/solicitudes', estado ? { estado } : {});
}

export async function atenderSolicitudDemo(id: string): Promise<string | undefined> {
  const res = await llamar('POST /api/demo/solicitudes/{id}/atender', { params: { id } });
  await invalidar('demo', 'saas');
  return res.message;
}

export async function eliminarSolicitudDemo(id: string): Promise<string | undefined> {
  const res = await llamar('DELETE /api/demo/solicitudes/{id}', { params: { id } });
  await invalidar('demo', 'saas');
  return res.message;
}
