// An interview where several answers tell of something else (MIN_FUERA_DE_TEMA): the others that
// speak of life outside work at least as much as of work are the same pattern, not an answer told in
// other words (D157), however many words of their question they use (D183).
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
    return (
      ls
        .filter((l) => conSustancia(l) && l.pertinencia?.pertinente)
        // Whatever the question's words it uses, and even where the question reaches outside work (D183: the
        // mudanza told for «¿Qué te gustaría aprender?» once the pattern is plain).
        .filter((l) => l.pertinencia!.ocio >= 1 && l.pertinencia!.ocio >= l.pertinencia!.trabajo)
        .map((l) => ({
          marca: {
            tipo: 'no_pertinente' as const,
            pregunta: l.n,
            detalle: `Como otras ${cuenta(fuera, 'respuesta', 'respuestas')} de esta entrevista, habla de algo ajeno al trabajo al menos tanto como de trabajo: no se toma como respuesta a la pregunta${l.competencia ? ` ni como evidencia de «${l.competencia}»` : ''}.`,
            pasaje: pasaje(l.quedan[0].texto),
          },
          excluir: excluir('no_pertinente'),
        }))
    );
  },
};
