// An answer read against the whole interview (issue 64 item 1, D177; DESIGN §13): relevance is a
// matrix, answers × questions, decided once per answer before any check runs, and read by every later
// step (the checks, the score, the quotes, the prompt). Two methods fill it:
// - by words (the embedded default): each question's key stems are the words of its text and of what
//   it explores that no other question of the interview uses (or only one of the same competency); an
//   answer's hits on a question are the key stems it holds (a technical question: naming a tool counts
//   one). An answer that holds none of its own question's key stems and 1.5 of one other question's
//   (one, and an everyday one) — or two more of that question's than of its own — and more of that
//   one than of any other, seems to answer that question — unless it speaks its own competency's
//   language (two words of its family, lexico/vocabulario.ts) and the other question has fewer than
//   three key stems in it: «el problema» and «lo resolvió» in an answer about explaining something
//   are a story's words, not question 3's. Key stems of everyday words (take, ask, time, decide…)
//   count half. In an interview where one answer already does by that rule, one key stem is enough for
//   the others, whatever words of their own competency they use (the candidate who answered the
//   previous screen's question throughout). Measured on the tuning sets: it finds about
//   half of the answers written for another question and flags about 1 % of genuine ones; genuine
//   answers seldom repeat their question's words (D177).
//   The interview is also read as a whole (D181): the best one-to-one arrangement of its answers to its
//   questions (asignacion.ts). When it fits 5 key stems more than the given order and moves three answers
//   or more, the answers it moves
//   name the question they were written for, and those it leaves with none of their own key stems are
//   not shown to answer their question either (`desorden`, flagged by detectores/desorden.ts).
// - by meaning (embeddings, significado.ts): the cosine of the answer's vector with each question's.
import type { MetodoPertinencia } from '../../../../shared/schemas/integridad.js';
import { normalizarTexto } from '../../../../shared/texto.js';
import { herramientasEn } from '../lexico/herramientas.js';
import { esPalabraFuncion } from '../lexico/palabras.js';
import { raicesDe, raizDe } from '../lexico/raices.js';
import { normalizarCita } from '../lexico/texto-candidato.js';
import { cuantoHablaDe, esCompetenciaTecnica, vocabularioDe } from '../lexico/vocabulario.js';
import type { EntradaAnalisis } from '../tipos.js';
import { mejorAsignacion, pesoDe } from './asignacion.js';
import { DE_CUALQUIER_PREGUNTA } from './pertinencia.js';

/** Content stems an answer needs before it can be said to answer another question. */
const MIN_RAICES = 8;
/** Key stems of another question an answer needs (none of its own: one and an everyday one), and with the interview's pattern. */
const MIN_CLAVES = 1.5;
const MIN_CLAVES_PATRON = 1;
/** Words of its own competency's family from which an answer is taken to speak to it. */
const HABLA_PROPIA = 2;
/** Key stems of another question that outweigh an answer's words of its own competency. */
const MUCHAS_CLAVES = 3;
/** With a key stem of its own, another question's must be ahead by this much. */
const VENTAJA = 2;
/** Answers that seem to answer another question (by the strict rule) from which the interview shows the pattern. */
const MIN_PATRON = 1;
/** A tool named speaks to a technical question as one of its key stems (a career told with its tools is no answer about them). */
const PESO_HERRAMIENTA = 1;
/** Key stems of everyday words (take, ask, put, nobody…) say less of what a question is about: half a hit each. */
const PESO_DEBIL = 0.5;
const DEBILES = raicesDe(
  'tomar tome tomo pedir pedi pidio pidiera poner puse pongo dar di dio gustar gusta gustaria encontrar encontre encontraste actuar actue ' +
    'tocar toco llevar lleve hacer hice decir dije ver vi saber poder querer nadie nada alguien todo mucho cosas clave principal principales ' +
    'tres dos uno primero ultimo mejor peor bueno buena dominar domino aplicar aplique preparar prepare comprobar comprobe medir medi esperar espero ' +
    'tiempo perder perdi ayudar ayude decidir decidi decision',
);

/**
 * How much better the best arrangement of the answers must fit than the order they were given in, for
 * the interview to show that its answers were written for other questions: this many key stems, and at
 * least half a key stem per question (a long interview gains more by chance).
 */
