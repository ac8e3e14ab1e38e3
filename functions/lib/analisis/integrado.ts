// The built-in analyzer (D69, D77): the report when no language model is available.
// It does not understand the answers and does not pretend to: it applies fixed rules and says so.
// Every quote passes verificarEvidencias as is. Deterministic and text-only: no model, no randomness,
// no clock; nothing about emotion, personality, voice, face or any protected trait.
// Its parts, one job each:
// - frases-candidato.ts: the candidate's own sentences, each with the answer it comes from;
// - citas.ts: a competency's evidence (the sentences of its questions, or of other answers that
//   clearly speak to it) and the quotes chosen from it;
// - forma.ts: the score from the form of that evidence (coverage, STAR elements, length, figures);
// - motivo.ts: a motivation-like competency scored by how specific its motive is;
// - tecnicas.ts: the tools, technologies and methods named, the level their use shows, and the band
//   that keeps a technical competency's score;
// - prosa.ts, in the words of redactar.ts: the summary, the conclusions and the recommendations.
// Here: one competency measured with them (a score never without a quote), and the report put together.
import { anclaDePuntuacion, type InformeBorrador } from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { candidatas, citas } from './citas.js';
import { MIN_PALABRAS_CITA, noEvaluada, textosDelCandidato } from './evidencia.js';
import { faltaDeForma, justificacionMedida, medir, puntuar } from './forma.js';
import { type Frase, frasesDelCandidato } from './frases-candidato.js';
import { faltaDeMotivo, justificacionMotivo, puntuarMotivo } from './motivo.js';
import { conclusiones, type Medicion, recomendaciones, resumen } from './prosa.js';
import { mayuscula, preguntasTexto } from './redactar.js';
import { enFranjaTecnica, hardSkill, justificacionTecnica, type Tecnica, tecnicas } from './tecnicas.js';
import type { CompetenciaRubricaEntrada, EntradaAnalisis, TurnoTranscripcion } from './tipos.js';
import { esCompetenciaMotivacional, esCompetenciaTecnica, esTrayectoria, motivoDe, vocabularioDe } from './vocabulario.js';

export const ANALIZADOR_VERSION = 'analizador-integrado-v2';

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

function competencia(
  c: CompetenciaRubricaEntrada,
  entrada: EntradaAnalisis,
  turnoDe: Map<number, TurnoTranscripcion>,
  frases: Frase[][],
  ts: Tecnica[],
): Medicion {
  const clave = normalizarTexto(c.competencia);
  const ns = entrada.preguntas.filter((p) => p.competencia && normalizarTexto(p.competencia) === clave).map((p) => p.n);
  const respondidas = ns.filter((n) => textosDelCandidato(turnoDe.get(n)).length > 0);
  const sinRespuesta = ns.filter((n) => !respondidas.includes(n));
  const base = { rubrica: c, sinRespuesta, falta: [] as string[], sinEvidencia: false };
  const { propias, lista } = candidatas(c, new Set(ns), frases);
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
  if (motivacional) {
    // The background beside a motive connects it to the candidate's path; it is never measured itself.
    const conTrayectoria = (n: number) => frases.flat().some((f) => f.pregunta === n && esTrayectoria(f.texto));
    const medidasMotivo = [...porPregunta].map(([n, fs]) => ({
      pregunta: n,
      palabras: medir(fs.join(' ')).palabras,
      motivo: motivoDe(fs.join(' '), conTrayectoria(n)),
    }));
    const { puntuacion, nivel } = puntuarMotivo(medidasMotivo, propias ? cobertura : 0);
    return {
      ...base,
      falta: faltaDeMotivo(medidasMotivo),
      skill: {
        habilidad: c.competencia,
        puntuacion,
        evaluado: true,
        ancla: anclaDePuntuacion(puntuacion),
        justificacion: justificacionMotivo(respondidas.length, ns.length, medidasMotivo, nivel, deOtras),
        evidencia,
      },
    };
  }
  const vocabulario = vocabularioDe(c);
  const medidas = [...porPregunta.values()].map((fs) => medir(fs.join(' '), vocabulario));
  let puntuacion = puntuar(medidas, propias ? cobertura : 0);
  let justificacion = justificacionMedida(respondidas.length, ns.length, medidas, deOtras);
  if (esCompetenciaTecnica(c)) {
    puntuacion = enFranjaTecnica(puntuacion, ts);
    justificacion += justificacionTecnica(ts);
  }
  return {
    ...base,
    falta: faltaDeForma(medidas),
    skill: { habilidad: c.competencia, puntuacion, evaluado: true, ancla: anclaDePuntuacion(puntuacion), justificacion, evidencia },
  };
}

/** The report the built-in analyzer writes: one soft skill per rubric competency, in rubric order. */
export function analizarIntegrado(entrada: EntradaAnalisis): InformeBorrador {
  const turnoDe = new Map(entrada.turnos.map((t) => [t.n, t]));
  const frases = frasesDelCandidato(entrada.turnos);
  const ts = tecnicas(frases);
  const mediciones = entrada.rubrica.map((c) => competencia(c, entrada, turnoDe, frases, ts));
  const softSkills = mediciones.map((m) => m.skill);
  return {
    resumenEjecutivo: resumen(entrada, turnoDe, softSkills, ts, ANALIZADOR_VERSION),
    softSkills,
    hardSkills: ts.map(hardSkill),
    conclusiones: conclusiones(softSkills),
    recomendaciones: recomendaciones(mediciones, ts),
  };
}
