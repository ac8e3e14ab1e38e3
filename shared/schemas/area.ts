// Areas of a company (part 1 §3.5, §2.8, §5; part 2 §3 "Area" in the interview context).
import * as z from 'zod';
import { areas as MENSAJES_AREA } from '../messages.js';
import { Id, TextoLargo } from './comun.js';

export { MENSAJES_AREA };

const NombreArea = z.string({ error: MENSAJES_AREA.nombreObligatorio }).trim().min(1, { error: MENSAJES_AREA.nombreObligatorio }).max(200);

/** Part 1 §3.5. New areas are active (the onboarding creates them with activo true). */
export const Area = z.object({
  id: Id,
  nombreArea: z.string(),
  descripcionArea: z.string().optional(),
  empresaId: Id,
  activo: z.boolean().default(true),
});
export type Area = z.infer<typeof Area>;

/** Part 2 §3: an area as the interview context reads it. */
export const AreaResumen = Area.pick({ id: true, nombreArea: true });
export type AreaResumen = z.infer<typeof AreaResumen>;

/** Body of the area create call ('Nueva Área': name required, description optional). */
export const AreaCreate = z.strictObject({
  nombreArea: NombreArea,
  descripcionArea: TextoLargo.optional(),
  /** Chosen by the superadmin; other users' areas always go to their own company. */
  empresaId: Id.optional(),
  activo: z.boolean().default(true),
});
export type AreaCreate = z.infer<typeof AreaCreate>;

/** Body of the area update: all optional, no defaults; the company cannot change. */
export const AreaUpdate = z.strictObject({
  nombreArea: NombreArea.optional(),
  descripcionArea: TextoLargo.optional(),
  activo: z.boolean().optional(),
});
export type AreaUpdate = z.infer<typeof AreaUpdate>;

// The areas calls (part 1 §7.2).
export const AreasQuery = z.object({ empresaId: Id.optional() });
export const AreaConConteo = Area.extend({ candidatos: z.number().int().min(0) });
export const AreasData = z.array(AreaConConteo);
export const AreaIdParams = z.object({ id: Id });
