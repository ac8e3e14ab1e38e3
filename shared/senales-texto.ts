// The integrity signals (D158) in neutral words, the way «Mis datos», its PDF and the reviewer read
// them. Without zod (D85): the candidate's «Mis datos» page carries it.
import type { Senales } from './senales.js';
import { cuenta } from './plural.js';

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

/** Who wrote a follow-up question, in the transcript's words: a model, or the template's own rules (D158). */
export function autorRepregunta(r: { metodo?: 'proveedor' | 'integrado'; modelo?: string }): string {
  return r.metodo === 'integrado'
    ? 'Pregunta de seguimiento de las reglas de la plantilla (sin IA)'
    : `Pregunta de seguimiento generada por IA${r.modelo ? ` (${r.modelo})` : ''}`;
}

/**
 * An answer pasted whole or nearly whole (issue 65 item 3): the page noted at least this share of the
 * saved answer's characters as pasted. A fact beside the answer, never a verdict: a candidate may paste
 * what they wrote elsewhere, so it is counted and shown to the reviewer, and changes no score (D158).
 */
export const UMBRAL_PEGADA_ENTERA = 0.9;

/** The pasted and the answer's characters when the answer was pasted whole or nearly whole; else null. */
export function pegadaEntera(s: Senales | undefined, texto: string | undefined): { caracteres: number; longitud: number } | null {
  const longitud = (texto ?? '').trim().length;
  if (!s || !s.pegados || longitud === 0) return null;
  const caracteres = Math.min(s.caracteresPegados, longitud);
  return caracteres >= UMBRAL_PEGADA_ENTERA * longitud ? { caracteres, longitud } : null;
}

/** «Pegada entera o casi: 611 de 611 caracteres de la respuesta se pegaron». */
export function describirPegadaEntera(p: { caracteres: number; longitud: number }): string {
  return `Pegada entera o casi: ${miles.format(p.caracteres)} de ${miles.format(p.longitud)} caracteres de la respuesta se pegaron`;
}

const listaPreguntas = (ns: readonly number[]) => {
  const nums = ns.map((n) => String(n + 1));
  return `${nums.length === 1 ? 'pregunta' : 'preguntas'} ${nums.length === 1 ? nums[0] : `${nums.slice(0, -1).join(', ')} y ${nums.at(-1)}`}`;
};

/** «2 respuestas pegadas enteras o casi (preguntas 3 y 5)» (0-based numbers in): the report's summary line. */
export function lineaPegadasEnteras(ns: readonly number[]): string {
  const cuantas = cuenta(ns.length, 'respuesta pegada entera o casi', 'respuestas pegadas enteras o casi');
  return `${cuantas} (${listaPreguntas(ns)})`;
}

/** «pregunta 4», «preguntas 1, 2 y 5» (0-based numbers in). */
export const textoPreguntas = listaPreguntas;
