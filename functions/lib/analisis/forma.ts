// What the form of an answer shows (integrado.ts): its STAR elements (situation, task, action,
// result), its length, its figures and how much it speaks to the competency, and the score they give.
// It reads the form of the words, never what they mean: the justification says so.
import { ENTREVISTAS } from '../../../shared/constants.js';
import { PUNTUACION_MAXIMA } from '../../../shared/schemas/informe.js';
import { normalizarCita } from './evidencia.js';
import { contar, listar, respondidasTexto } from './redactar.js';
import { cuantoHablaDe } from './vocabulario.js';

type ElementoStar = 'situacion' | 'tarea' | 'accion' | 'resultado';
const ELEMENTOS: ElementoStar[] = ['situacion', 'tarea', 'accion', 'resultado'];
const ETIQUETA_STAR: Record<ElementoStar, string> = { situacion: 'situación', tarea: 'tarea', accion: 'acción', resultado: 'resultado' };

/** Whole phrases, matched on the normalised text (normalizarCita: no accents, no punctuation). */
const frases = (alternativas: string[]) => new RegExp(`(?:^| )(?:${alternativas.join('|')})(?= |$)`);

const SITUACION = frases([
  'cuando|en mi (?:anterior|antigu[oa]|ultim[oa]|primer[oa]?)|el ano pasado|en un proyecto|en una ocasion',
  'trabajaba|trabajabamos|estaba trabajando|hace (?:\\d+|un|una|dos|tres|unos|unas) (?:anos?|meses|mes|semanas)',
]);
const TAREA = frases([
  'tenia que|teniamos que|mi objetivo|el objetivo era|era (?:el |la )?responsable|me encargaron|me pidieron',
  'mi tarea|mi responsabilidad|mi funcion|el reto era|debia',
]);
const RESULTADO = frases([
  'consegui|conseguimos|logre|logramos|resultados?|reduje|redujimos|se redujo|se redujeron|aumento|aumentamos|mejoro|mejoramos',
  'ahorro|ahorramos|alcanzamos|superamos|crecio|crecimos|bajaron|bajamos|subieron|subimos|cerramos el|pasamos de|paso de|dejamos de',
]);
/** Irregular first-person preterites (normalised): the ending rule below cannot see them. */
const ACCION_IRREGULAR = frases([
  '(?:pro|com|dis|ex|im)?puse|(?:man|ob|con|re|de)?tuve|estuve|hice|dije|pude|supe|quise|vine|traje|(?:con|re|intro|pro|tra)duje',
]);
/** First-person preterite of regular verbs: a word of 4+ letters ending in -é or -í (organicé, decidí). */
const PRETERITO = /(?<!\p{L})\p{L}{3,}[éí](?!\p{L})/gu;
/** Words with that ending that are not first-person preterites. */
const NO_VERBOS = new Set(
  'qué sé fue también después través café bebé comité puré cliché josé allí aquí así esquí maniquí jabalí bisturí colibrí iraní marroquí israelí frenesí porqué'.split(
    ' ',
  ),
);
const DIGITOS = /\d+(?:[.,]\d+)*/g;
const PLAZO_EN_LETRAS =
  /(?:^| )(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cien|mil|media?) (?:horas?|dias?|semanas?|mes|meses|trimestres?|anos?)(?= |$)/g;

export interface Medida {
  palabras: number;
  star: Set<ElementoStar>;
  /** Figures: numbers (with or without %, €) and time spans written in words ('dos semanas'). */
  datos: number;
  /** Different words of the competency's vocabulary (vocabulario.ts) the text holds. */
  habla: number;
}

export function medir(texto: string, vocabulario: Set<string> = new Set()): Medida {
  const n = normalizarCita(texto);
  const accion = [...texto.toLowerCase().normalize('NFC').matchAll(PRETERITO)].some((m) => !NO_VERBOS.has(m[0]));
  const presentes: Record<ElementoStar, boolean> = {
    situacion: SITUACION.test(n),
    tarea: TAREA.test(n),
    accion: accion || ACCION_IRREGULAR.test(n),
    resultado: RESULTADO.test(n),
  };
  return {
    palabras: n ? n.split(' ').length : 0,
    star: new Set(ELEMENTOS.filter((e) => presentes[e])),
    datos: (texto.match(DIGITOS)?.length ?? 0) + (n.match(PLAZO_EN_LETRAS)?.length ?? 0),
    habla: vocabulario.size ? cuantoHablaDe(texto, vocabulario) : 0,
  };
}

