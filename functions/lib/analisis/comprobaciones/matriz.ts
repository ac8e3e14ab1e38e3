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
//   answers seldom repeat their question's words, so words cannot do better (D177).
// - by meaning (embeddings, significado.ts): the cosine of the answer's vector with each question's.
import type { MetodoPertinencia } from '../../../../shared/schemas/integridad.js';
import { normalizarTexto } from '../../../../shared/texto.js';
import { herramientasEn } from '../lexico/herramientas.js';
import { esPalabraFuncion } from '../lexico/palabras.js';
import { raicesDe, raizDe } from '../lexico/raices.js';
import { normalizarCita } from '../lexico/texto-candidato.js';
import { cuantoHablaDe, esCompetenciaTecnica, vocabularioDe } from '../lexico/vocabulario.js';
import type { EntradaAnalisis } from '../tipos.js';
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
      return { n: r.n, propia, otra, mejor: otra && (!hablaSuya || fuerte) ? otra : null };
    });
  const candidatas = (min: number) => filas.filter((f) => f.mejor && f.mejor.v >= min);
  const patron = candidatas(MIN_CLAVES).length >= MIN_PATRON;
  // With the interview's pattern, its own competency's words do not hold an answer back: the candidate
  // is answering other questions, in their words.
  const elegidas = patron
    ? filas.filter((f) => f.otra && f.otra.v >= MIN_CLAVES_PATRON).map((f) => ({ ...f, mejor: f.otra }))
    : candidatas(MIN_CLAVES);
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
  };
}
