// Backups (part 2 §3, §7; D65, D95): an exported data file kept in the files bucket — a company's
// (its data, exportacion.ts) under backups/{empresaId}/{timestamp}-{id}.json, the superadmin's file
// of every company under backups/{timestamp}-{id}.json — listed newest first from the prefix (a
// bounded S3 listing, no table read), read back by a restore, offered as a short-lived link.
import { randomUUID } from 'node:crypto';
import { GetObjectCommand, HeadObjectCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { datos as msg, fmt } from '../../../shared/messages.js';
import { type Backup, PREFIJO_BACKUPS } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { assertKeyPart } from '../db/keys.js';
import { NotFoundError } from '../errors.js';
import { exportarDatos, exportarEmpresa } from './exportacion.js';

const MIME = 'application/json';
/** A backup's id: the compact UTC timestamp and a UUID (what claveBackup writes). */
const ID_BACKUP = /^\d{8}T\d{9}Z-[0-9a-f-]{36}$/;

/** The prefix of a company's backups, or of the platform's (and, listed, of every one). */
const prefijo = (empresaId: string | null) => (empresaId ? `${PREFIJO_BACKUPS}${assertKeyPart(empresaId, 'empresaId')}/` : PREFIJO_BACKUPS);

/**
 * `backups/[{empresaId}/]20261123T073000123Z-{uuid}.json`: the compact UTC timestamp first, so the
 * keys sort by age and the list needs no other read to order them.
 */
function claveBackup(empresaId: string | null, now: Date, id: string): string {
  const ts = now.toISOString().replace(/[-:.]/g, '');
  return `${prefijo(empresaId)}${ts}-${id}.json`;
}

function aBackup(key: string, fecha: Date, tamano: number): Backup {
  const resto = key.slice(PREFIJO_BACKUPS.length);
  const barra = resto.indexOf('/');
  const empresaId = barra >= 0 ? resto.slice(0, barra) : null;
  const name = resto.slice(barra + 1);
  return { name, id: name.replace(/\.json$/, ''), mimeType: MIME, fecha: fecha.toISOString(), tamano, empresaId };
}

/** A backup of one company's data (D95), or of every company's record (the superadmin without a company). */
export async function crearBackup(generadoPor: string, empresaId: string | null, now = new Date()): Promise<Backup> {
  const archivo = empresaId ? await exportarEmpresa(empresaId, generadoPor, now) : await exportarDatos(generadoPor, now);
  const cuerpo = JSON.stringify(archivo);
  const key = claveBackup(empresaId, now, randomUUID());
  await s3.send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      Body: cuerpo,
      ContentType: MIME,
      // Never answered from a cache: a backup is read back only by a restore or its owner's link.
      CacheControl: 'no-store',
    }),
  );
  return aBackup(key, now, Buffer.byteLength(cuerpo));
}

/** The backups of a company (or, for null, every backup: the platform's and every company's), newest first. */
export async function listarBackups(empresaId: string | null): Promise<Backup[]> {
  const backups: Backup[] = [];
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: prefijo(empresaId), ContinuationToken: token }),
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
function claveDe(empresaId: string, id: string): string {
  if (!ID_BACKUP.test(id)) throw new NotFoundError(fmt(msg.backupNoEncontrado, { id }));
  return `${prefijo(empresaId)}${id}.json`;
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
