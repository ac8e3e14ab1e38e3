// The calls of a vacancy's apply page (D187): anonymous like the interview's (no bearer, no cookie);
// the code in the path is all the page has.
import type * as z from 'zod/mini';
import type { PaginaVacante as PaginaSchema, PostulacionBody, PostulacionRespuesta } from '@shared/schemas/postulacion';
import { llamar } from '../../../lib/api-rutas';

export type PaginaVacante = z.output<typeof PaginaSchema>;
export type Postulacion = z.input<typeof PostulacionBody>;

const anonima = { anonima: true } as const;

export async function cargarVacante(codigo: string): Promise<PaginaVacante> {
  const { data } = await llamar('GET /api/publico/vacantes/{codigo}', { params: { codigo } }, anonima);
  return data;
}

export async function postular(
  codigo: string,
  body: Postulacion,
): Promise<{ datos: z.output<typeof PostulacionRespuesta>; mensaje: string }> {
  const r = await llamar('POST /api/publico/vacantes/{codigo}/postulaciones', { params: { codigo }, body }, anonima);
  return { datos: r.data, mensaje: r.message ?? '' };
}
