// What the detectors share: the passage a flag shows, the reasons an answer is left out, and when a
// reading still has something to check once the earlier facts are known (text, Spanish, not evasive).
import type { TipoMarca } from '../../../../../shared/schemas/integridad.js';
import { recortar } from '../../lexico/frases.js';
import type { Lectura, TipoExclusion } from '../tipos.js';

/** Why an answer is no evidence at all, in the words of the competency's justification. */
export const MOTIVO_EXCLUSION: Record<TipoExclusion, string> = {
  no_pertinente: 'la respuesta no trata de lo que se preguntó',
  repetida: 'la respuesta es la misma que la de otra pregunta',
  instrucciones: 'la respuesta solo contiene instrucciones al evaluador',
  otro_idioma: 'la respuesta está escrita en otro idioma',
  sin_texto: 'la respuesta no tiene texto que leer',
  evasiva: 'la respuesta es evasiva o mínima',
  otra_pregunta: 'la respuesta parece responder a otra pregunta',
  repite_pregunta: 'la respuesta repite la pregunta sin añadir nada propio',
  requisitos: 'la respuesta enumera requisitos o funciones de un puesto, no algo que el candidato hizo',
};

export const excluir = (tipo: TipoExclusion, motivo = MOTIVO_EXCLUSION[tipo]) => ({ tipo, motivo });

/** The passage a flag shows: the sentence, cut as a quote is. */
export const pasaje = (s: string) => recortar(s.trim()) || s.trim().slice(0, 300);

/** Something is left to read once instructions, repeats and filler are out. */
export const hayQueLeer = (l: Lectura) => l.hayLetras && l.quedan.length > 0;
/** Left to read, in Spanish: what the built-in analyzer's rules can judge. */
export const enEspanol = (l: Lectura) => hayQueLeer(l) && !l.idioma;
/** In Spanish and not evasive: an answer the checks of substance read. */
export const conSustancia = (l: Lectura) => enEspanol(l) && !l.evasiva;

export type { TipoMarca };
