// Written in another language (../idioma.ts): the built-in analyzer's rules read Spanish, so it is
// no evidence for them; the report names the language (a description, not a gaming flag).
import type { DetectorRespuesta } from '../tipos.js';
import { excluir, hayQueLeer, pasaje } from './comun.js';

export const otroIdioma: DetectorRespuesta = {
  tipo: 'otro_idioma',
  detectar: (l) =>
    hayQueLeer(l) && l.idioma
      ? {
          marca: {
            tipo: 'otro_idioma',
            pregunta: l.n,
            idioma: l.idioma,
            detalle: `Está escrita en ${l.idioma}: las reglas del analizador integrado leen español.`,
            pasaje: pasaje(l.quedan[0].texto),
          },
          excluir: excluir('otro_idioma'),
        }
      : null,
};
