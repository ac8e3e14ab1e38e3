// What an answer shows (integrado/analizador.ts): how much it speaks to its question, how concrete it is (figures,
// names, moments, reasons, things done), its STAR elements (situation, task, action, result) when the
// question asks for a story, its length, and the score they give (D157: substance, not form alone).
// It reads the words by fixed rules, never what they mean: the justification says so.
import { ENTREVISTAS } from '../../../../shared/constants.js';
import { PUNTUACION_MAXIMA } from '../../../../shared/schemas/informe.js';
import { normalizarCita } from '../lexico/texto-candidato.js';
import { contar, listar, respondidasTexto } from '../lexico/redactar.js';
import { contarVerbos } from '../lexico/palabras.js';
import { esPreguntaStar } from '../lexico/pregunta-star.js';
import { pertinencia, type TemaPregunta } from '../comprobaciones/pertinencia.js';
import { cuantoHablaDe } from '../lexico/vocabulario.js';
import { particulares } from '../lexico/vivencia.js';
import { PRETERITO, puedeSerPreterito } from '../lexico/no-preteritos.js';

type ElementoStar = 'situacion' | 'tarea' | 'accion' | 'resultado';
const ELEMENTOS: ElementoStar[] = ['situacion', 'tarea', 'accion', 'resultado'];
const ETIQUETA_STAR: Record<ElementoStar, string> = { situacion: 'situación', tarea: 'tarea', accion: 'acción', resultado: 'resultado' };

/** Whole phrases, matched on the normalised text (normalizarCita: no accents, no punctuation). */
const frases = (alternativas: string[]) => new RegExp(`(?:^| )(?:${alternativas.join('|')})(?= |$)`);

const SITUACION = frases([
  'cuando|en mi (?:anterior|antigu[oa]|ultim[oa]|primer[oa]?)|el ano pasado|en un proyecto|en una ocasion',
  'trabajaba|trabajabamos|estaba trabajando|hace (?:\\d+|un|una|dos|tres|unos|unas) (?:anos?|meses|mes|semanas)',
  'un dia|una vez|vi que|me di cuenta|nos dimos cuenta|el (?:mes|verano|invierno|trimestre) pasado|la (?:semana|temporada|campana) pasada',
]);
const TAREA = frases([
  'tenia que|teniamos que|mi objetivo|el objetivo era|era (?:el |la )?responsable|me encargaron|me pidieron',
  'mi tarea|mi responsabilidad|mi funcion|el reto era|debia',
]);
const RESULTADO = frases([
  'consegui|conseguimos|logre|logramos|resultados?|reduje|redujimos|se redujo|se redujeron|aumento|aumentamos|mejoro|mejoramos',
  'ahorro|ahorramos|alcanzamos|superamos|crecio|crecimos|bajaron|bajamos|subieron|subimos|cerramos el|pasamos de|paso de|dejamos de',
  'al final|desde entonces|ahora (?:se|la|lo|las|los|ya|todo|todos|tenemos|hay)|funciono|salio bien|salieron|quedo|quedamos|acabamos|terminamos',
  'nos felicitaron|me felicitaron|lo adoptaron|se adopto|se mantuvo|entregamos|cumplimos|llegamos a',
]);
/** Irregular first-person preterites (normalised): the ending rule below cannot see them. */
const ACCION_IRREGULAR = frases([
  '(?:pro|com|dis|ex|im)?puse|(?:man|ob|con|re|de)?tuve|estuve|hice|dije|pude|supe|quise|vine|traje|(?:con|re|intro|pro|tra)duje',
  // Regular ones typed without their accent, as on a phone ('hable con el', 'llame al', 'cogi las hojas').
  'hable|llame|cogi|pedi|aprendi|organice|decidi|explique|revise|cambie|empece|termine|prepare|ayude|monte|busque|encontre',
  'resolvi|consegui|logre|mejore|detecte|analice|cree|coordine|lidere|negocie|acorde|pregunte|propuse|escribi|envie|mande|deje|hable',
]);
const DIGITOS = /\d+(?:[.,]\d+)*/g;
const PLAZO_EN_LETRAS =
  /(?:^| )(?:un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|quince|veinte|treinta|cien|mil|media?) (?:horas?|dias?|semanas?|mes|meses|trimestres?|anos?)(?= |$)/g;

