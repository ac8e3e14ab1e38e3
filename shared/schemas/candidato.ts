// Candidates (part 2 §3 "Candidate", §4 statuses, §8 messages): the candidate as the API answers it,
// with the client's names beside the backend's (experiencia ↔ experiencia_años, posicion_aplicada ↔
// posicion, skills ↔ habilidades, empty ubicacion_completa/ciudad/pais, activo true), the create and
// update bodies, the list query, the statistics and the status changes the product allows.
import * as z from 'zod/mini';
import { RegistroOptIn } from './whatsapp-optin.js';
import { PAGINACION } from '../constants.js';
import { candidatos as msg, listas as msgListas } from '../messages.js';
import { CvCandidato, RechazoEnviado } from './candidato-envios.js';
import { EtapaVacante } from './candidatura.js';
import { EmailNormalizado, FechaHora, FiltroPeriodo, Id, idSalvo, periodoNoInvertido, TextoCorto } from './comun.js';
import { ESTADOS_CANDIDATO } from '../candidato-estados.js';

export { ESTADOS_CANDIDATO, ESTADO_CANDIDATO_ETIQUETA } from '../candidato-estados.js';
export const EstadoCandidato = z.enum(ESTADOS_CANDIDATO);
export type EstadoCandidato = z.infer<typeof EstadoCandidato>;

/**
 * The status changes a person may make (docs/decisions/ D53). Staying in the same status is
 * always allowed (an edit that does not touch it). Scheduling an interview moves nuevo → en_proceso
 * and a finished report en_proceso → entrevistado on their own; people may also make those moves.
 */
export const TRANSICIONES_CANDIDATO: Record<EstadoCandidato, readonly EstadoCandidato[]> = {
  nuevo: ['en_proceso', 'rechazado'],
  en_proceso: ['nuevo', 'entrevistado', 'rechazado'],
  entrevistado: ['en_proceso', 'seleccionado', 'rechazado'],
  seleccionado: ['entrevistado', 'rechazado'],
  rechazado: ['nuevo'],
};

export function transicionPermitida(de: EstadoCandidato, a: EstadoCandidato): boolean {
  return de === a || TRANSICIONES_CANDIDATO[de].includes(a);
}

const Nombre = z
  .string({ error: msg.nombreObligatorio })
  .check(z.trim(), z.minLength(1, { error: msg.nombreObligatorio }), z.maxLength(200, { error: msg.nombreLargo }));
const TextoLinea = z.string().check(z.trim(), z.maxLength(200));
const Experiencia = z
  .number({ error: msg.experienciaInvalida })
  .check(
    z.int({ error: msg.experienciaInvalida }),
    z.minimum(0, { error: msg.experienciaInvalida }),
    z.maximum(70, { error: msg.experienciaInvalida }),
  );
const Habilidades = z
  .array(z.string().check(z.trim(), z.minLength(1), z.maxLength(100)))
  .check(z.maxLength(50, { error: msg.demasiadasHabilidades }));

/** The fields a person writes about a candidate. */
const camposCandidato = {
  nombre: Nombre,
  email: EmailNormalizado,
  telefono: z.optional(TextoCorto),
  puesto: z.optional(TextoLinea),
  posicion: z.optional(TextoLinea),
  experiencia_años: z.optional(Experiencia),
  habilidades: z.optional(Habilidades),
  areaId: z.optional(z.nullable(Id)),
};

/** POST /api/candidatos. A new candidate is always 'nuevo'; the superadmin names the company. */
export const CandidatoCreate = z.strictObject({ ...camposCandidato, empresaId: z.optional(Id) });
export type CandidatoCreate = z.output<typeof CandidatoCreate>;

/** PUT /api/candidatos/{id}: any field, the status by the allowed changes; `areaId: null` takes it out of its area. */
export const CandidatoUpdate = z.extend(z.partial(z.strictObject(camposCandidato)), { estado: z.optional(EstadoCandidato) });
export type CandidatoUpdate = z.output<typeof CandidatoUpdate>;

export const Candidato = z.object({
  id: Id,
  _id: Id,
  empresaId: Id,
  nombre: z.string(),
  email: z.string(),
  telefono: z.optional(z.string()),
  puesto: z.optional(z.string()),
  posicion: z.optional(z.string()),
  experiencia_años: z.optional(z.number()),
  habilidades: z.array(z.string()),
  areaId: z.nullable(Id),
  estado: EstadoCandidato,
  fechaCreacion: FechaHora,
  fechaActualizacion: z.optional(FechaHora),
  // The client's names for the same data (part 2 §3).
  experiencia: z.optional(z.number()),
  posicion_aplicada: z.optional(z.string()),
  skills: z.array(z.string()),
  ubicacion_completa: z.string(),
  ciudad: z.string(),
  pais: z.string(),
  activo: z.boolean(),
  /** When the candidate's pending erasure request is due (D149, D160); absent when there is none. */
  borradoPendienteHasta: z.optional(FechaHora),
  /** The CV attached to the candidate (D163), or null. */
  cv: z.optional(z.nullable(CvCandidato)),
  /** The rejection mail a person sent (D163), or null. */
  rechazoEnviado: z.optional(z.nullable(RechazoEnviado)),
});
export type Candidato = z.infer<typeof Candidato>;