const MIN_GANANCIA = 5;
const MIN_GANANCIA_POR_PREGUNTA = 0.5;
/** Answers the arrangement moves from which an answer left in place with none of its own key stems is flagged too. */
const MIN_MOVIDAS = 3;

/** The other question an answer seems to answer, with the fit to its own and to that one. */
export interface OtraPregunta {
  n: number;
  propia: number;
  valor: number;
}

export interface Matriz {
  metodo: MetodoPertinencia;
  /** Per answered turn that seems to answer another question. */
  otras: Map<number, OtraPregunta>;
  /**
   * When the interview's answers as a whole fit another arrangement (D181): how many it moves, and the
   * answers it leaves in place that hold no key stem of their own question (not shown to answer it).
   */
  desorden?: { movidas: number; sinPropia: ReadonlySet<number> };
}

/** The content stems of a text: words of 4 letters or more, no function words, no numbers, no words of every question. */
export function raicesDeContenido(texto: string): Set<string> {
  const out = new Set<string>();
  for (const p of normalizarCita(texto).split(' ')) {
    if (p.length < 4 || esPalabraFuncion(p) || /^\d+$/.test(p)) continue;
    const r = raizDe(p);
    if (r.length >= 3 && !DE_CUALQUIER_PREGUNTA.has(r)) out.add(r);
  }
  return out;
}

/** Each question's key stems (in entrada.preguntas' order): its own words that no other question uses, or only one of its competency. */
export function clavesDePreguntas(entrada: Pick<EntradaAnalisis, 'preguntas'>): Set<string>[] {
  const crudas = entrada.preguntas.map((p) => new Set([...raicesDeContenido(p.texto), ...raicesDeContenido(p.explora ?? '')]));
  const de = new Map<string, number[]>();
  crudas.forEach((s, i) => s.forEach((r) => de.set(r, [...(de.get(r) ?? []), i])));
  const competencia = (i: number) => normalizarTexto(entrada.preguntas[i]!.competencia ?? `#${i}`);
  return crudas.map(
    (s, i) =>
      new Set([...s].filter((r) => de.get(r)!.every((j) => j === i || competencia(j) === competencia(i)) && de.get(r)!.length <= 2)),
  );
}

export interface RespuestaMatriz {
  n: number;
  texto: string;
  raices: ReadonlySet<string>;
}

