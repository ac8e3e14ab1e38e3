// GET /api/dashboard: every figure both dashboards show (spec part 1 §2.6), from counters kept on
// write — never by reading every candidate or interview.
import * as z from 'zod';
import { Id } from './comun.js';
import { EstadoEmpresa, PlanCodigo } from './empresa.js';

export const ESTADOS_ENTREVISTA_DASHBOARD = ['programada', 'en_progreso', 'completada', 'analizada', 'validada'] as const;

export const DashboardQuery = z.object({ empresaId: Id.optional() });

export const DashboardGlobal = z.object({
  tipo: z.literal('global'),
  totalEmpresas: z.number().int().min(0),
  empresasActivas: z.number().int().min(0),
  licenciasActivas: z.number().int().min(0),
  entrevistasCompletadas: z.number().int().min(0),
  informesGenerados: z.number().int().min(0),
  /** Monthly recurring revenue (USD): the plan price of every active company, from per-plan counters. */
  mrr: z.number().min(0),
  empresasRecientes: z.array(
    z.object({
      id: Id,
      nombre: z.string(),
      estado: EstadoEmpresa,
      activa: z.boolean(),
      plan: PlanCodigo,
      fechaCreacion: z.string().optional(),
    }),
  ),
});

export const DashboardEmpresa = z.object({
  tipo: z.literal('empresa'),
  empresaId: Id,
  nombre: z.string(),
  licenciasActivas: z.number().int().min(0),
  candidatos: z.number().int().min(0),
  entrevistasPendientes: z.number().int().min(0),
  entrevistasCompletadas: z.number().int().min(0),
  totalEntrevistas: z.number().int().min(0),
  /** completada + analizada + validada over the total, in % (0 without interviews). */
  tasaCompletado: z.number().min(0).max(100),
  entrevistasRecientes: z.array(
    z.object({ id: Id, candidatoNombre: z.string(), fechaProgramada: z.string().optional(), estado: z.enum(ESTADOS_ENTREVISTA_DASHBOARD) }),
  ),
});

export const DashboardData = z.discriminatedUnion('tipo', [DashboardGlobal, DashboardEmpresa]);
export type DashboardData = z.infer<typeof DashboardData>;
