// How the ideas of a text hold together (texto/analisis-texto.ts: `coherenceScore`, 0–10): connectors that link its
// sentences (texto/listas.ts), sentences neither fragments nor run-ons, content words not repeated
// over and over, enough sentences to show how ideas follow each other, and no long unpunctuated run.
// Connectors weigh most; the weights are in coherencia().
import { CONECTORES, VACIAS } from './listas.js';
import { empiezaCon, redondear, type Token } from '../lexico/raices.js';

function contarConectores(ts: Token[]): number {
  let n = 0;
  for (let i = 0; i < ts.length; i++) {
    const c = CONECTORES.filter((k) => empiezaCon(ts, i, k)).sort((a, b) => b.length - a.length)[0];
    if (c) {
      n++;
      i += c.length - 1;
    }
  }
  return n;
}

/** 0–10 from connectors (c), sentence length (l), repetition (r) and structure (e), less for long runs (bloque). */
export function coherencia(frases: Token[][]): number {
  const longitudes = frases.map((ts) => ts.filter((t) => t.n !== null).length);
  const palabras = longitudes.reduce((a, b) => a + b, 0);
  const conectores = frases.reduce((a, ts) => a + contarConectores(ts), 0);
  // One every two sentences is enough; a text needs at least two to link anything.
  const c = Math.min(1, conectores / Math.max(2, frases.length / 2));

  // Full marks for an average sentence of 8 to 25 words, none for fragments (2) or run-ons (60).
  const media = palabras / frases.length;
  const l = media < 8 ? Math.max(0, (media - 2) / 6) : media > 25 ? Math.max(0, (60 - media) / 35) : 1;

  const cuenta = new Map<string, number>();
  let contenido = 0;
  for (const ts of frases) {
    for (const t of ts) {
      if (t.n === null || VACIAS.has(t.n) || t.n.length < 3 || /^\d+$/.test(t.n)) continue;
      contenido++;
      cuenta.set(t.r, (cuenta.get(t.r) ?? 0) + 1);
    }
  }
  // Each content stem may come back three times; every further time counts against the text.
  let exceso = 0;
  for (const v of cuenta.values()) exceso += Math.max(0, v - 3);
  const r = contenido ? Math.max(0, 1 - (2 * exceso) / contenido) : 1;

  // A single sentence cannot show how ideas follow each other: structure counts from 3 sentences up.
  const e = Math.min(1, frases.length / 3);

  // The share of words in sentences too long to be anything but one unpunctuated run.
  const enBloques = longitudes.filter((n) => n > 45).reduce((a, b) => a + b, 0);
  const bloque = enBloques / palabras;

  return redondear(10 * (0.35 * c + 0.3 * l + 0.2 * r + 0.15 * e) * (1 - 0.5 * bloque), 1);
}
