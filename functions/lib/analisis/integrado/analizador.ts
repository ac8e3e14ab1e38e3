// The built-in analyzer (D69, D77): the report when no language model is available.
// It does not understand the answers and does not pretend to: it applies fixed rules and says so.
// Every quote passes verificarEvidencias as is. Deterministic and text-only: no model, no randomness,
// no clock; nothing about emotion, personality, voice, face or any protected trait.
// Its parts, one job each:
// - lexico/frases.ts: the candidate's own sentences, each with the answer it comes from;
// - integrado/citas.ts: a competency's evidence (the sentences of its questions, or of other answers that
//   clearly speak to it) and the quotes chosen from it;
// - integrado/forma.ts: the score from the form of that evidence (coverage, STAR elements, length, figures);
// - integrado/motivo.ts: a motivation-like competency scored by how specific its motive is;
// - integrado/tecnicas.ts: the tools, technologies and methods named, the level their use shows, and the band
//   that keeps a technical competency's score;
// - integrado/prosa.ts, in the words of lexico/redactar.ts: the summary, the conclusions and the recommendations.
// Here: one competency measured with them (a score never without a quote), and the report put together.
import { anclaDePuntuacion, type InformeBorrador, PUNTUACION_MAXIMA } from '../../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../../shared/texto.js';
import { candidatas, citas } from './citas.js';
import { noEvaluada } from '../evidencia.js';
import { MIN_PALABRAS_CITA, textosDelCandidato } from '../lexico/texto-candidato.js';
import { faltaDeForma, justificacionMedida, type Medida, medir, pideHistoria, puntuar } from './forma.js';
import { temaDe } from '../comprobaciones/pertinencia.js';
import { resumenMarcas } from '../comprobaciones/resumen.js';
import { comprobar } from '../comprobaciones/comprobar.js';
import type { Comprobacion } from '../comprobaciones/tipos.js';
import { type Frase, frasesDelCandidato } from '../lexico/frases.js';
import { faltaDeMotivo, justificacionMotivo, puntuarMotivo } from './motivo.js';
import { conclusiones, type Medicion, recomendaciones, resumen } from './prosa.js';
import { listar, mayuscula, preguntasTexto } from '../lexico/redactar.js';
import { ejemploTecnico } from '../lexico/herramientas.js';
import { enFranjaTecnica, hardSkill, justificacionTecnica, type Tecnica, tecnicas } from './tecnicas.js';
import type { CompetenciaRubricaEntrada, EntradaAnalisis, TurnoTranscripcion } from '../tipos.js';
import { esCompetenciaMotivacional, esCompetenciaTecnica, esTrayectoria, motivoDe, vocabularioDe } from '../lexico/vocabulario.js';

export const ANALIZADOR_VERSION = 'analizador-integrado-v3';

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

/** A measure with nothing of a story in it: a list of terms or a minimal answer is scored on its length alone (D157). */
const comoLista = (m: Medida): Medida => ({ ...m, star: new Set(), datos: 0, habla: 0, propias: 0, concretos: 0, vividos: 0 });

