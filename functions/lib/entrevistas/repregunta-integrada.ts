// The built-in interviewer's follow-up (issue 53 item 6, D158; DESIGN §12 «Probing beats policing»):
// the template's own rule — the STAR phase's «Si falta alguna parte, repreguntar por ella» — applied
// by fixed rules, with no model. On a STAR question (its phase's objective or its `explora` says
// STAR, or the question itself asks for a situation, an action and a result), an answer that lacks
// the candidate's own action (or speaks only as «we»), the result or, when short, the situation gets
// ONE fixed question about the first gap, in that order. Deterministic and pure: the same answer
// gets the same question, and the unit tests read it without a table. The gaps are also told to a
// model when a provider writes the follow-up (repregunta-texto.ts, «Falta en la respuesta: …»).
//
// Since D177 (issue 64 item 3) one more gap, on any question: a fluent answer (50 words or more) with no
// lived particular (analisis/lexico/vivencia.ts: a name, a moment, a person, a figure of something
// counted, an action on something concrete) is asked for a concrete case — after the STAR gaps.
//
// It reads the form of the words (medir in analisis/integrado/forma.ts finds the STAR elements by rules) and
// never what they mean: a gap is a question worth asking, not a judgement of the candidate.
import { medir } from '../analisis/integrado/forma.js';
import { esPreguntaStar, frases, normal, type PreguntaDiseno } from '../analisis/lexico/pregunta-star.js';
import { PALABRAS_GENERICA, tieneParticular } from '../analisis/lexico/vivencia.js';

/** The rules' version: stored as the follow-up's `modelo` and in the oversight record (D153). */
export const VERSION_REGLAS_REPREGUNTA = 'reglas-star-v2';

/** What an answer to a STAR question may lack, in the order a follow-up asks for it. */
export const FALTAS = ['accion_propia', 'resultado', 'situacion', 'caso_concreto'] as const;
export type Falta = (typeof FALTAS)[number];

/** The fixed follow-up of each gap (issue 53's own words for the first two). */
export const PREGUNTA_FALTA: Record<Falta, string> = {
  accion_propia: '¿Qué hiciste tú, en concreto?',
  resultado: '¿Cuál fue el resultado? Si puedes, dalo con una cifra.',
  situacion: '¿En qué situación ocurrió? Cuéntame brevemente el contexto.',
  caso_concreto: '¿Puedes contar un caso concreto: cuándo fue, qué hiciste tú y qué pasó?',
};

/** The gap in words, for the model's prompt («Falta en la respuesta: …»). */
export const ETIQUETA_FALTA: Record<Falta, string> = {
  accion_propia: 'lo que hizo el propio candidato (habla en plural o no dice su acción)',
  resultado: 'el resultado',
  situacion: 'la situación o el contexto',
  caso_concreto: 'un caso concreto vivido por el candidato (cuándo fue, qué hizo él y qué pasó): la respuesta es genérica',
};

/** Fewer words than this is no story to probe (an evasive or empty answer is for the reviewer to read). */
const PALABRAS_MIN = 4;
/** From this length an answer with action and result is not asked for its situation: the rules may just not see it. */
const PALABRAS_SITUACION = 40;

const palabras = (n: string) => (n ? n.split(' ').length : 0);

// ---- Is it a STAR question? (analisis/lexico/pregunta-star.ts: the public page reads it too) ------------

export { esPreguntaStar, type PreguntaDiseno };

// ---- What the answer has ------------------------------------------------------------------------

/**
 * First-person singular preterites written without their accent (phones often drop it): medir
 * reads the accent (organicé, decidí), so these common ones are listed. Ambiguous forms that are
 * mostly something else (hable, cambie: subjunctive) are accepted: a missed gap costs a follow-up.
 */
const PRETERITOS_SIN_TILDE = frases([
  '(?:hable|llame|organice|prepare|revise|analice|explique|negocie|coordine|monte|lance|implemente|disene|cambie|busque|ayude|converse|plantee|presente|proponi|decidi|escribi|pedi|reuni|asumi|elegi|consegui|resolvi|aprendi|documente|automatice|priorice|reorganice|lidere|gestione|forme|ensene|calcule|medi|compare|contacte|acorde|defini|detecte|identifique|investigue|mejore|migre|optimice|planifique|programe|redacte|reduje|segui|simplifique|sugeri|dirigi|cree|arregle|encontre|empece|termine|entregue|ajuste|movi|abri|cerre|asigne|delegue)',
]);
/** The candidate as the subject of what happened: 'yo', 'me encargué', 'mi papel fue'. */
const YO = frases(['yo', 'me encargue', 'me ocupe', 'me puse', 'me toco', 'mi (?:papel|parte|tarea|rol|aportacion) (?:fue|era|consistio)']);
/** «We» as the subject: the pronoun, 'nuestro equipo', or a first-person plural verb (-amos, -emos, -imos). */
const NOSOTROS = frases(['nosotros', 'nosotras', 'entre todos', 'entre todas', 'el equipo y yo']);
const VERBO_PLURAL = /(?:^| )(\p{L}{2,}(?:amos|emos|imos))(?= |$)/gu;
/** Words with that ending that are no verb («los últimos meses», «préstamos»). */
const NO_PLURALES = new Set(
  'mismos ultimos proximos maximos minimos optimos pesimos extremos supremos prestamos tramos reclamos gramos kilogramos ramos primos animos intimos legitimos decimos centimos anonimos sinonimos racimos'.split(
    ' ',
  ),
);

