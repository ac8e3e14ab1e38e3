// The integrity signals of the candidate's page (issue 53 item 5, D158): their bounds and the words
// they are shown in, without zod, so the candidate's page and «Mis datos» (their own light bundle,
// D85) carry them without the validation library. shared/schemas/integridad.ts builds the contract
// (`SenalesRespuesta`) on these bounds; shared/senales-texto.ts says them in words (apart, so the
// interview's first screen does not carry «Mis datos»'s words).

/** The most each signal may say: a page cannot send a number larger than one interview allows. */
export const LIMITES_SENALES = {
  /** Paste events, and times the page lost focus, per question. */
  contador: 10_000,
  /** Characters pasted into one question's answers. */
  caracteres: 1_000_000,
  /** Milliseconds one question was on screen: one day. */
  ms: 24 * 60 * 60 * 1000,
} as const;

/** What the page notes of one answer (cumulative for the question). */
export interface Senales {
  pegados: number;
  caracteresPegados: number;
  perdidasFoco: number;
  msEnPantalla: number;
}
