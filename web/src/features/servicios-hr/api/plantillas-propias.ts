// A company's own interview templates (D164): its admins copy a platform template and edit it; every
// save is a new version and the earlier ones stay readable.
import type * as z from 'zod/mini';
import type { PlantillaPropia, PlantillaPropiaUpdate } from '@shared/schemas/plantilla-propia';
import { llamar } from '../../../lib/api-rutas';
import { useRuta } from '../../../lib/use-ruta';

/** A template as the server sends it (its output: every default filled in). */
export type PlantillaPropiaFila = z.output<typeof PlantillaPropia>;

export function usePlantillasPropias() {
  return useRuta('GET /api/servicios-hr/propias', { query: {} }, { leer: (r) => r.data as PlantillaPropiaFila[] });
}

export async function crearPlantillaPropia(desde: string) {
  const r = await llamar('POST /api/servicios-hr/propias', { body: { desde } });
  return { message: r.message, data: r.data as PlantillaPropiaFila };
}

export function guardarPlantillaPropia(id: string, body: PlantillaPropiaUpdate) {
  return llamar('PUT /api/servicios-hr/propias/{id}', { params: { id }, query: {}, body });
}

export async function leerPlantillaPropia(id: string, version?: number) {
  const r = await llamar('GET /api/servicios-hr/propias/{id}', { params: { id }, query: version ? { version } : {} });
  return r.data as PlantillaPropiaFila;
}
