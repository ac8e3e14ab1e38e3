// The tone of a text (texto/analisis-texto.ts: `sentiment`, a score from -1 to 1 and its label), by lexicon and rules.
// The lexicons are the two nlp.js ships in @nlpjs/lang-es, ML-Senticon-es and AFINN-es, keyed by stem
// (lexico/raices.ts stems each word as nlp.js does). nlp.js's own SentimentAnalyzer (@nlpjs/sentiment)
// only sums their values and, after a 'no', flips every later word to the end of the text; its loop is
// rewritten here. Senticon is built semi-automatically and its stems collide ('fácil' and 'cansado'
// come out with the wrong sign, 'es'/'fue' and 'objetivo' negative; half of it is its weakest tier), so
// the hand-rated AFINN decides where they disagree and Senticon alone counts only for its firmer
// entries (polaridad). The domain list (texto/listas.ts) overrides both: words neutral in a work
// interview count nothing, workplace words the lexicons miss or misread get a value.
// Each rule corrects something the bare lexicon gets wrong:
// - a negation turns the first word with a polarity in its reach, a positive one more than a negative
//   one ('no estoy contento' is a complaint, 'no fue difícil' only mildly good), once ('no tuvimos
//   ningún problema': Spanish negative concord), and after 'conseguir' / 'lograr' the next one too;
//   'no solo', 'no obstante' and 'sin embargo' do not negate; 'poco' (not 'un poco') turns the next word;
// - an intensifier ('muy', 'bastante'…) strengthens the next content word;
// - business outcomes: reducing what one wants less of ('redujimos los costes') is good and drops the
//   object's own negative value; as a noun ('reducción de costes') it names a task, not a result, so
//   it only drops that value; an increase of a bad thing is bad, of a good thing good, and a fall of a
//   good thing ('bajaron las ventas') bad;
// - adversatives: after 'pero' / 'sin embargo' / 'no obstante' / 'aun así' comes the point, so what
//   follows weighs more than what precedes, also across sentences; an 'aunque' clause weighs less;
// - evasion (lexico/evasivas.ts): an evasive sentence takes back what it says and carries no tone, and
//   the whole is weighed by the share of sentences that are not evasive.
// The score grows with that sum and asks more of a longer text; it is rounded to two decimals (one
// would put the label thresholds on rounding edges), and the label is read from the rounded score.
// @ts-expect-error -- @nlpjs/lang-es ships no type declarations; the part used is typed in NlpEs below.
import nlpEs from '@nlpjs/lang-es';
import type { AnalisisTexto } from '../../../../shared/schemas/informe.js';
import { contarEvasivas } from '../lexico/evasivas.js';
import {
  ADVERSATIVAS,
  AUMENTOS,
  BUENOS,
  CON_ACENTO,
  DOMINIO,
  FIN_DE_ALCANCE,
  INTENSIFICADORES,
  LOGRO,
  MALOS,
  NEGADORES,
  NO_NIEGA,
  NOMBRES_REDUCCION,
  REDUCTORES,
  REDUCTORES_CANTIDAD,
  VACIAS,
} from './listas.js';
import { empiezaCon, raiz, redondear, type Token } from '../lexico/raices.js';

/** The part of @nlpjs/lang-es used here (a CommonJS package: its exports are the default import). */
interface NlpEs {
  SentimentEs: { senticon: Record<string, number>; afinn: Record<string, number> };
}
const { SentimentEs } = nlpEs as NlpEs;

/** Label thresholds on the (rounded) sentiment score. */
export const UMBRAL_POSITIVO = 0.2;
export const UMBRAL_NEGATIVO = -0.2;

