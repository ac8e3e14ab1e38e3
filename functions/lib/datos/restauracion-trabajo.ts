// POST /api/datos/backups/{id}/restauracion (D103): a restore of any size through D100's import job.
// The backup is already in the company's own prefix of the files bucket, so there is no upload: the
// job names the backup's key and keeps the object when it ends (`conservarArchivo`). Otherwise the
// same job: a backup of the present first, the file checked whole, blocks with saved progress.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { datos as msg, empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import type { ImportacionDatos } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { getEmpresa } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { operacionDatos, operacionEnCurso } from '../db/operacion-datos.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { claveDe } from './backups-lectura.js';
import { encolarImportacion } from './importacion-encolar.js';

export async function restaurarEnSegundoPlano(
  caller: { email: string },
  empresaId: string,
  backupId: string,
  now = new Date(),
): Promise<ImportacionDatos> {
  const key = claveDe(empresaId, backupId);
  const empresa = await getEmpresa(empresaId);
  if (!empresa) throw empresaNoEncontrada(empresaId);
  if (empresa.eliminacion) throw new ConflictError(msgEmpresas.eliminacionYaEnCurso);
  const { enCurso, anterior } = await operacionDatos(empresaId);
  if (enCurso) throw operacionEnCurso(enCurso);
  let tamano: number;
  try {
    tamano = (await s3.send(new HeadObjectCommand({ Bucket: config.filesBucket, Key: key }))).ContentLength ?? 0;
  } catch {
    throw new NotFoundError(fmt(msg.backupNoEncontrado, { id: backupId }));
  }
  const id = idOrdenado(now);
  return encolarImportacion(
    { id, empresaId, key, nombreArchivo: `${backupId}.json`, tamano, creadoPor: caller.email, conservarArchivo: true },
    anterior,
    now,
  );
}
