// How professional the register of a text is (texto/analisis-texto.ts: `professionalismScore`, 0–10): it starts from
// the share of complete sentences — a few words, a capital first, a stop last (ending at a line break
// without one counts half: answers are joined one per line) — and loses for profanity, slang and
// colloquialisms, text-speak, shouting (all-caps words that are not acronyms), repeated punctuation,
// emojis and emoticons, sentences starting in lower case, evasive expressions (lexico/evasivas.ts) and
// minimal answers. Slips are counted per hundred words, so one in a long transcript weighs less than
// in two lines, and each kind's penalty is capped; the weights are in profesionalidad().
import { COLOQUIALISMOS, GROSERIAS, SIGLAS, TEXTO_SMS } from './listas.js';
import { contarEvasivas } from '../lexico/evasivas.js';
import { contarFrases, RE_PALABRA, redondear, type Token } from '../lexico/raices.js';

/** An answer (a line: answers are joined one per line) this short says almost nothing. */
const PALABRAS_RESPUESTA_MINIMA = 8;

/** 0–10: a base, up to 3 more for complete sentences, less each kind of slip's capped penalty. */
export function profesionalidad(
  texto: string,
  frases: { texto: string; finDeLinea: boolean }[],
  tokens: Token[][],
  palabras: number,
): number {
  const porCien = 100 / Math.max(100, palabras);
  // Each slip weighs `peso` per hundred words (a text under a hundred counts as a hundred), up to `tope`.
  const pena = (veces: number, peso: number, tope: number) => Math.min(tope, veces * porCien * peso);

  let completas = 0;
  let minuscula = 0;
  frases.forEach((f, k) => {
    const primera = /[\p{L}\p{N}]/u.exec(f.texto)?.[0] ?? '';
    const mayuscula = /\p{Lu}|\p{N}/u.test(primera);
    if (/\p{Ll}/u.test(primera)) minuscula++;
    if (!mayuscula || tokens[k].filter((t) => t.n !== null).length < 3) return;
    if (/[.!?…]["»)]*$/.test(f.texto)) completas++;
    else if (f.finDeLinea) completas += 0.5;
  });

  const groserias = tokens.reduce((a, ts) => a + contarFrases(ts, GROSERIAS), 0);
  const coloquiales = tokens.reduce((a, ts) => a + contarFrases(ts, COLOQUIALISMOS), 0);
  const sms = tokens.reduce((a, ts) => a + ts.filter((t) => t.n !== null && TEXTO_SMS.has(t.n)).length, 0);
  const gritos = [...texto.matchAll(RE_PALABRA)].filter(
    ([p]) =>
      p.length >= 4 &&
      p === p.toUpperCase() &&
      p !== p.toLowerCase() &&
      /[AEIOUÁÉÍÓÚ]/.test(p) &&
      !/^[IVXLCDM]+$/.test(p) &&
      !SIGLAS.has(p),
  ).length;
  const signos = (texto.match(/[!¡]{2,}|[?¿]{2,}|\.{4,}/g) ?? []).length;
  const emojis = (texto.match(/\p{Extended_Pictographic}|(?:^|\s)[:;=]-?[)(DPp](?=\s|$)/gu) ?? []).length;
  const evasivas = tokens.reduce((a, ts) => a + contarEvasivas(ts), 0);
  const lineas = texto.split(/\r?\n+/).filter((l) => /[\p{L}\p{N}]/u.test(l));
  const minimas = lineas.filter((l) => (l.match(RE_PALABRA)?.length ?? 0) < PALABRAS_RESPUESTA_MINIMA).length;

  const nota =
    7 +
    3 * (completas / frases.length) -
    pena(groserias, 2.5, 6) -
    pena(coloquiales, 1.5, 4.5) -
    pena(sms, 1.5, 4.5) -
    pena(gritos, 1, 4) -
    pena(signos, 1, 3) -
    pena(emojis, 1, 3) -
    pena(evasivas, 1.5, 4.5) -
    4 * (lineas.length ? minimas / lineas.length : 0) -
    3 * (minuscula / frases.length);
  return redondear(Math.max(0, Math.min(10, nota)), 1);
}
