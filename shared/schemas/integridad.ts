// What an assessment can honestly say about how an answer was given (issue 53, D157; DESIGN §12):
// - the checks (`Integridad`): deterministic tests of each answer's text — does it speak to its
//   question, is it the same text as another answer, a list of terms with no situation, padding, an
//   instruction to the evaluator, another language — run the same before the built-in analyzer and
//   beside a model's report. A flagged passage is never evidence; a flag is a fact for a person.
// - the signals (`SenalesRespuesta`): what the candidate's page reports of each answer, and only
//   that: text pasted and how much, how often the page lost focus, the time the question was on
//   screen. Nothing biometric, nothing that infers emotion or personality (AI Act Art. 5(1)(f)).
//   They are kept with the interview and erased with it; they never change a score or a state.
import * as z from 'zod/mini';
import { publico as msg } from '../messages.js';
import { LIMITES_SENALES } from '../senales.js';

/** The checks' version: a report says which rules flagged it. */
export const VERSION_COMPROBACIONES = 'comprobaciones-v2';

/**
 * What a check found in one answer:
 * - no_pertinente: it does not speak to its question (its words, its `explora`, the rubric);
 * - lista_terminos: mostly competency names, STAR words and figures, without a situation;
 * - repetida: the same or nearly the same text as another answer (word shingles ≥ 0.8);
 * - relleno: sentences repeated inside it, or filler that says nothing;
 * - instrucciones: an instruction to the evaluator (never evidence);
 * - otro_idioma: written in another language (not a gaming flag: the report names the language);
 * - sin_texto: no words to read (emoji, markup or symbols only);
 * - evasiva: says nothing about the question ('No sé, depende');
 * - otra_pregunta: it fits another question of the interview clearly better than its own (D177);
 * - repite_pregunta: it hands the question back, adding nothing of its own (D177);
 * - requisitos: a job advert's requirements or duties, nothing the candidate did (D177);
 * - generica: fluent but with no lived particular (a description for the reviewer, not a gaming flag).
 */
export const TIPOS_MARCA = [
  'no_pertinente',
  'otra_pregunta',
  'repite_pregunta',
  'requisitos',
  'generica',
  'lista_terminos',
  'repetida',
  'relleno',
  'instrucciones',
  'otro_idioma',
  'sin_texto',
  'evasiva',
] as const;
export type TipoMarca = (typeof TIPOS_MARCA)[number];

/** Flags that say an answer may have been written to game the assessment (the others describe it). */
export const MARCAS_DE_JUEGO: readonly TipoMarca[] = [
  'no_pertinente',
  'otra_pregunta',
  'repite_pregunta',
  'requisitos',
  'lista_terminos',
  'repetida',
  'relleno',
  'instrucciones',
];

/**
 * Whether a flag makes its answer one «con señales» for a reviewer: a gaming kind or an evasive answer
 * (another language and no text describe an answer, they do not point at it).
 */
export const esMarcaSenalada = (tipo: TipoMarca): boolean => MARCAS_DE_JUEGO.includes(tipo) || tipo === 'evasiva';

/**
 * How many answers (distinct questions) carry such a flag, or were pasted whole (issue 65 item 3): the Informes
 * list's `respuestasMarcadas` (its filter and its card's badge), counted from the report's own record so every
 * writer of the list item agrees.
 */
export function respuestasMarcadas(integridad: Pick<Integridad, 'marcas' | 'pegadas'>): number {
  return new Set([...integridad.marcas.filter((m) => esMarcaSenalada(m.tipo)).map((m) => m.pregunta), ...(integridad.pegadas ?? [])]).size;
}

export const ETIQUETA_MARCA: Record<TipoMarca, string> = {
  no_pertinente: 'No trata de lo que se preguntó',
  otra_pregunta: 'Parece responder a otra pregunta',
  repite_pregunta: 'Repite la pregunta',
  requisitos: 'Requisitos de un puesto, no una experiencia',
  generica: 'Respuesta genérica: sin un caso concreto',
  lista_terminos: 'Lista de términos sin una situación',
  repetida: 'Misma respuesta en varias preguntas',
  relleno: 'Frases repetidas o de relleno',
  instrucciones: 'Instrucciones al evaluador',
  otro_idioma: 'Escrita en otro idioma',
  sin_texto: 'Sin texto que leer',
  evasiva: 'Respuesta evasiva o mínima',
};

