// Data management (part 2 §2 "Data management screen", §3 "Backup", §7, §9 "Exported data file"):
// the exported file (exportInfo version 1.0 and every company as the client sees it), and the
// backups kept in the files bucket under backups/.
import * as z from 'zod/mini';
import { datos as datosMsg } from '../messages.js';
import { Empresa } from './empresa.js';
import { EstadoTrabajo } from './trabajo.js';

/** §9: the version written in every exported file. */
export const VERSION_EXPORTACION = '1.0';

/** The prefix of the backups in the files bucket. */
export const PREFIJO_BACKUPS = 'backups/';

/**
 * One stored item of a company's partition (D95): its sort key and its attributes without the
 * partition key (the company it is imported into decides that). Users, secrets and job machinery
 * are never in a file (functions/lib/datos/elementos.ts says which).
 */
export const ElementoDatos = z.object({
  sk: z.string().check(z.minLength(1), z.maxLength(1024)),
  item: z.record(z.string(), z.unknown()),
});
export type ElementoDatos = z.infer<typeof ElementoDatos>;

/** A company's data in the file (D95): every exportable item of its partition. */
export const DatosEmpresa = z.object({
  empresaId: z.string().check(z.minLength(1), z.maxLength(100)),
  elementos: z.array(ElementoDatos),
});
export type DatosEmpresa = z.infer<typeof DatosEmpresa>;

export const ExportacionDatos = z.object({
  exportInfo: z.object({
    version: z.literal(VERSION_EXPORTACION),
    /** When the file was made (ISO 8601). */
    fecha: z.string(),
    /** The email of who made it. */
    generadoPor: z.string(),
    /** The company the file is of (D95); absent in the superadmin's file of every company. */
    empresaId: z.optional(z.string()),
  }),
  empresas: z.array(Empresa),
  /** Each company's data (D95): present in a company's export; the platform-wide file holds the companies only. */
  datos: z.optional(z.array(DatosEmpresa)),
});
export type ExportacionDatos = z.infer<typeof ExportacionDatos>;

/** §3 "Backup": name, id, mimeType; plus when it was made and its size in bytes. */
export const Backup = z.object({
  name: z.string(),
  id: z.string(),
  mimeType: z.string(),
  /** ISO 8601. */
  fecha: z.string(),
  tamano: z.number().check(z.int(), z.minimum(0)),
  /** The company it is of (D95: backups/{empresaId}/…), or null for the platform-wide file. */
  empresaId: z.nullable(z.string()),
});
export type Backup = z.infer<typeof Backup>;

/** POST /api/datos/backups: §7's backupId (success and message are the envelope's). */
export const BackupCreado = z.object({ backupId: z.string(), backup: Backup });
export type BackupCreado = z.infer<typeof BackupCreado>;

export const BackupsLista = z.object({ items: z.array(Backup) });
export type BackupsLista = z.infer<typeof BackupsLista>;

/** GET /api/datos/exportar, /api/datos/backups, POST …/backups: the company (superadmin; a company user's own is implied). */
export const DatosEmpresaQuery = z.object({ empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))) });

/**
 * POST /api/datos/importar (D95): the exported file, as it was read; validated by the import itself
 * so that any malformed file answers the spec's 'Archivo de importación inválido'.
 */
export const ImportarDatosBody = z.object({
  // Missing, it is the same malformed file (zod's own 'nonoptional' issue named no field).
  archivo: z.unknown().check(z.refine((v) => v !== undefined, { error: datosMsg.importacionInvalida })),
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});

/** The largest import body (bytes): a Lambda's payload is 6 MB, the envelope aside (larger files: D95's left). */
export const MAX_BYTES_IMPORTACION = 5_900_000;

/** POST /api/datos/backups/{id}/restaurar (D95). */
export const RestaurarBackupParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(200)) });

export const RESULTADOS_FILA = ['creado', 'actualizado', 'rechazado'] as const;

/** One row of an import's report: an item of the file and what became of it. */
export const FilaImportacion = z.object({
  empresaId: z.string(),
  sk: z.string(),
  /** What kind of item (elementos.ts `tipoDe`): candidato, entrevista, area… */
  tipo: z.string(),
  resultado: z.enum(RESULTADOS_FILA),
  /** Why it was refused, in Spanish. */
  motivo: z.optional(z.string()),
});
export type FilaImportacion = z.infer<typeof FilaImportacion>;

/** What an import or a restore answers (D95): the backup taken first, the totals and every row. */
export const ResultadoImportacion = z.object({
  backups: z.array(Backup),
  creados: z.number(),
  actualizados: z.number(),
  rechazados: z.number(),
  filas: z.array(FilaImportacion),
});
export type ResultadoImportacion = z.infer<typeof ResultadoImportacion>;

/** POST /api/datos/limpiar (D95): the company's commercial name typed, as the second confirmation. */
export const LimpiarDatosBody = z.object({
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  confirmacion: z.string().check(z.maxLength(300)),
});

