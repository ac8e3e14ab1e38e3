// A list of terms with no situation (../lista.ts): nothing of a story counts, the low anchor at most.
import { TOPE_BAJO, type DetectorRespuesta } from '../tipos.js';
import { conSustancia, pasaje } from './comun.js';

export const listaTerminos: DetectorRespuesta = {
  tipo: 'lista_terminos',
  detectar: (l) =>
    conSustancia(l) && l.lista
      ? {
          marca: {
            tipo: 'lista_terminos',
            pregunta: l.n,
            detalle: `Enumera términos, etiquetas o cifras sin contar una situación (quién hizo qué, cuándo y con qué resultado): como máximo ${TOPE_BAJO}/10.`,
            pasaje: pasaje(l.quedan[0].texto),
          },
          tope: TOPE_BAJO,
          sinHistoria: true,
        }
      : null,
};
