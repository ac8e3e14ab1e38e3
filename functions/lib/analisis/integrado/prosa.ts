// The report's prose (integrado/analizador.ts): the executive summary, which opens with what the candidate
// showed and closes with how it was made; the conclusions, which name the strongest and weakest
// measures and name ties as ties; and one recommendation per competency to explore, naming what was
// missing and the rubric's high anchor. Fixed rules, said as such: never a judgement of the person.
import { PUNTUACION_MAXIMA, type SoftSkill } from '../../../../shared/schemas/informe.js';
import { textosDelCandidato } from '../lexico/texto-candidato.js';
import { listar, mayuscula, minuscula, preguntasTexto } from '../lexico/redactar.js';
import { resumenTecnicas, type Tecnica } from './tecnicas.js';
import type { CompetenciaRubricaEntrada, EntradaAnalisis, TurnoTranscripcion } from '../tipos.js';

const MAX_TEXTO = 3_000;
const recortarTexto = (s: string) => (s.length <= MAX_TEXTO ? s : `${s.slice(0, MAX_TEXTO - 1)}…`);

/** A competency as measured, with what the recommendations need to know. */
export interface Medicion {
  skill: SoftSkill;
  rubrica: CompetenciaRubricaEntrada;
  /** Its own questions left unanswered. */
  sinRespuesta: number[];
  /** What its evidence lacks (STAR parts, figures), when it was measured. */
  falta: string[];
  /** Answered, but nothing said speaks to it. */
  sinEvidencia: boolean;
  /** Its answers the integrity checks left out, and why (D157); '' when none. */
  excluidas?: string;
}

const REVISION =
  'Son medidas de lo que dicen las respuestas (si tratan de lo que se preguntó, cuán concretas son, su estructura y su extensión), hechas con reglas fijas y no una valoración de la persona: una persona debe revisar la transcripción y este informe antes de tomar cualquier decisión.';

const nota = (s: { habilidad: string; puntuacion: number }) => `«${s.habilidad}» (${s.puntuacion}/${PUNTUACION_MAXIMA})`;
const nombres = (xs: { habilidad: string }[]) => listar(xs.map((s) => `«${s.habilidad}»`));

/** Strongest and weakest measures; equal scores are named together as ties, never one picked among them. */
export function conclusiones(softSkills: SoftSkill[]): string {
  const medidas = softSkills.filter((s): s is SoftSkill & { puntuacion: number } => s.puntuacion !== null);
  if (!medidas.length)
    return `No se ha podido medir ninguna competencia: no hay respuestas del candidato que sirvan de evidencia para la rúbrica. ${REVISION}`;
  const max = Math.max(...medidas.map((s) => s.puntuacion));
  const min = Math.min(...medidas.map((s) => s.puntuacion));
  const arriba = medidas.filter((s) => s.puntuacion === max);
  const abajo = medidas.filter((s) => s.puntuacion === min);
  const extremo = (grupo: typeof medidas, cual: 'mayor' | 'menor', puntos: number) =>
    grupo.length === 1
      ? `la competencia con ${cual} puntuación medida es ${nota(grupo[0])}`
      : `empatan con la ${cual} puntuación medida (${puntos}/${PUNTUACION_MAXIMA}) ${nombres(grupo)}`;
  const frase =
    medidas.length === 1
      ? `La única competencia medida es ${nota(medidas[0])}.`
      : max === min
        ? `Todas las competencias medidas empatan con la misma puntuación (${max}/${PUNTUACION_MAXIMA}): ${nombres(medidas)}.`
        : `${mayuscula(extremo(arriba, 'mayor', max))}; ${extremo(abajo, 'menor', min)}.`;
  return `${frase} ${REVISION}`;
}

/** The rubric's high anchor as a probe: 'lo que describe el ancla alta: «…»'. */
function sondeo(c: CompetenciaRubricaEntrada): string {
  const alto = c.anclas.alto.trim().replace(/[.\s]+$/, '');
  return alto
    ? `buscar evidencia de lo que describe el ancla alta de la rúbrica: «${alto}».`
    : 'pedir un ejemplo concreto de una situación real, con las acciones que tomó y los resultados que obtuvo.';
}

/**
 * One recommendation per competency to explore (not evaluated, or 0–6), specific to it: what was
 * missing and what its high anchor asks for; then the tools named without any use, to check.
 */
