// Interviews (part 2 §3 "Interview", §4 states, §5 schedule form, §9 durations and token): what the
// reminder job and the dashboard read, and the scheduling API's bodies and answers (D63).
import * as z from 'zod/mini';
import { ENTREVISTAS, PAGINACION } from '../constants.js';
import { entrevistas as msg, informes as msgInformes, listas as msgListas } from '../messages.js';
import { FiltroPeriodo, FiltroPlantillaRevisor, Id, IdFiltro, periodoNoInvertido, ZonaHoraria } from './comun.js';
import { FILTROS_SENALES, InformeIA, METODOS_INFORME, Validacion } from './informe.js';
import { SenalesRespuesta } from './integridad.js';

/**
 * The states the spec's flow counts (part 2 §4): the counts of the Interviews screen, the dashboards
 * and Analytics, and the company's state counters, are of these only.
 */
export const ESTADOS_ENTREVISTA_CONTADOS = ['programada', 'en_progreso', 'completada', 'analizada', 'validada'] as const;
export type EstadoEntrevistaContado = (typeof ESTADOS_ENTREVISTA_CONTADOS)[number];

/**
 * Every state an interview can be in: the flow's, and `cancelada` (D115), a programada
 * interview cancelled. It stays listed with its history, but its link is dead and it is counted
 * nowhere — its plan unit and template count came back, as when cancelling deleted it.
 */
export const ESTADOS_ENTREVISTA = [...ESTADOS_ENTREVISTA_CONTADOS, 'cancelada'] as const;
export const EstadoEntrevista = z.enum(ESTADOS_ENTREVISTA);
export type EstadoEntrevista = z.infer<typeof EstadoEntrevista>;

/** Whether the company's state counters count an interview in this state. */
export function estadoContado(estado: string | undefined): estado is EstadoEntrevistaContado {
  return (ESTADOS_ENTREVISTA_CONTADOS as readonly string[]).includes(estado ?? '');
}

/**
 * The moves an interview makes (part 2 §4; D64): consent or the operator's start takes a programada
 * one to en_progreso, "Finalizar" to completada, the analysis to analizada, a person's review to
 * validada; a programada one may instead be cancelled. Nothing goes back.
 */
export const TRANSICIONES_ENTREVISTA: Record<EstadoEntrevista, readonly EstadoEntrevista[]> = {
  programada: ['en_progreso', 'cancelada'],
  en_progreso: ['completada'],
  completada: ['analizada'],
  analizada: ['validada'],
  validada: [],
  cancelada: [],
};

/** States counted as completed in the metrics (part 1 §4, part 2 §4). */
export const ESTADOS_ENTREVISTA_COMPLETADA: readonly EstadoEntrevistaContado[] = ['completada', 'analizada', 'validada'];

/** Minutes: 30, 45, 60, 90 or 120. */
export const DuracionEntrevista = z.literal(ENTREVISTAS.duracionesMinutos);
export type DuracionEntrevista = z.infer<typeof DuracionEntrevista>;

/** Public access token: tok_ plus a timestamp plus a random string (URL-safe). */
export const TokenAcceso = z.string().check(z.maxLength(200), z.regex(new RegExp(`^${ENTREVISTAS.tokenPrefijo}[A-Za-z0-9_-]+$`)));
export type TokenAcceso = z.infer<typeof TokenAcceso>;

// ---- Scheduling (D63) -----------------------------------------------------------------------------

const errorDuracion = { error: msg.duracionInvalida };
const Duracion = z.literal(ENTREVISTAS.duracionesMinutos, errorDuracion);

/** An IANA time zone (shared/schemas/comun.ts; companies have one too). */
export { ZonaHoraria };

const FechaProgramada = z.iso.datetime({ offset: true, error: msg.fechaObligatoria });

/** POST /api/entrevistas (part 2 §5: candidate, AI service and date-time required; duration default 60). */
export const EntrevistaCreate = z.strictObject({
  empresaId: z.optional(Id),
  candidatoId: z.string({ error: msg.candidatoObligatorio }).check(z.trim(), z.minLength(1, msg.candidatoObligatorio), z.maxLength(200)),
  servicioId: z.string({ error: msg.servicioObligatorio }).check(z.trim(), z.minLength(1, msg.servicioObligatorio), z.maxLength(100)),
  fechaProgramada: FechaProgramada,
  duracionEstimada: z._default(Duracion, ENTREVISTAS.duracionPorDefecto as DuracionEntrevista),
  zonaHoraria: z.optional(ZonaHoraria),
  /**
   * The vacancy it is run for (issue 66, D187): the candidate joins it at «invitado» if not in it yet,
   * moves from «nuevo» to «invitado» if there, and the vacancy's board names the interview.
   */
  vacanteId: z.optional(Id),
});
export type EntrevistaCreate = z.output<typeof EntrevistaCreate>;