/** Listed forms always have their value, even where a stem is shared ('motivos' 0, 'motivado' 0.5). */
const dominioExacto = new Map(Object.entries(DOMINIO));
/** By stem, so unlisted inflections share the value; a stem whose listed words disagree is left out. */
const dominioRaiz = new Map<string, number>();
const raicesEnConflicto = new Set<string>();
for (const [palabra, valor] of dominioExacto) {
  const r = raiz(palabra);
  if (raicesEnConflicto.has(r)) continue;
  const antes = dominioRaiz.get(r);
  if (antes === undefined) dominioRaiz.set(r, valor);
  else if (antes !== valor) {
    dominioRaiz.delete(r);
    raicesEnConflicto.add(r);
  }
}

/** A lexicon's own entry only: a plain object also "has" 'constructor' (a Spanish word too). */
function propio(lexico: Record<string, number>, clave: string): number | undefined {
  return Object.hasOwn(lexico, clave) ? lexico[clave] : undefined;
}

/** Polarity of one word (normalised form and stem) in -1..1 (the file header says how the lexicons combine). */
function polaridad(t: Token): number {
  const dominio = propio(CON_ACENTO, t.l) ?? dominioExacto.get(t.n ?? '') ?? dominioRaiz.get(t.r);
  if (dominio !== undefined) return dominio;
  const s = propio(SentimentEs.senticon, t.r);
  const afinn = propio(SentimentEs.afinn, t.r);
  const a = afinn === undefined ? undefined : Math.max(-1, Math.min(1, afinn / 4));
  if (s !== undefined && a !== undefined) return Math.sign(s) === Math.sign(a) ? (s + a) / 2 : a;
  if (a !== undefined) return a;
  // Senticon alone: only its firmer entries (|v| ≥ 0.4; the 0.25 tier is half the lexicon and mostly
  // noise on work vocabulary), at half weight.
  if (s !== undefined) return Math.abs(s) >= 0.4 ? s * 0.5 : 0;
  return 0;
}

const BONO_RESULTADO = 0.5;
const VENTANA_RESULTADO = 6;

