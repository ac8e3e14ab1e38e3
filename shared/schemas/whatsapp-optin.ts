// The candidate's opt-in to WhatsApp notices (issue 68 item 3; functions/lib/whatsapp/optin.ts): what the
// candidate's pages show and send (the words with the company's name, ticked or not), what «Mis datos» and
// the candidate's profile show of the record (its words, source, time, evidence, end and history), and the
// staff's record with the evidence of where the candidate gave it.
import * as z from 'zod/mini';
import { whatsappOptIn as msg } from '../messages.js';

/** The words the candidate read, sent back so the stored words are the ones shown (a renamed company: 409). */
export const OptInCandidatoBody = z.strictObject({
  texto: z.string({ error: msg.textoObligatorio }).check(z.minLength(1, { error: msg.textoObligatorio }), z.maxLength(300)),
});

/** What a candidate's page offers: the words, and whether they are ticked now (an active opt-in of this candidate for this number). */
export const OptInCandidato = z.object({
  texto: z.string(),
  activo: z.boolean(),
  /** Since when, while active. */
  desde: z.nullable(z.string()),
  /** The number it covers, as stored (E.164). */
  telefono: z.string(),
});
export type OptInCandidato = z.output<typeof OptInCandidato>;

const FuenteOptIn = z.enum(['invitacion', 'mis_datos', 'personal']);
const FuenteBaja = z.enum(['respuesta', 'desmarcado', 'personal']);

/** The stored record as its holder and the company read it (never who of the staff by id on the candidate's side). */
export const RegistroOptIn = z.object({
  telefono: z.string(),
  estado: z.enum(['activo', 'baja']),
  texto: z.string(),
  fuente: FuenteOptIn,
  evidencia: z.nullable(z.string()),
  en: z.string(),
  baja: z.nullable(z.object({ en: z.string(), fuente: FuenteBaja, texto: z.nullable(z.string()) })),
  historial: z.array(
    z.object({
      accion: z.enum(['alta', 'baja']),
      fuente: z.union([FuenteOptIn, FuenteBaja]),
      en: z.string(),
      texto: z.nullable(z.string()),
      evidencia: z.nullable(z.string()),
    }),
  ),
});
export type RegistroOptIn = z.output<typeof RegistroOptIn>;

/** «Mis datos», one company: the offer (while the company has a WhatsApp number) and the record for the candidate's number. */
export const OptInTitular = z.object({
  oferta: z.nullable(OptInCandidato),
  registro: z.nullable(RegistroOptIn),
});
export type OptInTitular = z.output<typeof OptInTitular>;

/** GET /api/candidatos/{id}/whatsapp: the candidate's profile. */
export const OptInEmpresa = z.object({
  /** Whether the company has a WhatsApp number connected (else nothing can be recorded). */
  conexion: z.boolean(),
  /** The candidate's phone as stored, null without one. */
  telefono: z.nullable(z.string()),
  /** The words recorded with a staff's record (the same the candidate ticks). */
  texto: z.string(),
  /** The record for the candidate's current number, when it is theirs. */
  registro: z.nullable(z.extend(RegistroOptIn, { registradoPor: z.nullable(z.string()) })),
});
export type OptInEmpresa = z.output<typeof OptInEmpresa>;

/** POST /api/candidatos/{id}/whatsapp: where the candidate gave it (required). */
export const OptInPersonalBody = z.strictObject({
  evidencia: z
    .string({ error: msg.evidenciaObligatoria })
    .check(z.trim(), z.minLength(1, { error: msg.evidenciaObligatoria }), z.maxLength(500, { error: msg.evidenciaLarga })),
});

/** POST /api/candidatos/{id}/whatsapp/baja: why it ends (optional). */
export const BajaPersonalBody = z.strictObject({
  motivo: z.optional(z.string().check(z.trim(), z.maxLength(500, { error: msg.motivoLargo }))),
});
