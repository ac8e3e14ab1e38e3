// Feedback to every candidate and how candidates felt (issue 55 items 3 and 4, D173).
// Feedback: after a person records the decision, the reviewer reads a draft built from the reviewed
// report — at least one strength and one thing to improve, each with a verbatim quote of the
// candidate's own answer — edits it and approves it; only then does it reach the candidate (e-mail and
// «Mis datos»). The company's switch «Enviar comentarios al candidato» (on by default) lives in
// `configuracion.comentariosCandidato` {activos, por, fecha}.
// One decision flow (issue 65 item 5, D180): what the candidate receives is one mail — the outcome
// (seleccionado or rechazado), its text drafted from the company's template and edited by the person,
// with the approved feedback in it when the company sends feedback. Feedback never leaves before or
// without the outcome; a point about a flagged answer may cite the question instead of a quote.
// The candidate's opinion: after «Finalizar», one optional 0–10 answer to «¿Recomendarías este proceso
// a otra persona?» and a comment, once per interview, never shown to reviewers before their decision.
import * as z from 'zod/mini';
import { comentarios as msg, fmt, opinionProceso as msgOpinion } from '../messages.js';
import { OPINION } from '../opinion.js';
import { FechaHora, Id } from './comun.js';

export const COMENTARIOS = {
  /** Each point's text and quote, in characters (after trimming). */
  textoMax: 500,
  citaMax: 600,
  /** Points of each kind at most. */
  maxPuntos: 3,
  /** Words a quote needs at least (as a report's evidence: D157's MIN_PALABRAS_CITA). */
  minPalabrasCita: 4,
  /** The outcome mail's subject and text, in characters (D180). */
  asuntoMax: 200,
  mensajeMax: 5000,
} as const;

export { OPINION } from '../opinion.js';

// ——— Feedback ———

const Punto = z.strictObject({
  texto: z
    .string({ error: msg.textoObligatorio })
    .check(
      z.trim(),
      z.minLength(1, msg.textoObligatorio),
      z.maxLength(COMENTARIOS.textoMax, fmt(msg.textoLargo, { max: COMENTARIOS.textoMax })),
    ),
  /** A verbatim quote of the answer; empty only for a point about a flagged answer, which cites the question (D180). */
  cita: z
    .string({ error: msg.citaObligatoria })
    .check(z.trim(), z.maxLength(COMENTARIOS.citaMax, fmt(msg.citaLarga, { max: COMENTARIOS.citaMax }))),
  /** The transcript's turn (0-based question) the quote comes from. */
  pregunta: z
    .number({ error: msg.preguntaInvalida })
    .check(z.int(msg.preguntaInvalida), z.minimum(0, msg.preguntaInvalida), z.maximum(499, msg.preguntaInvalida)),
});
export type PuntoComentario = z.output<typeof Punto>;

// At least one of each is the server's check while the company sends feedback (none when it does not).
const lista = z
  .array(Punto, { error: msg.cuerpoPuntos })
  .check(z.maxLength(COMENTARIOS.maxPuntos, fmt(msg.demasiados, { max: COMENTARIOS.maxPuntos })));

/** The outcome the candidate is told: the candidate's state after the decision. */
export const RESULTADOS = ['seleccionado', 'rechazado'] as const;
export type Resultado = (typeof RESULTADOS)[number];

/** PUT /api/entrevistas/{id}/comentarios: the outcome mail as the person edited it, with the feedback they approve (D180). */
export const ComentariosBody = z.strictObject({
  asunto: z.string({ error: msg.asuntoObligatorio }).check(
    z.trim(),
    z.minLength(1, msg.asuntoObligatorio),
    z.maxLength(COMENTARIOS.asuntoMax, fmt(msg.asuntoLargo, { max: COMENTARIOS.asuntoMax })),
    z.refine((t) => !/[\r\n]/.test(t), msg.asuntoUnaLinea),
  ),
  mensaje: z
    .string({ error: msg.mensajeObligatorio })
    .check(
      z.trim(),
      z.minLength(1, msg.mensajeObligatorio),
      z.maxLength(COMENTARIOS.mensajeMax, fmt(msg.mensajeLargo, { max: COMENTARIOS.mensajeMax })),
    ),
  fortalezas: lista,
  mejoras: lista,
});
export type ComentariosBody = z.output<typeof ComentariosBody>;

const PuntoLeido = z.object({ texto: z.string(), cita: z.string(), pregunta: z.number() });
const Contenido = z.object({ fortalezas: z.array(PuntoLeido), mejoras: z.array(PuntoLeido) });
/** The outcome mail: which outcome, its subject and text. */
const ResultadoMail = z.object({ resultado: z.enum(RESULTADOS), asunto: z.string(), mensaje: z.string() });

export const ESTADOS_COMENTARIOS = ['sin_decision', 'sin_resultado', 'borrador', 'enviados'] as const;
export type EstadoComentarios = (typeof ESTADOS_COMENTARIOS)[number];

/** The candidate's opinion of the process, as the company reads it (only after its decision). */
export const OpinionCandidato = z.object({
  puntuacion: z.nullable(z.number()),
  comentario: z.nullable(z.string()),
  fecha: FechaHora,
});
export type OpinionCandidato = z.infer<typeof OpinionCandidato>;

