// An answer that fits another question of the interview clearly better than its own (issue 64 item 1,
// D177): the relevance matrix decided it (../matriz.ts); it is not evidence for its own competency, and
// the flag names the question it seems to answer (every screen that shows it links to that question).
import type { DetectorRespuesta } from '../tipos.js';
import { conSustancia, excluir, pasaje } from './comun.js';

export const otraPregunta: DetectorRespuesta = {
  tipo: 'otra_pregunta',
  detectar: (l) => {
    if (!conSustancia(l) || l.lista || !l.otra) return null;
    const numero = l.otra.n + 1;
    return {
      marca: {
        tipo: 'otra_pregunta',
        pregunta: l.n,
        relacionadas: [l.otra.n],
        detalle: `Se parece más a la pregunta ${numero} que a la suya: no cuenta como evidencia${l.competencia ? ` de «${l.competencia}»` : ''}.`,
        pasaje: pasaje(l.quedan[0].texto),
      },
      excluir: excluir('otra_pregunta', `la respuesta parece responder a la pregunta ${numero}`),
    };
  },
};
