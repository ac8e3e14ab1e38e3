// Interviews (part 2 §3 "Interview", §4 states, §5 schedule form, §9 durations and token).
import { z } from 'zod';
import { ENTREVISTAS } from '../constants.js';
import { FechaHora, Id } from './comun.js';
import { InformeIA } from './informe.js';

export const ESTADOS_ENTREVISTA = ['programada', 'en_progreso', 'completada', 'analizada', 'validada'] as const;
export const EstadoEntrevista = z.enum(ESTADOS_ENTREVISTA);
export type EstadoEntrevista = z.infer<typeof EstadoEntrevista>;

/** States counted as completed in the metrics (part 1 §4, part 2 §4). */
export const ESTADOS_ENTREVISTA_COMPLETADA: readonly EstadoEntrevista[] = ['completada', 'analizada', 'validada'];

/** Minutes: 30, 45, 60, 90 or 120. */
export const DuracionEntrevista = z.literal(ENTREVISTAS.duracionesMinutos);
export type DuracionEntrevista = z.infer<typeof DuracionEntrevista>;

/** Public access token: tok_ plus a timestamp plus a random string (URL-safe). */
export const TokenAcceso = z
  .string()
  .max(200)
  .regex(new RegExp(`^${ENTREVISTAS.tokenPrefijo}[A-Za-z0-9_-]+$`));
export type TokenAcceso = z.infer<typeof TokenAcceso>;

export const Entrevista = z.object({
  id: Id,
  empresaId: Id,
  candidatoId: Id,
  servicioId: Id,
  fechaProgramada: FechaHora,
  duracionEstimada: DuracionEntrevista.default(ENTREVISTAS.duracionPorDefecto as DuracionEntrevista),
  estado: EstadoEntrevista.default('programada'),
  tokenAcceso: TokenAcceso,
  fechaCreacion: FechaHora.optional(),
  transcripcion: z.string().optional(),
  informeIA: InformeIA.nullable().optional(),
});
export type Entrevista = z.infer<typeof Entrevista>;

/**
 * Body of the schedule form: candidate, AI service and date-time required; duration defaults to
 * 60. The new interview is programada; token, estado and dates are the server's. "Not before now"
 * is checked by the server against its own clock.
 */
export const EntrevistaCreate = z.strictObject({
  candidatoId: Id,
  servicioId: Id,
  fechaProgramada: FechaHora,
  duracionEstimada: DuracionEntrevista.default(ENTREVISTAS.duracionPorDefecto as DuracionEntrevista),
  /** Chosen by the superadmin; other users' interviews always go to their own company. */
  empresaId: Id.optional(),
});
export type EntrevistaCreate = z.infer<typeof EntrevistaCreate>;

/**
 * Body of the interview update: all optional, no defaults. The transcript and the report are
 * produced by the server's run of the interview, not sent by the client.
 */
export const EntrevistaUpdate = z.strictObject({
  fechaProgramada: FechaHora.optional(),
  duracionEstimada: DuracionEntrevista.optional(),
  estado: EstadoEntrevista.optional(),
});
export type EntrevistaUpdate = z.infer<typeof EntrevistaUpdate>;
