// How an AI report's values read in Spanish: anchors, levels, why the built-in analyzer wrote it,
// numbers with a decimal comma, durations, the text analysis's rows and the average of the evaluated
// competencies.
import {
  type AnalisisTexto,
  type Evidencia,
  type HardSkill,
  type InformeIA,
  type Procedencia,
  PUNTUACION_MAXIMA,
  type SoftSkill,
} from '@shared/schemas/informe';

export const ANCLA_ETIQUETA: Record<NonNullable<SoftSkill['ancla']>, string> = { bajo: 'Bajo', medio: 'Medio', alto: 'Alto' };

export const NIVEL_ETIQUETA: Record<HardSkill['nivel'], string> = {
  basico: 'Básico',
  intermedio: 'Intermedio',
  avanzado: 'Avanzado',
  no_evaluado: 'No evaluado',
};

export const MOTIVO_INTEGRADO_ETIQUETA: Record<NonNullable<Procedencia['motivoIntegrado']>, string> = {
  sin_clave: 'no hay clave de OpenAI ni Claude',
  proveedor_fallido: 'el proveedor no respondió',
  respuesta_invalida: 'la respuesta del modelo no era válida',
  rechazo: 'el modelo rechazó la solicitud',
  sin_herramienta: 'el modelo respondió sin rellenar el informe',
  simulada: 'entrevista simulada',
  ia_pausada: 'la empresa tenía la IA en pausa',
};

export const PROVEEDOR_ETIQUETA: Record<NonNullable<Procedencia['proveedor']>, string> = {
  openai: 'OpenAI',
  claude: 'Claude',
  bedrock: 'Amazon Bedrock',
};

export const SENTIMIENTO_ETIQUETA: Record<'positivo' | 'neutral' | 'negativo', string> = {
  positivo: 'Positivo',
  neutral: 'Neutral',
  negativo: 'Negativo',
};

const numero = new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 });
const numeroDos = new Intl.NumberFormat('es-ES', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** '6,5' (at most one decimal). */
export const formatNumero = (n: number) => numero.format(n);
/** '0,42' (a polarity). */
export const formatPolaridad = (n: number) => numeroDos.format(n);

/** What the text analysis measures, said beside it on the screen and in the PDF (issue 45 §4). */
export const ALCANCE_ANALISIS_TEXTO =
  'Mide el registro y la estructura del texto de las respuestas, no a la persona: no deduce emociones, personalidad ni características protegidas.';

/** What the text analysis shows for a measure it had too little text for (D77): never a number. */
export const SIN_DATOS_SUFICIENTES = 'Sin datos suficientes';

/** The text analysis's rows, as the screen and the PDF show them ('Sin datos suficientes' for a null measure). */
export function filasAnalisisTexto(a: AnalisisTexto): [string, string][] {
  const nota = (v: number | null) => (v === null ? SIN_DATOS_SUFICIENTES : `${formatNumero(v)}/${PUNTUACION_MAXIMA}`);
  return [
    [
      'Tono del texto',
      a.sentiment ? `${SENTIMIENTO_ETIQUETA[a.sentiment.label]} (${formatPolaridad(a.sentiment.score)})` : SIN_DATOS_SUFICIENTES,
    ],
    ['Coherencia', nota(a.coherenceScore)],
    ['Profesionalidad', nota(a.professionalismScore)],
  ];
}

/** '850 ms', '2,4 s', '1 min 5 s'. */
export function formatDuracion(ms: number): string {
  if (ms < 1_000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${formatNumero(ms / 1_000)} s`;
  const s = Math.round(ms / 1_000);
  return `${Math.floor(s / 60)} min${s % 60 ? ` ${s % 60} s` : ''}`;
}

/** The average of the evaluated soft skills' scores, or null when none was evaluated. */
export function mediaSoftSkills(softSkills: readonly SoftSkill[]): { media: number; evaluadas: number } | null {
  const puntuaciones = softSkills.flatMap((s) => (s.evaluado && s.puntuacion !== null ? [s.puntuacion] : []));
  if (!puntuaciones.length) return null;
  return { media: puntuaciones.reduce((a, b) => a + b, 0) / puntuaciones.length, evaluadas: puntuaciones.length };
}

/** Every quote the report gives as evidence (soft and hard skills), to highlight in the transcript. */
export function evidenciaDelInforme(informe: InformeIA | null | undefined): Evidencia[] {
  return informe ? [...informe.softSkills, ...informe.hardSkills].flatMap((s) => s.evidencia) : [];
}
