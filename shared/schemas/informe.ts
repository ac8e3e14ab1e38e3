// The AI report of an interview (part 2 §3 "AI report (informeIA)"; D69). Two parts:
// - the draft (`InformeBorrador`): what a language model — or the built-in analyzer — writes, in the
//   spec's shape (resumenEjecutivo, softSkills, hardSkills, conclusiones, recomendaciones) with every
//   score tied to verbatim quotes of the transcript and to the rubric's anchor it matched. This is
//   the schema the provider is asked to fill (its JSON Schema comes from here) and checked against.
// - what the job adds: the text analysis (`bertAnalysis`, named by its real method, never "BERT")
//   and how the report was made (`procedencia`): provider and model or the built-in analyzer and
//   its version, template and rubric versions, prompt hash, date, duration, tokens, quotes dropped.
// A competency without evidence is 'no_evaluado' with no score: a score is never guessed.
import * as z from 'zod/mini';
import { informes as msgInformes } from '../messages.js';
import { normalizarTexto } from '../texto.js';
import { FILTROS_SENALES, FiltroPeriodo, FiltroPlantillaRevisor, Id, periodoNoInvertido } from './comun.js';
import { Integridad } from './integridad.js';

/** Scores are integers out of 10 (part 2 §9). */
export const PUNTUACION_MAXIMA = 10;

export const NIVELES_ANCLA_INFORME = ['bajo', 'medio', 'alto'] as const;
export const NIVELES_HARD_SKILL = ['basico', 'intermedio', 'avanzado', 'no_evaluado'] as const;

/** One quote from the transcript: the words, and the question (turn n) they answer. */
export const Evidencia = z.object({
  /** Verbatim words of the candidate (checked against the transcript after a normalised comparison). */
  cita: z.string().check(z.minLength(1), z.maxLength(600)),
  /** The transcript turn (0-based question number) the quote comes from. */
  pregunta: z.number().check(z.int(), z.minimum(0), z.maximum(499)),
});
export type Evidencia = z.infer<typeof Evidencia>;

/** A soft skill: a rubric competency scored 0–10 against its anchors, or not evaluated. */
export const SoftSkill = z.object({
  habilidad: z.string().check(z.minLength(1), z.maxLength(100)),
  /** Integer 0–10; null exactly when `evaluado` is false. */
  puntuacion: z.nullable(z.number().check(z.int(), z.minimum(0), z.maximum(PUNTUACION_MAXIMA))),
  evaluado: z.boolean(),
  /** The rubric anchor the evidence matched (null when not evaluated). */
  ancla: z.nullable(z.enum(NIVELES_ANCLA_INFORME)),
  /** Why this score: how the evidence meets the anchor (or why it could not be evaluated). */
  justificacion: z.string().check(z.maxLength(1_500)),
  evidencia: z.array(Evidencia).check(z.maxLength(6)),
});
export type SoftSkill = z.infer<typeof SoftSkill>;

/** A technical skill the answers show, with its level and evidence. */
export const HardSkill = z.object({
  habilidad: z.string().check(z.minLength(1), z.maxLength(100)),
  nivel: z.enum(NIVELES_HARD_SKILL),
  justificacion: z.string().check(z.maxLength(1_500)),
  evidencia: z.array(Evidencia).check(z.maxLength(6)),
});
export type HardSkill = z.infer<typeof HardSkill>;

/** What the model (or the built-in analyzer) writes. */
export const InformeBorrador = z.object({
  resumenEjecutivo: z.string().check(z.minLength(1), z.maxLength(3_000)),
  softSkills: z.array(SoftSkill).check(z.maxLength(20)),
  hardSkills: z.array(HardSkill).check(z.maxLength(20)),
  conclusiones: z.string().check(z.minLength(1), z.maxLength(3_000)),
  recomendaciones: z.array(z.string().check(z.minLength(1), z.maxLength(600))).check(z.maxLength(10)),
});
export type InformeBorrador = z.infer<typeof InformeBorrador>;

/** The text analysis's method: a Spanish lexicon plus rules, versioned. Never called BERT. */
export const METODO_ANALISIS_TEXTO = 'léxico-heurístico-v1';