export function recomendaciones(mediciones: Medicion[], ts: Tecnica[]): string[] {
  const porCompetencia = mediciones
    .filter((m) => m.skill.puntuacion === null || m.skill.puntuacion <= 6)
    .map((m) => {
      const s = m.skill;
      if (s.puntuacion === null) {
        const porque = m.excluidas
          ? m.excluidas
          : m.sinEvidencia
            ? 'sus respuestas no contienen frases que hablen de ella'
            : m.sinRespuesta.length
              ? `sin respuesta a ${preguntasTexto(m.sinRespuesta)}`
              : 'sin evidencia en la transcripción';
        return `Explorar «${s.habilidad}» (no evaluada: ${porque}): ${sondeo(m.rubrica)}`;
      }
      const faltas = [...(m.sinRespuesta.length ? [`respuesta a ${preguntasTexto(m.sinRespuesta)}`] : []), ...m.falta.map(minuscula)];
      const falta = faltas.length ? `; falta: ${listar(faltas)}` : '';
      return `Profundizar en «${s.habilidad}» (${s.puntuacion}/${PUNTUACION_MAXIMA}${falta}): ${sondeo(m.rubrica)}`;
    });
  const sinUso = ts
    .filter((t) => t.nivel === 'no_evaluado')
    .map((t) => `Comprobar «${t.nombre}» con un caso práctico: la nombra sin describir cómo la usa.`);
  // The schema's limit is 600 characters a recommendation (a long anchor is cut, never the start).
  const todas = [...porCompetencia, ...sinUso].map((r) => (r.length <= 600 ? r : `${r.slice(0, 599)}…`));
  return todas.length
    ? todas.slice(0, 10)
    : ['Verificar las evidencias con referencias o con una prueba práctica antes de tomar una decisión.'];
}

/** What the candidate showed: the measured competencies grouped by the band of their score, highest first. */
function loQueMuestra(softSkills: SoftSkill[]): string {
  const grupos = (['alto', 'medio', 'bajo'] as const)
    .map((ancla) => ({
      ancla,
      skills: softSkills.filter((s): s is SoftSkill & { puntuacion: number } => s.puntuacion !== null && s.ancla === ancla),
    }))
    .filter((g) => g.skills.length)
    .map((g) => `de nivel ${g.ancla} en ${listar(g.skills.map(nota))}`);
  if (!softSkills.length) return 'La entrevista no tiene rúbrica: no hay competencias que medir.';
  return grupos.length
    ? `Las respuestas del candidato muestran evidencia ${grupos.join('; ')}.`
    : 'Las respuestas del candidato no dan evidencia para medir ninguna competencia de la rúbrica.';
}

/**
 * The executive summary opens with the candidate — what their answers showed, band by band, and
 * their technical skills — then what was answered and evaluated; the note on how it was made (by
 * the analyzer `version`) closes it.
 */
export function resumen(
  entrada: EntradaAnalisis,
  turnoDe: Map<number, TurnoTranscripcion>,
  softSkills: SoftSkill[],
  ts: Tecnica[],
  version: string,
  /** The integrity checks' summary (D157): what a reviewer must know before reading the scores. */
  marcas: string[] = [],
): string {
  const respondidas = entrada.preguntas.filter((p) => textosDelCandidato(turnoDe.get(p.n)).length > 0).length;
  const hayDemo = entrada.turnos.some((t) => t.origen === 'simulada');
  const evaluadas = softSkills.filter((s) => s.evaluado).map((s) => s.habilidad);
  const sinEvaluar = softSkills.filter((s) => !s.evaluado).map((s) => s.habilidad);
  return recortarTexto(
    [
      loQueMuestra(softSkills),
      resumenTecnicas(ts),
      `Preguntas respondidas: ${respondidas} de ${entrada.preguntas.length}.`,
      hayDemo ? 'Las respuestas simuladas (texto de demostración) no se tienen en cuenta.' : '',
      !softSkills.length
        ? ''
        : evaluadas.length
          ? `Competencias evaluadas: ${listar(evaluadas)}.`
          : 'No se ha podido evaluar ninguna competencia de la rúbrica.',
      sinEvaluar.length ? `Sin evaluar: ${listar(sinEvaluar)}.` : '',
      marcas.length ? `Señales de integridad: ${marcas.join('; ')}.` : '',
      `Método: informe generado con reglas fijas por el analizador integrado (${version}), sin modelo de lenguaje. Antes de medir, comprueba cada respuesta (si trata de lo que se preguntó, si repite otra, si es una lista de términos, relleno o instrucciones al evaluador) y deja fuera lo marcado. Toma como evidencia de cada competencia las frases del candidato que hablan de ella en sus preguntas y mide cuánto tratan de la pregunta, su concreción (cifras, nombres, momentos, razones, acciones), su extensión y, cuando la pregunta pide una historia, su estructura STAR (situación, tarea, acción y resultado); en la motivación, si el motivo es concreto (el puesto, lo que quiere hacer en él, una razón y lo que aporta). Reconoce las herramientas, tecnologías y métodos que nombra y si describe su uso. No interpreta el contenido como lo haría una persona.`,
    ]
      .filter(Boolean)
      .join(' '),
  );
}
