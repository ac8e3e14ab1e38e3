// POST /api/datos/importaciones (D100): the uploaded file checked (HeadObject: the local S3 does not
// enforce the POST policy) and its job queued (importacion-encolar.ts).
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { datos as msg, empresas as msgEmpresas } from '../../../shared/messages.js';
import { type ImportacionDatos, TIPO_ARCHIVO_IMPORTACION } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { getImportacionDatos, toImportacionDatos } from '../db/importaciones-datos.js';
import { operacionDatos, operacionEnCurso } from '../db/operacion-datos.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, NotFoundError, ValidationError } from '../errors.js';
import { borrarArchivo, comprobarTamano, idDeClave } from './importacion-archivo.js';
import { encolarImportacion } from './importacion-encolar.js';

/**
 * POST /api/datos/importaciones: checks the uploaded object and queues its job (202). Confirming
 * the same upload again answers the same job (its id is the file's).
 */
export async function confirmarImportacion(
  caller: { email: string },
  empresaId: string,
  body: { key: string; nombreArchivo?: string },
  now = new Date(),
): Promise<ImportacionDatos> {
  const id = idDeClave(empresaId, body.key);
  if (!id) throw new NotFoundError(msg.subidaNoEncontrada);
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.eliminacionYaEnCurso);
  const previa = await getImportacionDatos(empresaId, id);
  if (previa) return toImportacionDatos(previa);
  // One clear or import at a time per company (D103).
  const { enCurso, anterior } = await operacionDatos(empresaId);
  if (enCurso) throw operacionEnCurso(enCurso);
  let head;
  try {
    head = await s3.send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: body.key }));
  } catch {
    throw new NotFoundError(msg.subidaNoEncontrada);
  }
  const tamano = head.ContentLength ?? 0;
  try {
    comprobarTamano(tamano);
    if ((head.ContentType ?? '').split(';')[0]!.trim() !== TIPO_ARCHIVO_IMPORTACION) throw new ValidationError(msg.archivoNoJson);
  } catch (err) {
    // What breaks the rules does not stay in the bucket.
    await borrarArchivo(body.key);
    throw err;
  }
  try {
    return await encolarImportacion(
      { id, empresaId, key: body.key, nombreArchivo: body.nombreArchivo?.trim() || `${id}.json`, tamano, creadoPor: caller.email },
      anterior,
      now,
    );
  } catch (err) {
    // A confirm sent twice at once: the other one created it.
    const otra = await getImportacionDatos(empresaId, id);
    if (otra) return toImportacionDatos(otra);
    throw err;
  }
}
