// Evasive expressions (texto/analisis-texto.ts): an answer that avoids the question or takes back what it says
// ('no sé', 'lo que me piden y ya', 'más o menos'). The tone does not count an evasive sentence
// (texto/sentimiento.ts) and professionalism counts each against the text (texto/profesionalidad.ts).
import { empiezaCon, type Token } from './raices.js';

/**
 * Evasive answers (normalised word sequences): the answer avoids the question or takes back what it
 * says ('no sé', 'lo que me piden y ya', 'más o menos'). 'no se' without its accent counts only at the
 * end of a clause ('no se puede' is not evasive).
 */
const EVASIVAS = [
  'ni idea',
  'no me acuerdo',
  'no recuerdo',
  'y ya',
  'lo que me piden',
  'lo que me pidan',
  'lo que me dicen',
  'lo que me digan',
  'lo que me manden',
  'lo que toque',
  'lo normal',
  'lo tipico',
  'lo de siempre',
  'cosas asi',
  'o algo asi',
  'mas o menos',
  'supongo',
  'un poco de todo',
  'como puedo',
  'no tengo claro',
  'ya veremos',
  'lo que sea',
  'me da igual',
  'nada en especial',
].map((c) => c.split(' '));

/** 'no sé' (or 'no se' ending its clause) at token i. */
function noSe(ts: Token[], i: number): boolean {
  if (ts[i]?.n !== 'no' || ts[i + 1]?.n !== 'se') return false;
  return ts[i + 1].l === 'sé' || ts[i + 2] === undefined || ts[i + 2].n === null;
}

/** How many evasive expressions a sentence holds. */
export function contarEvasivas(ts: Token[]): number {
  let n = 0;
  for (let i = 0; i < ts.length; i++) if (noSe(ts, i) || EVASIVAS.some((c) => empiezaCon(ts, i, c))) n++;
  return n;
}