/** The candidate says what they did themselves. */
export function accionPropia(texto: string): boolean {
  const n = normal(texto);
  return medir(texto).star.has('accion') || PRETERITOS_SIN_TILDE.test(n) || YO.test(n);
}

/** The answer speaks as «we»: the pronoun or a first-person plural verb. */
export function hablaEnPlural(texto: string): boolean {
  const n = normal(texto);
  if (NOSOTROS.test(n)) return true;
  return [...n.matchAll(VERBO_PLURAL)].some((m) => !NO_PLURALES.has(m[1]!));
}

/** Speaks only as «we»: plural actions and no action of the candidate's own. */
export function soloNosotros(texto: string): boolean {
  return hablaEnPlural(texto) && !accionPropia(texto);
}

/** Results medir does not list: what came of it, said in other words. */
const RESULTADO_MAS = frases([
  'a tiempo',
  'en plazo',
  'al final',
  'finalmente',
  'gracias a (?:eso|ello|esto)',
  'como consecuencia',
  'desde entonces',
  'salio bien',
  'funciono',
  'funcionaron',
  'se resolvio',
  'resolvimos',
  'resolvi',
  'cumplimos',
  'cumpli',
  'ganamos',
  'gane',
  'renovo',
  'renovaron',
  'aprobaron',
  'aprobo',
  'acepto',
  'aceptaron',
  'quedo',
  'quedaron',
  'termino',
  'terminamos',
  'entregamos',
  'entregue',
  'evitamos',
  'evite',
  'recuperamos',
  'recupere',
  'disminuyo',
  'disminuyeron',
  'duplicamos',
  'triplicamos',
  'pasaron de',
  'pasaron a',
  'bajo a',
  'subio a',
  'me felicitaron',
  'nos felicitaron',
  'aprendi',
]);
const PORCENTAJE = /\d\s?%|por ciento/;

/** The answer says what came of it. */
export function tieneResultado(texto: string): boolean {
  const n = normal(texto);
  return medir(texto).star.has('resultado') || RESULTADO_MAS.test(n) || PORCENTAJE.test(n);
}

/** Where or when it happened: medir's situation or task, a year, or a place of work. */
const SITUACION_MAS = frases([
  '(?:19|20)\\d\\d',
  'en (?:mi|el|la|un|una|nuestra|nuestro) (?:empresa|equipo|trabajo|proyecto|tienda|departamento|oficina|area|almacen|hospital|colegio|universidad|restaurante|turno|puesto|practicas|cliente|campana|delegacion|planta|fabrica|obra|centro)',
  'un cliente',
  'una clienta',
  'mi (?:jefe|jefa|responsable|companero|companera|equipo|cliente)',
  'un companero',
  'una companera',
  'durante',
  'cuando',
]);

/** The answer sets the scene. */
export function tieneSituacion(texto: string): boolean {
  const m = medir(texto);
  return m.star.has('situacion') || m.star.has('tarea') || SITUACION_MAS.test(normal(texto));
}

/**
 * What an answer to a STAR question lacks, in the order a follow-up asks for it: the candidate's
 * own action (absent, or only «we»), the result, and — on a short answer only — the situation.
 */
export function faltasStar(texto: string): Falta[] {
  const n = normal(texto);
  if (palabras(n) < PALABRAS_MIN) return [];
  const faltas: Falta[] = [];
  if (!accionPropia(texto)) faltas.push('accion_propia');
  if (!tieneResultado(texto)) faltas.push('resultado');
  if (palabras(n) < PALABRAS_SITUACION && !tieneSituacion(texto)) faltas.push('situacion');
  return faltas;
}

/** What the rules find in an answer: its gaps and the one follow-up they ask (null: none). */
export interface Huecos {
  faltas: Falta[];
  pregunta: string | null;
}

/** A fluent answer with no lived particular: worth asking for a concrete case. */
export function esGenerica(respuesta: string): boolean {
  return palabras(normal(respuesta)) >= PALABRAS_GENERICA && !tieneParticular(respuesta);
}

/** The rules on one answer: the STAR gaps of a STAR question, and on any question a generic answer's; null when no rule applies. */
export function huecosStar(p: PreguntaDiseno, respuesta: string): Huecos | null {
  const generica: Falta[] = esGenerica(respuesta) ? ['caso_concreto'] : [];
  if (!esPreguntaStar(p)) return generica.length ? { faltas: generica, pregunta: PREGUNTA_FALTA.caso_concreto } : null;
  const faltas = [...faltasStar(respuesta), ...generica];
  return { faltas, pregunta: faltas.length ? PREGUNTA_FALTA[faltas[0]!] : null };
}
