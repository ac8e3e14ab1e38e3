// The built-in analyzer (issue 13; D69): the report when no language model is available. It does not
// understand the answers and does not pretend to: it measures their form with fixed rules — how many
// of a competency's questions were answered, whether the answers tell a STAR story (situation, task,
// action, result), their length and how concrete they are (figures, percentages, time spans) — and
// quotes the candidate's own sentences as evidence, so every quote passes verificarEvidencias as is.
// Deterministic and text-only: no model, no randomness, no clock; nothing about emotion, personality,
// voice, face or any protected trait. It never infers technical levels (hardSkills stays empty).
import {
  anclaDePuntuacion,
  PUNTUACION_MAXIMA,
  type Evidencia,
  type InformeBorrador,
  type SoftSkill,
} from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { citaEnTexto, MIN_PALABRAS_CITA, normalizarCita, textosDelCandidato } from './evidencia.js';
import type { CompetenciaRubricaEntrada, EntradaAnalisis, TurnoTranscripcion } from './tipos.js';

export const ANALIZADOR_VERSION = 'analizador-integrado-v1';

const MAX_CITA = 300;
const MAX_CITAS = 2;
const MAX_TEXTO = 3_000;

// ---- What one answer shows -----------------------------------------------------------------------

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
  'consegui|conseguimos|logre|logramos|resultados?|reduje|redujimos|se redujo|aumento|aumentamos|mejoro|mejoramos',
  'ahorro|ahorramos|alcanzamos|superamos|crecio|crecimos',
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

interface Medida {
  palabras: number;
  star: Set<ElementoStar>;
  /** Figures: numbers (with or without %, €) and time spans written in words ('dos semanas'). */
  datos: number;
}

function medir(texto: string): Medida {
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
  };
}

/**
 * The score of a competency, 0–10. Per answered question:
 *   Q = 0.25·L + 0.45·E + 0.30·D, where L (length) = 0.3·w/15 below 15 words, else
 *   min(1, 0.3 + 0.7·(w−15)/135) (full at 150 words: longer answers gain nothing more),
 *   E = STAR elements present / 4 and D = min(figures, 3) / 3.
 * Score = round(10 · mean(Q) · (0.5 + 0.5·coverage)), coverage = answered / questions of the competency.
 * Structure weighs most: it is what a behavioural rubric's anchors describe; figures show concreteness.
 */
function puntuar(medidas: Medida[], cobertura: number): number {
  const q = medidas.map(({ palabras: w, star, datos }) => {
    const l = w < 15 ? (0.3 * w) / 15 : Math.min(1, 0.3 + (0.7 * (w - 15)) / 135);
    return 0.25 * l + 0.45 * (star.size / 4) + 0.3 * (Math.min(datos, 3) / 3);
  });
  const media = q.reduce((a, b) => a + b, 0) / q.length;
  return Math.max(0, Math.min(PUNTUACION_MAXIMA, Math.round(PUNTUACION_MAXIMA * media * (0.5 + 0.5 * cobertura))));
}

// ---- Evidence: the candidate's own sentences ------------------------------------------------------

/**
 * A verbatim prefix of the sentence of at most MAX_CITA characters, cut at a space — never the one
 * before a '%', which the comparison glues to its number ('20 %' is '20%').
 */
function recortar(frase: string): string {
  if (frase.length <= MAX_CITA) return frase;
  const cortes = [...frase.matchAll(/\s+(?![\s%])/g)].map((m) => m.index).filter((i) => i <= MAX_CITA);
  const corte = cortes.length ? cortes[cortes.length - 1] : 0;
  return corte > 0 ? frase.slice(0, corte).replace(/[\s,;:–—-]+$/, '') : '';
}

/**
 * Up to two sentences, the most specific first (result words weigh 2, each figure 1, an action 1;
 * ties keep the order they were said in). Each is a verbatim substring of one answer, so the
 * evidence check finds it in the turn it names.
 */
function citas(turnos: TurnoTranscripcion[]): Evidencia[] {
  const candidatas: { cita: string; pregunta: number; peso: number }[] = [];
  for (const t of turnos)
    for (const texto of textosDelCandidato(t))
      for (const frase of texto.split(/(?<=[.!?…])\s+|\n+/)) {
        const cita = recortar(frase.trim());
        // The very test verificarEvidencias applies: a quote the check would drop is never offered.
        if (!citaEnTexto(cita, texto)) continue;
        const m = medir(cita);
        const peso = (m.star.has('resultado') ? 2 : 0) + Math.min(m.datos, 3) + (m.star.has('accion') ? 1 : 0);
        candidatas.push({ cita, pregunta: t.n, peso });
      }
  const vistas = new Set<string>();
  return candidatas
    .sort((a, b) => b.peso - a.peso)
    .filter((c) => !vistas.has(normalizarCita(c.cita)) && vistas.add(normalizarCita(c.cita)))
    .slice(0, MAX_CITAS)
    .map(({ cita, pregunta }) => ({ cita, pregunta }));
}

