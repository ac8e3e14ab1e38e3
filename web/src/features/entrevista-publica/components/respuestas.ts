// What counts as answered and as a brief answer (D82): the interview decides where to resume with it
// before the review's own code is loaded (D85).
import { ENTREVISTAS } from '@shared/constants';

export const respondida = (texto: string | undefined) => !!texto?.trim();

/** Words of an answer: runs of text between spaces with a letter or a digit (a lone dash is no word). */
export const palabrasDe = (texto: string | undefined) => (texto?.trim().split(/\s+/) ?? []).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;

export const MIN_PALABRAS = ENTREVISTAS.palabrasRespuestaBreve;
/** Answered, but in fewer than ENTREVISTAS.palabrasRespuestaBreve words. */
export const breve = (texto: string | undefined) => respondida(texto) && palabrasDe(texto) < MIN_PALABRAS;
