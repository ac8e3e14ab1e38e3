// The one pipeline every report goes through (D177), the analysis job's (analizar.ts) and the
// benchmark's alike:
// 1. the checks (comprobaciones/): each answer read once, relevance decided once, flags and caps;
// 2. a draft given those checks: a model's or the built-in analyzer's (borrador.ts decides which);
// 3. every quote checked against the transcript (evidencia.ts); quotes of instructions to the
//    evaluator dropped, whoever made them;
// 4. the report's «Señales de integridad» and, given a threshold, its recommendation by rule (D157).
import type { Evidencia, InformeBorrador, RecomendacionInforme } from '../../../shared/schemas/informe.js';
import { recomendacionPorReglas } from '../../../shared/schemas/informe.js';
import type { Integridad } from '../../../shared/schemas/integridad.js';
import { comprobar } from './comprobaciones/comprobar.js';
import { integridadDelInforme } from './comprobaciones/resumen.js';
import { matrizPorSignificado, type VectoresEntrevista } from './comprobaciones/significado.js';
import type { Comprobacion } from './comprobaciones/tipos.js';
import { noEvaluada, verificarEvidencias } from './evidencia.js';
import { analizarIntegrado } from './integrado/analizador.js';
import { normalizarCita } from './lexico/texto-candidato.js';
import type { EntradaAnalisis } from './tipos.js';

/** A draft and what made it. */
export interface Redaccion<P> {
  borrador: InformeBorrador;
  procedencia: P;
}

export interface Evaluacion<P> {
  informe: InformeBorrador & { integridad: Integridad; recomendacion?: RecomendacionInforme };
  /** Quotes dropped: not in the transcript, repeated, or taken from instructions to the evaluator. */
  descartadas: number;
  comprobacion: Comprobacion;
  procedencia: P;
}

/**
 * A model's report without the quotes taken from instructions to the evaluator (D157: never
 * evidence, whoever quotes them). A competency left without quotes is not evaluated, and says why.
 */
export function sinCitasDeInstrucciones<T extends Pick<InformeBorrador, 'softSkills'>>(
  informe: T,
  c: Pick<Comprobacion, 'instrucciones'>,
): { informe: T; quitadas: number } {
  let quitadas = 0;
  const deInstruccion = (e: Evidencia) => {
    const cita = normalizarCita(e.cita);
    const si = (c.instrucciones.get(e.pregunta) ?? []).some((f) => f.includes(cita) || cita.includes(f));
    if (si) quitadas++;
    return si;
  };
  const softSkills = informe.softSkills.map((s) => {
    const evidencia = s.evidencia.filter((e) => !deInstruccion(e));
    if (evidencia.length === s.evidencia.length) return s;
    return evidencia.length
      ? { ...s, evidencia }
      : noEvaluada(s.habilidad, 'Su única evidencia eran instrucciones al evaluador, que nunca cuentan como evidencia: no evaluado.');
  });
  return { informe: { ...informe, softSkills }, quitadas };
}

/**
 * The vectors of the comparison by meaning (D177), when the deployment has a method: null without one
 * (the words decide, as always), or why it failed (the words decide, and the report says why).
 */
export type Significado = () => Promise<VectoresEntrevista | { fallo: string } | null>;

/** The pipeline: checks, a draft given them, quotes checked, signals and the recommendation. */
export async function evaluar<P>(
  entrada: EntradaAnalisis,
  redactar: (c: Comprobacion) => Promise<Redaccion<P>> | Redaccion<P>,
  umbral?: [number, RecomendacionInforme['origenUmbral']],
  significado?: Significado,
): Promise<Evaluacion<P>> {
  const vectores = significado ? await significado() : null;
  const comprobacion = comprobar(
    entrada,
    vectores && 'fallo' in vectores
      ? { porQuePalabras: vectores.fallo }
      : vectores
        ? { matriz: (ls) => matrizPorSignificado(entrada, ls, vectores) }
        : {},
  );
  const { borrador, procedencia } = await redactar(comprobacion);
  const comprobado = verificarEvidencias(borrador, entrada);
  const { informe, quitadas } = sinCitasDeInstrucciones(comprobado.informe, comprobacion);
  return {
    informe: {
      ...informe,
      integridad: integridadDelInforme(comprobacion, informe, entrada.turnos),
      ...(umbral ? { recomendacion: recomendacionPorReglas(informe.softSkills, ...umbral) } : {}),
    },
    descartadas: comprobado.descartadas + quitadas,
    comprobacion,
    procedencia,
  };
}

/** The built-in analyzer's draft, as the pipeline's step 2 when no model is used. */
export const redaccionIntegrada =
  (entrada: EntradaAnalisis) =>
  (c: Comprobacion): Redaccion<null> => ({ borrador: analizarIntegrado(entrada, c), procedencia: null });

/** The report the built-in analyzer's path stores for an entry, without the job: what the benchmark measures. */
export async function informeDeEntrada(entrada: EntradaAnalisis, umbral?: [number, RecomendacionInforme['origenUmbral']]) {
  return (await evaluar(entrada, redaccionIntegrada(entrada), umbral)).informe;
}