/**
 * part 2 §3 `bertAnalysis` — the name is the spec's field; the method says what it really is. Each
 * measure is null when the text is too short for it ('sin datos suficientes', D77): a number would
 * read as a judgement of the person. Reports stored before D77 always have numbers; they stay valid.
 */
export const AnalisisTexto = z.object({
  metodo: z.string(),
  sentiment: z.nullable(
    z.object({
      label: z.enum(['positivo', 'neutral', 'negativo']),
      /** Polarity from -1 (negative) to 1 (positive). */
      score: z.number().check(z.minimum(-1), z.maximum(1)),
    }),
  ),
  /** 0–10: how well the text holds together (connectors, sentence length, repetition). */
  coherenceScore: z.nullable(z.number().check(z.minimum(0), z.maximum(PUNTUACION_MAXIMA))),
  /** 0–10: register (no slang or profanity, complete sentences, no evasive or minimal answers). */
  professionalismScore: z.nullable(z.number().check(z.minimum(0), z.maximum(PUNTUACION_MAXIMA))),
});
export type AnalisisTexto = z.infer<typeof AnalisisTexto>;

export const METODOS_INFORME = ['proveedor', 'integrado'] as const;
/**
 * Why the built-in analyzer wrote the report instead of a model: no key; the provider failed; its
 * answer was not a valid report; the model declined ('rechazo', D120); Claude answered
 * without the forced tool call ('sin_herramienta'); a simulated interview; the company paused the
 * AI (D153: no provider is called while it is paused).
 */
export const MOTIVOS_INTEGRADO = [
  'sin_clave',
  'proveedor_fallido',
  'respuesta_invalida',
  'rechazo',
  'sin_herramienta',
  'simulada',
  'ia_pausada',
] as const;

export const Procedencia = z.object({
  metodo: z.enum(METODOS_INFORME),
  /** 'openai' | 'claude' | 'bedrock' (D176) when a model wrote it; null for the built-in analyzer. */
  proveedor: z.nullable(z.enum(['openai', 'claude', 'bedrock'])),
  /** The model id, or 'analizador integrado'. */
  modelo: z.string(),
  /** The built-in analyzer's version when it wrote the report. */
  analizadorVersion: z.nullable(z.string()),
  motivoIntegrado: z.nullable(z.enum(MOTIVOS_INTEGRADO)),
  /** Whose key paid for the call: the company's or the platform's; 'aws' for Bedrock (the deploy's IAM role, D176). */
  origenClave: z.nullable(z.enum(['empresa', 'plataforma', 'aws'])),
  /** Bedrock's region (D176): the stamp reads «Amazon Bedrock · <model id> · <región>». */
  region: z.optional(z.string().check(z.maxLength(40))),
  /** Why the model's report was not used, in Spanish, when a provider was called and failed (D176). */
  detalleMotivo: z.optional(z.string().check(z.maxLength(300))),
  plantilla: z.object({ servicioId: z.string(), codigo: z.string(), nombre: z.string(), version: z.nullable(z.number()) }),
  /** The rubric's version (the template version its design snapshot was taken at). */
  rubricaVersion: z.nullable(z.number()),
  /** SHA-256 (hex) of the prompt as sent (system + user), or of the built-in analyzer's input. */
  promptHash: z.string(),
  generadoEn: z.string(),
  duracionMs: z.number(),
  tokens: z.nullable(z.object({ entrada: z.number(), salida: z.number() })),
  /** Calls made to the provider (a second one after an invalid answer). */
  intentos: z.number(),
  /** Quotes the model gave that are not in the transcript, dropped. */
  citasDescartadas: z.number(),
  /** The text analysis could not run: the report goes without it (part 2 §4). */
  analisisTextoFallido: z.boolean(),
});
export type Procedencia = z.infer<typeof Procedencia>;

/**
 * The recommendation of a report (issue 53 item 8, D157): from its scores and a threshold, the same
 * rule for every method — never read from the prose. Recommended when the mean of the evaluated
 * soft skills reaches the threshold and at least half of the rubric's competencies were evaluated.
 */