export const ResultadoLimpieza = z.object({
  backup: Backup,
  /** Items deleted from the company's partition (with what each took along outside it). */
  borrados: z.number(),
  /** Users other than the admins whose accounts were deleted. */
  usuarios: z.number(),
  /** Files deleted under the company's prefix. */
  archivos: z.number(),
});
export type ResultadoLimpieza = z.infer<typeof ResultadoLimpieza>;

/**
 * The import of a file through S3 and a queued job (D100): the largest file (bytes) the presigned
 * upload accepts. The job reads it whole into memory (its function has 2 GB); at ≈ 250 bytes an
 * item this is ≈ 200 000 items.
 */
export const MAX_BYTES_IMPORTACION_JOB = 50_000_000;
/** The only type of an import file (the presigned POST's condition, checked again on confirm). */
export const TIPO_ARCHIVO_IMPORTACION = 'application/json';
/** The job's report is saved by blocks of this many rows (D100; tests lower it through the job's options). */
export const FILAS_POR_BLOQUE_IMPORTACION = 500;

/** POST /api/datos/importaciones/subida (D100): where to upload a file (a presigned POST). */
export const SubidaImportacionBody = z.strictObject({
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  nombreArchivo: z.string().check(z.minLength(1), z.maxLength(255)),
  tamano: z.number().check(z.int(), z.minimum(1)),
});

/** A presigned POST: the browser sends `fields` then the file (field `file`) to `url` as multipart form data. */
export const SubidaImportacion = z.object({
  url: z.string(),
  fields: z.record(z.string(), z.string()),
  key: z.string(),
  expiresIn: z.number().check(z.int()),
});
export type SubidaImportacion = z.infer<typeof SubidaImportacion>;

/** POST /api/datos/importaciones (D100): the uploaded file's key, checked and queued. */
export const ConfirmarImportacionBody = z.strictObject({
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  key: z.string().check(z.minLength(1), z.maxLength(1_024)),
  nombreArchivo: z.optional(z.string().check(z.maxLength(255))),
});

/** An import job (D100): its status, its progress and the backup it took first. */
export const ImportacionDatos = z.object({
  id: z.string(),
  empresaId: z.string(),
  nombreArchivo: z.string(),
  tamano: z.number(),
  /** The one vocabulary of the queued jobs (shared/schemas/trabajo.ts). */
  estado: EstadoTrabajo,
  /** Rows of the file (0 until the job has read it). */
  total: z.number(),
  procesadas: z.number(),
  creados: z.number(),
  actualizados: z.number(),
  rechazados: z.number(),
  backups: z.array(Backup),
  /** ISO 8601. */
  creadoEn: z.string(),
  actualizadoEn: z.string(),
  finalizadoEn: z.optional(z.string()),
  /** Why it ended in error, in Spanish ('Archivo de importación inválido'…). */
  error: z.optional(z.string()),
});
export type ImportacionDatos = z.infer<typeof ImportacionDatos>;

export const ImportacionDatosParams = z.object({ id: z.string().check(z.minLength(1), z.maxLength(100), z.regex(/^[^#\s/]+$/)) });

export const ImportacionDatosQuery = z.object({
  empresaId: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
  cursor: z.optional(z.string().check(z.maxLength(2_000))),
});

/** GET /api/datos/importaciones/{id}: the job and a page of its report (whole blocks, in the order they ran). */
export const ImportacionDatosDetalle = z.extend(ImportacionDatos, {
  filas: z.array(FilaImportacion),
  cursor: z.nullable(z.string()),
});
export type ImportacionDatosDetalle = z.infer<typeof ImportacionDatosDetalle>;

/**
 * A clear job's phases (D103): the backup, the partition page by page, the files, the counters set
 * to what remains.
 */
export const FASES_LIMPIEZA = ['copia', 'datos', 'archivos', 'contadores'] as const;
export type FaseLimpieza = (typeof FASES_LIMPIEZA)[number];

/** A clear job (D103): its status, phase, progress and the backup it took first. */
export const LimpiezaDatos = z.object({
  id: z.string(),
  empresaId: z.string(),
  /** The one vocabulary of the queued jobs (shared/schemas/trabajo.ts). */
  estado: EstadoTrabajo,
  fase: z.enum(FASES_LIMPIEZA),
  /** Data items in the backup (0 until it is taken): what the progress bar measures against. */
  total: z.number(),
  /** Items deleted so far (with what each took along outside the partition), users aside. */
  borrados: z.number(),
  /** Users other than the admins whose accounts were deleted. */
  usuarios: z.number(),
  /** Files deleted under the company's prefix (set in the files phase). */
  archivos: z.number(),
  backup: z.optional(Backup),
  /** ISO 8601. */
  creadoEn: z.string(),
  actualizadoEn: z.string(),
  finalizadoEn: z.optional(z.string()),
  /** Why it ended in error, in Spanish. */
  error: z.optional(z.string()),
});
export type LimpiezaDatos = z.infer<typeof LimpiezaDatos>;

export const LimpiezaDatosParams = ImportacionDatosParams;
