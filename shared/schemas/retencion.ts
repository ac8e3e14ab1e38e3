// Retention per company (D151): the admin's view of the candidates whose data is erased in a month.
import * as z from 'zod/mini';
import { retencion as msg } from '../messages.js';
import { EmpresaQuery } from './comun.js';

/** GET /api/candidatos/retencion/mes?mes=YYYY-MM (the current month when absent, on the server's UTC clock). */
export const RetencionMesQuery = z.object({
  ...EmpresaQuery.shape,
  mes: z.optional(z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, msg.mesInvalido))),
});
export type RetencionMesQuery = z.output<typeof RetencionMesQuery>;

export const RetencionMes = z.object({
  mes: z.string(),
  /** The company's period now (entries keep the one in force when they were filed). */
  meses: z.number(),
  items: z.array(
    z.object({
      candidatoId: z.string(),
      candidatoNombre: z.string(),
      venceEn: z.string(),
      /** The candidate's warning e-mail went. */
      avisado: z.boolean(),
    }),
  ),
});
export type RetencionMes = z.infer<typeof RetencionMes>;
