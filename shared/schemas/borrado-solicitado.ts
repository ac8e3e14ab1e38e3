// Erasure on the candidate's request (issue 44 §1 «Erase», D149): the candidate asks from «Mis
// datos», the company has a window (its setting, BORRADO_SOLICITADO) to object for a written legal
// reason the candidate reads; otherwise the scheduled job erases the candidate through the
// existing erasure and mails a confirmation.
import * as z from 'zod/mini';
import { BORRADO_SOLICITADO } from '../constants.js';
import { borradoSolicitado as msg, fmt } from '../messages.js';
import { Id } from './comun.js';

export const ESTADOS_BORRADO_SOLICITADO = ['pendiente', 'opuesta'] as const;

/** The company's days to object (its setting), whole days within the bounds. */
export const PlazoOposicionBorradoDias = z
  .int({
    error: fmt(msg.plazoInvalido, { min: BORRADO_SOLICITADO.plazoDiasMin, max: BORRADO_SOLICITADO.plazoDiasMax }),
  })
  .check(
    z.gte(BORRADO_SOLICITADO.plazoDiasMin, {
      error: fmt(msg.plazoInvalido, { min: BORRADO_SOLICITADO.plazoDiasMin, max: BORRADO_SOLICITADO.plazoDiasMax }),
    }),
    z.lte(BORRADO_SOLICITADO.plazoDiasMax, {
      error: fmt(msg.plazoInvalido, { min: BORRADO_SOLICITADO.plazoDiasMin, max: BORRADO_SOLICITADO.plazoDiasMax }),
    }),
  );

/** What the candidate reads of their request on «Mis datos» (an executed one: the company is no longer listed). */
export const BorradoTitular = z.object({
  estado: z.enum(ESTADOS_BORRADO_SOLICITADO),
  solicitadoEn: z.string(),
  /** Until when the company may object; the erasure runs after it. */
  plazoHasta: z.string(),
  /** The company's objection: its written legal reason and when (never who: a company user's id or name is not the candidate's data). */
  oposicion: z.nullable(z.object({ motivo: z.string(), fecha: z.string() })),
});
export type BorradoTitular = z.infer<typeof BorradoTitular>;

/** POST /api/publico/mis-datos/{acceso}/borrado: the company (as «Mis datos» lists it) whose data to erase. */
export const PedirBorradoBody = z.strictObject({ empresaId: Id });

/** What the company reads on the candidate's profile. */
export const BorradoEmpresa = z.object({
  estado: z.enum(ESTADOS_BORRADO_SOLICITADO),
  solicitadoEn: z.string(),
  plazoHasta: z.string(),
  oposicion: z.nullable(
    z.object({
      motivo: z.string(),
      fecha: z.string(),
      por: z.string(),
      /** Whether the email telling the candidate went: 'omitido' (template off, address suppressed), 'fallido'. */
      aviso: z.optional(z.enum(['enviado', 'omitido', 'fallido'])),
    }),
  ),
});
export type BorradoEmpresa = z.infer<typeof BorradoEmpresa>;

const motivoCorto = fmt(msg.motivoCorto, { min: BORRADO_SOLICITADO.motivoMin });
/** POST /api/candidatos/{id}/borrado-solicitado/oposicion: the written legal reason. */
export const OposicionBorradoBody = z.strictObject({
  motivo: z
    .string({ error: motivoCorto })
    .check(
      z.trim(),
      z.minLength(BORRADO_SOLICITADO.motivoMin, { error: motivoCorto }),
      z.maxLength(BORRADO_SOLICITADO.motivoMax, { error: fmt(msg.motivoLargo, { max: BORRADO_SOLICITADO.motivoMax }) }),
    ),
});
export type OposicionBorradoBody = z.output<typeof OposicionBorradoBody>;
