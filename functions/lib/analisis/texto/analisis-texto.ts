// The text analysis stored as `bertAnalysis` (the spec's field name, part 2 §3). It is NOT BERT and
// no model runs here: it is a Spanish lexicon plus hand-written rules, named by
// METODO_ANALISIS_TEXTO ('léxico-heurístico-v1'). Pure, synchronous and deterministic: no network,
// no file read at run time (the lexicons are JSON the bundler inlines), same text → same result.
// Three measures, each with its rules and why in its own module: the tone (texto/sentimiento.ts), how
// the ideas hold together (texto/coherencia.ts) and the register (texto/profesionalidad.ts). They
// read the sentences, tokens and stems of lexico/raices.ts and the word lists of texto/listas.ts and
// lexico/evasivas.ts. Coherence and professionalism are rounded to one decimal.
import { METODO_ANALISIS_TEXTO, type AnalisisTexto } from '../../../../shared/schemas/informe.js';
import { coherencia } from './coherencia.js';
import { frasesDe, tokensDe } from '../lexico/raices.js';
import { profesionalidad } from './profesionalidad.js';
import { sentimiento } from './sentimiento.js';

export type { AnalisisTexto };
export { UMBRAL_NEGATIVO, UMBRAL_POSITIVO } from './sentimiento.js';

/** Below these, a 0–10 score is 'sin datos suficientes' (null): a number would read as a judgement of the person. */
export const MIN_PALABRAS_PUNTUACION = 25;

/**
 * The text analysis of some Spanish text (part 2 §3 `bertAnalysis`): sentiment, coherence and
 * professionalism by lexicon and rules (METODO_ANALISIS_TEXTO). Synchronous and deterministic;
 * never throws for a string. The tone is null only for a text without words (what little was said
 * has the tone of its words; evasive sentences have none); coherence and professionalism are null
 * under MIN_PALABRAS_PUNTUACION words (about two full sentences).
 */
export function analizarTexto(texto: string): AnalisisTexto {
  const frases = frasesDe(texto);
  const tokens = frases.map((f) => tokensDe(f.texto));
  const palabras = tokens.reduce((a, ts) => a + ts.filter((t) => t.n !== null).length, 0);
  const puntuable = palabras >= MIN_PALABRAS_PUNTUACION;
  return {
    metodo: METODO_ANALISIS_TEXTO,
    sentiment: palabras > 0 ? sentimiento(tokens, palabras) : null,
    coherenceScore: puntuable ? coherencia(tokens) : null,
    professionalismScore: puntuable ? profesionalidad(texto, frases, tokens, palabras) : null,
  };
}