export const RecomendacionInforme = z.object({
  valor: z.enum(['recomendado', 'no_recomendado']),
  /** The mean of the evaluated soft skills (one decimal), null when none was. */
  media: z.nullable(z.number()),
  evaluadas: z.number(),
  total: z.number(),
  /** The threshold out of 10, and where it comes from: the company's setting or the template's pass mark. */
  umbral: z.number(),
  origenUmbral: z.enum(['empresa', 'plantilla']),
  /** The rule, in the report's words. */
  regla: z.string().check(z.maxLength(600)),
});
export type RecomendacionInforme = z.infer<typeof RecomendacionInforme>;

/** The stored report: the draft after the evidence check, the text analysis and how it was made. */
export const InformeIA = z.extend(InformeBorrador, {
  bertAnalysis: z.nullable(AnalisisTexto),
  procedencia: Procedencia,
  /** The integrity checks (D157); absent on reports written before them. */
  integridad: z.optional(Integridad),
  /** The recommendation by rule (D157); absent on reports written before it (their conclusions said it). */
  recomendacion: z.optional(RecomendacionInforme),
});
export type InformeIA = z.infer<typeof InformeIA>;

// ---- Human review (PUT /api/entrevistas/{id}/validacion) ----------------------------------------

export const DECISIONES_VALIDACION = ['recomendado', 'no_recomendado', 'en_duda'] as const;
export const DecisionValidacion = z.enum(DECISIONES_VALIDACION);
export type DecisionValidacion = z.infer<typeof DecisionValidacion>;
export const DECISION_ETIQUETA: Record<DecisionValidacion, string> = {
  recomendado: 'Recomendado',
  no_recomendado: 'No recomendado',
  en_duda: 'En duda',
};

/**
 * What the report recommends (part 2 §9 "recommended"): its recommendation by rule (D157: scores
 * against the threshold, for every method); on a report written before the rule, 'recomendado' when
 * its conclusions contain 'recomendado/a' as a word, not negated. The report never answers 'en duda'.
 */
export const RECOMENDACIONES_IA = ['recomendado', 'no_recomendado'] as const;
export type RecomendacionIA = (typeof RECOMENDACIONES_IA)[number];
export const RECOMENDACION_IA_ETIQUETA: Record<RecomendacionIA, string> = {
  recomendado: 'Recomendado',
  no_recomendado: 'No recomendado',
};

/**
 * Whose a figure is, the same words everywhere (D116, D126): a report a model wrote is
 * «de la IA», one the built-in analyzer wrote (fixed rules, no model) «del analizador»; the person's
 * review is «de la revisión». The Informes and Analytics averages mix both kinds of report.
 */
export function autorInforme(metodo: (typeof METODOS_INFORME)[number] | undefined): 'de la IA' | 'del analizador' {
  return metodo === 'integrado' ? 'del analizador' : 'de la IA';
}
export const ETIQUETA_PUNTUACION = {
  /** One report's score: «Puntuación de la IA» or «Puntuación del analizador». */
  informe: (metodo: (typeof METODOS_INFORME)[number] | undefined) => `Puntuación ${autorInforme(metodo)}`,
  /** The same report's score after the person's review (their adjusted scores where they set any). */
  revision: 'Puntuación de la revisión',
  /** The averages of the Informes cards and Analytics: every report's own score, never the review's. */
  media: 'Puntuación media de los informes',
} as const;

/** 'recomendado' as a word in the conclusions, not after a negation. */
export function conclusionesRecomiendan(conclusiones: string): boolean {
  const t = normalizarTexto(conclusiones);
  return /(^|[^a-z])recomendad[oa]([^a-z]|$)/.test(t) && !/\bno (es |queda |resulta |seria |sera )?recomendad[oa]\b/.test(t);
}

export function recomendacionDeIA(informe: Pick<InformeIA, 'conclusiones'> & { recomendacion?: RecomendacionInforme }): RecomendacionIA {
  if (informe.recomendacion) return informe.recomendacion.valor;
  return conclusionesRecomiendan(informe.conclusiones) ? 'recomendado' : 'no_recomendado';
}

/** The least share of the rubric a recommendation needs evaluated (half): a score on one competency recommends nobody. */
export const MIN_EVALUADAS_RECOMENDACION = 0.5;

