// The question handed back (issue 64 item 2, D177): an answer made of its question's words, what it
// explores, its rubric and generic self-praise adds nothing of its own («Respecto a cómo resolviste…:
// sí, es algo fundamental para mí…»). Not evidence.
import type { DetectorRespuesta, Lectura } from '../tipos.js';
import { conSustancia, excluir, pasaje } from './comun.js';

/** Stems of its own an answer with no lived particular (lexico/vivencia.ts) must add beyond the question, its rubric and generic words. */
export const MIN_APORTA = 6;
/**
 * More when it repeats three words of its question or more (D183): «¿Mi rol? Mi rol consiste en cumplir con
 * las responsabilidades principales del puesto… gestionar, coordinar y dar servicio» adds six. Raised from 6 to 9 on the tuning
 * sets, this flagged no more genuine answers; asked of every answer with no particular, it flagged two short
 * genuine ones of an earlier kept-apart set that repeat two words of their question.
 */
export const MIN_APORTA_SIN_CASO = 9;
const MIN_ECO_SIN_CASO = 3;
/** With a lived particular, fewer than this: the answer adds nothing. */
const MIN_APORTA_SIEMPRE = 3;
/** Words of its own question it must repeat: what hands the question back is the question's own words. */
const MIN_ECO = 2;

/**
 * What the answer must add of its own: a short answer with a lived particular («del 48 al 63 %», «el U15»)
 * adds what counts; one with none must add more, and more again when it repeats its question.
 */
function minimoPropio(l: Pick<Lectura, 'particulares' | 'eco'>): number {
  if (l.particulares.length > 0) return MIN_APORTA_SIEMPRE;
  return l.eco >= MIN_ECO_SIN_CASO ? MIN_APORTA_SIN_CASO : MIN_APORTA;
}

export const repitePregunta: DetectorRespuesta = {
  tipo: 'repite_pregunta',
  detectar: (l) => {
    if (!conSustancia(l) || l.lista || l.otra || l.eco < MIN_ECO) return null;
    // A ranking asked for and given uses the question's words by nature: the order, with a reason of its own, is its answer.
    if (l.ordena && l.aporta >= MIN_APORTA_SIEMPRE) return null;
    if (l.aporta >= minimoPropio(l)) return null;
    return {
      marca: {
        tipo: 'repite_pregunta',
        pregunta: l.n,
        detalle: `Fuera de las palabras de la pregunta, de lo que explora, de su rúbrica y de frases hechas, solo añade ${l.aporta === 1 ? '1 palabra propia' : `${l.aporta} palabras propias`}: no cuenta como evidencia.`,
        pasaje: pasaje(l.quedan[0].texto),
      },
      excluir: excluir('repite_pregunta'),
    };
  },
};