/** GET/PUT /api/entrevistas/{id}/comentarios. */
export const ComentariosEntrevista = z.object({
  /**
   * sin_decision: no person recorded the decision yet; sin_resultado: recorded, but the candidate is
   * neither selected nor rejected (nothing to tell yet); borrador: the outcome mail to edit and send;
   * enviados: what was sent.
   */
  estado: z.enum(ESTADOS_COMENTARIOS),
  /** Whether this is a rejection: the texts may hold no score, figure or ranking. */
  rechazo: z.boolean(),
  /** Whether the company sends feedback with the outcome (its switch, D173). */
  conComentarios: z.boolean(),
  /** Questions whose answer carries an integrity flag: a point about them cites the question, not a quote (D180). */
  preguntasSenaladas: z.array(z.number()),
  /** The draft (estado borrador): the outcome mail from the company's template and the feedback from the reviewed report; a strength or improvement may be missing when the report has no usable quote. */
  borrador: z.nullable(z.extend(Contenido, ResultadoMail.shape)),
  /** What was approved and sent, by whom and when. */
  enviados: z.nullable(
    z.extend(Contenido, {
      ...ResultadoMail.shape,
      aprobadoPor: z.object({ userId: Id, nombre: z.string() }),
      aprobadoEn: FechaHora,
      /** `pendiente` until the notices' queue mailed it (issue 55). */
      email: z.enum(['pendiente', 'enviado', 'fallido', 'omitido']),
    }),
  ),
  /** The candidate's opinion of the process: null before the decision, whatever they answered (D173). */
  opinion: z.nullable(OpinionCandidato),
});
export type ComentariosEntrevista = z.infer<typeof ComentariosEntrevista>;

/** What «Mis datos» shows of the feedback: the approved texts and when; never who scored what. */
export const ComentariosTitular = z.extend(Contenido, { fecha: FechaHora, mensaje: z.optional(z.string()) });
export type ComentariosTitular = z.infer<typeof ComentariosTitular>;

/** The company's switch, as stored and shown (null author before anyone moved it: on by default). */
export const ComentariosCandidatoAjuste = z.object({
  activos: z.boolean(),
  por: z.nullable(z.object({ id: z.string(), nombre: z.string() })),
  fecha: z.nullable(z.string()),
});
export type ComentariosCandidatoAjuste = z.infer<typeof ComentariosCandidatoAjuste>;

export const ComentariosCandidatoBody = z.strictObject({ activos: z.boolean({ error: msg.cuerpo }) });

/** Whether a company sends feedback: on unless its admin turned it off. */
export function comentariosActivos(empresa: object | undefined | null): boolean {
  const c = (empresa as { configuracion?: unknown } | undefined | null)?.configuracion as
    { comentariosCandidato?: { activos?: unknown } } | undefined;
  return c?.comentariosCandidato?.activos !== false;
}

/**
 * What a rejected candidate is never told (D173): a figure, a score, a mark or a place in a ranking.
 * Digits, number words used as marks and the words of scoring; the first match, or null.
 */
const PROHIBIDO_EN_RECHAZO =
  /\d|\b(puntuaci[oó]n(es)?|calificaci[oó]n|ranking|clasificaci[oó]n|clasificad[oa]|percentil|sobre diez|de cada diez|mejores candidat[oa]s|peores)\b/iu;
export function prohibidoEnRechazo(texto: string): string | null {
  return PROHIBIDO_EN_RECHAZO.exec(texto)?.[0] ?? null;
}

// ——— The candidate's opinion ———

/** POST /api/publico/entrevistas/{token}/opinion */
export const OpinionBody = z.strictObject({
  puntuacion: z.optional(
    z.nullable(
      z
        .number({ error: msgOpinion.puntuacionInvalida })
        .check(
          z.int(msgOpinion.puntuacionInvalida),
          z.minimum(0, msgOpinion.puntuacionInvalida),
          z.maximum(OPINION.maxima, msgOpinion.puntuacionInvalida),
        ),
    ),
  ),
  comentario: z.optional(
    z
      .string({ error: msgOpinion.cuerpo })
      .check(z.trim(), z.maxLength(OPINION.comentarioMax, fmt(msgOpinion.comentarioLargo, { max: OPINION.comentarioMax }))),
  ),
});
export type OpinionBody = z.output<typeof OpinionBody>;

export const OpinionGuardada = z.object({ fecha: FechaHora });

// ——— Analytics ———

const GrupoOpiniones = z.object({
  nombre: z.string(),
  /** Answers with a score, their mean (one decimal) and how many gave each 0…10. */
  n: z.number(),
  media: z.nullable(z.number()),
  distribucion: z.array(z.number()),
  /** Comments left (counted, never shown here). */
  comentarios: z.number(),
  /** The completion rate beside it: interviews whose link was opened (consent given) and of those, finished. */
  abiertas: z.number(),
  finalizadas: z.number(),
  tasaFinalizacion: z.nullable(z.number()),
});

export const OpinionesAnalitica = z.object({
  pregunta: z.string(),
  total: GrupoOpiniones,
  porServicio: z.array(z.extend(GrupoOpiniones, { servicioId: z.string() })),
  porArea: z.array(z.extend(GrupoOpiniones, { areaId: z.nullable(z.string()) })),
});
export type OpinionesAnalitica = z.infer<typeof OpinionesAnalitica>;
