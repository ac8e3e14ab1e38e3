// Bulk actions on a vacancy's candidates (issue 66 item 5, D190, D193): a person selects candidates of
// a vacancy (by hand, or a whole stage: "all matching the filter") and moves them to a stage, rejects
// them with one outcome mail they edited, invites them to the vacancy's interview or resends their
// invitation; or selects people in the company's candidates list and adds them to a vacancy (D200's
// «unir»); a queue's worker carries the work on, one candidate at a time, and the screen follows its
// progress (done / failed / left) and reads each one's result.
import * as z from 'zod/mini';
import { fmt, vacantes as msg } from '../messages.js';
import { Id, FechaHora, idSalvo } from './comun.js';
import { FiltroCandidatosLote } from './candidato.js';
import { EtapaVacante } from './candidatura.js';
import { EstadoTrabajo } from './trabajo.js';

export const LOTE_VACANTE = {
  /** Candidates one action covers at most (the CSV import's rows, D57). */
  maxCandidatos: 5_000,
  /** Candidate ids per stored block of the selection. */
  idsPorBloque: 1_000,
  /** Results per stored block of the report, and a progress update after each. */
  resultadosPorBloque: 20,
  /** Report blocks per page of GET …/lotes/{loteId}. */
  bloquesPorPagina: 5,
  /** Days an action, its selection and its report are kept (TTL). */
  dias: 7,
  /** The worker sends itself the rest when less than this is left of its time-out. */
  margenMs: 60_000,
} as const;

export const ACCIONES_LOTE = ['mover', 'rechazar', 'invitar', 'reenviar', 'unir'] as const;
export const AccionLote = z.enum(ACCIONES_LOTE, { error: msg.loteAccionInvalida });
export type AccionLote = z.infer<typeof AccionLote>;

/** The outcome mail of a bulk rejection, as the person edited it; `{{nombreCandidato}}`, `{{puesto}}` and `{{nombreEmpresa}}` are filled for each one. */
export const EmailLote = z.strictObject({
  asunto: z
    .string({ error: msg.loteAsuntoObligatorio })
    .check(
      z.trim(),
      z.minLength(1, { error: msg.loteAsuntoObligatorio }),
      z.maxLength(200, { error: msg.loteAsuntoLargo }),
      z.regex(/^[^\r\n]*$/, { error: msg.loteAsuntoLargo }),
    ),
  mensaje: z
    .string({ error: msg.loteMensajeObligatorio })
    .check(z.trim(), z.minLength(1, { error: msg.loteMensajeObligatorio }), z.maxLength(5_000, { error: msg.loteMensajeLargo })),
});
export type EmailLote = z.output<typeof EmailLote>;

/** POST /api/vacantes/{id}/lotes. */
export const LoteCreate = z
  .strictObject({
    accion: AccionLote,
    /** The candidates selected by hand… */
    candidatos: z.optional(
      z.array(Id).check(
        z.maxLength(LOTE_VACANTE.maxCandidatos, { error: fmt(msg.loteDemasiados, { max: String(LOTE_VACANTE.maxCandidatos) }) }),
        z.refine((ids) => new Set(ids).size === ids.length, { error: msg.loteRepetidos }),
      ),
    ),
    /** …or everyone at this stage of the vacancy when the action is accepted… */
    etapaOrigen: z.optional(EtapaVacante),
    /** …or, to add people to the vacancy, everyone the Candidatos list's filters match then (D203). */
    filtroCandidatos: z.optional(FiltroCandidatosLote),
    /** mover: where to; unir: the stage they join at («nuevo» when not given). */
    etapa: z.optional(EtapaVacante),
    /** rechazar: the mail each one receives, or null for none. */
    email: z.optional(z.nullable(EmailLote)),
  })
  .check(
    z.refine((b) => [b.candidatos, b.etapaOrigen, b.filtroCandidatos].filter((x) => x !== undefined).length <= 1, {
      error: msg.loteCandidatosYEtapa,
      path: ['candidatos'],
    }),
    z.refine((b) => b.etapaOrigen !== undefined || b.filtroCandidatos !== undefined || (b.candidatos?.length ?? 0) > 0, {
      error: msg.loteSinCandidatos,
      path: ['candidatos'],
    }),
    z.refine((b) => b.accion !== 'mover' || b.etapa !== undefined, { error: msg.loteEtapaObligatoria, path: ['etapa'] }),
    // Who joins a vacancy is not in it yet: they are chosen in the candidates list, never by a stage of it.
    z.refine((b) => b.accion !== 'unir' || b.etapaOrigen === undefined, { error: msg.loteUnirPorEtapa, path: ['etapaOrigen'] }),
    // The list's filters choose people to add; a vacancy's own people are chosen on its board.
    z.refine((b) => b.accion === 'unir' || b.filtroCandidatos === undefined, { error: msg.loteFiltroSoloUnir, path: ['filtroCandidatos'] }),
    z.refine((b) => b.accion !== 'rechazar' || b.email !== undefined, { error: msg.loteSinEmail, path: ['email'] }),
  );
