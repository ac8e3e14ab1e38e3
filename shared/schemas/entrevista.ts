// Interviews (part 2 §3 "Interview", §4 states, §9 durations and token): the parts the reminder job
// and the dashboard read today. The interview's own bodies arrive with the interviews feature.
import * as z from 'zod/mini';
import { ENTREVISTAS } from '../constants.js';

export const ESTADOS_ENTREVISTA = ['programada', 'en_progreso', 'completada', 'analizada', 'validada'] as const;
export const EstadoEntrevista = z.enum(ESTADOS_ENTREVISTA);
export type EstadoEntrevista = z.infer<typeof EstadoEntrevista>;

/** States counted as completed in the metrics (part 1 §4, part 2 §4). */
export const ESTADOS_ENTREVISTA_COMPLETADA: readonly EstadoEntrevista[] = ['completada', 'analizada', 'validada'];

/** Minutes: 30, 45, 60, 90 or 120. */
export const DuracionEntrevista = z.literal(ENTREVISTAS.duracionesMinutos);
export type DuracionEntrevista = z.infer<typeof DuracionEntrevista>;

/** Public access token: tok_ plus a timestamp plus a random string (URL-safe). */
export const TokenAcceso = z.string().check(z.maxLength(200), z.regex(new RegExp(`^${ENTREVISTAS.tokenPrefijo}[A-Za-z0-9_-]+$`)));
export type TokenAcceso = z.infer<typeof TokenAcceso>;
