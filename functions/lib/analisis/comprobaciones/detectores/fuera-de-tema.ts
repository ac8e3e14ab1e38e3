// An interview where several answers tell of something else (MIN_FUERA_DE_TEMA): the others that
// speak of life outside work at least as much as of work, with at most one word of their question,
// are the same pattern, not an answer told in other words (D157).
import type { DetectorEntrevista } from '../tipos.js';
import { conSustancia, excluir, pasaje } from './comun.js';
import { cuenta } from '../../../../../shared/plural.js';

/** Off-topic answers from which an interview's other answers are read with its pattern in mind. */
const MIN_FUERA_DE_TEMA = 3;

export const fueraDeTema: DetectorEntrevista = {
  tipo: 'no_pertinente',
  detectar: (ls, porRespuesta) => {
    const fuera = [...porRespuesta.values()].filter((hs) => hs.some((h) => h.marca?.tipo === 'no_pertinente')).length;
    if (fuera < MIN_FUERA_DE_TEMA) return [];
    return ls
      .filter((l) => conSustancia(l) && l.pertinencia?.pertinente && !l.tema?.abierta)
      .filter((l) => {
        const p = l.pertinencia!;
        return p.ocio >= 1 && p.ocio >= p.trabajo && p.propias <= 1;
      })
      .map((l) => ({
        marca: {
          tipo: 'no_pertinente' as const,
          pregunta: l.n,
          detalle: `Como otras ${cuenta(fuera, 'respuesta', 'respuestas')} de esta entrevista, habla de algo ajeno al trabajo y apenas usa palabras de la pregunta${l.competencia ? ` o de su competencia («${l.competencia}»)` : ''}.`,
          pasaje: pasaje(l.quedan[0].texto),
        },
        excluir: excluir('no_pertinente'),
      }));
  },
};
