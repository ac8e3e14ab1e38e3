// The words of a text as the text analysis reads them (texto/analisis-texto.ts): its sentences, their tokens, and
// each word's stem as nlp.js's Spanish stemmer gives it — the key of both lexicons, so a word list
// written as words matches every inflection. Plus the few helpers the three measures share.
// The stemmer alone, not the package's index: the index also loads nlp.js's sentiment lexicons
// (≈ 100 KB), which only the text analysis reads (texto/sentimiento.ts), while every path that checks
// an answer's relevance (D157) — the candidate's public page among them — stems words.
// @ts-expect-error -- @nlpjs/lang-es ships no type declarations; the part used is typed below.
import StemmerEsModulo from '@nlpjs/lang-es/src/stemmer-es.js';

/** nlp.js's Spanish stemmer (a CommonJS module: its export is the default import). */
const StemmerEs = StemmerEsModulo as new () => { stemWord(word: string): string; cache: Record<string, string> };

/** Lower case without accents: the form the lexicons' stems were built from (nlp.js's normalizer-es). */
export function normalizar(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

let stemmer: InstanceType<typeof StemmerEs> | undefined;
const raices = new Map<string, string>();
/** Bounds the stem caches (ours and the stemmer's own): a warm Lambda sees arbitrary words. */
const MAX_RAICES = 20_000;

/** The stem nlp.js would give a normalised word (the key of both lexicons). */
export function raiz(palabra: string): string {
  let r = raices.get(palabra);
  if (r === undefined) {
    stemmer ??= new StemmerEs();
    if (raices.size >= MAX_RAICES) {
      raices.clear();
      stemmer.cache = {};
    }
    r = stemmer.stemWord(palabra) || palabra;
    raices.set(palabra, r);
  }
  return r;
}

/** The stem of any word as the lexicons key it (lower case, no accents, nlp.js's Spanish stemmer). */
export function raizDe(palabra: string): string {
  return raiz(normalizar(palabra));
}

/** The set of stems of some words (the word lists are written as words, so every inflection matches). */
export function raicesDe(palabras: string): Set<string> {
  return new Set(
    palabras
      .split(/\s+/)
      .filter(Boolean)
      .map((p) => raiz(normalizar(p))),
  );
}

/** Sentences: split after . ! ? … and at line breaks (answers are joined one per line). */
export function frasesDe(texto: string): { texto: string; finDeLinea: boolean }[] {
  const out: { texto: string; finDeLinea: boolean }[] = [];
  for (const linea of texto.split(/\r?\n+/)) {
    const partes = linea.split(/(?<=[.!?…])\s+/);
    partes.forEach((p, i) => {
      const t = p.trim();
      if (/[\p{L}\p{N}]/u.test(t)) out.push({ texto: t, finDeLinea: i === partes.length - 1 });
    });
  }
  return out;
}

export const RE_PALABRA = /[\p{L}\p{M}\p{N}]+/gu;

export interface Token {
  /** Normalised word, or null for a clause-breaking mark (, ; : parentheses, dashes, quotes). */
  n: string | null;
  /** Its stem ('' for a mark). */
  r: string;
  /** Lower case with accents. */
  l: string;
}

export function tokensDe(frase: string): Token[] {
  const out: Token[] = [];
  for (const m of frase.matchAll(/[\p{L}\p{M}\p{N}]+|[,;:()[\]"«»—–]/gu)) {
    if (/^[\p{L}\p{M}\p{N}]/u.test(m[0])) {
      const n = normalizar(m[0]);
      out.push({ n, r: raiz(n), l: m[0].toLowerCase() });
    } else out.push({ n: null, r: '', l: m[0] });
  }
  return out;
}

export function empiezaCon(ts: Token[], i: number, frase: string[]): boolean {
  return frase.every((w, k) => ts[i + k]?.n === w);
}

/** How many times a sentence holds any of these word sequences. */
export function contarFrases(ts: Token[], lista: string[][]): number {
  let n = 0;
  for (let i = 0; i < ts.length; i++) if (lista.some((c) => empiezaCon(ts, i, c))) n++;
  return n;
}

export function redondear(x: number, decimales: number): number {
  const f = 10 ** decimales;
  // + 0 turns -0 into 0, so an empty-ish text never stores "-0".
  return Math.round(x * f) / f + 0;
}
