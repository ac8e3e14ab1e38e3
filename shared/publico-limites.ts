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
