// What the checks read and what they say (comprobar.ts, D157, D177): the reading of one answer —
// facts computed once, which no check changes — and what each check finds in it. Every check is a
// detector of its own (detectores/), run on the same readings; what follows from their findings is
// combined by a fixed precedence, so the order they run in does not change the result.
import type { Marca, MetodoPertinencia, TipoMarca } from '../../../../shared/schemas/integridad.js';
import type { Frase } from '../lexico/frases.js';
import type { Particular } from '../lexico/vivencia.js';
import type { Pertinencia, TemaPregunta } from './pertinencia.js';

/** The score a list of terms or an evasive answer may reach at most: the top of the low anchor (0–3). */
export const TOPE_BAJO = 3;

/** The flags that leave a whole answer out of the evidence. */
export type TipoExclusion = Exclude<TipoMarca, 'lista_terminos' | 'relleno' | 'generica'>;

/** One answer as the checks read it: every fact any check needs, computed once. */
export interface Lectura {
  /** The transcript turn. */
  n: number;
  /** The candidate's own texts of the turn (the answer and the follow-up's). */
  textos: string[];
  /** The answer itself (not the follow-up's): what a pasted answer is compared by. */
  principal: string;
  frases: Frase[];
  /** Some text holds letters once markup is removed. */
  hayLetras: boolean;
  /** Sentences addressed to the evaluator. */
  instrucciones: Frase[];
  /** Sentences that repeat an earlier one of the answer, and filler sentences (not instructions). */
  repetidas: Frase[];
  relleno: Frase[];
  /** Words of the answer once instructions are out, and of its repeats and filler among them. */
  palabrasSinInstrucciones: number;
  palabrasVacias: number;
  /** The sentences left once instructions, repeats and filler are out, and their text. */
  quedan: Frase[];
  texto: string;
  /** Words of what is left. */
  palabras: number;
  /** The other language it is written in, or null. */
  idioma: string | null;
  /** What its question is about and how much the answer speaks to it (null: no question known). */
  tema: TemaPregunta | null;
  competencia?: string;
  pertinencia: Pertinencia | null;
  /** Few words that avoid the question or say nothing concrete. */
  evasiva: boolean;
  /** The shape of a list of terms. */
  lista: boolean;
  /** Content stems of what is left (D177: what relevance and what-it-adds are measured on). */
  raices: ReadonlySet<string>;
  /** Distinct content stems it adds beyond its question, what it explores, its rubric and generic words (D177). */
  aporta: number;
  /** Distinct content stems of its own question (text and what it explores) it repeats. */
  eco: number;
  /** It names three or more items of the list its question offers, in an order of its own (lexico/ordenar.ts): a ranking given. */
  ordena: boolean;
  /** Evasive expressions it holds («depende», «supongo», «no sabría decir»; lexico/evasivas.ts and lectura.ts). */
  evasivas: number;
  /** Stock phrases of a maxim it holds («siempre», «hay que», «lo importante», lexico/generico.ts, D181). */
  generalidades: number;
  /** Refusals or deflections of what was asked («prefiero no entrar en detalles», «no me viene ninguno»; lexico/generico.ts, D182). */
  evitaciones: number;
  /** Verbs of the candidate's own past («trabajé», «hice», «he aprendido»; lexico/generico.ts, D181). */
  pasadoPropio: number;
  /** The lived particulars it holds (lexico/vivencia.ts). */
  particulares: readonly Particular[];
  /** Someone speaks in the first person: «I» (a verb or pronoun), or «we» of the people who did it (not an advert's «buscamos»). */
  primeraPersona: boolean;
  /** Phrases of a job advert's requirements or duties («se valorará», «Requisitos:», «buscamos»). */
  anuncio: number;
  /** Conjugated verbs (a rough count, lexico/palabras.ts) and sentences that open with an infinitive. */
  verbos: number;
  infinitivos: number;
  /** What the relevance matrix decided (matriz.ts): the other question it seems to answer, or null. */
  otra: { n: number; propia: number; valor: number } | null;
  /** In an interview whose answers fit another arrangement (matriz.ts, D181), an answer left in place with none of its own question's key stems: how many the arrangement moves. */
  desorden: number | null;
}

/** What a check found in one answer, and what follows from it. */
export interface Hallazgo {
  /** The flag; absent when another check's flag already says it (a padded answer left empty is excluded, flagged as padding). */
  marca?: Marca;
  /** The answer is no evidence at all, for this reason (the justification's words). */
  excluir?: { tipo: TipoExclusion; motivo: string };
  /** The most a competency may score on it. */
  tope?: number;
  /** Nothing of a story counts in it (a list of terms, an evasive or padded answer): measured on its length alone. */
  sinHistoria?: boolean;
  /** A repeated text kept once: evidence for its own question's competency only. */
  soloPropia?: boolean;
}

/** A check of one answer: reads its reading, changes nothing. */
export interface DetectorRespuesta {
  tipo: TipoMarca;
  detectar(l: Lectura): Hallazgo | null;
}

/**
 * A check of the interview as a whole: reads every answer's reading and what the answer checks found
 * (never another interview check's findings).
 */
export interface DetectorEntrevista {
  tipo: TipoMarca;
  detectar(ls: readonly Lectura[], porRespuesta: ReadonlyMap<number, readonly Hallazgo[]>): Hallazgo[];
}

export interface ResultadoRespuesta {
  pregunta: number;
  /** The answer is no evidence at all, and why. */
  excluida: { tipo: TipoExclusion; motivo: string } | null;
  /** The most a competency may score on it (a list of terms: the low anchor; a generic answer: the medium one). */
  tope: number | null;
  /** Nothing of a story counts in it (a list of terms, an evasive or padded answer). */
  sinHistoria: boolean;
  /** A repeated text kept once: evidence for its own question's competency only. */
  soloPropia: boolean;
  pertinencia: Pertinencia | null;
}

export interface Comprobacion {
  version: string;
  /** How relevance was decided: by words or by meaning, and in words for the reviewer. */
  pertinencia: MetodoPertinencia;
  /** Questions with the candidate's own words. */
  respuestas: number;
  marcas: Marca[];
  porPregunta: Map<number, ResultadoRespuesta>;
  /** Whether a sentence of the candidate's may count as evidence (not an instruction, a repeat or filler). */
  cuenta: (f: Pick<Frase, 'pregunta' | 'fuente' | 'inicio'>) => boolean;
  /** The instructions to the evaluator found, by question (normalised): a model's quote from one is dropped. */
  instrucciones: Map<number, string[]>;
}