/** PUT /api/entrevistas/{id}: reschedule (only while programada). */
export const EntrevistaUpdate = z
  .strictObject({
    fechaProgramada: z.optional(FechaProgramada),
    duracionEstimada: z.optional(Duracion),
    zonaHoraria: z.optional(ZonaHoraria),
  })
  .check(z.refine((b) => Object.values(b).some((v) => v !== undefined), { message: msg.sinCambios }));
export type EntrevistaUpdate = z.output<typeof EntrevistaUpdate>;

export const EntrevistaIdParams = z.object({ id: Id });

export const CambioEstado = z.object({
  estado: z.union([EstadoEntrevista, z.literal('reprogramada')]),
  fecha: z.string(),
  por: z.nullable(z.string()),
});

/**
 * When an interview was taken (D83): the moment it started — its move to
 * en_progreso (the candidate's consent, the operator's 'Iniciar' or the simulation) — from its
 * history; undefined while it was not. The start, not the finish: it is when it happened, as a
 * calendar shows it, and an interview has it from its first answer on.
 */
export function fechaRealizacionDe(historial: ReadonlyArray<{ estado: string; fecha: string }> | null | undefined): string | undefined {
  return historial?.find((h) => h.estado === 'en_progreso')?.fecha;
}

/** A rubric competency's behavioural anchors, as the report's reader needs them (D80). */
export const AnclasCompetencia = z.object({
  competencia: z.string(),
  anclas: z.object({ bajo: z.string(), medio: z.string(), alto: z.string() }),
});
export type AnclasCompetencia = z.infer<typeof AnclasCompetencia>;

/**
 * The follow-up in a transcript turn (D67): its question, the answer, and who wrote it — a model
 * (`proveedor` and `modelo`) or, since D158, the template's own rules (`metodo: 'integrado'`,
 * `proveedor` null, `modelo` names the rules' version). Turns from before D158 have no `metodo`: a model's.
 */
export const RepreguntaTurno = z.object({
  pregunta: z.string(),
  respuesta: z.string(),
  metodo: z.optional(z.enum(METODOS_INFORME)),
  proveedor: z.nullable(z.string()),
  modelo: z.string(),
  generadaEn: z.string(),
});
export type RepreguntaTurno = z.output<typeof RepreguntaTurno>;

/**
 * One turn of an interview's transcript, as "Finalizar" (functions/lib/entrevistas/publica.ts) and
 * the simulation (simular.ts) write it into the interview item: the question (`n` is 0-based; the
 * report's evidence calls turn 0 'Pregunta 1'), its phase, the answer as given — '' and origen null
 * when the candidate left it blank — and when it was saved.
 *
 * Older records: turns written before follow-ups existed (D64, before D67) have no `repregunta`
 * field at all, so it is optional as well as nullable; today's code always writes it (null when
 * there was none). No other shape was ever stored (the seed writes no interviews).
 */
export const TurnoTranscripcion = z.object({
  n: z.number().check(z.int(), z.nonnegative()),
  fase: z.string(),
  pregunta: z.string(),
  respuesta: z.string(),
  /** 'simulada': demo text written by POST /api/entrevistas/{id}/simular, not a candidate's words. */
  origen: z.nullable(z.enum(['texto', 'voz', 'simulada'])),
  respondidaEn: z.nullable(z.string()),
  repregunta: z.optional(z.nullable(RepreguntaTurno)),
  /**
   * The integrity signals the candidate's page noted for this question (D158), when the company had
   * them on: facts for the reviewer, never read by any score. Absent otherwise and on older turns.
   */
  senales: z.optional(SenalesRespuesta),
});
export type TurnoTranscripcion = z.output<typeof TurnoTranscripcion>;

