// POST /api/datos/importaciones/subida (D100): a presigned POST for one import file under the
// company's folder, its size, type and tag in the policy.
import { createPresignedPost } from '@aws-sdk/s3-presigned-post';
import { MAX_BYTES_IMPORTACION_JOB, TIPO_ARCHIVO_IMPORTACION } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { carpeta, comprobarTamano, SUBIDA_TTL_S, TAGGING } from './importacion-archivo.js';

/** POST /api/datos/importaciones/subida: a presigned POST for one file (size, type and tag in its policy). */
export async function urlSubidaImportacion(empresaId: string, body: { nombreArchivo: string; tamano: number }, now = new Date()) {
  comprobarTamano(body.tamano);
  if (!(await getEmpresa(empresaId))) throw empresaNoEncontrada(empresaId);
  const key = `${carpeta(empresaId)}${idOrdenado(now)}.json`;
  const post = await createPresignedPost(s3, {
    Bucket: config.filesBucket,
    Key: key,
    Conditions: [
      ['content-length-range', 1, MAX_BYTES_IMPORTACION_JOB],
      ['eq', '$Content-Type', TIPO_ARCHIVO_IMPORTACION],
    ],
    Fields: { 'Content-Type': TIPO_ARCHIVO_IMPORTACION, tagging: TAGGING },
    Expires: SUBIDA_TTL_S,
  });
  return { url: post.url, fields: post.fields, key, expiresIn: SUBIDA_TTL_S };
}
