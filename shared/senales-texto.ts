// The integrity signals (D158) in neutral words, the way «Mis datos», its PDF and the reviewer read
// them. Without zod (D85): the candidate's «Mis datos» page carries it.
import type { Senales } from './senales.js';

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
