// An evasive or minimal answer: nothing left once repeats and filler are out (and no instruction nor
// padding flag says why), or a few words that avoid the question or do not speak to it. Not evidence
// when it does not speak to its question at all; the low anchor at most when it does.
import { TOPE_BAJO, type DetectorRespuesta } from '../tipos.js';
import { enEspanol, excluir, pasaje } from './comun.js';
import { rellenoSenalado } from './relleno.js';

export const evasiva: DetectorRespuesta = {
  tipo: 'evasiva',
  detectar: (l) => {
    if (!l.hayLetras) return null;
    // Nothing left once repeats and filler are out (instructions left out are the instructions' check's).
    if (!l.quedan.length) {
      if (l.instrucciones.length) return null;
      return {
        ...(rellenoSenalado(l)
          ? {}
          : { marca: { tipo: 'evasiva', pregunta: l.n, detalle: 'No dice nada concreto.', pasaje: pasaje(l.textos[0]) } }),
        excluir: excluir('evasiva'),
      };
    }
    if (!enEspanol(l) || !l.evasiva) return null;
    const fuera = !!l.pertinencia && !l.pertinencia.pertinente;
    return {
      marca: {
        tipo: 'evasiva',
        pregunta: l.n,
        detalle: 'No responde a lo que se pregunta, o lo hace en muy pocas palabras: no muestra más que el nivel bajo de la rúbrica.',
        pasaje: pasaje(l.texto),
      },
      ...(fuera ? { excluir: excluir('evasiva') } : { tope: TOPE_BAJO, sinHistoria: true }),
    };
  },
};