/**
 * The score of a competency, 0–10. Per answered question, on the sentences that are its evidence:
 *   Q = 0.25·L + 0.45·E + 0.30·D, where L (length) = 0.3·w/15 below 15 words, else
 *   min(1, 0.3 + 0.7·(w−15)/135) (full at 150 words: longer answers gain nothing more);
 *   E (substance) = the larger of STAR elements present / 4 and min(1, V/4)·min(1, w/40), V the
 *   different words of the competency's vocabulary: an answer about interests or values tells no
 *   STAR story but speaks to its subject, and a one-line list of keywords stays short of it (motives
 *   are scored by puntuarMotivo);
 *   D = min(figures, 3) / 3.
 * Score = round(10 · mean(Q) · (0.5 + 0.5·coverage)), coverage = answered / questions of the competency
 * (0 when the evidence comes from other questions).
 * Structure weighs most: it is what a behavioural rubric's anchors describe; figures show concreteness.
 */
export function puntuar(medidas: Medida[], cobertura: number): number {
  const q = medidas.map(({ palabras: w, star, datos, habla }) => {
    const l = longitud(w);
    const e = Math.max(star.size / 4, Math.min(1, habla / 4) * Math.min(1, w / 40));
    return 0.25 * l + 0.45 * e + 0.3 * (Math.min(datos, 3) / 3);
  });
  return escala(q, cobertura);
}

/** L, the length term (15 = ENTREVISTAS.palabrasRespuestaBreve, the candidate's «Respuesta breve»): 0.3·w/15 below 15 words, else min(1, 0.3 + 0.7·(w−15)/135). */
const BREVE = ENTREVISTAS.palabrasRespuestaBreve;
export const longitud = (w: number) => (w < BREVE ? (0.3 * w) / BREVE : Math.min(1, 0.3 + (0.7 * (w - BREVE)) / (150 - BREVE)));

/** round(10 · mean(Q) · (0.5 + 0.5·coverage)), within 0–10. */
export function escala(q: number[], cobertura: number): number {
  const media = q.reduce((a, b) => a + b, 0) / q.length;
  return Math.max(0, Math.min(PUNTUACION_MAXIMA, Math.round(PUNTUACION_MAXIMA * media * (0.5 + 0.5 * cobertura))));
}

/** How specific a sentence is: result words weigh 2, each figure 1 (up to 3), an action 1. */
export function especificidad(texto: string): number {
  const m = medir(texto);
  return (m.star.has('resultado') ? 2 : 0) + Math.min(m.datos, 3) + (m.star.has('accion') ? 1 : 0);
}

export function justificacionMedida(respondidas: number, total: number, medidas: Medida[], deOtras: number[]): string {
  const star = ELEMENTOS.filter((e) => medidas.some((m) => m.star.has(e))).map((e) => ETIQUETA_STAR[e]);
  const datos = medidas.reduce((a, m) => a + m.datos, 0);
  const palabras = medidas.reduce((a, m) => a + m.palabras, 0);
  return [
    respondidasTexto(respondidas, total, deOtras),
    star.length ? `estructura STAR: ${listar(star)}` : 'sin elementos STAR reconocibles',
    datos ? contar(datos, 'dato concreto', 'datos concretos') : 'sin datos concretos',
    `${contar(palabras, 'palabra', 'palabras')} que hablan de la competencia. Medido por reglas sobre la forma de esas frases, sin interpretar su contenido.`,
  ].join('; ');
}

/** What the form of a competency's evidence lacks: the STAR parts no answer shows, and figures when none has any. */
export function faltaDeForma(medidas: Medida[]): string[] {
  return [
    ...ELEMENTOS.filter((e) => !medidas.some((m) => m.star.has(e))).map((e) => ETIQUETA_STAR[e]),
    ...(medidas.some((m) => m.datos > 0) ? [] : ['datos concretos']),
  ];
}
