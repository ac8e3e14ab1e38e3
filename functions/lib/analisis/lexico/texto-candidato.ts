// The candidate's words as every room of the analysis compares them: the normalised form a quote and an
// answer are compared in, the texts of a turn that are the candidate's own, and whether a quote stands
// against one of them (evidencia.ts checks every report's quotes with these; the checks, the built-in
// analyzer and the lexicon read the same form).
import type { TurnoTranscripcion } from '../tipos.js';

/** A quote shorter than this (normalised words) proves nothing: 'sí, claro' is in every interview. */
export const MIN_PALABRAS_CITA = 4;
/**
 * The form a quote and an answer are compared in: no diacritics, lower case, typographic quotes,
 * apostrophes and dashes unified, punctuation dropped (letters, digits, % and spaces kept), single
 * spaces, and '20 %' written as '20%' (both spellings are common). Punctuation becomes a space
 * rather than vanishing, so 'e-mail' and 'e mail' compare equal on both sides and words never fuse.
 */
export function normalizarCita(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^\p{L}\p{N}%\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ %/g, '%')
    .trim();
}

const palabras = (normalizada: string) => (normalizada ? normalizada.split(' ').length : 0);

/**
 * The candidate's words of a turn: the answer and the follow-up's answer, kept apart (a quote spanning
 * both was never said). The questions are the interviewer's words and a simulated turn is demo text:
 * neither can hold a quote. The built-in analyzer quotes from exactly these texts.
 */
export function textosDelCandidato(t: TurnoTranscripcion | undefined): string[] {
  if (!t || t.origen === 'simulada') return [];
  return [t.respuesta, t.repregunta?.respuesta ?? ''].filter((s) => s.trim());
}

/**
 * Whether a quote stands against one text: at least MIN_PALABRAS_CITA normalised words, found as
 * whole words ('ganizé el equipo' is not in 'organicé el equipo').
 */
export function citaEnTexto(cita: string, texto: string): boolean {
  const c = normalizarCita(cita);
  return palabras(c) >= MIN_PALABRAS_CITA && ` ${normalizarCita(texto)} `.includes(` ${c} `);
}
