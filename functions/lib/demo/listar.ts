// The superadmin's list of demo requests (D96): a page, newest first, all or one state. A request
// past its retention that TTL has not deleted yet is not shown (TTL is lazy; dynalite has none).
import type { EstadoSolicitudDemo } from '../../../shared/schemas/demo.js';
import { mostrarSolicitudDemo, paginaSolicitudesDemo } from '../db/solicitudes-demo.js';

export async function listarSolicitudesDemo(q: { estado?: EstadoSolicitudDemo; cursor?: string; limit?: number }, now = new Date()) {
  const page = await paginaSolicitudesDemo(q);
  const vivas = page.items.filter((i) => i.expiresAt > now.getTime() / 1000);
  return { items: vivas.map(mostrarSolicitudDemo), cursor: page.cursor };
}
