// POST /api/datos/backups/{id}/restauracion (D103): a restore of any size through D100's import job.
// The backup is already in the company's own prefix of the files bucket, so there is no upload: the
// job names the backup's key and keeps the object when it ends (`conservarArchivo`). Otherwise the
// same job: a backup of the present first, the file checked whole, blocks with saved progress.
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import type { MensajeImportacionDatos } from '../../../shared/colas.js';
import { datos as msg, empresas as msgEmpresas, fmt } from '../../../shared/messages.js';
import { FILAS_POR_BLOQUE_IMPORTACION, type ImportacionDatos } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { enviarACola } from '../aws/sqs.js';
import { config } from '../config.js';
import { entregar, prepararEntrega } from '../colas/entrega.js';
import { getEmpresa } from '../db/empresas.js';
import { idOrdenado } from '../db/ids.js';
import { crearImportacionDatos, DIAS_IMPORTACION_DATOS, type ImportacionDatosItem, toImportacionDatos } from '../db/importaciones-datos.js';
import { operacionDatos, operacionEnCurso, pasoTomarOperacionDatos } from '../db/operacion-datos.js';
import { empresaNoEncontrada } from '../empresas/errores.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { claveDe } from './backups-lectura.js';
import { COLA_IMPORTACION_DATOS } from './importacion-archivo.js';

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
  const item: ImportacionDatosItem = {
    id,
    empresaId,
    nombreArchivo: `${backupId}.json`,
    tamano,
    estado: 'pendiente',
    total: 0,
    procesadas: 0,
    creados: 0,
    actualizados: 0,
    rechazados: 0,
    backups: [],
    creadoEn: now.toISOString(),
    actualizadoEn: now.toISOString(),
    key,
    creadoPor: caller.email,
    siguienteBloque: 0,
    filasPorBloque: FILAS_POR_BLOQUE_IMPORTACION,
    conservarArchivo: true,
    expiresAt: Math.floor(now.getTime() / 1000) + DIAS_IMPORTACION_DATOS * 86_400,
  };
  const entrega = prepararEntrega(
    {
      cola: COLA_IMPORTACION_DATOS,
      empresaId,
      trabajo: id,
      mensaje: { empresaId, importacionId: id } satisfies Omit<MensajeImportacionDatos, 'envio'>,
    },
    now,
  );
  await crearImportacionDatos(item, [entrega.paso, pasoTomarOperacionDatos(empresaId, { tipo: 'importacion', trabajo: id }, anterior)]);
  await entregar(entrega, enviarACola);
  return toImportacionDatos(item);
}