const decimal = (x: number) => x.toLocaleString('es-ES', { maximumFractionDigits: 1 });

/** The recommendation by rule: the evaluated mean against the threshold, with half of the rubric evaluated at least. */
export function recomendacionPorReglas(
  softSkills: Pick<SoftSkill, 'evaluado' | 'puntuacion'>[],
  umbral: number,
  origenUmbral: RecomendacionInforme['origenUmbral'],
): RecomendacionInforme {
  const ev = softSkills.filter((s) => s.evaluado && s.puntuacion !== null).map((s) => s.puntuacion!);
  const media = ev.length ? Math.round((ev.reduce((a, b) => a + b, 0) / ev.length) * 10) / 10 : null;
  const suficientes = softSkills.length > 0 && ev.length >= Math.ceil(softSkills.length * MIN_EVALUADAS_RECOMENDACION);
  const valor = media !== null && suficientes && media >= umbral ? 'recomendado' : 'no_recomendado';
  const de = origenUmbral === 'empresa' ? 'el umbral de la empresa' : 'el criterio para aprobar de la plantilla';
  const porque =
    media === null
      ? 'ninguna competencia se pudo evaluar'
      : !suficientes
        ? `solo ${ev.length} de ${softSkills.length} competencias se pudieron evaluar (hace falta al menos la mitad)`
        : `la media de las ${ev.length} competencias evaluadas es ${decimal(media)}/10, ${media >= umbral ? 'igual o mayor que' : 'menor que'} ${de} (${decimal(umbral)}/10)`;
  return {
    valor,
    media,
    evaluadas: ev.length,
    total: softSkills.length,
    umbral,
    origenUmbral,
    regla: `${valor === 'recomendado' ? 'Recomendado' : 'No recomendado'} por regla: ${porque}. La decisión la toma una persona.`,
  };
}

/**
 * A review agrees with the AI when its decision is the AI's recommendation: recomendado ↔
 * recomendado, no recomendado ↔ no recomendado. 'En duda' agrees with nothing (D80).
 */
export function coincideConIA(decision: DecisionValidacion, recomendacionIA: RecomendacionIA): boolean {
  return decision !== 'en_duda' && decision === recomendacionIA;
}

/** The rubric anchor a score falls in: 0–3 bajo, 4–6 medio, 7–10 alto. */
export function anclaDePuntuacion(p: number): (typeof NIVELES_ANCLA_INFORME)[number] {
  return p <= 3 ? 'bajo' : p <= 6 ? 'medio' : 'alto';
}

export const ESTADOS_CANDIDATO_TRAS_VALIDACION = ['seleccionado', 'rechazado'] as const;

const errorDecision = { error: 'Elige una decisión: recomendado, no recomendado o en duda' };

/** PUT /api/entrevistas/{id}/validacion: a person's decision beside the AI's report (which stays as it was). */
export const ValidacionBody = z.strictObject({
  decision: z.enum(DECISIONES_VALIDACION, errorDecision),
  /** Scores the reviewer changed, by competency (the AI's stay in the report). */
  puntuacionesAjustadas: z.optional(
    z
      .array(
        z.strictObject({
          habilidad: z.string().check(z.trim(), z.minLength(1), z.maxLength(100)),
          puntuacion: z
            .number({ error: 'La puntuación es un número entero de 0 a 10' })
            .check(
              z.int('La puntuación es un número entero de 0 a 10'),
              z.minimum(0, 'La puntuación es un número entero de 0 a 10'),
              z.maximum(PUNTUACION_MAXIMA, 'La puntuación es un número entero de 0 a 10'),
            ),
        }),
      )
      .check(z.maxLength(20)),
  ),
  comentario: z
    .string({ error: 'Escribe un comentario que explique la decisión' })
    .check(
      z.trim(),
      z.minLength(1, 'Escribe un comentario que explique la decisión'),
      z.maxLength(2_000, 'El comentario admite como máximo 2000 caracteres'),
    ),
  /** Optional follow-up: move the candidate to seleccionado or rechazado. */
  estadoCandidato: z.optional(z.enum(ESTADOS_CANDIDATO_TRAS_VALIDACION)),
  /** Send the candidate resultadosEntrevista (seleccionado) or rechazoCandidato (rechazado): only when asked. */
  notificarCandidato: z.optional(z.boolean()),
  /**
   * The written reason of an override (D153): required when the decision is not the AI's
   * recommendation or a score is changed (checked by the handler, which knows the report).
   */
  motivoCambio: z.optional(z.string().check(z.trim(), z.maxLength(1_000, 'El motivo no puede superar los 1000 caracteres'))),
  /** The competencies whose evidence (quotes) the reviewer opened before deciding (D153): the form sends them. */
  evidenciaAbierta: z.optional(z.array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100))).check(z.maxLength(50))),
  /**
   * A correction of a saved review (D80): the number of the review it replaces, the one the reviewer
   * read. Absent, the interview must still be unreviewed (analizada).
   */
  corrige: z.optional(
    z
      .number({ error: 'Indica qué revisión corriges' })
      .check(z.int('Indica qué revisión corriges'), z.minimum(1, 'Indica qué revisión corriges'), z.maximum(1_000)),
  ),
});
export type ValidacionBody = z.output<typeof ValidacionBody>;