// ---- Spanish text ---------------------------------------------------------------------------------

const listar = (xs: string[]) => (xs.length <= 1 ? xs.join('') : `${xs.slice(0, -1).join(', ')} y ${xs[xs.length - 1]}`);
/** Questions as people number them (from 1): 'la pregunta 3', 'las preguntas 3 y 5'. */
const preguntasTexto = (ns: number[]) =>
  ns.length === 1 ? `la pregunta ${ns[0] + 1}` : `las preguntas ${listar(ns.map((n) => String(n + 1)))}`;
const contar = (n: number, singular: string, plural: string) => `${n} ${n === 1 ? singular : plural}`;
const mayuscula = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const recortarTexto = (s: string) => (s.length <= MAX_TEXTO ? s : `${s.slice(0, MAX_TEXTO - 1)}…`);

function justificacionMedida(respondidas: number, total: number, medidas: Medida[]): string {
  const star = ELEMENTOS.filter((e) => medidas.some((m) => m.star.has(e))).map((e) => ETIQUETA_STAR[e]);
  const datos = medidas.reduce((a, m) => a + m.datos, 0);
  const palabras = medidas.reduce((a, m) => a + m.palabras, 0);
  return [
    `Responde ${respondidas} de ${contar(total, 'pregunta', 'preguntas')}`,
    star.length ? `estructura STAR: ${listar(star)}` : 'sin elementos STAR reconocibles',
    datos ? contar(datos, 'dato concreto', 'datos concretos') : 'sin datos concretos',
    `${contar(palabras, 'palabra', 'palabras')}. Medido por reglas sobre la forma de las respuestas, sin interpretar su contenido.`,
  ].join('; ');
}

function justificacionSinRespuesta(sinRespuesta: number[], simuladas: number[]): string {
  if (!sinRespuesta.length && !simuladas.length) return 'Ninguna pregunta del diseño está asociada a esta competencia: no evaluado.';
  const partes: string[] = [];
  if (sinRespuesta.length) partes.push(`sin respuesta del candidato a ${preguntasTexto(sinRespuesta)}`);
  if (simuladas.length)
    partes.push(
      `${preguntasTexto(simuladas)} solo ${simuladas.length === 1 ? 'tiene una respuesta simulada' : 'tienen respuestas simuladas'} (texto de demostración, no palabras del candidato)`,
    );
  return `${mayuscula(partes.join('; '))}: no evaluado.`;
}

// ---- The report -----------------------------------------------------------------------------------

const noEvaluada = (habilidad: string, justificacion: string): SoftSkill => ({
  habilidad,
  puntuacion: null,
  evaluado: false,
  ancla: null,
  justificacion,
  evidencia: [],
});

function competencia(c: CompetenciaRubricaEntrada, entrada: EntradaAnalisis, turnoDe: Map<number, TurnoTranscripcion>): SoftSkill {
  const clave = normalizarTexto(c.competencia);
  const ns = entrada.preguntas.filter((p) => p.competencia && normalizarTexto(p.competencia) === clave).map((p) => p.n);
  const respondidas = ns.filter((n) => textosDelCandidato(turnoDe.get(n)).length > 0);
  if (!respondidas.length) {
    const simuladas = ns.filter((n) => turnoDe.get(n)?.origen === 'simulada' && turnoDe.get(n)?.respuesta.trim());
    return noEvaluada(
      c.competencia,
      justificacionSinRespuesta(
        ns.filter((n) => !simuladas.includes(n)),
        simuladas,
      ),
    );
  }
  const turnos = respondidas.map((n) => turnoDe.get(n) as TurnoTranscripcion);
  const evidencia = citas(turnos);
  // A score is never given without a quote to support it (the same rule verificarEvidencias applies).
  if (!evidencia.length)
    return noEvaluada(
      c.competencia,
      `Las respuestas a ${preguntasTexto(respondidas)} no contienen una cita verificable de al menos ${MIN_PALABRAS_CITA} palabras: no evaluado.`,
    );
  const medidas = turnos.map((t) => medir(textosDelCandidato(t).join('\n')));
  const puntuacion = puntuar(medidas, respondidas.length / ns.length);
  return {
    habilidad: c.competencia,
    puntuacion,
    evaluado: true,
    ancla: anclaDePuntuacion(puntuacion),
    justificacion: justificacionMedida(respondidas.length, ns.length, medidas),
    evidencia,
  };
}

