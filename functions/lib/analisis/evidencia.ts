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
import type { EntradaAnalisis, TurnoTranscripcion } from './tipos.js';

/** A quote shorter than this (normalised words) proves nothing: 'sí, claro' is in every interview. */
export const MIN_PALABRAS_CITA = 4;
/** The schema's limit on soft skills (InformeBorrador). */
const MAX_SOFT_SKILLS = 20;

export const JUSTIFICACION_SIN_EVIDENCIA = 'Sin evidencia verificable en la transcripción: no evaluado.';

/**
 * The form a quote and an answer are compared in: no diacritics, lower case, typographic quotes,
 * apostrophes and dashes unified, punctuation dropped (letters, digits, % and spaces kept), single
 * spaces, and '20 %' written as '20%' (both spellings are common). Punctuation becomes a space
 * rather than vanishing, so 'e-mail' and 'e mail' compare equal on both sides and words never fuse.
 */
export function normalizarCita(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[\u2018\u2019\u201a\u201b\u2032\u00b4`]/g, "'")
    .replace(/[\u201c\u201d\u201e\u201f\u00ab\u00bb\u2033]/g, '"')
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/[^\p{L}\p{N}%\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .replace(/ %/g, '%')
    .trim();
}

const palabras = (normalizada: string) => (normalizada ? normalizada.split(' ').length : 0);

/**
 * The candidate's words of a turn: the answer and the follow-up's answer, kept apart (a quote spanning
 * both was never said). The questions are the interviewer's words and a simulated turn is demo text:
 * neither can hold a quote. The built-in analyzer quotes from exactly these texts.
 */
export function textosDelCandidato(t: TurnoTranscripcion | undefined): string[] {
  if (!t || t.origen === 'simulada') return [];
  return [t.respuesta, t.repregunta?.respuesta ?? ''].filter((s) => s.trim());
}

/**
 * Whether a quote stands against one text: at least MIN_PALABRAS_CITA normalised words, found as
 * whole words ('ganizé el equipo' is not in 'organicé el equipo').
 */
export function citaEnTexto(cita: string, texto: string): boolean {
  const c = normalizarCita(cita);
  return palabras(c) >= MIN_PALABRAS_CITA && ` ${normalizarCita(texto)} `.includes(` ${c} `);
}

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
