// Whether an interview question asks for a story (situation, action, result): the STAR questions the
// built-in follow-up probes (D158) and the questions whose answers the built-in analyzer measures for
// their STAR structure (D157). Pure text and light (no analysis, no stemmer): the candidate's public
// page reads it for every request.
import { normalizarTexto } from '../../../../shared/texto.js';

/** Lower case, no accents, punctuation as spaces: the form the patterns below match (and the built-in follow-up's). */
export const normal = (texto: string) =>
  normalizarTexto(texto)
    .replace(/[^\p{L}\p{N}%\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
/** One pattern for whole phrases of `normal` text. */
export const frases = (alternativas: string[]) => new RegExp(`(?:^| )(?:${alternativas.join('|')})(?= |$)`);

const DICE_STAR = /(?:^| )star(?= |$)/;
/** The question asks for a past situation… */
const PIDE_SITUACION = frases([
  'situacion',
  'ocasion',
  'una vez (?:en )?que',
  'un momento en (?:el )?que',
  'cuentame (?:un|una)',
  'describe (?:un|una)',
  'hablame de (?:un|una)',
  'pon un ejemplo',
  'un ejemplo (?:concreto|reciente)',
]);
/** …what the candidate did… */
const PIDE_ACCION = frases([
  'que hiciste',
  'como lo hiciste',
  'que pasos',
  'que decidiste',
  'como actuaste',
  'como lo resolviste',
  'como lo preparaste',
  'como lo planificaste',
  'como (?:los|las|lo|la) aplicaste',
  'que te llevo a hacerlo',
]);
/** …and what came of it. */
const PIDE_RESULTADO = frases([
  'resultado',
  'que paso despues',
  'como termino',
  'que conseguiste',
  'como mediste',
  'como comprobaste',
  'que aprendiste',
]);

export interface PreguntaDiseno {
  /** The question as asked. */
  pregunta: string;
  /** What it explores (the design's `explora`). */
  explora?: string;
  /** Its phase's objective. */
  objetivoFase?: string;
}

/**
 * A STAR question: its phase's objective or its `explora` names STAR, or the question asks for at
 * least two of a past situation, the candidate's action and its result. A question about motives,
 * opinions or plans asks for none of them and gets no built-in follow-up.
 */
export function esPreguntaStar(p: PreguntaDiseno): boolean {
  if (DICE_STAR.test(normal(p.objetivoFase ?? '')) || DICE_STAR.test(normal(p.explora ?? ''))) return true;
  const q = normal(p.pregunta);
  return [PIDE_SITUACION, PIDE_ACCION, PIDE_RESULTADO].filter((r) => r.test(q)).length >= 2;
}
