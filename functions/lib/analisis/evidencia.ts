// The rule that every evidence quote is the candidate's own words (D69). A language model
// can paraphrase, invent or quote the interviewer; a score must never rest on words the candidate did
// not say. So every quote of a draft — the model's or the built-in analyzer's — is checked against
// the transcript after a normalised comparison (accents, case, typographic quotes, punctuation and
// spacing do not count), and the report is rebuilt around what survives: a competency left without
// evidence is not evaluated, never scored.
import {
  anclaDePuntuacion,
  type Evidencia,
  type HardSkill,
  type InformeBorrador,
  type SoftSkill,
} from '../../../shared/schemas/informe.js';
import { normalizarTexto } from '../../../shared/texto.js';
import { citaEnTexto, normalizarCita, textosDelCandidato } from './lexico/texto-candidato.js';
import type { EntradaAnalisis, TurnoTranscripcion } from './tipos.js';

/** The schema's limit on soft skills (InformeBorrador). */
const MAX_SOFT_SKILLS = 20;

export const JUSTIFICACION_SIN_EVIDENCIA = 'Sin evidencia verificable en la transcripción: no evaluado.';

/** Checks a list of quotes: accepted ones (with the turn corrected when needed) and how many were dropped. */
type Verificador = (evidencia: Evidencia[]) => { evidencia: Evidencia[]; descartadas: number };

function verificador(turnos: TurnoTranscripcion[]): Verificador {
  const porTurno = new Map<number, string[]>();
  for (const t of turnos) porTurno.set(t.n, [...(porTurno.get(t.n) ?? []), ...textosDelCandidato(t)]);
  const esta = (n: number, cita: string) => (porTurno.get(n) ?? []).some((texto) => citaEnTexto(cita, texto));

  /** The turn the quote really comes from: the one it names, else the only other one that holds it. */
  const turnoDe = (e: Evidencia): number | null => {
    if (esta(e.pregunta, e.cita)) return e.pregunta;
    const otros = [...porTurno.keys()].filter((n) => n !== e.pregunta && esta(n, e.cita));
    return otros.length === 1 ? otros[0] : null;
  };

  return (evidencia) => {
    const vistas = new Set<string>();
    const aceptadas: Evidencia[] = [];
    for (const e of evidencia) {
      const n = turnoDe(e);
      const clave = normalizarCita(e.cita);
      // The same words twice are one piece of evidence, not two.
      if (n === null || vistas.has(clave)) continue;
      vistas.add(clave);
      aceptadas.push({ cita: e.cita, pregunta: n });
    }
    return { evidencia: aceptadas, descartadas: evidencia.length - aceptadas.length };
  };
}

/** A competency the transcript gives no evidence for: no score, no anchor, and why (the built-in analyzer says it too). */
export const noEvaluada = (habilidad: string, justificacion = JUSTIFICACION_SIN_EVIDENCIA): SoftSkill => ({
  habilidad,
  puntuacion: null,
  evaluado: false,
  ancla: null,
  justificacion,
  evidencia: [],
});

/**
 * A soft skill with its checked evidence. No evidence left → not evaluated (the model's own reason
 * is kept only when it had already said so and offered no quote: then nothing was taken from it).
 * A score stands only with evidence, and its anchor is the score's band, whatever the model wrote.
 */
function softSkillVerificada(s: SoftSkill, evidencia: Evidencia[]): SoftSkill {
  if (evidencia.length === 0) {
    const yaNoEvaluada = !s.evaluado && s.evidencia.length === 0 && s.justificacion.trim();
    return noEvaluada(s.habilidad, yaNoEvaluada ? s.justificacion : JUSTIFICACION_SIN_EVIDENCIA);
  }
  if (s.evaluado && s.puntuacion !== null) return { ...s, ancla: anclaDePuntuacion(s.puntuacion), evidencia };
  // Not evaluated (or evaluated without a score, which the schema does not allow): no score, no anchor.
  return { ...s, evaluado: false, puntuacion: null, ancla: null, evidencia };
}

function hardSkillVerificada(h: HardSkill, evidencia: Evidencia[]): HardSkill {
  if (evidencia.length > 0) return { ...h, evidencia };
  const cambia = h.nivel !== 'no_evaluado' || h.evidencia.length > 0;
  return { ...h, nivel: 'no_evaluado', justificacion: cambia ? JUSTIFICACION_SIN_EVIDENCIA : h.justificacion, evidencia: [] };
}

/**
 * Checks every quote of a draft against the candidate's words and rebuilds the report around the
 * ones that hold (pure: new objects). Soft skills come in rubric order (named as the rubric names
 * them), a competency the draft omitted is added as not evaluated, and extra ones the model added
 * stay only with evidence. A skill repeated by name keeps its first occurrence only. `descartadas`
 * counts every quote dropped: not in the candidate's words, too short, ambiguous, repeated, or of a
 * skill repeated by name.
 */
export function verificarEvidencias(
  borrador: InformeBorrador,
  entrada: EntradaAnalisis,
): { informe: InformeBorrador; descartadas: number } {
  const verificar = verificador(entrada.turnos);
  let descartadas = 0;
  const revisar = (evidencia: Evidencia[]) => {
    const r = verificar(evidencia);
    descartadas += r.descartadas;
    return r.evidencia;
  };

  const porNombre = new Map<string, SoftSkill>();
  for (const s of borrador.softSkills) {
    const clave = normalizarTexto(s.habilidad);
    if (porNombre.has(clave)) descartadas += s.evidencia.length;
    else porNombre.set(clave, softSkillVerificada(s, revisar(s.evidencia)));
  }

  const deRubrica = entrada.rubrica.map((c) => {
    const clave = normalizarTexto(c.competencia);
    const s = porNombre.get(clave);
    porNombre.delete(clave);
    return s ? { ...s, habilidad: c.competencia } : noEvaluada(c.competencia);
  });
  const extra = [...porNombre.values()].filter((s) => s.evidencia.length > 0);
  const softSkills = [...deRubrica, ...extra];
  for (const s of softSkills.slice(MAX_SOFT_SKILLS)) descartadas += s.evidencia.length;

  return {
    informe: {
      resumenEjecutivo: borrador.resumenEjecutivo,
      softSkills: softSkills.slice(0, MAX_SOFT_SKILLS),
      hardSkills: borrador.hardSkills.map((h) => hardSkillVerificada(h, revisar(h.evidencia))),
      conclusiones: borrador.conclusiones,
      recomendaciones: [...borrador.recomendaciones],
    },
    descartadas,
  };
}
