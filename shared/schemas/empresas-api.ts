// Request and response schemas of the companies and strategic-plan endpoints (spec part 1 §2.7,
// §3.2–3.4, §5, §7.2). The company entity is in empresa.ts.
import * as z from 'zod/mini';
import { PAGINACION, PLAN_ESTRATEGICO } from '../constants.js';
import { empresas as msgEmpresas, planEstrategico as msgPlan } from '../messages.js';
import { BusquedaEmpresas, Id } from './comun.js';
import { Empresa, PlanEstrategico } from './empresa.js';
import { Usuario } from './usuario.js';

export const EmpresaIdParams = z.object({ id: Id });

export const EmpresasQuery = z.object({
  q: BusquedaEmpresas,
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
  limit: z.optional(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(PAGINACION.limiteMaximo))),
  /** «Falta garantía de datos» (issue 67 item 8): only the companies whose transfer safeguard is missing. */
  garantia: z.optional(z.enum(['falta'], { error: msgEmpresas.filtroGarantia })),
});

export const EmpresasPage = z.object({ items: z.array(Empresa), cursor: z.nullable(z.string()) });

export const EmpresaCreada = z.extend(Empresa, { admin: z.optional(Usuario) });

/** The file types of part 1 §5, by extension and by content type. */
export const TIPOS_PLAN: Record<(typeof PLAN_ESTRATEGICO.extensiones)[number], string> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  txt: 'text/plain',
};

export const PlanSubidaBody = z.strictObject({
  nombreArchivo: z.string().check(z.trim(), z.minLength(1), z.maxLength(255)),
  contentType: z.string().check(z.maxLength(200)),
  tamano: z.number().check(z.int(), z.positive(), z.maximum(PLAN_ESTRATEGICO.maxBytes, msgPlan.tamanoArchivo)),
});

export const PlanSubidaData = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresIn: z.number().check(z.int()),
});

export const PlanConfirmarBody = z.strictObject({
  key: z.string().check(z.minLength(1), z.maxLength(1_024)),
  nombre: z.optional(z.string().check(z.trim(), z.minLength(1, msgPlan.nombreObligatorio), z.maxLength(200))),
});

export const PlanArchivoData = z.object({ archivo_url: z.string(), planEstrategico: PlanEstrategico });

export const PlanArchivoQuery = z.object({
  descarga: z.optional(z.enum(['1', 'true'])),
});

/**
 * POST …/plan-estrategico/enlace: a new window cannot send the bearer header, so the web asks for
 * a short-lived signed link with an authenticated call and opens that (no token in any URL).
 */
export const PlanEnlaceBody = z.strictObject({ descarga: z._default(z.boolean(), false) });
export const PlanEnlaceData = z.object({ url: z.string(), expiresIn: z.number().check(z.int(), z.positive()) });
