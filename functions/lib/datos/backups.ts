// Backups (part 2 §3, §7): the exported data file (exportacion.ts) kept in the files bucket under
// backups/{timestamp}-{id}.json, and listed newest first from that prefix (a bounded S3 listing,
// no table read).
import { randomUUID } from 'node:crypto';
import { ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { type Backup, PREFIJO_BACKUPS } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { exportarDatos } from './exportacion.js';

const MIME = 'application/json';

/**
 * `backups/20261123T073000123Z-{uuid}.json`: the compact UTC timestamp first, so the keys sort by
 * age and the list needs no other read to order them.
 */
function claveBackup(now: Date, id: string): string {
  const ts = now.toISOString().replace(/[-:.]/g, '');
  return `${PREFIJO_BACKUPS}${ts}-${id}.json`;
}

function aBackup(key: string, fecha: Date, tamano: number): Backup {
  const name = key.slice(PREFIJO_BACKUPS.length);
  return { name, id: name.replace(/\.json$/, ''), mimeType: MIME, fecha: fecha.toISOString(), tamano };
}

export async function crearBackup(generadoPor: string, now = new Date()): Promise<Backup> {
  const cuerpo = JSON.stringify(await exportarDatos(generadoPor, now), null, 2);
  const key = claveBackup(now, randomUUID());
  await s3.send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      Body: cuerpo,
      ContentType: MIME,
      // Never answered from a cache: a backup is read back only by an operator (docs/operations.md).
      CacheControl: 'no-store',
    }),
  );
  return aBackup(key, now, Buffer.byteLength(cuerpo));
}

/** Every backup under the prefix (1 000 keys a call), newest first. */
export async function listarBackups(): Promise<Backup[]> {
  const backups: Backup[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: PREFIJO_BACKUPS, ContinuationToken: token }));
    for (const o of page.Contents ?? []) {
      if (!o.Key?.endsWith('.json')) continue;
      backups.push(aBackup(o.Key, o.LastModified ?? new Date(0), o.Size ?? 0));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  // The key starts with the creation time, so the name orders them (LastModified has second precision locally).
  return backups.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}
