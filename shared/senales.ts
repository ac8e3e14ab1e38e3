// The integrity signals of the candidate's page (issue 53 item 5, D158): their bounds and the words
// they are shown in, without zod, so the candidate's page and «Mis datos» (their own light bundle,
// D85) carry them without the validation library. shared/schemas/integridad.ts builds the contract
// (`SenalesRespuesta`) on these bounds.

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

const miles = new Intl.NumberFormat('es-ES');
const veces = (n: number) => `${miles.format(n)} ${n === 1 ? 'vez' : 'veces'}`;

/** '3 min 10 s', '45 s', '1 h 2 min': whole seconds, the way a person reads a stopwatch. */
export function duracion(ms: number): string {
  const s = Math.round(Math.max(0, ms) / 1000);
  const h = Math.floor(s / 3600);
  const min = Math.floor((s % 3600) / 60);
  const seg = s % 60;
  if (h) return min ? `${h} h ${min} min` : `${h} h`;
  if (min) return seg ? `${min} min ${seg} s` : `${min} min`;
  return `${seg} s`;
}

/**
 * The signals in neutral words, one line: «Texto pegado: 1 vez, 420 caracteres · Salidas de la
 * página: 2 · Tiempo en pantalla: 3 min 10 s». Facts, never a judgement.
 */
export function describirSenales(s: Senales): string {
  const pegado = s.pegados
    ? `Texto pegado: ${veces(s.pegados)}, ${miles.format(s.caracteresPegados)} ${s.caracteresPegados === 1 ? 'carácter' : 'caracteres'}`
    : 'Texto pegado: ninguno';
  return [pegado, `Salidas de la página: ${miles.format(s.perdidasFoco)}`, `Tiempo en pantalla: ${duracion(s.msEnPantalla)}`].join(' · ');
}
