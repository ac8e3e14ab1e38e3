// The platform's oversight record as the superadmin reads it (D155): what a superadmin did to another
// person's access, ids only, newest first.
import * as z from 'zod/mini';
import { PAGINACION } from '../constants.js';

export const SupervisionPlataformaEntrada = z.object({
  id: z.string(),
  tipo: z.enum(['segundo_factor_restablecido']),
  /** The superadmin who did it. */
  por: z.string(),
  usuarioId: z.string(),
  empresaId: z.nullable(z.string()),
  fecha: z.string(),
});
export type SupervisionPlataformaEntrada = z.infer<typeof SupervisionPlataformaEntrada>;

export const SupervisionPlataformaQuery = z.object({
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
});

export const SupervisionPlataformaPage = z.object({ items: z.array(SupervisionPlataformaEntrada), cursor: z.nullable(z.string()) });
