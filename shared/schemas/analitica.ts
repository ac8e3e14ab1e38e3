// The Analytics screen (part 2 §2 Analytics screen, §9; D70): every figure computed from
// the aggregates the writes keep — never the spec's fixed sample figures. A figure with nothing to
// compute it from is null, and the screen says 'Sin datos'.
import * as z from 'zod/mini';
import { OpinionesAnalitica } from './comentarios.js';

export const SEMANAS_ANALITICA = 12;

const Cifra = z.nullable(z.number());

/**
 * Calibration AI – reviewers (D154): below this many reviewed interviews a competency's kappa is not
 * shown ('Sin datos suficientes'): with fewer pairs its standard error is about as wide as a band.
 */
export const MINIMO_CALIBRACION = 10;

/** Landis & Koch (1977)'s reading bands of a kappa, and 'sin_datos' (too few reviews, or no spread). */
export const BANDAS_KAPPA = ['sin_datos', 'pobre', 'leve', 'aceptable', 'moderado', 'considerable', 'casi_perfecto'] as const;
export type BandaKappa = (typeof BANDAS_KAPPA)[number];

export const BANDA_KAPPA_ETIQUETA: Record<BandaKappa, string> = {
  sin_datos: 'Sin datos suficientes',
  pobre: 'Pobre',
  leve: 'Leve',
  aceptable: 'Aceptable',
  moderado: 'Moderado',
  considerable: 'Considerable',
  casi_perfecto: 'Casi perfecto',
};

/** A kappa's band, read on the two decimals shown (so 0,205 shows 0,21 and reads Aceptable). */
export function bandaKappa(kappa: number | null): BandaKappa {
  if (kappa === null || !Number.isFinite(kappa)) return 'sin_datos';
  const k = Math.round(kappa * 100) / 100;
  if (k < 0) return 'pobre';
  if (k <= 0.2) return 'leve';
  if (k <= 0.4) return 'aceptable';
  if (k <= 0.6) return 'moderado';
  if (k <= 0.8) return 'considerable';
  return 'casi_perfecto';
}

/** One competency's agreement between the AI's scores and the reviewers' final ones. */
const FilaCalibracion = z.object({
  /** The competency's name as the reports write it. */
  competencia: z.string(),
  /** Reviewed interviews whose report scored this competency. */
  revisadas: z.number(),
  /** Quadratic-weighted kappa, two decimals; null below MINIMO_CALIBRACION or without spread. */
  kappa: Cifra,
  banda: z.enum(BANDAS_KAPPA),
});

/** One view's row: everything, an HR template, a reviewer or a method (the analyzer or a model). */
const GrupoCalibracion = z.object({
  id: z.string(),
  nombre: z.string(),
  /** Reviewed interviews (current reviews). */
  revisadas: z.number(),
  /** Reviews whose decision is not the AI's recommendation (D80), %; null without reviews. */
  decisionesCambiadasPct: Cifra,
  competencias: z.array(FilaCalibracion),
});

export const AnaliticaQuery = z.object({
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#\s]+$/))),
});

export const Analitica = z.object({
  resumen: z.object({
    /** Every interview the company has (any state). */
    entrevistasTotal: z.number(),
    /** completada, analizada or validada (part 2 §4). */
    completadas: z.number(),
    /** The weekly chart's weeks summed: completed in them and scheduled in them (D161). */
    finalizacion: z.object({ completadas: z.number(), programadas: z.number() }),
    /**
     * finalizacion's completed over scheduled, 0–100 — the weekly rate's rule over the 12 weeks
     * (D161); null when none was scheduled in them.
     */
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
  /** «Calibración IA – revisores» (D154): counted from the reviews saved since it exists. */
  calibracion: z.object({
    minimo: z.number(),
    general: GrupoCalibracion,
    porPlantilla: z.array(GrupoCalibracion),
    /** null: the caller may not see people's names (only holders of manage_users do). */
    porRevisor: z.nullable(z.array(GrupoCalibracion)),
    porMetodo: z.array(GrupoCalibracion),
  }),
  /** How candidates felt (D173): «¿Recomendarías este proceso…?» per template and area, with the completion rate beside it. */
  opiniones: z.optional(OpinionesAnalitica),
});
export type Analitica = z.infer<typeof Analitica>;
