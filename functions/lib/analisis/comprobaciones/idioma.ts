// Which language an answer is written in (comprobaciones/comprobar.ts, D157). The built-in analyzer reads Spanish;
// an answer in English, Catalan, Portuguese, French or Italian is not gamed, it is another language,
// and the report names it instead of scoring Spanish rules against it. Function words are what tell
// these languages apart (content words are shared or borrowed: 'feedback', 'reunió', 'projeto'), so
// each language is a list of its own frequent function words that Spanish does not use. Short
// answers (fewer than MIN_PALABRAS words) are not classified: a few words prove nothing.
import { normalizarCita } from '../lexico/texto-candidato.js';

const MIN_PALABRAS = 6;

/** Frequent words of each language that a Spanish text does not use (normalised: no accents). */
const PROPIAS: Record<string, Set<string>> = {
  inglés: new Set(
    'the and of to is was it that for on with i my we our had have this at by but they be are from you she his her were which or so what when there been did do does will would could should can an about into than them then their its also just because after before very'.split(
      ' ',
    ),
  ),
  catalán: new Set(
    'i els amb per vaig vam dels quan hi ho aixo aquest aquesta aquests tambe molt jo nosaltres meu meva feina treballar treballava perque nomes aleshores fer sempre cap gaire doncs mateix seva seu llavors'.split(
      ' ',
    ),
  ),
  portugués: new Set(
    'os em um uma nao eu meu minha mais tambem muito isso ele ela trabalho fiz entao do das dos na nas ao pelo pela voce tinha equipe fazer ate sao seu sua depois onde ainda'.split(
      ' ',
    ),
  ),
  francés: new Set(
    'et est une je nous mon ma mais avec pour dans sur qui pas ne il elle ont avait etait travail fait tres aussi quand donc chez leur cette ces vous'.split(
      ' ',
    ),
  ),
  italiano: new Set(
    'il gli della delle dei non ho abbiamo mio ma per che sono ero lavoro fatto molto anche quando quindi nel nella perche questo questa voi loro alla alle'.split(
      ' ',
    ),
  ),
};

/** Spanish function words, some shared with the others (the comparison counts each side's own). */
const ESPANOL = new Set(
  'el la los las de del y en que un una por para con no se lo le les su sus al como pero mas muy mi mis me nos yo ya es fue era hice tenia estaba este esta esto eso porque cuando tambien donde hay sin sobre hasta desde entre todo todos nosotros equipo trabajo hicimos tuve pude despues entonces siempre'.split(
    ' ',
  ),
);

/**
 * Words of the list below that Catalan or Portuguese use as their own function words too ('de', 'la',
 * 'una', 'que', 'para'…): a Catalan or Portuguese answer is full of them, so compared with that
 * language they are nobody's. Counted as Spanish, they outnumbered the language's own words and a
 * plain Catalan or Portuguese answer was read as Spanish that speaks of nothing (no_pertinente).
 */
const COMPARTIDAS: Record<string, Set<string>> = {
  catalán: new Set('el la les de del en que no es un una se al pero esta era entre sobre me'.split(' ')),
  portugués: new Set('de que no se para por como mas me nos esta este era todo todos sobre entre'.split(' ')),
};

/**
 * The language an answer is written in, when it is clearly not Spanish: null for Spanish, for a
 * mixture, and for an answer too short to tell. A Spanish answer with a borrowed word ('el feedback',
 * 'un deadline') stays Spanish: another language must have three of its own words and more than
 * twice Spanish's.
 */
export function idiomaNoEspanol(texto: string): string | null {
  const palabras = normalizarCita(texto).split(' ').filter(Boolean);
  if (palabras.length < MIN_PALABRAS) return null;
  let mejor: { idioma: string; n: number; espanol: number } | null = null;
  for (const [idioma, lista] of Object.entries(PROPIAS)) {
    const n = palabras.filter((p) => lista.has(p) && !ESPANOL.has(p)).length;
    // Spanish's own words against this language: not those it shares with it.
    const espanol = palabras.filter((p) => ESPANOL.has(p) && !COMPARTIDAS[idioma]?.has(p)).length;
    if (!mejor || n > mejor.n) mejor = { idioma, n, espanol };
  }
  if (!mejor || mejor.n < 3 || mejor.n <= 2 * mejor.espanol || mejor.n < 0.12 * palabras.length) return null;
  return mejor.idioma;
}
