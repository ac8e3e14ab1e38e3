// Repetition and padding (comprobaciones/comprobar.ts, D157):
// - between answers: the same or nearly the same text in several answers is one answer said many
//   times. Two texts are the same when their sets of three-word shingles overlap by at least
//   UMBRAL_PARECIDO (Jaccard), or when the shorter lies almost whole inside the longer (containment
//   ≥ UMBRAL_CONTENCION): a sentence added or a couple of words changed do not make a new answer.
// - inside an answer: a sentence that repeats an earlier one adds nothing; nor does filler, a
//   sentence with no word that says anything concrete ('Es una muy buena pregunta', 'Siempre intento
//   dar lo mejor de mí'). Both are left out of the measure; the answer is flagged when they are
//   a large part of it.
import { normalizarCita } from '../lexico/texto-candidato.js';
import { esPalabraFuncion } from '../lexico/palabras.js';

export const UMBRAL_PARECIDO = 0.8;
export const UMBRAL_CONTENCION = 0.9;
/** Texts shorter than this (normalised words) are not compared: 'No sé' twice is not a pasted answer. */
export const MIN_PALABRAS_REPETIDA = 12;

/** The set of k-word shingles of a normalised text. */
export function tejas(normalizada: string, k = 3): Set<string> {
  const ps = normalizada.split(' ').filter(Boolean);
  const out = new Set<string>();
  if (ps.length < k) {
    if (ps.length) out.add(ps.join(' '));
    return out;
  }
  for (let i = 0; i + k <= ps.length; i++) out.add(ps.slice(i, i + k).join(' '));
  return out;
}

function comunes(a: Set<string>, b: Set<string>): number {
  let n = 0;
  for (const x of a) if (b.has(x)) n++;
  return n;
}

/** Jaccard similarity of two shingle sets. */
export function parecido(a: Set<string>, b: Set<string>): number {
  const c = comunes(a, b);
  const u = a.size + b.size - c;
  return u ? c / u : 0;
}

/** How much of the smaller set lies inside the larger. */
export function contencion(a: Set<string>, b: Set<string>): number {
  const m = Math.min(a.size, b.size);
  return m ? comunes(a, b) / m : 0;
}

export const sonLaMisma = (a: Set<string>, b: Set<string>) => parecido(a, b) >= UMBRAL_PARECIDO || contencion(a, b) >= UMBRAL_CONTENCION;

/**
 * The groups of answers (by question number) that hold the same text, each in question order;
 * answers alone in their group are left out. Linked transitively: A ≈ B and B ≈ C group A, B, C.
 */
export function gruposRepetidos(textos: Map<number, string>): number[][] {
  const items = [...textos]
    .map(([n, t]) => ({ n, norm: normalizarCita(t) }))
    .filter((x) => x.norm.split(' ').length >= MIN_PALABRAS_REPETIDA)
    .map((x) => ({ n: x.n, tejas: tejas(x.norm) }))
    .sort((a, b) => a.n - b.n);
  const padre = new Map(items.map((x) => [x.n, x.n]));
  const raiz = (n: number): number => {
    const p = padre.get(n)!;
    return p === n ? n : raiz(p);
  };
  for (let i = 0; i < items.length; i++)
    for (let j = i + 1; j < items.length; j++)
      if (sonLaMisma(items[i].tejas, items[j].tejas)) padre.set(raiz(items[j].n), raiz(items[i].n));
  const grupos = new Map<number, number[]>();
  for (const x of items) grupos.set(raiz(x.n), [...(grupos.get(raiz(x.n)) ?? []), x.n]);
  return [...grupos.values()].filter((g) => g.length > 1);
}

/** Of the sentences of one answer, those that repeat an earlier one (same words, or shingles ≥ UMBRAL_PARECIDO). */
export function frasesRepetidas(frases: string[]): Set<number> {
  const vistas: Set<string>[] = [];
  const out = new Set<number>();
  frases.forEach((f, i) => {
    const norm = normalizarCita(f);
    const palabras = norm ? norm.split(' ').length : 0;
    const t = tejas(norm);
    if (palabras >= 3 && vistas.some((v) => norm === [...v].join(' ') || parecido(v, t) >= UMBRAL_PARECIDO)) out.add(i);
    else vistas.push(t);
  });
  return out;
}

/**
 * Words that, alone, say nothing concrete about a person's work: the stock phrases of a padded
 * answer ('Es una muy buena pregunta', 'considero que es un aspecto fundamental', 'siempre intento
 * dar lo mejor de mí') and generic virtues. A sentence made only of these and function words is filler.
 */
const VACIAS = new Set(
  (
    'pregunta preguntas buena bueno buenas buenos muy importante importantes importancia aspecto aspectos considero ' +
    'considerar creo pienso opino siempre intento intentar intentando procuro procurar dar doy mejor mejores cualquier ' +
    'trabajo trabajar trabajos profesional profesionales profesionalmente persona personas cosa cosas forma formas manera ' +
    'maneras verdad realmente totalmente duda obviamente evidentemente claramente claro esencial esenciales fundamental ' +
    'fundamentales clave vital gran grande grandes medida general generalmente sentido punto puntos vista tema temas ' +
    'ambito ambitos mucho mucha muchos muchas todo toda todos todas algo bastante especial especialmente interesante ' +
    'relevante relevantes valor actitud positiva positivo positivas positivos compromiso comprometido comprometida ' +
    'esfuerzo dedicacion responsable responsabilidad ganas aprender seguir crecer mejorar mejora constante constantemente ' +
    'base bases entorno entornos situacion situaciones diferentes distintas distintos diversas diversos tipo tipos ' +
    'hoy dia dias vida mismo misma mismos mismas asi tambien ademas igual cierto cierta parte manera siendo hacer ' +
    'hago hacemos tener tengo tiene tienen estar estoy esta estan ser soy somos es son puede pueden poder debe deben ' +
    'deberia hay habia fue era eso esto esta este aquello sabe saber decir digo dicho gusta gustaria encanta ' +
    'ocasion ocasiones momento momentos veces vez nivel niveles perspectiva respecto respecta relacion hecho hechos ' +
    'realidad resumen conclusion definitiva final claro clara evidente necesario necesaria adecuado adecuada ' +
    'correcto correcta correctamente excelente excelentes optimo optima eficaz eficiente eficientes capacidad ' +
    'capacidades habilidad habilidades competencia competencias experiencia experiencias aportar aporto valorar valoro'
  ).split(' '),
);

/** A sentence that says nothing concrete: no figure, and no word outside the filler words and function words. */
export function esRelleno(frase: string): boolean {
  if (/\d/.test(frase)) return false;
  const ps = normalizarCita(frase).split(' ').filter(Boolean);
  if (!ps.length) return false;
  return ps.every((p) => esPalabraFuncion(p) || VACIAS.has(p) || p.length < 3);
}
