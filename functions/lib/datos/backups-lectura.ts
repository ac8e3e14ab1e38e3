// Reading the backups (D65, D95; backups.ts writes them): the list newest first from the prefix (a
// bounded S3 listing, no table read), one read back for a restore, a short-lived download link.
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { datos as msg, fmt } from '../../../shared/messages.js';
import type { Backup } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { NotFoundError } from '../errors.js';
import { aBackup, prefijoBackups } from './backups.js';

/** A backup's id: the compact UTC timestamp and a UUID (what backups.ts names it). */
const ID_BACKUP = /^\d{8}T\d{9}Z-[0-9a-f-]{36}$/;

/** The backups of a company (or, for null, every backup: the platform's and every company's), newest first. */
export async function listarBackups(empresaId: string | null): Promise<Backup[]> {
  const backups: Backup[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: prefijoBackups(empresaId), ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) {
      if (!o.Key?.endsWith('.json')) continue;
      backups.push(aBackup(o.Key, o.LastModified ?? new Date(0), o.Size ?? 0));
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  // The name starts with the creation time, so it orders them (LastModified has second precision locally).
  return backups.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
}

/** The object key of a company's backup by its id; a malformed id is one that does not exist. */
export function claveDe(empresaId: string, id: string): string {
  if (!ID_BACKUP.test(id)) throw new NotFoundError(fmt(msg.backupNoEncontrado, { id }));
  return `${prefijoBackups(empresaId)}${id}.json`;
}

const noExiste = (err: unknown) =>
  ['NoSuchKey', 'NotFound'].includes((err as { name?: string }).name ?? '') ||
  (err as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;

/** A company's backup, parsed (404 when it is not one of that company's). */
export async function leerBackup(empresaId: string, id: string): Promise<unknown> {
  try {
    const obj = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key: claveDe(empresaId, id) }));
    return JSON.parse(await obj.Body!.transformToString());
  } catch (err) {
    if (noExiste(err)) throw new NotFoundError(fmt(msg.backupNoEncontrado, { id }));
    throw err;
  }
}

/** A 5-minute presigned download of a company's backup (the cloud-drive tab's link). */
export async function enlaceBackup(empresaId: string, id: string): Promise<{ url: string; expiresIn: number }> {
  const Key = claveDe(empresaId, id);
  try {
    await s3.send(new HeadObjectCommand({ Bucket: config.filesBucket, Key }));
  } catch (err) {
    if (noExiste(err)) throw new NotFoundError(fmt(msg.backupNoEncontrado, { id }));
    throw err;
  }
  const expiresIn = 300;
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({ Bucket: config.filesBucket, Key, ResponseContentDisposition: `attachment; filename="${id}.json"` }),
    { expiresIn },
  );
  return { url, expiresIn };
}
