// A ranking asked for and given (issue 64 item 2): a question that offers a list to order («Ordena estos
// cinco factores: estabilidad, reconocimiento, autonomía, aprendizaje e impacto») is answered by naming
// its items in an order of the candidate's own. Those words are the question's, yet the order is the
// answer: it is not the question handed back.
import { normalizar, raiz } from './raices.js';

/** A list in a question: three or more words, the last after «y», «e», «o» or «u» («a, b, c y d»). */
const LISTA = /(\p{L}+)((?:, \p{L}+)+),? (?:y|e|o|u) (\p{L}+)/u;

/** The stems of the items of the list a question offers, in its order (none when it offers no list of three or more). */
export function itemsDeLista(pregunta: string): string[] {
  const m = normalizar(pregunta).match(LISTA);
  if (!m) return [];
  const items = [m[1]!, ...m[2]!.split(', ').filter(Boolean), m[3]!].map(raiz);
  return items.length >= 3 && new Set(items).size === items.length ? items : [];
}

/** Whether an answer names three or more of the items its question offers, in an order that is not the question's. */
export function ordenPropio(pregunta: string, respuesta: string): boolean {
  const items = itemsDeLista(pregunta);
  if (!items.length) return false;
  const palabras = normalizar(respuesta)
    .split(/[^\p{L}]+/u)
    .filter(Boolean)
    .map(raiz);
  const nombrados = items
    .map((item, orden) => ({ orden, donde: palabras.indexOf(item) }))
    .filter((x) => x.donde >= 0)
    .sort((a, b) => a.donde - b.donde);
  return nombrados.length >= 3 && nombrados.some((x, i) => i > 0 && x.orden < nombrados[i - 1]!.orden);
}
