// The candidate's sentences, each with the answer it comes from and where in it (integrado/analizador.ts):
// what evidence and technical skills are chosen from, and the cut that keeps a quote a verbatim
// prefix of its sentence, so every quote passes verificarEvidencias as it is.
import { textosDelCandidato } from './texto-candidato.js';
import type { TurnoTranscripcion } from '../tipos.js';

export const MAX_CITA = 300;

export interface Frase {
  /** Verbatim, trimmed. */
  texto: string;
  /** The answer (or follow-up answer) it comes from, and where in it. */
  fuente: string;
  inicio: number;
  fin: number;
  pregunta: number;
}

/** The sentences of one answer: split after . ! ? … followed by a space, and at line breaks. */
function frasesDe(fuente: string, pregunta: number): Frase[] {
  const out: Frase[] = [];
  for (const linea of fuente.matchAll(/[^\n]+/g)) {
    const cortes = [0, ...[...linea[0].matchAll(/(?<=[.!?…])\s+/g)].map((m) => m.index + m[0].length), linea[0].length];
    for (let k = 0; k + 1 < cortes.length; k++) {
      const bruto = linea[0].slice(cortes[k], cortes[k + 1]);
      const texto = bruto.trim();
      if (!texto) continue;
      const inicio = linea.index + cortes[k] + bruto.indexOf(texto);
      out.push({ texto, fuente, inicio, fin: inicio + texto.length, pregunta });
    }
  }
  return out;
}

/** Every sentence the candidate said, answer by answer (demo answers are nobody's words). */
export function frasesDelCandidato(turnos: TurnoTranscripcion[]): Frase[][] {
  return turnos.flatMap((t) => textosDelCandidato(t).map((texto) => frasesDe(texto, t.n)));
}

/**
 * A verbatim prefix of the sentence of at most MAX_CITA characters, cut at a space — never the one
 * before a '%', which the comparison glues to its number ('20 %' is '20%').
 */
export function recortar(frase: string): string {
  if (frase.length <= MAX_CITA) return frase;
  const cortes = [...frase.matchAll(/\s+(?![\s%])/g)].map((m) => m.index).filter((i) => i <= MAX_CITA);
  const corte = cortes.length ? cortes[cortes.length - 1] : 0;
  return corte > 0 ? frase.slice(0, corte).replace(/[\s,;:–—-]+$/, '') : '';
}
