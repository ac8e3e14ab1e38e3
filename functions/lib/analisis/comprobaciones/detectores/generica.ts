// A fluent answer with no lived particular (issue 64 item 3, D177; lexico/vivencia.ts): a description
// for the reviewer, not a gaming flag. A score above the medium anchor needs a particular the candidate
// lived; without one the answer shows the medium anchor at most (a short answer is never described so:
// it could not hold much more).
import { PALABRAS_GENERICA } from '../../lexico/vivencia.js';
import type { DetectorRespuesta } from '../tipos.js';
import { conSustancia, pasaje } from './comun.js';

/**
 * The most a generic answer shows: the foot of the medium anchor (4–6; D183, the middle before). Its claims
 * may all be true, but nothing in it can be checked against anything the candidate lived: it reaches the
 * medium anchor on its word, and no further into it.
 */
export const TOPE_GENERICA = 4;

export const generica: DetectorRespuesta = {
  tipo: 'generica',
  detectar: (l) =>
    conSustancia(l) && !l.lista && l.palabras >= PALABRAS_GENERICA && l.particulares.length === 0
      ? {
          marca: {
            tipo: 'generica',
            pregunta: l.n,
            detalle: `Ningún nombre, momento, persona, cifra de algo contado ni acción propia sobre algo concreto: como máximo ${TOPE_GENERICA}/10, el nivel medio.`,
            pasaje: pasaje(l.quedan[0].texto),
          },
          tope: TOPE_GENERICA,
        }
      : null,
};
