// The AI report of an interview (part 2 §3 "AI report (informeIA)").
import { z } from 'zod';
import { ENTREVISTAS } from '../constants.js';

/** Scores are out of 10 (part 2 §9). */
export const Puntuacion = z.number().min(0).max(ENTREVISTAS.puntuacionMaxima);
export type Puntuacion = z.infer<typeof Puntuacion>;

export const SoftSkill = z.object({
  habilidad: z.string(),
  puntuacion: Puntuacion,
  evidencia: z.string().optional(),
});
export type SoftSkill = z.infer<typeof SoftSkill>;

export const HardSkill = z.object({
  habilidad: z.string(),
  /** A level label ('Avanzado') or a number. */
  nivel: z.union([z.string(), z.number()]),
  evidencia: z.string().optional(),
});
export type HardSkill = z.infer<typeof HardSkill>;

export const BertAnalysis = z.object({
  sentiment: z.object({ label: z.string(), score: z.number() }),
  coherenceScore: z.number(),
  professionalismScore: z.number(),
});
export type BertAnalysis = z.infer<typeof BertAnalysis>;

/** The report; bertAnalysis is absent when the text analysis failed or is unavailable. */
export const InformeIA = z.object({
  resumenEjecutivo: z.string().default(''),
  softSkills: z.array(SoftSkill).default([]),
  hardSkills: z.array(HardSkill).default([]),
  /** A report counts as recommended when this contains the word "recomendado". */
  conclusiones: z.string().default(''),
  recomendaciones: z.array(z.string()).default([]),
  bertAnalysis: BertAnalysis.optional(),
});
export type InformeIA = z.infer<typeof InformeIA>;
