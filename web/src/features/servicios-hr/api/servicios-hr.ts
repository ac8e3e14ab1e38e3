// HR service templates (part 2 §2 "HR services screen"): everyone reads the list; only the
// superadmin creates, edits (with the version it loaded) and deletes.
import type * as z from 'zod/mini';
import type { ServicioHRCreate, ServicioHRData, ServicioHRUpdate } from '@shared/schemas/servicio-hr';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

export type ServicioFila = z.output<typeof ServicioHRData>;

/** The templates as the server sends them (its output: every default filled in). */
export function useServiciosHr() {
  return useRuta('GET /api/servicios-hr', undefined, { leer: (r) => r.data as ServicioFila[] });
}

export function crearServicio(body: ServicioHRCreate) {
  return llamar('POST /api/servicios-hr', { body });
}

export function actualizarServicio(codigo: string, body: ServicioHRUpdate) {
  return llamar('PUT /api/servicios-hr/{codigo}', { params: { codigo }, body });
}

export function eliminarServicio(codigo: string) {
  return llamar('DELETE /api/servicios-hr/{codigo}', { params: { codigo } });
}

/** How many questions the design asks. */
export function numeroDePreguntas(s: Pick<ServicioFila, 'estructura'>): number {
  return s.estructura.fases.reduce((n, f) => n + f.preguntas.length, 0);
}
