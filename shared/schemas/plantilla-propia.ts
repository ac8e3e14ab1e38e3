// A company's own interview templates (issue 54 item 10, D164): a copy of a platform HR service
// template that the company's admins edit — name, description, duration, phases with their
// questions and competencies, and their own rubric with its anchors. Every save is a new version;
// earlier versions stay readable, and an interview keeps the design of the version it was
// scheduled with (its design snapshot).
import * as z from 'zod/mini';
import { plantillasPropias as msg } from '../messages.js';
import { CriterioPasado, DuracionEstimada, Fases, problemasDelDiseno, Rubrica, ServicioHR } from './servicio-hr.js';
import { Codigo, Id, TextoLargo } from './comun.js';

export { esPlantillaPropia, PREFIJO_PROPIA } from './servicio-hr.js';

const Nombre = z.string().check(z.trim(), z.minLength(1, msg.nombreObligatorio), z.maxLength(200));

/** POST /api/servicios-hr/propias: the platform template to start from, and optionally a name (default: «<nombre> (copia)»). */
export const PlantillaPropiaCreate = z.strictObject({
  empresaId: z.optional(Id),
  desde: z.string({ error: msg.desdeObligatorio }).check(z.trim(), z.minLength(1, msg.desdeObligatorio), z.maxLength(100)),
  nombre: z.optional(Nombre),
});
export type PlantillaPropiaCreate = z.infer<typeof PlantillaPropiaCreate>;

/**
 * PUT /api/servicios-hr/propias/{id}: the version the editor read (required: a newer stored one
 * answers 409 instead of losing its changes) and what changed; phases and rubric are replaced
 * whole and the design is checked as a whole.
 */
export const PlantillaPropiaUpdate = z.strictObject({
  version: z.number({ error: msg.versionObligatoria }).check(z.int(), z.minimum(1)),
  nombre: z.optional(Nombre),
  descripcion: z.optional(TextoLargo),
  activa: z.optional(z.boolean()),
  estructura: z.optional(
    z
      .strictObject({
        duracionEstimada: DuracionEstimada,
        criterioPasado: CriterioPasado,
        fases: Fases.check(z.minLength(1, msg.sinFases)),
        rubrica: Rubrica.check(z.minLength(1, msg.sinRubrica)),
      })
      .check(
        z.superRefine((e, ctx) => {
          for (const p of problemasDelDiseno(e)) ctx.addIssue({ code: 'custom', input: e, path: p.path, message: p.message });
        }),
      ),
  ),
});
export type PlantillaPropiaUpdate = z.infer<typeof PlantillaPropiaUpdate>;

export const PlantillaPropiaParams = z.object({ id: Codigo });
export const PlantillaPropiaQuery = z.object({
  empresaId: z.optional(Id),
  /** An earlier version to read; without it, the current one. */
  version: z.optional(z.coerce.number().check(z.int(), z.minimum(1))),
});

const Estructura = ServicioHR.shape.estructura;

/** One version's entry in the template's history. */
export const VersionPlantilla = z.object({ version: z.number(), fecha: z.string(), por: z.optional(z.string()), nombre: z.string() });

/** A company template as the API answers it: the version asked for (the current one by default). */
export const PlantillaPropia = z.object({
  id: Codigo,
  /** The platform template it was copied from (its contracted service decides whether it is offered). */
  base: Codigo,
  baseNombre: z.string(),
  nombre: z.string(),
  descripcion: z.optional(z.string()),
  activa: z.boolean(),
  estructura: Estructura,
  /** The version shown; `versionActual` the newest (they differ when an earlier one was asked for). */
  version: z.number(),
  versionActual: z.number(),
  fechaCreacion: z.string(),
  fechaActualizacion: z.optional(z.string()),
  versiones: z.optional(z.array(VersionPlantilla)),
});
export type PlantillaPropia = z.infer<typeof PlantillaPropia>;
export const PlantillasPropias = z.array(PlantillaPropia);
