// A candidate in a vacancy and the stage they are at (issue 66 item 2, D186): one person may be in
// several vacancies; each move is dated and names who made it, and a move names the version it was
// made from, so of two people moving the same candidate at once the second gets a 409.
import * as z from 'zod/mini';
import { PAGINACION } from '../constants.js';
import { greenhouse as msgGh, informes as msgInformes, listas as msgListas, vacantes as msg } from '../messages.js';
import { FILTROS_SENALES, FiltroPeriodo, Id, periodoNoInvertido } from './comun.js';

/**
 * The pipeline's default stages, in order (issue 66). A company renames them, adds its own and orders
 * them (D195, shared/schemas/etapas-vacante.ts); a stage is named by its id, which never changes.
 */
export const ETAPAS_VACANTE = [
  'nuevo',
  'invitado',
  'entrevistado',
  'en_revision',
  'finalista',
  'oferta',
  'contratado',
  'descartado',
] as const;
export type EtapaPorDefecto = (typeof ETAPAS_VACANTE)[number];

/** A stage's id: a default's, or one the company added (`e-…`). Whether the company has it is the server's check. */
export const EtapaVacante = z.string({ error: msg.etapaInvalida }).check(z.regex(/^[a-z0-9_-]{1,40}$/, { error: msg.etapaInvalida }));
export type EtapaVacante = z.infer<typeof EtapaVacante>;

/** The defaults' names, until the company renames them. */
export const ETIQUETA_ETAPA: Record<EtapaPorDefecto, string> = {
  nuevo: 'Nuevo',
  invitado: 'Invitado',
  entrevistado: 'Entrevistado',
  en_revision: 'En revisión',
  finalista: 'Finalista',
  oferta: 'Oferta',
  contratado: 'Contratado',
  descartado: 'Descartado',
};

const Persona = z.object({ id: Id, nombre: z.string() });

/** One move: from which stage (null when the candidate joined) to which, when and by whom. */
export const MovimientoEtapa = z.object({ de: z.nullable(EtapaVacante), a: EtapaVacante, fecha: z.string(), por: Persona });

export const Candidatura = z.object({
  vacanteId: Id,
  candidatoId: Id,
  /** Read from the candidate at each list (never copied): null if the candidate was erased meanwhile. */
  candidato: z.nullable(z.object({ nombre: z.string(), email: z.string() })),
  etapa: EtapaVacante,
  unidaEn: z.string(),
  movidaEn: z.string(),
  movidaPor: Persona,
  /** Every move, oldest first. */
  historial: z.array(MovimientoEtapa),
  /** The last interview scheduled for this vacancy (D187); null while none. */
  entrevistaId: z.nullable(Id),
  /** How they joined (D187): added by the team, or applied through the vacancy's public link. */
  origen: z.enum(['equipo', 'enlace']),
  /** The candidate's application id in Greenhouse (D201), typed by a person; null while unknown (moves not sent). */
  greenhouseAplicacionId: z.nullable(z.string()),
  version: z.number(),
});
export type Candidatura = z.infer<typeof Candidatura>;

const Version = z
  .number({ error: msg.versionCandidaturaObligatoria })
  .check(z.int({ error: msg.versionCandidaturaObligatoria }), z.minimum(1, { error: msg.versionCandidaturaObligatoria }));

/** POST /api/vacantes/{id}/candidatos: a candidate of the company joins the vacancy, at «nuevo» unless said. */
export const CandidaturaCreate = z.strictObject({
  candidatoId: z
    .string({ error: msg.candidatoObligatorio })
    .check(z.minLength(1, { error: msg.candidatoObligatorio }), z.maxLength(200, { error: msg.candidatoNoEncontrado })),
  etapa: z._default(EtapaVacante, 'nuevo'),
});
export type CandidaturaCreate = z.output<typeof CandidaturaCreate>;

/** PUT /api/vacantes/{id}/candidatos/{candidatoId}: «Mover a…», from the version read. */
export const CandidaturaMover = z.strictObject({
  etapa: EtapaVacante,
  version: Version,
  /** The Greenhouse application id (D201): digits, or null to forget it; absent leaves it as it is. */
  greenhouseAplicacionId: z.optional(
    z.nullable(
      z.string({ error: msgGh.ghAplicacionInvalida }).check(z.trim(), z.regex(/^[1-9][0-9]{0,17}$/, { error: msgGh.ghAplicacionInvalida })),
    ),
  ),
});
export type CandidaturaMover = z.output<typeof CandidaturaMover>;

export const CandidaturaParams = z.object({ id: Id, candidatoId: Id });

export const ORDENES_CANDIDATURAS = ['recientes', 'antiguas'] as const;
export type OrdenCandidaturas = (typeof ORDENES_CANDIDATURAS)[number];

/**
 * D202: a period of the company's days and an order, on the date the list is kept by (its index's sort
 * key): when each person joined the vacancy, or with a stage, when they were moved into it.
 */
const FiltrosCandidaturas = {
  empresaId: z.optional(Id),
  /** One stage's column (the board), most recently moved first; without it, the whole vacancy, newest joined first. */
  etapa: z.optional(EtapaVacante),
  ...FiltroPeriodo,
  orden: z.optional(z.enum(ORDENES_CANDIDATURAS, { error: msgListas.ordenEntrevistas })),
  /** D206: whose interview in the vacancy (the one the application names) flagged answers, or was analysed without. */
  marcadas: z.optional(z.enum(FILTROS_SENALES, { error: msgInformes.filtroSenales })),
};

export const CandidaturasQuery = z
  .object({
    ...FiltrosCandidaturas,
    cursor: z.optional(z.string().check(z.maxLength(2_000))),
    limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
  })
  .check(periodoNoInvertido());
export type CandidaturasQuery = z.output<typeof CandidaturasQuery>;

/** GET /api/vacantes/{id}/exportar: the vacancy's candidates as CSV, or one stage's (the filter the screen shows). */
export const CandidaturasExportarQuery = z.object(FiltrosCandidaturas).check(periodoNoInvertido());
export type CandidaturasExportarQuery = z.output<typeof CandidaturasExportarQuery>;

export const CandidaturasPage = z.object({ items: z.array(Candidatura), cursor: z.nullable(z.string()) });
