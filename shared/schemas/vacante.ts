// Vacancies (issue 66 item 1, D185): the job a hiring process is for — its title, area, place or
// remote, hiring lead, interview template, state, positions to fill and closing date. Candidates and
// interviews join a vacancy in the next increments; today a vacancy is the company's record of the job.
import * as z from 'zod/mini';
import { PAGINACION } from '../constants.js';
import { fmt, greenhouse as msgGh, vacantes as msg } from '../messages.js';
import { EtapaVacante } from './candidatura.js';
import { Fecha, Id } from './comun.js';

export const ESTADOS_VACANTE = ['abierta', 'en_pausa', 'cerrada'] as const;
export const EstadoVacante = z.enum(ESTADOS_VACANTE, { error: msg.estadoInvalido });
export type EstadoVacante = z.infer<typeof EstadoVacante>;

export const ETIQUETA_ESTADO_VACANTE: Record<EstadoVacante, string> = {
  abierta: 'Abierta',
  en_pausa: 'En pausa',
  cerrada: 'Cerrada',
};

/** The bounds a vacancy's fields keep (the form and the server read the same). */
export const VACANTE = { tituloMax: 200, lugarMax: 200, plazasMax: 1_000 } as const;

const Titulo = z
  .string({ error: msg.tituloObligatorio })
  .check(z.trim(), z.minLength(1, { error: msg.tituloObligatorio }), z.maxLength(VACANTE.tituloMax, { error: msg.tituloLargo }));

/** Where the job is: a place, or remote (then the place is optional: «Remoto desde España»). */
const Lugar = z.string({ error: msg.lugarTexto }).check(z.trim(), z.maxLength(VACANTE.lugarMax, { error: msg.lugarLargo }));

const Plazas = z
  .number({ error: msg.plazasInvalidas })
  .check(
    z.int({ error: msg.plazasInvalidas }),
    z.minimum(1, { error: msg.plazasInvalidas }),
    z.maximum(VACANTE.plazasMax, { error: msg.plazasInvalidas }),
  );

const ServicioId = z
  .string({ error: msg.plantillaObligatoria })
  .check(z.trim(), z.minLength(1, { error: msg.plantillaObligatoria }), z.maxLength(100));

const FechaCierre = z.nullable(z.iso.date({ error: msg.fechaCierreInvalida }));

/** A Greenhouse id as Harvest v3 names it: an integer, kept as its digits (D201). */
const numeroGh = (error: string) => z.string({ error }).check(z.trim(), z.regex(/^[1-9][0-9]{0,17}$/, { error }));
/** At most this many of the company's stages mapped (the company has fewer: D195 keeps them few). */
export const MAX_ETAPAS_GREENHOUSE = 50;

/**
 * The vacancy's Greenhouse job and the mapping of the company's stages (D195 ids) to that job's
 * interview stage ids (D201): a stage not mapped is not sent. Typed by a person (the ids are in
 * Greenhouse's addresses): the list of a job's stages is not read from Greenhouse (D201 says why).
 */
export const GreenhouseVacante = z.strictObject({
  jobId: numeroGh(msgGh.ghJobInvalido),
  etapas: z.record(EtapaVacante, numeroGh(msgGh.ghEtapaGhInvalida)).check(
    z.refine((r) => Object.keys(r).length <= MAX_ETAPAS_GREENHOUSE, {
      error: fmt(msgGh.ghEtapasDemasiadas, { max: MAX_ETAPAS_GREENHOUSE }),
    }),
  ),
});
export type GreenhouseVacante = z.output<typeof GreenhouseVacante>;

/** At most this many stages with their own interview (the company has at most 20 stages: D195). */
export const MAX_PLANTILLAS_ETAPA = 20;

/**
 * The interview of a stage where the vacancy has several (D205): people at that stage are invited to
 * that template, at every other stage to the vacancy's own (`servicioId`). «Descartado» takes none (the
 * server's check, with whether the company has the stage and offers the template).
 */
export const PlantillasEtapa = z
  .record(EtapaVacante, ServicioId, { error: (iss) => (iss.code === 'invalid_key' ? msg.etapaInvalida : msg.plantillasEtapaLista) })
  .check(
    z.refine((r) => Object.keys(r).length <= MAX_PLANTILLAS_ETAPA, {
      error: fmt(msg.plantillasEtapaDemasiadas, { max: MAX_PLANTILLAS_ETAPA }),
    }),
  );
