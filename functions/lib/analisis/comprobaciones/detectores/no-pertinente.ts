// An answer that does not speak to its question (../pertinencia.ts): not evidence, and its competency
// «No evaluado: la respuesta no trata de lo que se preguntó».
import type { DetectorRespuesta, Lectura } from '../tipos.js';
import { conSustancia, excluir, pasaje } from './comun.js';

/**
 * Different lived particulars (lexico/vivencia.ts) from which an answer of nothing outside work is a case the
 * candidate lived, whatever its words (D183): «El mejor fue una agencia chica de trekking: éramos cinco guías…,
 * el dueño también salía a la ruta». Answers written for another question are the arrangement's (matriz.ts).
 */
export const MIN_PARTICULARES_VIVIDA = 2;
export const vivida = (l: Lectura): boolean =>
  // A list of terms names tools, not a case (lista.ts).
  !l.lista && l.pertinencia!.ocio === 0 && new Set(l.particulares.map((p) => p.texto.toLowerCase())).size >= MIN_PARTICULARES_VIVIDA;

export const noPertinente: DetectorRespuesta = {
  tipo: 'no_pertinente',
  detectar: (l) =>
    conSustancia(l) && l.pertinencia && !l.pertinencia.pertinente && !vivida(l)
      ? {
          marca: {
            tipo: 'no_pertinente',
            pregunta: l.n,
            detalle: `No usa palabras de la pregunta, de lo que explora ni de su competencia${l.competencia ? ` («${l.competencia}»)` : ''}, ni habla de trabajo o estudios.`,
            pasaje: pasaje(l.quedan[0].texto),
          },
          excluir: excluir('no_pertinente'),
        }
      : null,
};
