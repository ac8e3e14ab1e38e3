// A list of terms instead of an answer (comprobaciones/comprobar.ts, D157): competency names, STAR labels,
// buzzwords and figures with no situation — nobody doing anything, at no time, with no result
// ('Liderazgo, trabajo en equipo, comunicación asertiva. Situación: proyecto. Resultado: +35 %').
// What tells it from an answer is the shape of the language, not its words: a sentence that tells
// something has conjugated verbs and function words (articles, prepositions, pronouns); a list has
// items of one to three words, separated by commas, bullets or line breaks, and few verbs.
import { contarVerbos, esPalabraFuncion } from '../lexico/palabras.js';
import { normalizarCita } from '../lexico/texto-candidato.js';

/** Below this many words an answer is too short to call a list (a brief answer is not a list). */
const MIN_PALABRAS = 6;

/** 'Situación:', 'Tarea -', 'Resultado =' and their like: STAR labels used as headings. */
const ETIQUETA_STAR = /(?:^|[\s•·\-*])(?:situaci[oó]n|tarea|acci[oó]n|acciones|resultados?|contexto|reto|objetivo|star)\s*[:=\-–—>]/giu;

export interface FormaLista {
  palabras: number;
  verbos: number;
  /** Share of function words among the words. */
  funcion: number;
  /** Items split at commas, semicolons, bullets, slashes and line breaks, and how many have ≤ 3 words. */
  elementos: number;
  cortos: number;
  etiquetas: number;
  esLista: boolean;
}

export function formaDeLista(texto: string): FormaLista {
  const normalizada = normalizarCita(texto);
  const ps = normalizada ? normalizada.split(' ') : [];
  const verbos = contarVerbos(texto, normalizada);
  const funcion = ps.length ? ps.filter(esPalabraFuncion).length / ps.length : 0;
  const elementos = texto
    .split(/[,;•·|/\n]+|\s[-–—*]\s|(?<=[.:])\s+/u)
    .map((x) => normalizarCita(x))
    .filter(Boolean);
  const cortos = elementos.filter((x) => x.split(' ').length <= 3).length;
  const palabrasCortas = elementos.filter((x) => x.split(' ').length <= 3).reduce((a, x) => a + x.split(' ').length, 0);
  const etiquetas = texto.match(ETIQUETA_STAR)?.length ?? 0;
  const palabras = ps.length;
  // Per ten words, a story has two or three verbs; a list one at most.
  const pocosVerbos = verbos <= Math.max(1, Math.floor(palabras / 12));
  // Bullet lines ('- …', '• …', '1. …'): three or more, short, are a list whatever their verbs.
  const lineas = texto
    .split(/\n+/)
    .map((l) => l.trim())
    .filter(Boolean);
  const vinetas = lineas.filter((l) => /^(?:[-–—•·*]|\d{1,2}[.)])\s/.test(l));
  const enVinetas = vinetas.length >= 3 && vinetas.reduce((a, l) => a + normalizarCita(l).split(' ').length, 0) / vinetas.length <= 8;
  const esLista =
    (palabras >= MIN_PALABRAS && enVinetas) ||
    (palabras >= MIN_PALABRAS &&
      pocosVerbos &&
      (funcion < 0.2 ||
        (elementos.length >= 4 && cortos / elementos.length >= 0.6 && palabrasCortas >= palabras / 3) ||
        (etiquetas >= 2 && palabras / etiquetas <= 8)));
  return { palabras, verbos, funcion, elementos: elementos.length, cortos, etiquetas, esLista };
}
