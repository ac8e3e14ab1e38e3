// AI services offered when scheduling an interview (part 2 §3, §6).
import { z } from 'zod';
import { SERVICIOS_HR } from '../constants.js';
import { Codigo, Id } from './comun.js';
import { ApiPreferida } from './servicio-hr.js';

export const ServicioIA = z.object({
  id: Id,
  codigo: Codigo,
  nombre: z.string(),
  descripcion: z.string().optional(),
  activo: z.boolean().default(true),
  api_preferida: ApiPreferida.optional(),
  configuracion_adicional: z
    .object({
      /** Minutes. */
      duracion_estimada: z.number().int().min(1).optional(),
      numero_preguntas: z.number().int().min(1).optional(),
      nivel_profundidad: z.union([z.string(), z.number()]).optional(),
    })
    .optional(),
});
export type ServicioIA = z.infer<typeof ServicioIA>;

/**
 * Part 2 §6: which contracted-service keys qualify each base service. A service code that equals
 * a contracted key also qualifies.
 */
export const ALIAS_SERVICIOS_CONTRATADOS: Readonly<
  Record<(typeof SERVICIOS_HR.codigosBase)[number], readonly string[]>
> = {
  'test-vocacional': ['testVocacional', 'evaluacion-psicometrica'],
  'entrevistas-profundidad': ['entrevistaProfundidad', 'analisis-competencial'],
  'mapeo-organizacional': ['mapeoOrganizacional', 'analisis-cultural'],
};