/** An interview as company users see it: never its access token (the link has its own route). */
export const Entrevista = z.object({
  id: Id,
  _id: Id,
  empresaId: Id,
  candidatoId: z.string(),
  candidatoNombre: z.string(),
  candidatoEmail: z.string(),
  servicioId: z.string(),
  servicioNombre: z.string(),
  /** The vacancy it was run for (D187); absent when none. */
  vacanteId: z.optional(Id),
  fechaProgramada: z.string(),
  /** When it was taken (its start, from `historial`: fechaRealizacionDe); absent while programada (D83). */
  fechaRealizacion: z.optional(z.string()),
  duracionEstimada: z.number(),
  zonaHoraria: z.string(),
  estado: EstadoEntrevista,
  fechaCreacion: z.string(),
  creadoPor: z.string(),
  historial: z.array(CambioEstado),
  /** When the candidate's link stops working. */
  enlaceExpiraEn: z.nullable(z.string()),
  simulada: z.boolean(),
  /** Started with "Iniciar": an interviewer typed the candidate's answers. */
  asistida: z.boolean(),
  /** What was asked and answered (completada on); null before. */
  transcripcion: z.nullable(z.array(TurnoTranscripcion)),
  /** The invitation resent with the same link (D163): how many times and the last. */
  reenvios: z.optional(z.object({ total: z.number(), ultimoEn: z.string() })),
  /** The AI's report (analizada, validada), unchanged by the review. */
  informeIA: z.nullable(InformeIA),
  /** A person's review beside it (validada), with the earlier ones it corrected (D80). */
  validacion: z.nullable(Validacion),
  /** What each rubric anchor says (GET /api/entrevistas/{id} with a report; absent in lists; D80). */
  rubrica: z.optional(z.array(AnclasCompetencia)),
  /**
   * What the candidate waits for the company to answer (D172): open adjustment requests, and whether
   * their last message is unanswered. In lists (GET /api/entrevistas) only, and only when something waits.
   */
  ayudaPendiente: z.optional(z.object({ ajustes: z.number(), mensaje: z.boolean() })),
  /** The analysis's hand-off (D78): queued, done, or failed on its last delivery (an admin may retry it). */
  analisis: z.optional(
    z.nullable(
      z.object({
        estado: z.enum(['encolada', 'ejecutada', 'fallida']),
        encoladaEn: z.string(),
        ejecutadaEn: z.optional(z.string()),
        fallidaEn: z.optional(z.string()),
        reintentos: z.optional(z.number()),
      }),
    ),
  ),
});
export type Entrevista = z.output<typeof Entrevista>;

/**
 * The Entrevistas list's orders (D198): by creation, newest or oldest first — the key order of the
 * table and of the by-state index (ids are time-ordered). No order by score: no index holds interviews
 * by score, and a page sorted on its own would not be the list's order (Informes has that order).
 */
export const ORDENES_ENTREVISTAS = ['recientes', 'antiguas'] as const;
export type OrdenEntrevistas = (typeof ORDENES_ENTREVISTAS)[number];
export const ORDEN_ENTREVISTAS_ETIQUETA: Record<OrdenEntrevistas, string> = {
  recientes: 'Más recientes',
  antiguas: 'Más antiguas',
};

const EntrevistasFiltros = z.object({
  empresaId: z.optional(Id),
  estado: z.optional(EstadoEntrevista),
  /** Matches the candidate (name, email, position) as the Candidatos search does. */
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  candidatoId: z.optional(Id),
  /** The vacancy the interview was run for (D187, D192). */
  vacanteId: z.optional(Id),
  /** The scheduled date's company days, both included (D192). */
  ...FiltroPeriodo,
  /** The template the interview used, and its current reviewer (`validacion.por.userId`): D198. */
  ...FiltroPlantillaRevisor,
  /**
   * The Informes list's «Señales de integridad» (D202): `con` an interview whose report has at least one
   * flagged answer, `sin` one with a report and none (or analysed before D202, which says nothing).
   */
  marcadas: z.optional(z.enum(FILTROS_SENALES, { error: msgInformes.filtroSenales })),
  /** The candidate's area now (D202): the candidates read by key; an unknown or foreign area is a 404. */
  areaId: z.optional(IdFiltro(msgListas.areaInvalida)),
  orden: z.optional(z.enum(ORDENES_ENTREVISTAS, { error: msgListas.ordenEntrevistas })),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export const EntrevistasQuery = EntrevistasFiltros.check(periodoNoInvertido());
export type EntrevistasQuery = z.output<typeof EntrevistasQuery>;

/** GET /api/entrevistas/exportar: the list's filters (what the screen shows), every page of them. */
export const EntrevistasExportarQuery = z.omit(EntrevistasFiltros, { cursor: true, limit: true }).check(periodoNoInvertido());
export type EntrevistasExportarQuery = z.output<typeof EntrevistasExportarQuery>;

export const EntrevistasPage = z.object({ items: z.array(Entrevista), cursor: z.nullable(z.string()) });

/** POST answers: the interview and whether the candidate's invitation went out. */
export const EntrevistaProgramadaData = z.object({ entrevista: Entrevista, invitacionEnviada: z.boolean() });

/** GET /api/entrevistas/estadisticas: the screen's five cards, from counters. */
export const EstadisticasEntrevistas = z.object({
  total: z.number(),
  programada: z.number(),
  en_progreso: z.number(),
  completada: z.number(),
  analizada: z.number(),
  validada: z.number(),
});
export type EstadisticasEntrevistas = z.output<typeof EstadisticasEntrevistas>;

/** GET /api/entrevistas/{id}/enlace: the candidate's public link, for company users to copy. */
export const EnlaceEntrevista = z.object({ enlace: z.string(), expiraEn: z.string() });