/** What happened to the email the reviewer asked for: pedido (asked, its sending not recorded), enviado, fallido. */
export const ESTADOS_EMAIL_REVISION = ['pedido', 'enviado', 'fallido'] as const;

/** One review: who decided what, when; the AI's report is kept unchanged beside it. */
const RegistroRevision = z.object({
  /** 1 for the first review, 2 for its first correction… (absent on reviews saved before D80: 1). */
  numero: z.optional(z.number()),
  decision: DecisionValidacion,
  puntuacionesAjustadas: z.array(z.object({ habilidad: z.string(), puntuacion: z.number(), puntuacionIA: z.nullable(z.number()) })),
  comentario: z.string(),
  por: z.object({ userId: z.string(), nombre: z.string() }),
  fecha: z.string(),
  estadoCandidato: z.nullable(z.enum(ESTADOS_CANDIDATO_TRAS_VALIDACION)),
  /** Which email went to the candidate, if the reviewer asked for one and it went. */
  emailCandidato: z.nullable(z.enum(['resultadosEntrevista', 'rechazoCandidato'])),
  /** The email the reviewer asked for and what is known of it (absent: none was asked for). */
  email: z.optional(z.object({ plantilla: z.enum(['resultadosEntrevista', 'rechazoCandidato']), estado: z.enum(ESTADOS_EMAIL_REVISION) })),
  /** The AI's recommendation when this review was made (absent on reviews saved before D80). */
  recomendacionIA: z.optional(z.enum(RECOMENDACIONES_IA)),
  /** Why the reviewer overrode the AI (D153: required when the decision or a score differs from the AI's). */
  motivoCambio: z.optional(z.string()),
});
export type RegistroRevision = z.infer<typeof RegistroRevision>;

/** The current review, with every earlier one it corrected (oldest first): the audit (D80). */
export const Validacion = z.extend(RegistroRevision, {
  anteriores: z.optional(z.array(RegistroRevision).check(z.maxLength(1_000))),
  /** Its scores are in the calibration sums (D154): absent on reviews saved before they existed. */
  enCalibracion: z.optional(z.literal(true)),
});
export type Validacion = z.infer<typeof Validacion>;

/** POST /api/analisis/texto: the text analysis of any Spanish text (company users). */
export const AnalisisTextoBody = z.strictObject({
  texto: z
    .string({ error: 'Escribe el texto que quieres analizar' })
    .check(
      z.trim(),
      z.minLength(1, 'Escribe el texto que quieres analizar'),
      z.maxLength(10_000, 'El texto admite como máximo 10 000 caracteres'),
    ),
});

// ---- The Informes screen (GET /api/informes, /api/informes/estadisticas) ------------------------

export const ORDENES_INFORMES = ['fecha', 'antiguos', 'puntuacion', 'nombre'] as const;
export const ORDEN_INFORMES_ETIQUETA: Record<(typeof ORDENES_INFORMES)[number], string> = {
  fecha: 'Más recientes',
  /** D198: the table's key order the other way round. */
  antiguos: 'Más antiguos',
  puntuacion: 'Mayor puntuación',
  nombre: 'Nombre (A-Z)',
};

