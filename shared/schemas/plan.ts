// Plans and subscriptions of the SaaS panel, tenant and admin statistics, backups and the
// exported data file (part 2 §3, §4, §9), and the application settings of part 1 §3.7.
import { z } from 'zod';
import { SUSCRIPCIONES, TIEMPOS } from '../constants.js';
import { datos as msgDatos } from '../messages.js';
import { Codigo, Contador, FechaHora, Id, Limite, PlanCodigo, Subdominio, TextoCorto, TextoLargo } from './comun.js';

// ---- Plans -----------------------------------------------------------------------------------

export const NIVELES_SOPORTE = ['basico', 'premium', 'enterprise'] as const;
export const NivelSoporte = z.enum(NIVELES_SOPORTE);
export type NivelSoporte = z.infer<typeof NivelSoporte>;

/** Storage as the plans write it: '5GB', '25GB', '100GB'. */
const Almacenamiento = z.string().regex(/^\d+(\.\d+)?\s?(MB|GB|TB)$/);

/** Limits of a plan with the 'Crear Plan' form defaults; -1 is unlimited. */
export const LimitesPlan = z.object({
  empresas: Limite.default(1),
  candidatos: Limite.default(100),
  entrevistas: Limite.default(50),
  usuarios: Limite.default(3),
  almacenamiento: Almacenamiento.default('5GB'),
  soporte: NivelSoporte.default('basico'),
});
export type LimitesPlan = z.infer<typeof LimitesPlan>;

export const Plan = z.object({
  id: Codigo,
  nombre: z.string(),
  descripcion: z.string(),
  /** Monthly price, whole units. */
  precio: z.number().int().min(0),
  periodo: z.string().default('mensual'),
  caracteristicas: z.array(z.string()).default([]),
  limites: LimitesPlan.prefault({}),
  /** An inactive plan's card is dimmed. */
  activo: z.boolean().default(true),
});
export type Plan = z.infer<typeof Plan>;

const LimitesPlanEntrada = z.strictObject({
  empresas: Limite.default(1),
  candidatos: Limite.default(100),
  entrevistas: Limite.default(50),
  usuarios: Limite.default(3),
  almacenamiento: Almacenamiento.default('5GB'),
  soporte: NivelSoporte.default('basico'),
});

/** Body of 'Crear Plan': name, integer price and description required; the rest defaulted. */
export const PlanCreate = z.strictObject({
  /** Without an id the server derives one from the name. */
  id: Codigo.optional(),
  nombre: z.string().trim().min(1).max(200),
  descripcion: TextoLargo.trim().min(1),
  precio: z.number().int().min(0),
  periodo: TextoCorto.trim().min(1).default('mensual'),
  caracteristicas: z.array(TextoCorto.trim().min(1)).max(50).default([]),
  limites: LimitesPlanEntrada.prefault({}),
  activo: z.boolean().default(true),
});
export type PlanCreate = z.infer<typeof PlanCreate>;

/** Body of a plan update: all optional, no defaults. */
export const PlanUpdate = z.strictObject({
  nombre: z.string().trim().min(1).max(200).optional(),
  descripcion: TextoLargo.trim().min(1).optional(),
  precio: z.number().int().min(0).optional(),
  periodo: TextoCorto.trim().min(1).optional(),
  caracteristicas: z.array(TextoCorto.trim().min(1)).max(50).optional(),
  limites: z
    .strictObject({
      empresas: Limite.optional(),
      candidatos: Limite.optional(),
      entrevistas: Limite.optional(),
      usuarios: Limite.optional(),
      almacenamiento: Almacenamiento.optional(),
      soporte: NivelSoporte.optional(),
    })
    .optional(),
  activo: z.boolean().optional(),
});
export type PlanUpdate = z.infer<typeof PlanUpdate>;

// ---- Subscriptions ---------------------------------------------------------------------------

/** activa and trial have their own badge; cancelada (after a cancel) is shown as destructive. */
export const ESTADOS_SUSCRIPCION = ['activa', 'trial', 'cancelada'] as const;
export const EstadoSuscripcion = z.enum(ESTADOS_SUSCRIPCION);
export type EstadoSuscripcion = z.infer<typeof EstadoSuscripcion>;

export const MetodoPago = z.object({ tipo: z.string() });
export type MetodoPago = z.infer<typeof MetodoPago>;

export const Suscripcion = z.object({
  id: Id,
  empresaId: Id,
  planId: z.union([PlanCodigo, Codigo]),
  estado: EstadoSuscripcion,
  fechaInicio: FechaHora,
  fechaFin: FechaHora.optional(),
  fechaProximoPago: FechaHora.optional(),
  metodoPago: MetodoPago.optional(),
});
export type Suscripcion = z.infer<typeof Suscripcion>;

