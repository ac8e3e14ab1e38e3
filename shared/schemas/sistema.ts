// Request and response schemas of the platform's own endpoints (health, OpenAPI, public uploads).
import * as z from 'zod/mini';

export const HealthData = z.object({
  server: z.literal('ok'),
  database: z.enum(['ok', 'error']),
  timestamp: z.iso.datetime(),
});
export type HealthData = z.infer<typeof HealthData>;

/** The item the scheduled health job records, so the connection badge can read the last result. */
export const HealthRecord = z.extend(HealthData, {
  checkedBy: z.enum(['job', 'request']),
  latencyMs: z.number().check(z.int(), z.nonnegative()),
});
export type HealthRecord = z.infer<typeof HealthRecord>;

export const OpenApiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string(), description: z.optional(z.string()) }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /uploads/{key+}: a public file under uploads/ (avatars). */
export const UploadParams = z.object({ key: z.string().check(z.minLength(1), z.maxLength(1_024)) });

/** The last run of a scheduled job (shared/jobs.ts), recorded by the job itself (D99). */
export const EjecucionJob = z.object({
  job: z.string(),
  inicio: z.iso.datetime(),
  fin: z.iso.datetime(),
  duracionMs: z.number().check(z.int(), z.nonnegative()),
  resultado: z.enum(['ok', 'error']),
  error: z.nullable(z.string()),
});
export type EjecucionJob = z.infer<typeof EjecucionJob>;

/** A status badge of the Sistema tab: ok, a warning, a failure, or nothing recorded yet. */
export const ESTADOS_LECTURA = ['ok', 'aviso', 'error', 'sin_datos'] as const;
export const EstadoLectura = z.enum(ESTADOS_LECTURA);
export type EstadoLectura = z.infer<typeof EstadoLectura>;

export const COMPONENTES_SISTEMA = ['api', 'base_datos', 'ia', 'correo', 'trabajos'] as const;

/** One of the platform's parts as the Sistema tab shows it: its badge, value ('Online', '4/6 Activos'…) and when it was observed. */
export const ComponenteSistema = z.object({
  id: z.enum(COMPONENTES_SISTEMA),
  nombre: z.string(),
  estado: EstadoLectura,
  valor: z.string(),
  detalle: z.string(),
  /** When what is shown was observed (the health record's time, a key's last test, the last send, the last run); null: never. */
  observadoEn: z.nullable(z.iso.datetime()),
});
export type ComponenteSistema = z.infer<typeof ComponenteSistema>;

/** A scheduled job with its last recorded run and whether it ran within its period. */
export const TrabajoSistema = z.object({
  id: z.string(),
  resumen: z.string(),
  cadaMinutos: z.number(),
  ultimaEjecucion: z.nullable(z.iso.datetime()),
  resultado: z.nullable(z.enum(['ok', 'error'])),
  error: z.nullable(z.string()),
  alDia: z.boolean(),
});
export type TrabajoSistema = z.infer<typeof TrabajoSistema>;

/** A failed email of the send log (no recipient: the log screen has it). */
export const FalloCorreo = z.object({ fecha: z.iso.datetime(), plantilla: z.string(), error: z.nullable(z.string()) });

/** An item of the 'Implementado' / 'Pendiente' checklist, computed from what is configured (D99). */
export const ItemChecklist = z.object({ id: z.string(), titulo: z.string(), implementado: z.boolean(), detalle: z.string() });
export type ItemChecklist = z.infer<typeof ItemChecklist>;

/** GET /api/saas/sistema: the Sistema tab (D99). */
export const EstadoSistema = z.object({
  leidoEn: z.iso.datetime(),
  componentes: z.array(ComponenteSistema),
  trabajos: z.array(TrabajoSistema),
  fallosCorreo: z.array(FalloCorreo),
  checklist: z.array(ItemChecklist),
});
export type EstadoSistema = z.infer<typeof EstadoSistema>;