function competencia(
  c: CompetenciaRubricaEntrada,
  entrada: EntradaAnalisis,
  turnoDe: Map<number, TurnoTranscripcion>,
  frases: Frase[][],
  ts: Tecnica[],
  comprobacion: Comprobacion,
): Medicion {
  const clave = normalizarTexto(c.competencia);
  const ns = entrada.preguntas.filter((p) => p.competencia && normalizarTexto(p.competencia) === clave).map((p) => p.n);
  const contestadas = ns.filter((n) => textosDelCandidato(turnoDe.get(n)).length > 0);
  // The checks (D157): an answer that is no evidence at all counts as not answered in substance.
  const excluidas = contestadas.filter((n) => comprobacion.porPregunta.get(n)?.excluida);
  const respondidas = contestadas.filter((n) => !excluidas.includes(n));
  const sinRespuesta = ns.filter((n) => !contestadas.includes(n));
  const motivoExcluidas = excluidas.length
    ? listar(excluidas.map((n) => `${preguntasTexto([n])}: ${comprobacion.porPregunta.get(n)!.excluida!.motivo}`))
    : '';
  const base = { rubrica: c, sinRespuesta, falta: [] as string[], sinEvidencia: false, excluidas: motivoExcluidas };
  // Every answer of its own was left out by the checks: never a mid score from elsewhere.
  if (contestadas.length && !respondidas.length) {
    const tipos = new Set(excluidas.map((n) => comprobacion.porPregunta.get(n)!.excluida!.tipo));
    const cabeza =
      tipos.size === 1 && tipos.has('no_pertinente') ? 'No evaluado: la respuesta no trata de lo que se preguntó' : 'No evaluado';
    return { ...base, skill: noEvaluada(c.competencia, `${cabeza} (${motivoExcluidas}).`) };
  }
  const prestable = (f: Frase) => !comprobacion.porPregunta.get(f.pregunta)?.soloPropia;
  const { propias, lista } = candidatas(c, new Set(ns), frases, prestable);
  const motivacional = esCompetenciaMotivacional(c);
  const evidencia = citas(lista, motivacional);

  // A score is never given without a quote to support it (the same rule verificarEvidencias applies).
  if (!evidencia.length) {
    if (!respondidas.length) {
      const simuladas = ns.filter((n) => turnoDe.get(n)?.origen === 'simulada' && turnoDe.get(n)?.respuesta.trim());
      const motivo = justificacionSinRespuesta(
        ns.filter((n) => !simuladas.includes(n)),
        simuladas,
      );
      return { ...base, skill: noEvaluada(c.competencia, motivo) };
    }
    return {
      ...base,
      sinEvidencia: true,
      skill: noEvaluada(
        c.competencia,
        `Las respuestas a ${preguntasTexto(respondidas)} no contienen una frase verificable de al menos ${MIN_PALABRAS_CITA} palabras que hable de «${c.competencia}» (una frase que solo cuenta la trayectoria no es evidencia): no evaluado.`,
      ),
    };
  }

  // The measure: per answer, the sentences that are its evidence (an answered question with none counts as empty).
  const porPregunta = new Map<number, string[]>();
  for (const n of propias ? respondidas : []) porPregunta.set(n, []);
  for (const x of lista) porPregunta.set(x.frase.pregunta, [...(porPregunta.get(x.frase.pregunta) ?? []), x.frase.texto]);
  const cobertura = ns.length ? respondidas.length / ns.length : 0;
  const deOtras = propias ? [] : [...new Set(lista.map((x) => x.frase.pregunta))];
  // A list of terms or a minimal answer (D157): nothing of a story counts, and the competency stays
  // in the low anchor when every answer it is measured on is one.
  const tope = (n: number) => comprobacion.porPregunta.get(n)?.tope ?? null;
  const sinHistoria = (n: number) => !!comprobacion.porPregunta.get(n)?.sinHistoria;
  const topes = [...porPregunta.keys()].map(tope);
  const techo = topes.length && topes.every((t) => t !== null) ? Math.max(...(topes as number[])) : PUNTUACION_MAXIMA;
  const notaExcluidas = motivoExcluidas ? ` No cuenta${excluidas.length === 1 ? '' : 'n'} ${motivoExcluidas}.` : '';
  const notaTope =
    techo >= PUNTUACION_MAXIMA
      ? ''
      : [...porPregunta.keys()].every(sinHistoria)
        ? ` Lo que responde es una lista de términos sin una situación, o una respuesta evasiva o mínima: como máximo ${techo}/${PUNTUACION_MAXIMA}.`
        : ` Respuesta genérica: sin un caso concreto que el candidato viviera (un nombre, un momento, una persona, una cifra de algo contado): como máximo ${techo}/${PUNTUACION_MAXIMA}, el nivel medio.`;
  if (motivacional) {
    // The background beside a motive connects it to the candidate's path; it is never measured itself.
    const conTrayectoria = (n: number) => frases.flat().some((f) => f.pregunta === n && esTrayectoria(f.texto));
    const medidasMotivo = [...porPregunta].map(([n, fs]) => ({
      pregunta: n,
      palabras: medir(fs.join(' ')).palabras,
      motivo: motivoDe(fs.join(' '), conTrayectoria(n) && !sinHistoria(n)),
    }));
    const medido = puntuarMotivo(medidasMotivo, propias ? cobertura : 0);
    const puntuacion = Math.min(techo, medido.puntuacion);
    return {
      ...base,
      falta: faltaDeMotivo(medidasMotivo),
      skill: {
        habilidad: c.competencia,
        puntuacion,
        evaluado: true,
        ancla: anclaDePuntuacion(puntuacion),
        justificacion: justificacionMotivo(respondidas.length, ns.length, medidasMotivo, medido.nivel, deOtras) + notaTope + notaExcluidas,
        evidencia,
      },
    };
  }
  const vocabulario = vocabularioDe(c);
  const preguntaDe = (n: number) => entrada.preguntas.find((p) => p.n === n);
  const medidas = [...porPregunta].map(([n, fs]) => {
    const p = propias ? preguntaDe(n) : undefined;
    const m = medir(fs.join(' '), { vocabulario, tema: p ? temaDe(p, c) : undefined, pideHistoria: pideHistoria(p) });
    return sinHistoria(n) ? comoLista(m) : m;
  });
  let puntuacion = puntuar(medidas, propias ? cobertura : 0);
  let justificacion = justificacionMedida(respondidas.length, ns.length, medidas, deOtras);
  if (esCompetenciaTecnica(c)) {
    // The example its own answers give, named tool or not (D157).
    const ejemplos = [...porPregunta.values()].map((fs) => ejemploTecnico(fs.join(' ')));
    const ejemplo = ejemplos.includes('medido') ? 'medido' : ejemplos.includes('uso') ? 'uso' : null;
    puntuacion = enFranjaTecnica(puntuacion, ts, ejemplo);
    justificacion += justificacionTecnica(ts, ejemplo);
  }
  puntuacion = Math.min(techo, puntuacion);
  return {
    ...base,
    falta: faltaDeForma(medidas),
    skill: {
      habilidad: c.competencia,
      puntuacion,
      evaluado: true,
      ancla: anclaDePuntuacion(puntuacion),
      justificacion: justificacion + notaTope + notaExcluidas,
      evidencia,
    },
  };
}

