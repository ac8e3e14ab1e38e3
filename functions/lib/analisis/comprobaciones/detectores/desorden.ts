// An answer left in place in an interview whose answers were written for other questions (D181): the
// relevance matrix found that the answers as a whole fit another arrangement of the questions and moved
// several (../matriz.ts); this one it did not move, but it holds none of its own question's key stems
// either, so nothing shows it answers its question. Not evidence; «no_pertinente», with the pattern said.
import { vivida } from './no-pertinente.js';
import type { DetectorRespuesta } from '../tipos.js';
import { conSustancia, excluir, pasaje } from './comun.js';
import { cuenta } from '../../../../../shared/plural.js';

export const desorden: DetectorRespuesta = {
  tipo: 'no_pertinente',
  detectar: (l) => {
    // The answer check «no_pertinente» says it already when the answer does not speak to its question at all
    // (unless it spares a case lived in words of its own: here the interview's pattern says more, D183).
    if (l.desorden === null || !conSustancia(l) || l.lista || l.otra || (l.pertinencia && !l.pertinencia.pertinente && !vivida(l)))
      return null;
    return {
      marca: {
        tipo: 'no_pertinente',
        pregunta: l.n,
        detalle: `En esta entrevista, ${cuenta(l.desorden, 'respuesta parece escrita', 'respuestas parecen escritas')} para otra pregunta, y esta no usa ninguna palabra propia de la suya: no cuenta como evidencia${l.competencia ? ` de «${l.competencia}»` : ''}.`,
        pasaje: pasaje(l.quedan[0].texto),
      },
      excluir: excluir('no_pertinente'),
    };
  },
};
