// The candidate's view on the assessment and request for a person's review (D150; issue 44,
// GDPR Art. 22(3)): sent from «Mis datos» for an interview with a report, answered by the company
// on the report, the answer e-mailed to the candidate and shown on «Mis datos».
import * as z from 'zod/mini';
import { fmt, impugnacion as msg } from '../messages.js';
import { Id } from './comun.js';

export const IMPUGNACION = {
  /** The candidate's view and the company's answer, in characters (after trimming). */
  opinionMax: 3_000,
  respuestaMax: 3_000,
  /** Requests per interview, answered ones included: one open at a time, at most this many ever. */
  maxPorEntrevista: 5,
} as const;

/** POST /api/publico/mis-datos/{acceso}/empresas/{empresaId}/entrevistas/{entrevistaId}/impugnacion */
export const ImpugnacionBody = z.strictObject({
  opinion: z
    .string({ error: msg.opinionObligatoria })
    .check(
      z.trim(),
      z.minLength(1, msg.opinionObligatoria),
      z.maxLength(IMPUGNACION.opinionMax, fmt(msg.opinionLarga, { max: IMPUGNACION.opinionMax })),
    ),
  /** «Quiero que una persona revise la evaluación». */
  pideRevision: z.boolean(),
});
export type ImpugnacionBody = z.output<typeof ImpugnacionBody>;

/** The page's access key (as AccesoMisDatosParams: mis-datos.ts imports this file), the company and the interview. */
export const ImpugnacionParams = z.object({ acceso: z.string().check(z.minLength(1), z.maxLength(300)), empresaId: Id, entrevistaId: Id });

/** PUT /api/entrevistas/{id}/impugnacion: the company's answer to the open request. */
export const RespuestaImpugnacionBody = z.strictObject({
  respuesta: z
    .string({ error: msg.respuestaObligatoria })
    .check(
      z.trim(),
      z.minLength(1, msg.respuestaObligatoria),
      z.maxLength(IMPUGNACION.respuestaMax, fmt(msg.respuestaLarga, { max: IMPUGNACION.respuestaMax })),
    ),
  /**
   * «La evaluación no cambia» (D160): the answer says plainly that the assessment was not changed,
   * its text saying why. Required to answer a request for a person's review before any review was saved.
   */
  sinCambios: z.optional(z.boolean()),
});
export type RespuestaImpugnacionBody = z.output<typeof RespuestaImpugnacionBody>;

/** One request as both sides read it: the candidate's words, and the company's answer with who (by name) and when. */
export const Impugnacion = z.object({
  numero: z.number(),
  opinion: z.string(),
  pideRevision: z.boolean(),
  enviadaEn: z.string(),
  estado: z.enum(['pendiente', 'respondida']),
  respuesta: z.nullable(
    z.object({
      texto: z.string(),
      por: z.string(),
      fecha: z.string(),
      /** Whether a person's review of the report was saved (or corrected) between the request and the answer. */
      revisionTrasSolicitud: z.boolean(),
      /** The answer said the assessment was not changed (D160); absent when it did not. */
      sinCambios: z.optional(z.boolean()),
      /** The outcome of a review saved after such an answer, sent afterwards (D160). */
      resultado: z.optional(z.object({ texto: z.string(), por: z.string(), fecha: z.string() })),
    }),
  ),
});
export type Impugnacion = z.infer<typeof Impugnacion>;

/**
 * What the answer says became of the assessment, in the words both the e-mail and «Mis datos» use
 * (D160): a person's review is claimed only when one was saved after the request. An outcome sent
 * afterwards says msg.resultadoPosterior.
 */
export function resultadoDeRespuesta(s: Pick<Impugnacion, 'pideRevision' | 'respuesta'>): string | null {
  const r = s.respuesta;
  if (!r) return null;
  if (s.pideRevision) {
    if (r.revisionTrasSolicitud) return r.sinCambios ? msg.resultadoRevisadaSinCambios : msg.resultadoRevisada;
    return msg.resultadoSinRevision;
  }
  return r.sinCambios ? msg.resultadoSinCambios : msg.resultadoLeida;
}

/** GET /api/entrevistas/{id}/impugnacion: the interview's requests, oldest first (none: an empty list). */
export const ImpugnacionesEntrevista = z.object({
  entrevistaId: z.string(),
  solicitudes: z.array(Impugnacion),
  /** For the open request: whether a review was saved after it was sent (null: none open). */
  revisadaTrasPendiente: z.nullable(z.boolean()),
  /**
   * For the last request, answered «no cambia» before any review and with no outcome sent yet:
   * whether a review has been saved since the answer (then its outcome may be sent, D160); null otherwise.
   */
  resultadoPendiente: z.optional(z.nullable(z.boolean())),
});
export type ImpugnacionesEntrevista = z.infer<typeof ImpugnacionesEntrevista>;

/** GET /api/informes/impugnaciones: the company's open requests, oldest first (what must be answered). */
export const ImpugnacionPendiente = z.object({
  entrevistaId: z.string(),
  candidatoNombre: z.string(),
  servicioNombre: z.string(),
  enviadaEn: z.string(),
  pideRevision: z.boolean(),
});
export const ImpugnacionesPendientes = z.array(ImpugnacionPendiente);
export type ImpugnacionPendiente = z.infer<typeof ImpugnacionPendiente>;
