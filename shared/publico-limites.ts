// The candidate's public page (D64): its limits and the shapes of its ids, without zod, so
// the page's own bundle does not carry the validation library (D85). shared/schemas/publico.ts
// re-exports them for the server's schemas.
import { ENTREVISTAS } from './constants.js';

/** The links' token: the server's own rule (anything else is no link we issued). */
export const FORMATO_TOKEN = new RegExp(`^${ENTREVISTAS.tokenPrefijo}[0-9]+_[A-Za-z0-9_-]{20,}$`);

export const LIMITES_PUBLICO = {
  /** Characters of one answer. */
  respuestaMax: 5_000,
  /** Bytes of a request body (413 above). */
  cuerpoMaxBytes: 16 * 1024,
  /** Requests per token and per source address in a window. */
  porToken: 600,
  porOrigen: 2_000,
  ventanaMs: 15 * 60_000,
  /** Bytes of one voice recording (the presigned POST's content-length-range; checked again before transcribing). */
  audioMaxBytes: 10 * 1024 * 1024,
  /** Seconds a recording may last (the page stops the recorder there). */
  audioMaxSegundos: 300,
  /** Characters of an AI follow-up question (longer ones are dropped). */
  repreguntaMax: 300,
} as const;

/** What the browser's MediaRecorder produces (Chromium/Firefox: webm or ogg with Opus; Safari: mp4/AAC). */
export const TIPOS_AUDIO = ['audio/webm', 'audio/ogg', 'audio/mp4'] as const;
export type TipoAudio = (typeof TIPOS_AUDIO)[number];
/** A recording's id: opaque, URL-safe, made by the server. */
export const AUDIO_ID = /^aud_[0-9]+_[A-Za-z0-9_-]{16,}$/;

/**
 * A vacancy's public apply link (D187): its code's shape (made by the server: 16 random bytes,
 * base64url), and the form's limits. Per source address, per vacancy and per e-mail in the vacancy,
 * counted before anything is written; no CAPTCHA (issue 66: nothing that locks people out).
 */
export const FORMATO_ENLACE_VACANTE = /^[A-Za-z0-9_-]{22}$/;
export const LIMITES_POSTULACION = {
  /** Bytes of the form's body (413 above): the longest valid form is under 1 kB. */
  cuerpoMaxBytes: 4 * 1024,
  nombreMax: 200,
  telefonoMax: 40,
  /** Applications from one source address in a window (a family or an office share one address). */
  porOrigen: 10,
  /** Applications to one vacancy in a window: a flood stops before it spends the company's licences. */
  porVacante: 300,
  /** Applications with one e-mail to one vacancy in a window. */
  porEmail: 3,
  ventanaMs: 60 * 60_000,
} as const;
