// The signed-in user's avatar: an image up to 4 MB, stored under uploads/avatars/{userId}/ in the
// files bucket (served publicly by CloudFront, with a sandboxing CSP), replacing the previous one.
// The file is checked by its content before anything is written (a text file renamed `.png` is
// refused, D117), stored under a new key with the detected type, and the profile points
// at it before the previous file is deleted: a refused or failed upload leaves the old avatar.
import { randomUUID } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { fmt, perfil as msgPerfil } from '../../../shared/messages.js';
import { AVATAR } from '../../../shared/schemas/usuario.js';
import type { Caller } from '../auth/caller.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { comprobarImagen, MAX_LADO_IMAGEN, type TipoImagen } from '../contenido-archivo.js';
import { actualizarPerfil } from '../db/usuarios.js';
import { ValidationError } from '../errors.js';
import { logger } from '../logger.js';
import type { UploadedFile } from '../multipart.js';

const EXTENSIONES: Record<TipoImagen, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/gif': 'gif',
  'image/webp': 'webp',
  'image/svg+xml': 'svg',
  'image/avif': 'avif',
  'image/bmp': 'bmp',
};

function invalido(msg: string): ValidationError {
  return new ValidationError(msg, [{ campo: AVATAR.campo, msg }]);
}

/** The image's type from its content, or the reason (in Spanish) it is refused. */
function tipoComprobado(file: UploadedFile): TipoImagen {
  const resultado = comprobarImagen(file.data, file.mimeType);
  if (resultado.ok) return resultado.tipo;
  switch (resultado.motivo) {
    case 'noImagen':
      throw invalido(msgPerfil.imagenNoValida);
    case 'danada':
      throw invalido(msgPerfil.imagenDanada);
    case 'dimensiones':
      throw invalido(fmt(msgPerfil.imagenDimensiones, { max: MAX_LADO_IMAGEN.toLocaleString('es-ES') }));
    case 'tipoNoCoincide':
      throw invalido(fmt(msgPerfil.imagenTipoNoCoincide, { detectado: resultado.tipo ?? '', declarado: file.mimeType }));
  }
}

async function borrar(key: string, motivo: string): Promise<void> {
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
  } catch (err) {
    logger.warn(motivo, { error: (err as Error).message });
  }
}

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
  const tipo = tipoComprobado(file);
  const key = `uploads/avatars/${caller.userId}/${randomUUID()}.${EXTENSIONES[tipo]}`;
  await s3.send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: key,
      Body: file.data,
      // The detected type, not the declared one: what is served is what the bytes are.
      ContentType: tipo,
      // Keys are unique per upload, so browsers may keep them.
      CacheControl: 'public, max-age=31536000, immutable',
    }),
  );
  const avatarUrl = `/${key}`;
  const previous = caller.profile.avatarUrl;
  try {
    await actualizarPerfil(caller.empresaId, caller.userId, { avatarUrl, updatedAt: now.toISOString() });
  } catch (err) {
    // The profile still points at the old avatar: the new file must not stay behind.
    await borrar(key, 'New avatar not deleted after a failed profile update');
    throw err;
  }
  if (typeof previous === 'string' && previous.startsWith(`/uploads/avatars/${caller.userId}/`) && previous !== avatarUrl) {
    await borrar(previous.slice(1), 'Old avatar not deleted');
  }
  return { avatarUrl, url: avatarUrl };
}
