// GET /api/dashboard: every figure both dashboards show (spec part 1 §2.6), from counters kept on
// write — never by reading every candidate or interview.
import * as z from 'zod/mini';
import { Id } from './comun.js';
import { EstadoEmpresa, PlanCodigo } from './empresa.js';
import { ImporteMoneda } from './saas.js';

/** Every state (the newest interviews may include a cancelled one, shown as such: D115). */
export const ESTADOS_ENTREVISTA_DASHBOARD = ['programada', 'en_progreso', 'completada', 'analizada', 'validada', 'cancelada'] as const;

export const DashboardQuery = z.object({ empresaId: z.optional(Id) });

export const DashboardGlobal = z.object({
  tipo: z.literal('global'),
  totalEmpresas: z.number().check(z.int(), z.minimum(0)),
  empresasActivas: z.number().check(z.int(), z.minimum(0)),
  licenciasActivas: z.number().check(z.int(), z.minimum(0)),
  entrevistasCompletadas: z.number().check(z.int(), z.minimum(0)),
  informesGenerados: z.number().check(z.int(), z.minimum(0)),
  /** Monthly recurring revenue in euros (the paying subscriptions', D101), as before issue 67. */
  mrr: z.number().check(z.minimum(0)),
  /** The MRR of each currency the platform bills in (euros always), never added across (issue 67). */
  mrrPorMoneda: z.array(ImporteMoneda),
  empresasRecientes: z.array(
    z.object({
      id: Id,
      nombre: z.string(),
      estado: EstadoEmpresa,
      activa: z.boolean(),
      plan: PlanCodigo,
      fechaCreacion: z.optional(z.string()),
    }),
  ),
});

export const DashboardEmpresa = z.object({
  tipo: z.literal('empresa'),
  empresaId: Id,
  nombre: z.string(),
  licenciasActivas: z.number().check(z.int(), z.minimum(0)),
  candidatos: z.number().check(z.int(), z.minimum(0)),
  entrevistasPendientes: z.number().check(z.int(), z.minimum(0)),
  entrevistasCompletadas: z.number().check(z.int(), z.minimum(0)),
  totalEntrevistas: z.number().check(z.int(), z.minimum(0)),
  /** completada + analizada + validada over the total, in % (0 without interviews). */
  tasaCompletado: z.number().check(z.minimum(0), z.maximum(100)),
  entrevistasRecientes: z.array(
    z.object({
      id: Id,
      candidatoNombre: z.string(),
      fechaProgramada: z.optional(z.string()),
      /** When it was taken (its start; absent while programada) and the zone its dates are written in (D83). */
      fechaRealizacion: z.optional(z.string()),
      zonaHoraria: z.optional(z.string()),
      estado: z.enum(ESTADOS_ENTREVISTA_DASHBOARD),
    }),
  ),
});

export const DashboardData = z.discriminatedUnion('tipo', [DashboardGlobal, DashboardEmpresa]);
export type DashboardData = z.infer<typeof DashboardData>;
