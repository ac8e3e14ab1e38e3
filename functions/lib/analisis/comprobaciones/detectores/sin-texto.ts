// No text to read: emoji, symbols or markup only. Not evidence.
import type { DetectorRespuesta } from '../tipos.js';
import { excluir } from './comun.js';

export const sinTexto: DetectorRespuesta = {
  tipo: 'sin_texto',
  detectar: (l) =>
    l.hayLetras
      ? null
      : {
          marca: { tipo: 'sin_texto', pregunta: l.n, detalle: 'No contiene palabras: solo emojis, símbolos o marcado.' },
          excluir: excluir('sin_texto'),
        },
};
