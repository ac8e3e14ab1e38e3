// Data management (part 2 §2 "Data management screen", §3 "Backup", §7, §9 "Exported data file"):
// the exported file (exportInfo version 1.0 and every company as the client sees it), and the
// backups kept in the files bucket under backups/.
import * as z from 'zod/mini';
import { Empresa } from './empresa.js';

/** §9: the version written in every exported file. */
export const VERSION_EXPORTACION = '1.0';

/** The prefix of the backups in the files bucket. */
export const PREFIJO_BACKUPS = 'backups/';

export const ExportacionDatos = z.object({
  exportInfo: z.object({
    version: z.literal(VERSION_EXPORTACION),
    /** When the file was made (ISO 8601). */
    fecha: z.string(),
    /** The email of who made it. */
    generadoPor: z.string(),
  }),
  empresas: z.array(Empresa),
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
});
export type Backup = z.infer<typeof Backup>;

/** POST /api/datos/backups: §7's backupId (success and message are the envelope's). */
export const BackupCreado = z.object({ backupId: z.string(), backup: Backup });
export type BackupCreado = z.infer<typeof BackupCreado>;

export const BackupsLista = z.object({ items: z.array(Backup) });
export type BackupsLista = z.infer<typeof BackupsLista>;
