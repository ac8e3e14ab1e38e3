// Instructions to the evaluator (../instrucciones.ts finds them): those sentences are never evidence;
// an answer that holds nothing else is no evidence at all.
import { contar } from '../../lexico/redactar.js';
import type { DetectorRespuesta } from '../tipos.js';
import { excluir, pasaje } from './comun.js';

export const instrucciones: DetectorRespuesta = {
  tipo: 'instrucciones',
  detectar: (l) => {
    if (!l.hayLetras || !l.instrucciones.length) return null;
    const k = l.instrucciones.length;
    return {
      marca: {
        tipo: 'instrucciones',
        pregunta: l.n,
        detalle: `${contar(k, 'frase se dirige', 'frases se dirigen')} al evaluador en lugar de responder; no cuenta${k === 1 ? '' : 'n'} como evidencia.`,
        pasaje: pasaje(l.instrucciones[0].texto),
      },
      ...(l.quedan.length ? {} : { excluir: excluir('instrucciones') }),
    };
  },
};