/** Not `importaciones` nor `exportar`: those segments are `/api/candidatos/importaciones/{id}`'s and `/api/candidatos/exportar`'s. */
export const CandidatoIdParams = z.object({ id: idSalvo('importaciones', 'exportar') });

/**
 * The Candidatos list's orders (D203): what its indexes keep across pages — and by name (D207), the
 * company's name entries, not with a search nor within a vacancy (no index keeps those by name).
 */
export const ORDENES_CANDIDATOS = ['recientes', 'antiguos', 'nombre'] as const;
export type OrdenCandidatos = (typeof ORDENES_CANDIDATOS)[number];
export const ORDEN_CANDIDATOS_ETIQUETA: Record<OrdenCandidatos, string> = {
  recientes: 'Más recientes',
  antiguos: 'Más antiguos',
  nombre: 'Nombre (A-Z)',
};

const CandidatosFiltros = z.object({
  empresaId: z.optional(Id),
  q: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  estado: z.optional(EstadoCandidato),
  areaId: z.optional(Id),
  /** Candidates in this vacancy (D186's applications; D196): another company's or an unknown one is a 404. */
  vacanteId: z.optional(Id),
  /** The creation date's company days, both included (D196). */
  ...FiltroPeriodo,
  /** The candidate's stage in the chosen vacancy (D198): only with `vacanteId`. */
  etapa: z.optional(EtapaVacante),
  /** Newest first (created, or joined the vacancy) or oldest first: the index's two directions (D203); or by name (D207). */
  orden: z.optional(z.enum(ORDENES_CANDIDATOS, { error: msgListas.ordenCandidatos })),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
/** A stage is a vacancy's: without one it is a 400 (D198). */
const etapaConVacante = () =>
  z.refine<{ etapa?: string | undefined; vacanteId?: string | undefined }>((q) => !q.etapa || !!q.vacanteId, {
    message: msgListas.etapaSinVacante,
    path: ['etapa'],
  });
/** By name only over the whole company (D207): a search or a vacancy has no index by name. */
const nombreSinBusquedaNiVacante = () =>
  z.refine<{ orden?: string | undefined; q?: string | undefined; vacanteId?: string | undefined }>(
    (q) => q.orden !== 'nombre' || (!q.q?.trim() && !q.vacanteId),
    { message: msgListas.ordenNombreSoloLista, path: ['orden'] },
  );
export const CandidatosQuery = CandidatosFiltros.check(periodoNoInvertido(), etapaConVacante(), nombreSinBusquedaNiVacante());
export type CandidatosQuery = z.output<typeof CandidatosQuery>;

/**
 * The list's filters as a bulk action's selection («all matching the filter», D203): what the screen
 * shows, read again when the action is accepted, every page of it. A body, so strict.
 */
export const FiltroCandidatosLote = z
  .strictObject(z.omit(CandidatosFiltros, { empresaId: true, cursor: true, limit: true }).shape)
  .check(periodoNoInvertido(), etapaConVacante(), nombreSinBusquedaNiVacante());
export type FiltroCandidatosLote = z.output<typeof FiltroCandidatosLote>;

/** GET /api/candidatos/exportar: the list's filters (what the screen shows), every page of them. */
export const CandidatosExportarQuery = z
  .omit(CandidatosFiltros, { cursor: true, limit: true })
  .check(periodoNoInvertido(), etapaConVacante(), nombreSinBusquedaNiVacante());
export type CandidatosExportarQuery = z.output<typeof CandidatosExportarQuery>;

export const CandidatosPage = z.object({ items: z.array(Candidato), cursor: z.nullable(z.string()) });

/** GET /api/candidatos/estadisticas/resumen: counters kept by every write, never a count of items. */
export const EstadisticasCandidatos = z.object({
  total: z.number(),
  porEstado: z.record(EstadoCandidato, z.number()),
  porArea: z.array(z.object({ areaId: Id, nombreArea: z.string(), candidatos: z.number() })),
  sinArea: z.number(),
});
export type EstadisticasCandidatos = z.infer<typeof EstadisticasCandidatos>;

/** GET /api/candidatos/{id}/exportar: everything stored about the candidate (GDPR access). */
export const ExportacionCandidato = z.object({
  exportadoEn: FechaHora,
  candidato: Candidato,
  entrevistas: z.array(z.unknown()),
  /** Their WhatsApp opt-in for their phone (issue 68 item 3), null when none. */
  whatsapp: z.optional(z.nullable(RegistroOptIn)),
  notas: z.string(),
});