export type LoteCreate = z.output<typeof LoteCreate>;

/** What a candidate's mail came to: the rejection's, the invitation's or the resent invitation's. */
export const EmailResultado = z.enum(['pendiente', 'enviando', 'enviado', 'omitido', 'ya_comunicado', 'no']);
export type EmailResultado = z.infer<typeof EmailResultado>;

export const ETIQUETA_EMAIL_RESULTADO: Record<EmailResultado, string> = {
  pendiente: 'Email pendiente',
  enviando: 'Email sin confirmar (el envío se interrumpió)',
  enviado: 'Email enviado',
  omitido: 'Email no enviado: la plantilla está desactivada',
  ya_comunicado: 'Sin email: ya se le había comunicado',
  no: 'Sin email',
};

/** One candidate's result, in the selection's order (`indice` from 0). */
export const ResultadoLote = z.object({
  indice: z.number(),
  candidatoId: Id,
  resultado: z.enum(['hecho', 'fallido']),
  motivo: z.optional(z.string()),
  email: z.optional(EmailResultado),
});
export type ResultadoLote = z.infer<typeof ResultadoLote>;

export const Lote = z.object({
  id: Id,
  vacanteId: Id,
  accion: AccionLote,
  etapa: z.optional(EtapaVacante),
  etapaOrigen: z.optional(EtapaVacante),
  /** unir: the Candidatos list's filters that chose them, as they were (D203). */
  filtroCandidatos: z.optional(FiltroCandidatosLote),
  /** invitar: the interview template, the vacancy's when the action was accepted, and its name then. */
  servicio: z.optional(z.object({ id: z.string(), nombre: z.string() })),
  /**
   * invitar, chosen by hand or by filter (D205): the stages with their own interview then, each with its
   * template and name; a candidate at one of them is invited to it, anyone else to `servicio`.
   */
  serviciosEtapa: z.optional(z.record(z.string(), z.object({ id: z.string(), nombre: z.string() }))),
  email: z.optional(z.nullable(z.object({ asunto: z.string(), mensaje: z.string() }))),
  /** The one vocabulary of the queued jobs (shared/schemas/trabajo.ts). */
  estado: EstadoTrabajo,
  total: z.number(),
  procesados: z.number(),
  hechos: z.number(),
  fallidos: z.number(),
  creadoEn: FechaHora,
  creadoPor: z.object({ id: z.string(), nombre: z.string() }),
  finalizadoEn: z.optional(FechaHora),
  error: z.optional(z.string()),
});
export type Lote = z.infer<typeof Lote>;

/** A result as the screen lists it: with the candidate's name as it is now (null once erased). */
export const ResultadoLoteVista = z.extend(ResultadoLote, { candidato: z.nullable(z.object({ nombre: z.string() })) });
export type ResultadoLoteVista = z.infer<typeof ResultadoLoteVista>;

export const LoteDetalle = z.extend(Lote, { resultados: z.array(ResultadoLoteVista), cursor: z.nullable(z.string()) });
export type LoteDetalle = z.infer<typeof LoteDetalle>;

export const LotesPage = z.object({ items: z.array(Lote) });

/** Not `borrador`: that segment is the rejection mail's draft. */
export const LoteParams = z.object({ id: Id, loteId: idSalvo('borrador') });

export const LoteQuery = z.object({
  empresaId: z.optional(Id),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
});
export type LoteQuery = z.output<typeof LoteQuery>;

/** GET …/lotes/borrador: the rejection mail's draft, the company's «Proceso no continúa» with its placeholders kept. */
export const BorradorLote = z.object({ asunto: z.string(), mensaje: z.string(), variables: z.array(z.string()) });
