// An evasive or minimal answer: nothing left once repeats and filler are out (and no instruction nor
// padding flag says why), or a few words that avoid the question or do not speak to it. Not evidence
// when it does not speak to its question at all; the low anchor at most when it does.
import { TOPE_BAJO, type DetectorRespuesta, type Lectura } from '../tipos.js';
import { enEspanol, excluir, pasaje } from './comun.js';
import { rellenoSenalado } from './relleno.js';

/**
 * Content stems of its own (Lectura.aporta: outside the question, its rubric and stock self-praise) under
 * which an answer with no lived particular says nothing (D181): «Depende mucho de la situación; con cada
 * persona es distinto» adds two. Measured on the tuning sets: 4 of 525 genuine answers (0.8 %) are this
 * empty, and 107 of 125 evasive ones.
 */
const MIN_APORTA = 6;
/**
 * Under this many, an answer with no lived particular and nothing told of the candidate's own past is
 * empty with no other sign (D182): «Pedir cosas a otras áreas es importante… la comunicación es muy
 * importante». On the tuning sets: no genuine answer, 6 padded or instruction-only ones.
 */
const MIN_APORTA_SOLA = 3;
/**
 * Up to this many, an answer with no lived particular, nothing told of the candidate's own past and two
 * stock phrases of a maxim or more is a maxim, not an answer («Los problemas, al final del día, son
 * oportunidades… hay que confiar en el criterio»). On the tuning sets: none of the 20 genuine answers in
 * that band, 26 of 31 padded ones.
 */
const MAX_APORTA_MAXIMA = 10;
const MIN_GENERALIDADES = 2;
/** A refusal or a deflection (D182) weighs as two maxims: it says that nothing of the candidate's own follows. */
const PESO_EVITACION = 2;

/** An answer with no lived particular that adds almost nothing to its question, or only maxims: empty, whatever its length. */
const vacia = (l: Lectura) =>
  l.particulares.length === 0 &&
  // A refusal (D182) declines the case: what the candidate says they did around it («he estado en varios») tells none.
  ((l.evitaciones >= 1 && l.aporta < MAX_APORTA_MAXIMA) ||
    (l.pasadoPropio === 0 &&
      (l.aporta < MIN_APORTA_SOLA ||
        (l.aporta < MIN_APORTA && l.generalidades + l.evasivas + l.evitaciones >= 1) ||
        (l.aporta < MAX_APORTA_MAXIMA && l.generalidades + PESO_EVITACION * l.evitaciones >= MIN_GENERALIDADES))));

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
    if (!enEspanol(l) || (!l.evasiva && !vacia(l))) return null;
    const fuera = !!l.pertinencia && !l.pertinencia.pertinente;
    return {
      marca: {
        tipo: 'evasiva',
        pregunta: l.n,
        detalle: l.evasiva
          ? 'No responde a lo que se pregunta, o lo hace en muy pocas palabras: no muestra más que el nivel bajo de la rúbrica.'
          : 'No cuenta nada concreto (ni un caso, ni un nombre, ni una cifra, ni un momento) y apenas añade nada a lo que se pregunta: no muestra más que el nivel bajo de la rúbrica.',
        pasaje: pasaje(l.texto),
      },
      // Off its question, or empty (it adds nothing of its own: issue 64 item 2), it is no evidence at all.
      ...(fuera || !l.evasiva ? { excluir: excluir('evasiva') } : { tope: TOPE_BAJO, sinHistoria: true }),
    };
  },
};
