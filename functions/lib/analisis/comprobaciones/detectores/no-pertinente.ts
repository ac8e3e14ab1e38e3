// An answer that does not speak to its question (../pertinencia.ts): not evidence, and its competency
// «No evaluado: la respuesta no trata de lo que se preguntó».
import type { DetectorRespuesta } from '../tipos.js';
import { conSustancia, excluir, pasaje } from './comun.js';

export const noPertinente: DetectorRespuesta = {
  tipo: 'no_pertinente',
  detectar: (l) =>
    conSustancia(l) && l.pertinencia && !l.pertinencia.pertinente
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
