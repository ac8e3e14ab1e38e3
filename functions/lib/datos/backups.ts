// Backups (part 2 §3, §7; D65, D95): an exported data file kept in the files bucket — a company's
// (its data, exportacion.ts) under backups/{empresaId}/{timestamp}-{id}.json, the superadmin's file
// of every company under backups/{timestamp}-{id}.json. This module writes one (a PutObject only:
// the functions that back up before an import or a clear carry no read of the bucket);
// backups-lectura.ts lists them, reads one back for a restore and signs a download link.
import { randomUUID } from 'node:crypto';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { type Backup, PREFIJO_BACKUPS } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { assertKeyPart } from '../db/keys.js';
import { exportarDatos, exportarEmpresa } from './exportacion.js';

export const MIME_BACKUP = 'application/json';

/** The prefix of a company's backups, or of the platform's (and, listed, of every one). */
export const prefijoBackups = (empresaId: string | null) =>
  empresaId ? `${PREFIJO_BACKUPS}${assertKeyPart(empresaId, 'empresaId')}/` : PREFIJO_BACKUPS;

/**
 * `backups/[{empresaId}/]20261123T073000123Z-{uuid}.json`: the compact UTC timestamp first, so the
 * keys sort by age and the list needs no other read to order them.
 */
function claveBackup(empresaId: string | null, now: Date, id: string): string {
  const ts = now.toISOString().replace(/[-:.]/g, '');
  return `${prefijoBackups(empresaId)}${ts}-${id}.json`;
}

/** A backup as the API shows it, from its object key. */
export function aBackup(key: string, fecha: Date, tamano: number): Backup {
  const resto = key.slice(PREFIJO_BACKUPS.length);
  const barra = resto.indexOf('/');
  const empresaId = barra >= 0 ? resto.slice(0, barra) : null;
  const name = resto.slice(barra + 1);
  return { name, id: name.replace(/\.json$/, ''), mimeType: MIME_BACKUP, fecha: fecha.toISOString(), tamano, empresaId };
}

/** A backup of one company's data (D95), or of every company's record (the superadmin without a company). */
export async function crearBackup(generadoPor: string, empresaId: string | null, now = new Date()): Promise<Backup> {
  return (await crearBackupContado(generadoPor, empresaId, now)).backup;
}

/**
 * The same, answering also how many data items it holds. `id` (a UUID) fixes the key (a clear job's, D103:
 * a delivery that dies between the backup and saving it writes the same object again, not a second).
 */
export async function crearBackupContado(
  generadoPor: string,
  empresaId: string | null,
  now = new Date(),
  id: string = randomUUID(),
): Promise<{ backup: Backup; elementos: number }> {
  const archivo = empresaId ? await exportarEmpresa(empresaId, generadoPor, now) : await exportarDatos(generadoPor, now);
  const cuerpo = JSON.stringify(archivo);
  const key = claveBackup(empresaId, now, id);
  await s3.send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      Body: cuerpo,
      ContentType: MIME_BACKUP,
      // Never answered from a cache: a backup is read back only by a restore or its owner's link.
      CacheControl: 'no-store',
    }),
  );
  const elementos = (archivo.datos ?? []).reduce((n, d) => n + d.elementos.length, 0);
  return { backup: aBackup(key, now, Buffer.byteLength(cuerpo)), elementos };
}