const REVISION =
  'Son medidas de la forma de las respuestas (cobertura, estructura, extensión y concreción), no una valoración de la persona: una persona debe revisar la transcripción y este informe antes de tomar cualquier decisión.';

function conclusiones(softSkills: SoftSkill[]): string {
  const medidas = softSkills.filter((s): s is SoftSkill & { puntuacion: number } => s.puntuacion !== null);
  if (!medidas.length)
    return `No se ha podido medir ninguna competencia: no hay respuestas del candidato a las preguntas asociadas a la rúbrica. ${REVISION}`;
  const nota = (s: { habilidad: string; puntuacion: number }) => `«${s.habilidad}» (${s.puntuacion}/${PUNTUACION_MAXIMA})`;
  // First in rubric order among equals: a stable, explainable choice.
  const mayor = medidas.reduce((a, b) => (b.puntuacion > a.puntuacion ? b : a));
  const menor = medidas.reduce((a, b) => (b.puntuacion < a.puntuacion ? b : a));
  const frase =
    medidas.length === 1
      ? `La única competencia medida es ${nota(mayor)}.`
      : mayor.puntuacion === menor.puntuacion
        ? `Todas las competencias medidas obtienen la misma puntuación (${mayor.puntuacion}/${PUNTUACION_MAXIMA}).`
        : `La competencia con mayor puntuación medida es ${nota(mayor)} y la de menor, ${nota(menor)}.`;
  return `${frase} ${REVISION}`;
}

function recomendaciones(softSkills: SoftSkill[]): string[] {
  const ejemplo = 'pedir un ejemplo concreto de una situación real, con las acciones que tomó y los resultados que obtuvo.';
  const flojas = softSkills
    .filter((s) => s.puntuacion === null || s.puntuacion <= 5)
    .map((s) => {
      const estado = s.puntuacion === null ? 'no se ha podido evaluar' : `puntuación ${s.puntuacion}/${PUNTUACION_MAXIMA}`;
      return `Explorar «${s.habilidad}» en una entrevista de seguimiento (${estado}): ${ejemplo}`;
    });
  return flojas.length
    ? flojas.slice(0, 10)
    : ['Verificar las evidencias con referencias o con una prueba práctica antes de tomar una decisión.'];
}

function resumen(entrada: EntradaAnalisis, turnoDe: Map<number, TurnoTranscripcion>, softSkills: SoftSkill[]): string {
  const respondidas = entrada.preguntas.filter((p) => textosDelCandidato(turnoDe.get(p.n)).length > 0).length;
  const hayDemo = entrada.turnos.some((t) => t.origen === 'simulada');
  const evaluadas = softSkills.filter((s) => s.evaluado).map((s) => s.habilidad);
  const sinEvaluar = softSkills.filter((s) => !s.evaluado).map((s) => s.habilidad);
  return recortarTexto(
    [
      `Informe generado por el analizador integrado (${ANALIZADOR_VERSION}), sin modelo de lenguaje.`,
      'Mide con reglas fijas la cobertura de las preguntas, la estructura STAR (situación, tarea, acción y resultado), la extensión y la concreción (cifras, porcentajes, plazos) de las respuestas del candidato; no interpreta su contenido.',
      `Preguntas respondidas: ${respondidas} de ${entrada.preguntas.length}.`,
      hayDemo ? 'Las respuestas simuladas (texto de demostración) no se tienen en cuenta.' : '',
      !softSkills.length
        ? 'La entrevista no tiene rúbrica: no hay competencias que medir.'
        : evaluadas.length
          ? `Competencias evaluadas: ${listar(evaluadas)}.`
          : 'No se ha podido evaluar ninguna competencia de la rúbrica.',
      sinEvaluar.length ? `Sin evaluar: ${listar(sinEvaluar)}.` : '',
      'No infiere niveles de habilidades técnicas: esa parte queda sin evaluar.',
    ]
      .filter(Boolean)
      .join(' '),
  );
}

/** The report the built-in analyzer writes: one soft skill per rubric competency, in rubric order. */
export function analizarIntegrado(entrada: EntradaAnalisis): InformeBorrador {
  const turnoDe = new Map(entrada.turnos.map((t) => [t.n, t]));
  const softSkills = entrada.rubrica.map((c) => competencia(c, entrada, turnoDe));
  return {
    resumenEjecutivo: resumen(entrada, turnoDe, softSkills),
    softSkills,
    hardSkills: [],
    conclusiones: conclusiones(softSkills),
    recomendaciones: recomendaciones(softSkills),
  };
}
