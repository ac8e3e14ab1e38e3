// Areas of a company (part 1 §3.5, §2.8, §5; part 2 §3 "Area" in the interview context).
import * as z from 'zod/mini';
import { areas as MENSAJES_AREA } from '../messages.js';
import { Id, TextoLargo } from './comun.js';

export { MENSAJES_AREA };

const NombreArea = z
  .string({ error: MENSAJES_AREA.nombreObligatorio })
  .check(z.trim(), z.minLength(1, { error: MENSAJES_AREA.nombreObligatorio }), z.maxLength(200));

/** Part 1 §3.5. New areas are active (the onboarding creates them with activo true). */
export const Area = z.object({
  id: Id,
  nombreArea: z.string(),
  descripcionArea: z.optional(z.string()),
  empresaId: Id,
  activo: z._default(z.boolean(), true),
});
export type Area = z.infer<typeof Area>;

/** Part 2 §3: an area as the interview context reads it. */
export const AreaResumen = z.pick(Area, { id: true, nombreArea: true });
export type AreaResumen = z.infer<typeof AreaResumen>;

/** Body of the area create call ('Nueva Área': name required, description optional). */
export const AreaCreate = z.strictObject({
  nombreArea: NombreArea,
  descripcionArea: z.optional(TextoLargo),
  /** Chosen by the superadmin; other users' areas always go to their own company. */
  empresaId: z.optional(Id),
  activo: z._default(z.boolean(), true),
});
export type AreaCreate = z.infer<typeof AreaCreate>;

/** Body of the area update: all optional, no defaults; the company cannot change. */
export const AreaUpdate = z.strictObject({
  nombreArea: z.optional(NombreArea),
  descripcionArea: z.optional(TextoLargo),
  activo: z.optional(z.boolean()),
});
export type AreaUpdate = z.infer<typeof AreaUpdate>;

// The areas calls (part 1 §7.2).
export const AreasQuery = z.object({ empresaId: z.optional(Id) });
export const AreaConConteo = z.extend(Area, { candidatos: z.number().check(z.int(), z.minimum(0)) });
export const AreasData = z.array(AreaConConteo);
export const AreaIdParams = z.object({ id: Id });