/** Body of a subscription create: subscriptions from the wizards start in trial. */
export const SuscripcionCreate = z.strictObject({
  empresaId: Id,
  planId: Codigo,
  estado: EstadoSuscripcion.default('trial'),
  fechaInicio: FechaHora.optional(),
  fechaFin: FechaHora.optional(),
  fechaProximoPago: FechaHora.optional(),
  metodoPago: z.strictObject({ tipo: TextoCorto.trim().min(1) }).optional(),
});
export type SuscripcionCreate = z.infer<typeof SuscripcionCreate>;

/** Body of a subscription update: all optional, no defaults. */
export const SuscripcionUpdate = z.strictObject({
  planId: Codigo.optional(),
  estado: EstadoSuscripcion.optional(),
  fechaFin: FechaHora.optional(),
  fechaProximoPago: FechaHora.optional(),
  metodoPago: z.strictObject({ tipo: TextoCorto.trim().min(1) }).optional(),
});
export type SuscripcionUpdate = z.infer<typeof SuscripcionUpdate>;

const HORA_MS = 60 * 60 * 1000;

/** Part 2 §4/§9: the trial subscription onboarding sets: ends 365 days later, next payment in 720 h. */
export function suscripcionTrial(empresaId: string, planId: string, now: Date): Omit<Suscripcion, 'id'> {
  return {
    empresaId,
    planId,
    estado: 'trial',
    fechaInicio: now.toISOString(),
    fechaFin: new Date(now.getTime() + SUSCRIPCIONES.trialDias * 24 * HORA_MS).toISOString(),
    fechaProximoPago: new Date(now.getTime() + SUSCRIPCIONES.proximoPagoHoras * HORA_MS).toISOString(),
  };
}

// ---- Statistics ------------------------------------------------------------------------------

export const EstadisticasTenant = z.object({
  subdominio: Subdominio,
  estadisticas: z.object({
    usuarios_activos: Contador.default(0),
    entrevistas_mes: Contador.default(0),
    ultimo_acceso: FechaHora.nullable().optional(),
  }),
});
export type EstadisticasTenant = z.infer<typeof EstadisticasTenant>;

/** Superadmin figures (part 1 §3.7, part 2 §3). Money in whole units; rates in percent. */
export const EstadisticasAdmin = z.object({
  usuarios_totales: Contador.default(0),
  empresas_activas: Contador.default(0),
  ingresos_mes: z.number().min(0).default(0),
  ingresos_total: z.number().min(0).default(0),
  entrevistas_realizadas: Contador.default(0),
  conversion_trial: z.number().min(0).default(0),
  churn_rate: z.number().min(0).default(0),
  mrr: z.number().min(0).default(0),
  arr: z.number().min(0).default(0),
});
export type EstadisticasAdmin = z.infer<typeof EstadisticasAdmin>;

// ---- Backups and the exported data file ------------------------------------------------------

export const Backup = z.object({ id: Id, name: z.string(), mimeType: z.string() });
export type Backup = z.infer<typeof Backup>;

/** Answer of creating a backup. */
export const BackupResultado = z.object({ success: z.boolean(), backupId: z.string().optional(), message: z.string() });
export type BackupResultado = z.infer<typeof BackupResultado>;

/** The exported JSON file: exportInfo (version 1.0) and the companies. */
export const ExportacionDatos = z.object({
  exportInfo: z.looseObject({ version: z.string().default('1.0') }).prefault({}),
  empresas: z.array(z.record(z.string(), z.unknown())),
});
export type ExportacionDatos = z.infer<typeof ExportacionDatos>;

/** An import file must hold an empresas array, otherwise 'Archivo de importación inválido'. */
export const ArchivoImportacion = z.looseObject(
  {
    exportInfo: z.looseObject({ version: z.string().optional() }).optional(),
    empresas: z.array(z.unknown(), { error: msgDatos.importacionInvalida }),
  },
  { error: msgDatos.importacionInvalida },
);
export type ArchivoImportacion = z.infer<typeof ArchivoImportacion>;

// ---- Application settings (part 1 §3.7) ------------------------------------------------------

export const ConfiguracionApp = z.object({
  autoSave: z.boolean().default(true),
  /** Milliseconds. */
  syncInterval: z.number().int().min(1_000).default(TIEMPOS.syncIntervalMs),
  debugMode: z.boolean().default(false),
});
export type ConfiguracionApp = z.infer<typeof ConfiguracionApp>;