export interface Medida {
  palabras: number;
  star: Set<ElementoStar>;
  /** Figures: numbers (with or without %, €) and time spans written in words ('dos semanas'). */
  datos: number;
  /** Different words of the competency's vocabulary (lexico/vocabulario.ts) the text holds. */
  habla: number;
  /** Different words of its own question's topic (comprobaciones/pertinencia.ts), when the question is known. */
  propias: number;
  /** Marks of a concrete answer besides figures: names, moments, reasons, examples, things done (concrecion). */
  concretos: number;
  /** Lived particulars (lexico/vivencia.ts, issue 64 item 3): different named things, moments, people by role, figures of something counted, actions on an object. */
  vividos: number;
  /** The question asks for a story (STAR): its structure weighs in the score. */
  pideHistoria: boolean;
}

/** Names written with a capital inside a sentence: a tool, a place, a customer ('Metricool', 'Zaragoza'). */
const NOMBRE_PROPIO = /(?<=[\p{L}\p{N},;:)] )\p{Lu}[\p{L}\p{N}]+/gu;
/** A moment: when it happened ('el mes pasado', 'en abril', 'la última vez', 'hace dos años'). */
const MOMENTO = frases([
  '(?:el|la|este|esta|aquel|aquella) (?:mes|semana|ano|trimestre|verano|invierno|curso|temporada|campana|lunes|martes|miercoles|jueves|viernes|sabado|domingo) (?:pasad[oa]|anterior)',
  'en (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre|navidad|verano|semana santa)',
  'la (?:ultima|primera) vez|una vez|el (?:ultimo|primero)|la (?:ultima|primera)|el otro dia|ayer|aquel dia|ese dia|hace (?:\\d+|un|una|dos|tres|unos|unas|poco) \\S+',
]);
/** A reason or a cause ('porque', 'la causa es', 'se notó en'). */
const RAZON = frases([
  'porque|ya que|por eso|debido a|la causa|el motivo|por lo que|asi que|de modo que|se noto|lo que pasa es que|para que|gracias a',
]);
/** An example announced as such. */
const EJEMPLO = frases(['por ejemplo|como cuando|un ejemplo|en concreto|concretamente|en mi caso']);

/**
 * How concrete a text is, besides its figures: names (up to 3), moments (up to 2), reasons (up to
 * 2), an announced example (1) and things done — conjugated verbs of action (1 for one, 2 for three
 * or more). A list of virtues has none of them; an account of what happened has most.
 */
export function concrecion(texto: string, normalizada = normalizarCita(texto)): number {
  const nombres = new Set(texto.match(NOMBRE_PROPIO) ?? []).size;
  const momentos = normalizada.match(new RegExp(MOMENTO.source, 'g'))?.length ?? 0;
  const razones = normalizada.match(new RegExp(RAZON.source, 'g'))?.length ?? 0;
  const verbos = contarVerbos(texto, normalizada);
  return (
    Math.min(nombres, 3) +
    Math.min(momentos, 2) +
    Math.min(razones, 2) +
    (EJEMPLO.test(normalizada) ? 1 : 0) +
    (verbos >= 3 ? 2 : verbos >= 1 ? 1 : 0)
  );
}

/** Whether a question asks for a story (lexico/pregunta-star.ts: the same rule the built-in follow-up asks by; the phase's name stands for its objective). */
export function pideHistoria(p: { texto: string; explora?: string; fase?: string } | undefined): boolean {
  return !!p && esPreguntaStar({ pregunta: p.texto, explora: p.explora, objetivoFase: p.fase });
}

export interface Contexto {
  vocabulario?: Set<string>;
  tema?: TemaPregunta;
  pideHistoria?: boolean;
}

export function medir(texto: string, ctx: Contexto | Set<string> = {}): Medida {
  const { vocabulario = new Set<string>(), tema, pideHistoria: historia = false } = ctx instanceof Set ? { vocabulario: ctx } : ctx;
  const n = normalizarCita(texto);
  const accion = [...texto.toLowerCase().normalize('NFC').matchAll(PRETERITO)].some((m) => puedeSerPreterito(m[0]));
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
    propias: tema ? pertinencia(texto, tema).propias : 0,
    concretos: concrecion(texto, n),
    vividos: new Set(particulares(texto).map((p) => p.texto.toLowerCase())).size,
    pideHistoria: historia,
  };
}

