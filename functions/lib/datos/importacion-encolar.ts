// A data import job queued (D100): its item and its queue hand-off (D78) committed in one
// transaction with the company's data-operation lock (D103), then sent. Shared by the confirm of an
// upload and the restore of a backup (D103), which differ only in where the file comes from.
import { FILAS_POR_BLOQUE_IMPORTACION, type ImportacionDatos } from '../../../shared/schemas/datos.js';
import { enviarACola } from '../aws/sqs.js';
import { entregar, entregaDeTrabajo } from '../colas/entrega.js';
import { crearImportacionDatos, DIAS_IMPORTACION_DATOS, type ImportacionDatosItem, toImportacionDatos } from '../db/importaciones-datos.js';
import { pasoTomarOperacionDatos } from '../db/operacion-datos.js';
import { COLA_IMPORTACION_DATOS } from './importacion-archivo.js';

export interface ImportacionAEncolar {
  id: string;
  empresaId: string;
  /** The file's object key in the files bucket. */
  key: string;
  nombreArchivo: string;
  tamano: number;
  creadoPor: string;
  /** A restore: the file is a backup, kept when the job ends. */
  conservarArchivo?: boolean;
}

/**
 * Stores the job (pendiente, nothing counted yet) with its hand-off and the lock taken over
 * `anterior` (what `operacionDatos` read), then sends the message; a send lost here is swept again
 * minutes later. A failed transaction is thrown as it came (a job or an operation already there).
 */
export async function encolarImportacion(d: ImportacionAEncolar, anterior: string | undefined, now: Date): Promise<ImportacionDatos> {
  const item = nuevoTrabajoImportacion(d, now);
  const entrega = entregaDeTrabajo(COLA_IMPORTACION_DATOS, { empresaId: d.empresaId, id: d.id, clave: 'importacionId' }, now);
  await crearImportacionDatos(item, [entrega.paso, pasoTomarOperacionDatos(d.empresaId, { tipo: 'importacion', trabajo: d.id }, anterior)]);
  await entregar(entrega, enviarACola);
  return toImportacionDatos(item);
}

/** The job as it is stored before its first delivery: pendiente, nothing counted, the first block next. */
export function nuevoTrabajoImportacion(d: ImportacionAEncolar, now: Date): ImportacionDatosItem {
  return {
    id: d.id,
    empresaId: d.empresaId,
    nombreArchivo: d.nombreArchivo,
    tamano: d.tamano,
    estado: 'pendiente',
    total: 0,
    procesadas: 0,
    creados: 0,
    actualizados: 0,
    rechazados: 0,
    backups: [],
    creadoEn: now.toISOString(),
    actualizadoEn: now.toISOString(),
    key: d.key,
    creadoPor: d.creadoPor,
    siguienteBloque: 0,
    filasPorBloque: FILAS_POR_BLOQUE_IMPORTACION,
    ...(d.conservarArchivo ? { conservarArchivo: true } : {}),
    expiresAt: Math.floor(now.getTime() / 1000) + DIAS_IMPORTACION_DATOS * 86_400,
  };
}
