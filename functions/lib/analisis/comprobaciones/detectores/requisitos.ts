// A job advert's requirements or duties instead of an answer (issue 64 item 6, D177): «Requisitos:
// experiencia mínima de 3 años… Se valorará…», «Buscamos…», «Ofrecemos…», with nobody speaking as «I».
// Not evidence: it says what a post asks for, not what the candidate did.
import type { DetectorRespuesta } from '../tipos.js';
import { conSustancia, excluir, pasaje } from './comun.js';

/** Distinct advert phrases an answer with no «I» in it needs; one is enough in advert prose (hardly a conjugated verb). */
const MIN_FRASES_ANUNCIO = 2;
const MAX_VERBOS_PROSA_ANUNCIO = 1;
/** Duties written as infinitives opening sentences («Capacitar al personal… Elaborar informes…»). */
const MIN_INFINITIVOS = 2;

export const requisitos: DetectorRespuesta = {
  tipo: 'requisitos',
  detectar: (l) =>
    conSustancia(l) &&
    !l.primeraPersona &&
    (l.anuncio >= MIN_FRASES_ANUNCIO || ((l.anuncio >= 1 || l.infinitivos >= MIN_INFINITIVOS) && l.verbos <= MAX_VERBOS_PROSA_ANUNCIO))
      ? {
          marca: {
            tipo: 'requisitos',
            pregunta: l.n,
            detalle:
              'Enumera requisitos, funciones o condiciones de un puesto, como un anuncio de empleo, y nadie habla en primera persona: no cuenta como evidencia.',
            pasaje: pasaje(l.quedan[0].texto),
          },
          excluir: excluir('requisitos'),
        }
      : null,
};