/** The Informes screen's «Señales de integridad» filter: reports with flagged answers, or without. */
export { FILTROS_SENALES };
export const FILTRO_SENALES_ETIQUETA: Record<(typeof FILTROS_SENALES)[number], string> = {
  con: 'Con señales',
  sin: 'Sin señales',
};

const InformesFiltros = z.object({
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#\s]+$/))),
  estado: z.optional(z.enum(['analizada', 'validada'])),
  areaId: z.optional(z.string().check(z.minLength(1), z.maxLength(200), z.regex(/^[^#\s]+$/))),
  /** Matches the candidate's name (accents and case ignored). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  orden: z.optional(z.enum(ORDENES_INFORMES)),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(100))),
  /**
   * Reports with answers flagged by the integrity checks (`con`: at least one) or without (`sin`:
   * none, or a list item written before it was counted, which says nothing).
   */
  marcadas: z.optional(z.enum(FILTROS_SENALES, { error: msgInformes.filtroSenales })),
  /** The vacancy the interview was run for (D192): reports written since carry it. */
  vacanteId: z.optional(Id),
  /** The card's date (when the interview was taken, else the report's) in company days, both included (D192). */
  ...FiltroPeriodo,
  /** The template, and who made the current review (D198: items reviewed since carry it). */
  ...FiltroPlantillaRevisor,
});
export const InformesQuery = InformesFiltros.check(periodoNoInvertido());
export type InformesQuery = z.output<typeof InformesQuery>;

/** GET /api/informes/exportar: the list's filters and order (what the screen shows), every page of them. */
export const InformesExportarQuery = z.omit(InformesFiltros, { cursor: true, limit: true }).check(periodoNoInvertido());
export type InformesExportarQuery = z.output<typeof InformesExportarQuery>;

/** One report in the list: enough for the card; the full report comes with its interview. */
export const InformeResumen = z.object({
  id: z.string(),
  candidatoId: z.string(),
  candidatoNombre: z.string(),
  areaId: z.nullable(z.string()),
  servicioId: z.string(),
  servicioNombre: z.string(),
  /** The vacancy the interview was run for (D187); absent when none, and on items written before D192. */
  vacanteId: z.optional(z.string()),
  estado: z.enum(['analizada', 'validada']),
  /** When the report was written. */
  fecha: z.string(),
  /** When the interview was taken (its start) and its zone (D83); absent on items written before them. */
  fechaRealizacion: z.optional(z.string()),
  zonaHoraria: z.optional(z.string()),
  /** Mean of the evaluated soft-skill scores (the reviewer's where adjusted), one decimal. */
  puntuacionMedia: z.nullable(z.number()),
  /**
   * The report's own mean (the AI's or the analyzer's, before any review), one decimal: what the
   * Informes and Analytics figures average (D116); absent on items written before it.
   */
  puntuacionIA: z.optional(z.nullable(z.number())),
  recomendado: z.boolean(),
  decision: z.nullable(DecisionValidacion),
  metodo: z.enum(METODOS_INFORME),
  modelo: z.string(),
  /**
   * How many answers (distinct questions) carry a gaming or evasive flag of the integrity checks
   * (`respuestasConSenales`); absent on items written before it, or on a report without the checks:
   * unknown, so the card says nothing.
   */
  respuestasMarcadas: z.optional(z.number().check(z.int(), z.minimum(0))),
  /** Who made the current review (a user's id; D198): absent before a review, and on items reviewed before D198. */
  revisorId: z.optional(z.string()),
});
export type InformeResumen = z.infer<typeof InformeResumen>;

export const InformesPage = z.object({ items: z.array(InformeResumen), cursor: z.nullable(z.string()) });

/** The three cards (part 2 §2 Reports screen), from the company's counters. */
export const EstadisticasInformes = z.object({
  total: z.number(),
  /** Mean of every evaluated soft-skill score of the AI's reports; null without any. */
  puntuacionMedia: z.nullable(z.number()),
  recomendados: z.number(),
});
export type EstadisticasInformes = z.infer<typeof EstadisticasInformes>;