export const Marca = z.object({
  tipo: z.enum(TIPOS_MARCA),
  /** The transcript turn (0-based question number). */
  pregunta: z.number().check(z.int(), z.minimum(0), z.maximum(499)),
  /** What was found, in neutral words ('No menciona nada de la pregunta ni de su competencia'). */
  detalle: z.string().check(z.maxLength(600)),
  /** The passage it is about, verbatim (cut to 300 characters), when there is one. */
  pasaje: z.optional(z.string().check(z.maxLength(400))),
  /** Other questions involved (a repeated answer: the questions that hold the same text; an answer to another question: that question). */
  relacionadas: z.optional(z.array(z.number().check(z.int(), z.minimum(0), z.maximum(499))).check(z.maxLength(100))),
  /** The language named, for otro_idioma ('inglés'). */
  idioma: z.optional(z.string().check(z.maxLength(40))),
});
export type Marca = z.infer<typeof Marca>;

/** A competency a model scored high (7 or more) whose only evidence is flagged: the two disagree. */
export const Discrepancia = z.object({
  habilidad: z.string().check(z.maxLength(100)),
  puntuacion: z.number(),
  preguntas: z.array(z.number()).check(z.maxLength(100)),
  detalle: z.string().check(z.maxLength(600)),
});
export type Discrepancia = z.infer<typeof Discrepancia>;

/** By words (the embedded default) or by meaning (embeddings). */
export const METODOS_PERTINENCIA = ['palabras', 'significado'] as const;

/** How the answers were weighed against the interview's questions (D177): by words, or by meaning (embeddings). */
export const MetodoPertinencia = z.object({
  metodo: z.enum(METODOS_PERTINENCIA),
  /** The embeddings model, when by meaning ('amazon.titan-embed-text-v2:0'). */
  modelo: z.optional(z.string().check(z.maxLength(120))),
  /** In Spanish, for the reviewer: which method decided and why («pertinencia por palabras: …»). */
  detalle: z.string().check(z.maxLength(400)),
});
export type MetodoPertinencia = z.infer<typeof MetodoPertinencia>;

/** The checks of one report (absent on reports written before them). */
export const Integridad = z.object({
  version: z.string(),
  /** How relevance was decided (reports before comprobaciones-v2 have none: by words). */
  pertinencia: z.optional(MetodoPertinencia),
  /** Answers checked (questions with the candidate's own words). */
  respuestas: z.number(),
  marcas: z.array(Marca).check(z.maxLength(2_000)),
  /** Neutral sentences for the reviewer ('3 de 9 respuestas no tratan de lo que se preguntó'). */
  resumen: z.array(z.string().check(z.maxLength(600))).check(z.maxLength(20)),
  discrepancias: z.array(Discrepancia).check(z.maxLength(20)),
  /**
   * The answers (0-based questions) the candidate's page noted as pasted whole or nearly whole
   * (shared/senales-texto.ts pegadaEntera; issue 65 item 3): a signal, counted with the flagged answers
   * and summed up in `resumen`, never a score changed (D158). Absent on reports written before it.
   */
  pegadas: z.optional(z.array(z.number().check(z.int(), z.minimum(0))).check(z.maxLength(200))),
});
export type Integridad = z.infer<typeof Integridad>;

// ---- Signals from the candidate's page ------------------------------------------------------------

/** The bounds live without zod (shared/senales.ts): the candidate's page clamps to them (D85). */
const MAX_CONTADOR = LIMITES_SENALES.contador;
/** One day, in milliseconds: no question stays on screen longer in a link's lifetime that matters. */
const MAX_MS = LIMITES_SENALES.ms;

/** A whole number from 0 to max; anything else is refused with one Spanish message (a 400, nothing stored). */
const entero = (max: number) =>
  z
    .number({ error: msg.senalesInvalidas })
    .check(
      z.int({ error: msg.senalesInvalidas }),
      z.minimum(0, { error: msg.senalesInvalidas }),
      z.maximum(max, { error: msg.senalesInvalidas }),
    );

/**
 * What the candidate's page reports of one answer (sent with the autosave; cumulative for the
 * question: each save sends the totals so far). Only these four numbers, which the notice names.
 */
export const SenalesRespuesta = z.strictObject({
  /** Paste events into this answer. */
  pegados: entero(MAX_CONTADOR),
  /** Characters those pastes inserted. */
  caracteresPegados: entero(LIMITES_SENALES.caracteres),
  /** Times the page lost focus (another tab or window) while this question was on screen. */
  perdidasFoco: entero(MAX_CONTADOR),
  /** Milliseconds this question was on screen with the page visible. */
  msEnPantalla: entero(MAX_MS),
});
export type SenalesRespuesta = z.infer<typeof SenalesRespuesta>;
