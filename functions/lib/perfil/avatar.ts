// The signed-in user's avatar: any image up to 4 MB, stored under uploads/avatars/{userId}/ in the
// files bucket (served publicly by CloudFront, with a sandboxing CSP), replacing the previous one.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { AVATAR } from '../../../shared/schemas/usuario.js';
import type { Caller } from '../auth/caller.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { actualizarPerfil } from '../db/usuarios.js';
import { ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import type { UploadedFile } from '../multipart.js';

const EXTENSIONES: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
};

export async function subirAvatar(
  caller: Caller,
  file: UploadedFile | undefined,
  now = new Date(),
): Promise<{ avatarUrl: string; url: string }> {
  if (!file || file.data.length === 0)
    throw new ValidationError(AVATAR.mensajes.sinArchivo, [{ campo: AVATAR.campo, msg: AVATAR.mensajes.sinArchivo }]);
  if (!file.mimeType.toLowerCase().startsWith('image/')) {
    throw new ValidationError(AVATAR.mensajes.noImagen, [{ campo: AVATAR.campo, msg: AVATAR.mensajes.noImagen }]);
  }
  if (file.truncated || file.data.length > AVATAR.maxBytes) {
    throw new ValidationError(AVATAR.mensajes.demasiadoGrande, [{ campo: AVATAR.campo, msg: AVATAR.mensajes.demasiadoGrande }]);
  }
  const ext = EXTENSIONES[file.mimeType.toLowerCase()] ?? 'img';
  const key = `uploads/avatars/${caller.userId}/${randomUUID()}.${ext}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      Body: file.data,
      ContentType: file.mimeType,
      // Keys are unique per upload, so browsers may keep them.
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  const avatarUrl = `/${key}`;
  const previous = caller.profile.avatarUrl;
  await actualizarPerfil(caller.empresaId, caller.userId, { avatarUrl, updatedAt: now.toISOString() });
  if (typeof previous === 'string' && previous.startsWith(`/uploads/avatars/${caller.userId}/`)) {
    try {
      await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: previous.slice(1) }));
    } catch (err) {
      logger.warn('Old avatar not deleted', { error: (err as Error).message });
    }
  }
  return { avatarUrl, url: avatarUrl };
}
