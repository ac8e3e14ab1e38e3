// A new company's first steps (issue 54 item 10, D164): the dashboard's checklist, each step ticked
// from the company's real data, and hidden once its admin dismisses it.
import * as z from 'zod/mini';
import { primerosPasos as msg } from '../messages.js';
import { Id } from './comun.js';

export const PASOS = ['area', 'candidato', 'ia', 'entrevista', 'colega'] as const;
export type Paso = (typeof PASOS)[number];

/** Each step's text and where the app does it (Spanish, shown as is). */
export const PASO_TEXTO: Record<Paso, { titulo: string; enlace: string; accion: string }> = {
  area: { titulo: 'Crea un área', enlace: '/areas', accion: 'Ir a Áreas' },
  candidato: { titulo: 'Añade un candidato', enlace: '/candidatos', accion: 'Ir a Candidatos' },
  ia: {
    titulo: 'Configura una clave de IA o usa el analizador integrado',
    enlace: '/configuracion',
    accion: 'Ir a Configuración',
  },
  entrevista: { titulo: 'Programa tu primera entrevista', enlace: '/entrevistas', accion: 'Ir a Entrevistas' },
  colega: { titulo: 'Invita a un compañero', enlace: '/usuarios', accion: 'Ir a Usuarios' },
};

export const PrimerosPasosQuery = z.object({ empresaId: z.optional(Id) });

export const PrimerosPasosData = z.object({
  pasos: z.array(z.object({ id: z.enum(PASOS), hecho: z.boolean() })),
  completados: z.number(),
  total: z.number(),
  /** The admin dismissed the checklist. */
  oculta: z.boolean(),
  /** The admin chose the built-in analyzer instead of an AI key (the 'ia' step is then done). */
  analizadorAceptado: z.boolean(),
});
export type PrimerosPasosData = z.infer<typeof PrimerosPasosData>;

/** PUT: dismiss (or show again) the checklist, or accept the built-in analyzer. */
export const PrimerosPasosUpdate = z
  .strictObject({
    empresaId: z.optional(Id),
    oculta: z.optional(z.boolean()),
    analizadorAceptado: z.optional(z.literal(true)),
  })
  .check(z.refine((b) => b.oculta !== undefined || b.analizadorAceptado !== undefined, { message: msg.nadaQueCambiar }));
export type PrimerosPasosUpdate = z.infer<typeof PrimerosPasosUpdate>;