/** The word method's matrix: hits of each answer on each question's key stems, and the verdicts. */
export function matrizPorPalabras(
  entrada: Pick<EntradaAnalisis, 'preguntas' | 'rubrica'>,
  respuestas: readonly RespuestaMatriz[],
  /** Why the words decided though a meaning method was expected (it failed). */
  porQue?: string,
): Matriz {
  const claves = clavesDePreguntas(entrada);
  const tecnica = entrada.preguntas.map((p) => {
    const c = p.competencia ? entrada.rubrica.find((x) => normalizarTexto(x.competencia) === normalizarTexto(p.competencia!)) : undefined;
    return !!c && esCompetenciaTecnica(c);
  });
  const indice = new Map(entrada.preguntas.map((p, i) => [p.n, i]));
  const familias = entrada.preguntas.map((p) => {
    const c = p.competencia ? entrada.rubrica.find((x) => normalizarTexto(x.competencia) === normalizarTexto(p.competencia!)) : undefined;
    return c ? vocabularioDe(c) : null;
  });
  const filas = respuestas
    .filter((r) => indice.has(r.n) && r.raices.size >= MIN_RAICES && claves[indice.get(r.n)!]!.size > 0)
    .map((r) => {
      const herramienta = herramientasEn(r.texto, { soloCatalogo: true }).length > 0;
      const aciertos = claves.map(
        (k, j) =>
          [...k].filter((x) => r.raices.has(x)).reduce((a, x) => a + (DEBILES.has(x) ? PESO_DEBIL : 1), 0) +
          (tecnica[j] && herramienta ? PESO_HERRAMIENTA : 0),
      );
      const propia = aciertos[indice.get(r.n)!]!;
      const otros = aciertos.map((v, j) => ({ v, j })).filter((x) => x.j !== indice.get(r.n));
      const mejor = otros.reduce((a, x) => (x.v > a.v ? x : a), { v: -1, j: -1 });
      const unica = otros.filter((x) => x.v === mejor.v).length === 1;
      // An answer that speaks its own competency's language (its family's words) is taken at its word
      // unless another question's key stems are many.
      const suya = familias[indice.get(r.n)!];
      const hablaSuya = suya ? cuantoHablaDe(r.texto, suya) >= HABLA_PROPIA : false;
      const fuerte = mejor.v >= MUCHAS_CLAVES;
      const otra = unica && (propia === 0 || mejor.v >= propia + VENTAJA) ? mejor : null;
      return { n: r.n, aciertos, propia, otra, mejor: otra && (!hablaSuya || fuerte) ? otra : null };
    });
  const candidatas = (min: number) => filas.filter((f) => f.mejor && f.mejor.v >= min);
  // The interview as a whole (D181): the one-to-one arrangement of answers to questions that fits best.
  // When it fits clearly better than the order they were given in, the candidate answered other
  // questions throughout, and each answer it moves to a question it fits better seems to answer that one.
  const reordenada = ordenMejor(filas, entrada.preguntas.length, indice);
  const estrictas = candidatas(MIN_CLAVES);
  let elegidas: typeof estrictas;
  let desorden: Matriz['desorden'];
  if (reordenada && reordenada.size >= MIN_MOVIDAS) {
    // The arrangement names the question each answer it moves was written for. An answer it leaves in
    // place with none of its own question's key stems is not shown to answer it either, and no question
    // is named for it (one answer's words alone often name the wrong one here: the arrangement gave that
    // question to an answer that fits it better); one that holds some keeps the strict rule's verdict.
    elegidas = filas.flatMap((f) => {
      const j = reordenada.get(f.n);
      if (j !== undefined) return [{ ...f, mejor: { v: f.aciertos[j]!, j } }];
      return f.propia > 0 && estrictas.includes(f) ? [f] : [];
    });
    const sinPropia = filas.filter((f) => f.propia === 0 && !reordenada.has(f.n)).map((f) => f.n);
    desorden = { movidas: reordenada.size, sinPropia: new Set(sinPropia) };
  } else if (estrictas.length >= MIN_PATRON) {
    // With the interview's pattern, its own competency's words do not hold an answer back: the
    // candidate is answering other questions, in their words.
    elegidas = filas.filter((f) => f.otra && f.otra.v >= MIN_CLAVES_PATRON).map((f) => ({ ...f, mejor: f.otra }));
  } else elegidas = [];
  const otras = new Map<number, OtraPregunta>(
    elegidas.map((f) => [f.n, { n: entrada.preguntas[f.mejor!.j]!.n, propia: f.propia, valor: f.mejor!.v }]),
  );
  return {
    metodo: {
      metodo: 'palabras',
      detalle:
        `Pertinencia por palabras: cada respuesta se compara con las palabras propias de cada pregunta de la entrevista (las que no usa ninguna otra), sin interpretar su significado${porQue ? ` (${porQue})` : ''}.`.slice(
          0,
          400,
        ),
    },
    otras,
    ...(desorden ? { desorden } : {}),
  };
}

/**
 * The interview's answers rearranged (D181): the best one-to-one arrangement of answers to questions by
 * their key stems (asignacion.ts). Null unless it fits the key stems by MIN_GANANCIA more than the order
 * given (and half a stem per question); else, for each answer it moves to a question whose key stems it
 * holds more of than its own's, that question's index.
 */
function ordenMejor(
  filas: readonly { n: number; aciertos: number[] }[],
  preguntas: number,
  indice: ReadonlyMap<number, number>,
): Map<number, number> | null {
  if (preguntas < 2 || filas.length < 2) return null;
  const m = Array.from({ length: preguntas }, () => new Array<number>(preguntas).fill(0));
  for (const f of filas) m[indice.get(f.n)!] = f.aciertos;
  const dada = m.reduce((a, fila, i) => a + fila[i]!, 0);
  const orden = mejorAsignacion(m);
  const ganancia = pesoDe(m, orden) - dada;
  if (ganancia < Math.max(MIN_GANANCIA, MIN_GANANCIA_POR_PREGUNTA * preguntas)) return null;
  const movidas = new Map<number, number>();
  for (const f of filas) {
    const i = indice.get(f.n)!;
    const j = orden[i]!;
    if (j !== i && f.aciertos[j]! >= MIN_CLAVES_PATRON && f.aciertos[j]! > f.aciertos[i]!) movidas.set(f.n, j);
  }
  return movidas;
}
