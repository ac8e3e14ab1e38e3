// What a report adds to its company's aggregates (the Informes cards, the dashboards): kept by the
// writes (the analysis job, the review), never computed by reading every interview (D20, D70).
// - average score: the mean of the AI's evaluated soft-skill scores (part 2 §9 "the mean of soft-skill
//   scores"), as a running sum and count on the company item; a reviewer's adjusted scores are shown
//   beside the AI's but do not rewrite the AI's aggregate;
// - recommended (part 2 §9): the report's recommendation by rule (D157: its scores against the
//   threshold; on reports written before it, the word 'recomendado' in the conclusions, not negated)
//   or, once a person reviewed it, the person's decision.
// It also builds the report's Informes list item (`resumenInforme`): every writer of that item goes
// through it, so the item's fields (the score, the recommendation, the flagged answers) agree.
import { fechaRealizacionDe } from '../../../shared/schemas/entrevista.js';
import {
  conclusionesRecomiendan,
  type InformeIA,
  type InformeResumen,
  recomendacionDeIA,
  type Validacion,
} from '../../../shared/schemas/informe.js';
import { respuestasMarcadas } from '../../../shared/schemas/integridad.js';
import { normalizarTexto } from '../../../shared/texto.js';
import type { EntrevistaItem } from '../db/entrevistas.js';

export function aggregadosInforme(informe: Pick<InformeIA, 'softSkills'>): { suma: number; conPuntuacion: number } {
  const puntuaciones = informe.softSkills.filter((s) => s.evaluado && s.puntuacion !== null).map((s) => s.puntuacion!);
  return { suma: puntuaciones.reduce((a, b) => a + b, 0), conPuntuacion: puntuaciones.length };
}

/** The mean of the evaluated soft-skill scores (the reviewer's where adjusted), one decimal; null without any. */
export function puntuacionMedia(
  informe: Pick<InformeIA, 'softSkills'>,
  validacion?: Pick<Validacion, 'puntuacionesAjustadas'> | null,
): number | null {
  const ajustada = new Map((validacion?.puntuacionesAjustadas ?? []).map((a) => [normalizarTexto(a.habilidad), a.puntuacion]));
  const p = informe.softSkills
    .filter((s) => s.evaluado && s.puntuacion !== null)
    .map((s) => ajustada.get(normalizarTexto(s.habilidad)) ?? s.puntuacion!);
  return p.length ? Math.round((p.reduce((a, b) => a + b, 0) / p.length) * 10) / 10 : null;
}

/** 'recomendado' as a word in the conclusions, not after a negation (shared: the review form shows it too). */
export { conclusionesRecomiendan };

export function esRecomendado(
  informe: Pick<InformeIA, 'conclusiones' | 'recomendacion'>,
  validacion: Pick<Validacion, 'decision'> | null | undefined,
): boolean {
  return validacion ? validacion.decision === 'recomendado' : recomendacionDeIA(informe) === 'recomendado';
}

/**
 * An interview's share of the Informes aggregates (what the analysis and the review added, D69): what
 * a data import moves and the reconcile job recounts.
 */
export function contribucionInforme(e: Record<string, unknown> | undefined): {
  generados: number;
  suma: number;
  conPuntuacion: number;
  recomendados: number;
} {
  const informe = e?.informeIA as InformeIA | undefined;
  if (!informe) return { generados: 0, suma: 0, conPuntuacion: 0, recomendados: 0 };
  const a = aggregadosInforme(informe);
  return {
    generados: 1,
    suma: a.suma,
    conPuntuacion: a.conPuntuacion,
    recomendados: esRecomendado(informe, (e?.validacion as Validacion | undefined) ?? null) ? 1 : 0,
  };
}

/** The report's item in the Informes list (db/informes.ts), as of its latest write. */
export function resumenInforme(
  e: Pick<
    EntrevistaItem,
    'id' | 'candidatoId' | 'candidatoNombre' | 'servicioId' | 'servicioNombre' | 'historial' | 'zonaHoraria' | 'vacanteId'
  >,
  informe: InformeIA,
  estado: 'analizada' | 'validada',
  areaId: string | null,
  validacion: Validacion | null,
): InformeResumen {
  // The card says when the interview was taken, in its zone (D83).
  const fechaRealizacion = fechaRealizacionDe(e.historial);
  return {
    id: e.id,
    candidatoId: e.candidatoId,
    candidatoNombre: e.candidatoNombre,
    areaId,
    servicioId: e.servicioId,
    servicioNombre: e.servicioNombre,
    // The vacancy it was run for (D187): the Informes filter by vacancy reads it (D192).
    ...(e.vacanteId ? { vacanteId: e.vacanteId } : {}),
    estado,
    fecha: informe.procedencia.generadoEn,
    ...(fechaRealizacion ? { fechaRealizacion } : {}),
    ...(e.zonaHoraria ? { zonaHoraria: e.zonaHoraria } : {}),
    puntuacionMedia: puntuacionMedia(informe, validacion),
    puntuacionIA: puntuacionMedia(informe),
    recomendado: esRecomendado(informe, validacion),
    decision: validacion?.decision ?? null,
    metodo: informe.procedencia.metodo,
    modelo: informe.procedencia.modelo,
    // The answers the integrity checks flagged (issue 53 item 7, the Informes filter): from the report
    // itself, so the review's rewrite keeps it; a report from before the checks says nothing.
    ...(informe.integridad ? { respuestasMarcadas: respuestasMarcadas(informe.integridad) } : {}),
    // Who made the current review: the Informes filter by reviewer reads it (D198).
    ...(validacion ? { revisorId: validacion.por.userId } : {}),
  };
}
