// Sentences repeated inside the answer, and filler (../repeticion.ts): nothing to the measure; when
// they are half the answer, what is left shows the low anchor at most.
import { contar } from '../../lexico/redactar.js';
import { TOPE_BAJO, type DetectorRespuesta, type Lectura } from '../tipos.js';
import { pasaje } from './comun.js';

/** Whether the repeats and filler are worth a flag: any repeat, or two filler sentences that are half the answer. */
export const rellenoSenalado = (l: Lectura) =>
  l.hayLetras && (l.repetidas.length > 0 || (l.relleno.length >= 2 && l.palabrasVacias >= l.palabrasSinInstrucciones / 2));

export const relleno: DetectorRespuesta = {
  tipo: 'relleno',
  detectar: (l) => {
    if (!rellenoSenalado(l)) return null;
    const ejemplo = l.repetidas.length ? l.repetidas[0] : l.relleno[0];
    return {
      marca: {
        tipo: 'relleno',
        pregunta: l.n,
        detalle: [
          l.repetidas.length ? `${contar(l.repetidas.length, 'frase repite', 'frases repiten')} otra anterior` : '',
          l.relleno.length ? `${contar(l.relleno.length, 'frase no dice', 'frases no dicen')} nada concreto` : '',
        ]
          .filter(Boolean)
          .join('; ')
          .replace(/^./, (c) => c.toUpperCase())
          .concat(': no suman a la puntuación.'),
        pasaje: pasaje(ejemplo.texto),
      },
      ...(l.palabrasVacias >= l.palabrasSinInstrucciones / 2 ? { tope: TOPE_BAJO, sinHistoria: true } : {}),
    };
  },
};