export type PlantillasEtapa = z.output<typeof PlantillasEtapa>;

/** The template people at `etapa` are invited to: the stage's own, or the vacancy's (D205). */
export function plantillaDeEtapa(v: { servicioId: string; plantillasEtapa?: Record<string, string> | null }, etapa: string | undefined) {
  return (etapa && v.plantillasEtapa?.[etapa]) || v.servicioId;
}

/** A vacancy as every screen and the API read it. */
export const Vacante = z.object({
  id: Id,
  empresaId: Id,
  titulo: z.string(),
  areaId: z.nullable(Id),
  lugar: z.string(),
  remoto: z.boolean(),
  /** The hiring lead: a user of the company (its name as it was when the vacancy was saved). */
  responsable: z.object({ id: Id, nombre: z.string() }),
  /** The interview template its candidates take (at a stage with its own, that one: D205). */
  servicioId: z.string(),
  /** The stages with an interview of their own (D205): stage id → template id. */
  plantillasEtapa: z.record(z.string(), z.string()),
  estado: EstadoVacante,
  plazas: z.number(),
  fechaCierre: z.nullable(Fecha),
  /** The public apply link's code while published (D187): the page is /empleo/{enlace}. */
  enlace: z.nullable(z.string()),
  /** Linked to a Greenhouse job (D201): each stage change of a candidate with a known application is sent. */
  greenhouse: z.nullable(GreenhouseVacante),
  creadaEn: z.string(),
  actualizadaEn: z.string(),
});
export type Vacante = z.infer<typeof Vacante>;

/** POST /api/vacantes: «Nueva vacante». A new vacancy is open unless it says otherwise. */
export const VacanteCreate = z.strictObject({
  titulo: Titulo,
  areaId: z.optional(z.nullable(Id)),
  lugar: z._default(Lugar, ''),
  remoto: z._default(z.boolean(), false),
  responsableId: z
    .string({ error: msg.responsableObligatorio })
    .check(z.minLength(1, { error: msg.responsableObligatorio }), z.maxLength(200)),
  servicioId: ServicioId,
  plantillasEtapa: z._default(PlantillasEtapa, {}),
  estado: z._default(EstadoVacante, 'abierta'),
  plazas: z._default(Plazas, 1),
  fechaCierre: z._default(FechaCierre, null),
  /** Chosen by the superadmin; other users' vacancies always go to their own company. */
  empresaId: z.optional(Id),
});
export type VacanteCreate = z.output<typeof VacanteCreate>;

/** PUT /api/vacantes/{id}: what changes, from the version read (two editors: the second gets 409). */
export const VacanteUpdate = z.strictObject({
  version: z
    .number({ error: msg.versionObligatoria })
    .check(z.int({ error: msg.versionObligatoria }), z.minimum(1, { error: msg.versionObligatoria })),
  titulo: z.optional(Titulo),
  areaId: z.optional(z.nullable(Id)),
  lugar: z.optional(Lugar),
  remoto: z.optional(z.boolean()),
  responsableId: z.optional(z.string().check(z.minLength(1, { error: msg.responsableObligatorio }), z.maxLength(200))),
  servicioId: z.optional(ServicioId),
  /** The whole map of the stages' own interviews (D205); {} leaves every stage with the vacancy's. */
  plantillasEtapa: z.optional(PlantillasEtapa),
  estado: z.optional(EstadoVacante),
  plazas: z.optional(Plazas),
  fechaCierre: z.optional(FechaCierre),
  /** The Greenhouse job and stage mapping (D201); null unlinks it. */
  greenhouse: z.optional(z.nullable(GreenhouseVacante)),
});
export type VacanteUpdate = z.output<typeof VacanteUpdate>;

export const VacanteConVersion = z.extend(Vacante, { version: z.number() });
export type VacanteConVersion = z.infer<typeof VacanteConVersion>;

export const VacanteIdParams = z.object({ id: Id });

export const VacantesQuery = z.object({
  empresaId: z.optional(Id),
  estado: z.optional(EstadoVacante),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});
export type VacantesQuery = z.output<typeof VacantesQuery>;

export const VacantesPage = z.object({ items: z.array(VacanteConVersion), cursor: z.nullable(z.string()) });
