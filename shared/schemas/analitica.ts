// The Analytics screen (part 2 §2 Analytics screen, §9; D70): every figure computed from
// the aggregates the writes keep — never the spec's fixed sample figures. A figure with nothing to
// compute it from is null, and the screen says 'Sin datos'.
import * as z from 'zod/mini';

export const SEMANAS_ANALITICA = 12;

const Cifra = z.nullable(z.number());

export const AnaliticaQuery = z.object({
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#\s]+$/))),
});

export const Analitica = z.object({
  resumen: z.object({
    /** Every interview the company has (any state). */
    entrevistasTotal: z.number(),
    /** completada, analizada or validada (part 2 §4). */
    completadas: z.number(),
    /** completed over total, 0–100 (part 2 §9); null without interviews. */
    tasaFinalizacion: Cifra,
    /** Mean of the AI's evaluated soft-skill scores, 0–10. */
    puntuacionMedia: Cifra,
    informes: z.number(),
    recomendados: z.number(),
    /** Interviews completed in the last 4 weeks vs the 4 before, in %; null when the earlier 4 had none. */
    variacionCompletadas: Cifra,
  }),
  porArea: z.array(
    z.object({
      areaId: z.nullable(z.string()),
      nombre: z.string(),
      informes: z.number(),
      puntuacionMedia: Cifra,
      recomendados: z.number(),
      validadas: z.number(),
    }),
  ),
  /** The last SEMANAS_ANALITICA weeks (Monday, UTC), oldest first, zeros included. */
  semanas: z.array(
    z.object({
      semana: z.string(),
      programadas: z.number(),
      completadas: z.number(),
      informes: z.number(),
      puntuacionMedia: Cifra,
      tasaFinalizacion: Cifra,
    }),
  ),
  porServicio: z.array(z.object({ servicioId: z.string(), nombre: z.string(), informes: z.number(), puntuacionMedia: Cifra })),
  tiempos: z.object({
    /** Minutes from the candidate's start to "Finalizar" (real interviews, not simulations). */
    duracionMediaMin: Cifra,
    /** Minutes from the finished interview to its report. */
    hastaInformeMediaMin: Cifra,
    /** Minutes from the report to a person's review. */
    hastaRevisionMediaMin: Cifra,
  }),
  calidad: z.object({
    /** Quotes kept after the transcript check, over quotes given, %. */
    citasVerificadasPct: Cifra,
    /** Reports written by a language model (not the built-in analyzer), %. */
    informesConModeloPct: Cifra,
    /** Reviews whose decision matched the AI's recommendation, %. */
    coincidenciaRevisionPct: Cifra,
    /** Reviews that changed at least one score, %. */
    revisionesConAjustesPct: Cifra,
    validadas: z.number(),
  }),
});
export type Analitica = z.infer<typeof Analitica>;
