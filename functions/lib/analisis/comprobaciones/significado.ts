// The relevance matrix by meaning (issue 64 item 4, D177): where the deployment has embeddings (Amazon
// Bedrock in the customer's account, or the company's OpenAI key; the precedence module chooses), each
// question — its text, what it explores and its competency — and each answer is a unit vector, and an
// answer's fit to a question is their cosine. An answer seems to answer another question when that
// question's cosine beats its own by MARGEN or more, unless the two questions themselves mean almost the
// same (cosine ≥ PARECIDAS): then it answers both. Pure: the vectors come from the pipeline (evaluar.ts).
//
// The margin is not measured: no recorded vectors exist yet (recording them needs a Bedrock account,
// test/bench/vectores.ts says how), so it is set from the published behaviour of these models — cosines
// of related sentences differ by a few hundredths — and the word rules' verdict is kept beside it in
// the report. D177 says so.
import type { EntradaAnalisis } from '../tipos.js';
import type { Matriz, OtraPregunta } from './matriz.js';
import type { Lectura } from './tipos.js';

/** How much better another question's cosine must be than the answer's own. */
export const MARGEN = 0.05;
/** Two questions whose vectors are this close ask the same thing: no «otra pregunta» between them. */
export const PARECIDAS = 0.9;
/** Words an answer needs before its meaning is compared (a one-word answer means little). */
const MIN_PALABRAS = 8;

export interface VectoresEntrevista {
  /** The embeddings model ('amazon.titan-embed-text-v2:0', 'text-embedding-3-small'). */
  modelo: string;
  /** Where it ran, for the reviewer («Amazon Bedrock en eu-west-1», «OpenAI con la clave de la empresa»). */
  donde: string;
  /** One per question, in entrada.preguntas' order. */
  preguntas: readonly Float32Array[];
  /** One per answered turn, by its n. */
  respuestas: ReadonlyMap<number, Float32Array>;
}

export function coseno(a: Float32Array, b: Float32Array): number {
  let s = 0;
  let na = 0;
  let nb = 0;
  for (let i = 0; i < a.length; i++) {
    s += a[i]! * b[i]!;
    na += a[i]! * a[i]!;
    nb += b[i]! * b[i]!;
  }
  return na && nb ? s / Math.sqrt(na * nb) : 0;
}

/** What is compared of a question: its text, what it explores and its competency. */
export const textoDePregunta = (p: EntradaAnalisis['preguntas'][number]) =>
  [p.texto, p.explora, p.competencia].filter((x): x is string => !!x?.trim()).join('. ');

export function matrizPorSignificado(
  entrada: Pick<EntradaAnalisis, 'preguntas'>,
  lecturas: readonly Lectura[],
  v: VectoresEntrevista,
): Matriz {
  const indice = new Map(entrada.preguntas.map((p, i) => [p.n, i]));
  const otras = new Map<number, OtraPregunta>();
  for (const l of lecturas) {
    const a = v.respuestas.get(l.n);
    const i = indice.get(l.n);
    if (!a || i === undefined || l.palabras < MIN_PALABRAS || entrada.preguntas.length < 2) continue;
    const cosenos = v.preguntas.map((q) => coseno(a, q));
    const propia = cosenos[i]!;
    const j = cosenos.reduce((m, c, k) => (k !== i && (m < 0 || c > cosenos[m]!) ? k : m), -1);
    if (j < 0 || cosenos[j]! - propia < MARGEN || coseno(v.preguntas[i]!, v.preguntas[j]!) >= PARECIDAS) continue;
    otras.set(l.n, { n: entrada.preguntas[j]!.n, propia: redondear(propia), valor: redondear(cosenos[j]!) });
  }
  return {
    metodo: {
      metodo: 'significado',
      modelo: v.modelo,
      detalle:
        `Pertinencia por significado: cada respuesta se compara con todas las preguntas de la entrevista mediante embeddings (${v.modelo}, ${v.donde}); las reglas de palabras siguen aplicándose al resto de comprobaciones.`.slice(
          0,
          400,
        ),
    },
    otras,
  };
}

const redondear = (x: number) => Math.round(x * 1000) / 1000;