/**
 * The report the built-in analyzer writes: one soft skill per rubric competency, in rubric order,
 * measured only on what the integrity checks leave (D157: instructions, repeats and filler out;
 * answers that are no evidence left out whole).
 */
export function analizarIntegrado(entrada: EntradaAnalisis, comprobacion: Comprobacion = comprobar(entrada)): InformeBorrador {
  const turnoDe = new Map(entrada.turnos.map((t) => [t.n, t]));
  const frases = frasesDelCandidato(entrada.turnos).map((fs) =>
    fs.filter((f) => comprobacion.cuenta(f) && !comprobacion.porPregunta.get(f.pregunta)?.excluida),
  );
  const ts = tecnicas(frases);
  const mediciones = entrada.rubrica.map((c) => competencia(c, entrada, turnoDe, frases, ts, comprobacion));
  const softSkills = mediciones.map((m) => m.skill);
  return {
    resumenEjecutivo: resumen(
      entrada,
      turnoDe,
      softSkills,
      ts,
      ANALIZADOR_VERSION,
      resumenMarcas(comprobacion.marcas, comprobacion.respuestas),
    ),
    softSkills,
    hardSkills: ts.map(hardSkill),
    conclusiones: conclusiones(softSkills),
    recomendaciones: recomendaciones(mediciones, ts),
  };
}