/** Lived particulars counted toward concreteness, at most (issue 64 item 3, D182). */
export const VIVIDOS = 2;

/**
 * The score of a competency, 0–10 (D157). Per answered question, on the sentences that are its
 * evidence (what the integrity checks left):
 *   T (topic) = min(1, (max(P, V) + 1)/3), P the different words of its question's topic, V of the
 *     competency's vocabulary: how much it speaks to what was asked (it passed the check that it
 *     does, so it starts at a third);
 *   C (concreteness) = min(1, (min(figures, 3) + concrecion + min(lived, VIVIDOS))/6): figures, names,
 *     moments, reasons, an example, things done, and the lived particulars of lexico/vivencia.ts (D182);
 *   S (structure) = STAR elements present / 4;
 *   L (length) = longitud(w), full at 150 words (longer answers gain nothing more).
 *   A question that asks for a story: Q = 0.1·L + 0.25·T + 0.3·S + 0.35·C; any other question
 *   (values, processes, plans): Q = 0.1·L + 0.3·T + 0.1·S + 0.5·C.
 * Score = round(10 · mean(Q) · (0.5 + 0.5·coverage)), coverage = answered / questions of the competency
 * (0 when the evidence comes from other questions).
 * What counts most is what a rubric's anchors describe: a concrete account of what happened, on the
 * question's subject; the STAR structure where the question asks for it.
 */
export function puntuar(medidas: Medida[], cobertura: number): number {
  const q = medidas.map((m) => {
    const l = longitud(m.palabras);
    const t = Math.min(1, (Math.max(m.propias, m.habla) + 1) / 3);
    const c = Math.min(1, (Math.min(m.datos, 3) + m.concretos + Math.min(m.vividos, VIVIDOS)) / 6);
    const st = m.star.size / 4;
    return m.pideHistoria ? 0.1 * l + 0.25 * t + 0.3 * st + 0.35 * c : 0.1 * l + 0.3 * t + 0.1 * st + 0.5 * c;
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
  const tema = medidas.reduce((a, m) => a + Math.max(m.propias, m.habla), 0);
  const concretos = medidas.reduce((a, m) => a + m.concretos, 0);
  const historia = medidas.some((m) => m.pideHistoria);
  return [
    respondidasTexto(respondidas, total, deOtras),
    tema ? `${contar(tema, 'palabra', 'palabras')} del tema de la pregunta` : 'sin palabras del tema de la pregunta',
    concretos ? `${contar(concretos, 'marca', 'marcas')} de concreción (nombres, momentos, razones, acciones)` : 'sin marcas de concreción',
    // What `datos` counts (figures and spans of time in words), by that name: a named product is a mark of concreteness, not a figure (issue 65 item 4).
    datos ? contar(datos, 'cifra o plazo', 'cifras o plazos') : 'sin cifras ni plazos',
    historia || star.length ? (star.length ? `estructura STAR: ${listar(star)}` : 'sin elementos STAR reconocibles') : '',
    `${contar(palabras, 'palabra', 'palabras')}. Medido por reglas sobre esas frases (de qué hablan, cuán concretas son y su estructura), sin interpretar su contenido.`,
  ]
    .filter(Boolean)
    .join('; ');
}

/** What the form of a competency's evidence lacks: the STAR parts no answer shows, and figures when none has any. */
export function faltaDeForma(medidas: Medida[]): string[] {
  const historia = medidas.some((m) => m.pideHistoria);
  return [
    ...(historia ? ELEMENTOS.filter((e) => !medidas.some((m) => m.star.has(e))).map((e) => ETIQUETA_STAR[e]) : []),
    ...(medidas.some((m) => m.concretos >= 3) ? [] : ['ejemplos concretos (qué pasó, cuándo, por qué)']),
    ...(medidas.some((m) => m.datos > 0) ? [] : ['cifras o plazos']),
    ...(medidas.some((m) => Math.max(m.propias, m.habla) >= 2) ? [] : ['que la respuesta trate más de lo que se pregunta']),
    ...(medidas.some((m) => m.palabras >= 60) ? [] : ['más detalle']),
  ];
}
