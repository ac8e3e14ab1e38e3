// Request and response schemas of the companies and strategic-plan endpoints (spec part 1 §2.7,
// §3.2–3.4, §5, §7.2). The company entity is in empresa.ts.
import * as z from 'zod';
import { PAGINACION, PLAN_ESTRATEGICO } from '../constants.js';
import { planEstrategico as msgPlan } from '../messages.js';
import { Id } from './comun.js';
import { Empresa, PlanEstrategico } from './empresa.js';
import { Usuario } from './usuario.js';

export const EmpresaIdParams = z.object({ id: Id });

export const EmpresasQuery = z.object({
  /** Case-insensitive search on the commercial name, legal name or email (superadmin). */
  q: z.string().trim().max(200).optional(),
  cursor: z.string().max(2_000).optional(),
  limit: z.coerce.number().int().min(1).max(PAGINACION.limiteMaximo).optional(),
});

export const EmpresasPage = z.object({ items: z.array(Empresa), cursor: z.string().nullable() });

export const EmpresaCreada = Empresa.extend({ admin: Usuario.optional() });

/** The file types of part 1 §5, by extension and by content type. */
export const TIPOS_PLAN: Record<(typeof PLAN_ESTRATEGICO.extensiones)[number], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

export const PlanUploadUrlBody = z.strictObject({
  nombreArchivo: z.string().trim().min(1).max(255),
  contentType: z.string().max(200),
  tamano: z.number().int().positive().max(PLAN_ESTRATEGICO.maxBytes, msgPlan.tamanoArchivo),
});

export const PlanUploadUrlData = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresIn: z.number().int(),
});

export const PlanConfirmBody = z.strictObject({
  key: z.string().min(1).max(1_024),
  nombre: z.string().trim().min(1, msgPlan.nombreObligatorio).max(200).optional(),
});

export const PlanArchivoData = z.object({ archivo_url: z.string(), planEstrategico: PlanEstrategico });

export const PlanArchivoQuery = z.object({
  descarga: z.enum(['1', 'true']).optional(),
});

/**
 * POST …/plan-estrategico/enlace: a new window cannot send the bearer header, so the web asks for
 * a short-lived signed link with an authenticated call and opens that (no token in any URL).
 */
export const PlanEnlaceBody = z.strictObject({ descarga: z.boolean().default(false) });
export const PlanEnlaceData = z.object({ url: z.string(), expiresIn: z.number().int().positive() });