/** Sentence sum before adversative weighting between sentences; also says if it opens with one. */
function sumaFrase(ts: Token[]): { suma: number; abreAdversativa: boolean } {
  const esPalabra = (i: number) => ts[i].n !== null;
  const esContenido = (i: number) => {
    const n = ts[i].n;
    return n !== null && !VACIAS.has(n) && !NEGADORES.has(n) && !INTENSIFICADORES.has(n) && !FIN_DE_ALCANCE.has(n);
  };
  const pol = ts.map((t, i) => (esContenido(i) ? polaridad(t) : 0));

  // Business outcomes, looked up in the whole sentence (lists are cut by commas: 'redujimos costes, errores y plazos').
  const cerca = (i: number, conjunto: Set<string>) => {
    const js: number[] = [];
    // 'más' / 'menos' only quantify what follows them closely ('menos errores', 'un 30 % menos de quejas').
    const cuantificador = ts[i].n === 'mas' || ts[i].n === 'menos';
    const desde = cuantificador ? i + 1 : Math.max(0, i - VENTANA_RESULTADO);
    const hasta = Math.min(ts.length - 1, i + (cuantificador ? 3 : VENTANA_RESULTADO));
    for (let j = desde; j <= hasta; j++) {
      if (j !== i && esPalabra(j) && conjunto.has(ts[j].r)) js.push(j);
    }
    return js;
  };
  for (let i = 0; i < ts.length; i++) {
    if (!esPalabra(i)) continue;
    const r = ts[i].r;
    if (REDUCTORES.has(r)) {
      const malos = cerca(i, MALOS);
      if (malos.length) {
        if (!NOMBRES_REDUCCION.has(ts[i].n ?? '')) pol[i] = BONO_RESULTADO;
        for (const j of malos) pol[j] = 0;
      } else if (REDUCTORES_CANTIDAD.has(r) && cerca(i, BUENOS).length) pol[i] = -BONO_RESULTADO;
    } else if (AUMENTOS.has(r)) {
      const malos = cerca(i, MALOS);
      if (malos.length) {
        pol[i] = -BONO_RESULTADO;
        for (const j of malos) pol[j] = 0;
      } else if (cerca(i, BUENOS).length) pol[i] = BONO_RESULTADO;
    }
  }

  // Intensifiers, then negations: each acts on the next content words of its clause.
  const alcance = (i: number, cuantas: number, f: (j: number) => void) => {
    let vistas = 0;
    for (let j = i + 1; j < ts.length && vistas < cuantas; j++) {
      const n = ts[j].n;
      if (n === null || FIN_DE_ALCANCE.has(n)) break;
      if (!esContenido(j)) continue;
      f(j);
      vistas++;
    }
  };
  for (let i = 0; i < ts.length; i++) {
    const n = ts[i].n;
    if (n !== null && INTENSIFICADORES.has(n)) alcance(i, 1, (j) => (pol[j] *= 1.5));
  }
  // A negation turns the first word with a polarity in its reach ('no fue difícil adaptarme' negates
  // 'difícil', not 'adaptarme'); after 'conseguir' / 'lograr' it goes on to the next one ('no
  // conseguimos reducir los costes' negates both). Spanish doubles negations without cancelling them
  // ('no tuvimos ningún problema'), so a word is turned at most once.
  const negada = ts.map(() => false);
  for (let i = 0; i < ts.length; i++) {
    const n = ts[i].n;
    if (n === null) continue;
    const siguiente = ts[i + 1]?.n;
    const niega = NEGADORES.has(n) && !(siguiente && NO_NIEGA.has(siguiente));
    const poco = (n === 'poco' || n === 'poca') && ts[i - 1]?.n !== 'un' && ts[i - 1]?.n !== 'una';
    if (!niega && !poco) continue;
    let sigue = true;
    alcance(i, niega ? 3 : 1, (j) => {
      if (!sigue || pol[j] === 0) return;
      if (!negada[j]) pol[j] *= pol[j] > 0 ? -0.75 : -0.5;
      negada[j] = true;
      sigue = LOGRO.has(ts[j].r);
    });
  }

  // Adversatives inside the sentence, and 'aunque' clauses.
  const peso = ts.map(() => 1);
  let abreAdversativa = false;
  for (let i = 0; i < ts.length; i++) {
    const adv = ADVERSATIVAS.find((a) => empiezaCon(ts, i, a));
    if (!adv) continue;
    if (i === 0) {
      abreAdversativa = true;
      continue;
    }
    for (let j = 0; j < ts.length; j++) peso[j] *= j < i ? 0.5 : 1.5;
    break;
  }
  for (let i = 0; i < ts.length; i++) {
    if (ts[i].n !== 'aunque') continue;
    for (let j = i; j < ts.length && !(j > i && ts[j].n === null); j++) peso[j] *= 0.5;
  }

  let suma = 0;
  for (let i = 0; i < ts.length; i++) suma += pol[i] * peso[i];
  return { suma, abreAdversativa };
}

export function sentimiento(frases: Token[][], palabras: number): NonNullable<AnalisisTexto['sentiment']> {
  // An evasive sentence takes back what it says ('Me adapto bien a todo, no sé'): it carries no tone,
  // and a text mostly made of them has little tone left (the sum is weighed by the share of the rest).
  const evasivas = frases.map((ts) => contarEvasivas(ts) > 0);
  const sumas = frases.map((ts, k) => (evasivas[k] ? { ...sumaFrase(ts), suma: 0 } : sumaFrase(ts)));
  let s = 0;
  sumas.forEach((f, k) => {
    const siguienteAbre = sumas[k + 1]?.abreAdversativa ?? false;
    s += f.suma * (siguienteAbre ? 0.5 : 1) * (f.abreAdversativa && k > 0 ? 1.5 : 1);
  });
  s *= 1 - evasivas.filter(Boolean).length / frases.length;
  const score = redondear(s / Math.sqrt(s * s + 1 + palabras / 20), 2);
  const label = score >= UMBRAL_POSITIVO ? 'positivo' : score <= UMBRAL_NEGATIVO ? 'negativo' : 'neutral';
  return { label, score };
}
