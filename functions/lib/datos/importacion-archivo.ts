// The import file of a data import job (D100): where a company's uploads go, their tag, their size
// rule and their deletion. Shared by the upload, the confirm and the worker, each its own function
// (so each Lambda bundles only the clients its grants name).
import { DeleteObjectCommand } from '@aws-sdk/client-s3';
import { datos as msg, fmt } from '../../../shared/messages.js';
import { MAX_BYTES_IMPORTACION_JOB } from '../../../shared/schemas/datos.js';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { prefijoEmpresa } from '../empresas/archivos.js';
import { ValidationError } from '../errors.js';
import { logger } from '../logger.js';

export const COLA_IMPORTACION_DATOS = 'importar-datos';
/** Rows one job imports at most (≈ 50 MB of file, MAX_BYTES_IMPORTACION_JOB). */
export const MAX_ELEMENTOS_IMPORTACION_JOB = 250_000;
/** The uploaded file's tag: an S3 lifecycle rule expires what a lost delete left (infra data stack). */
export const ETIQUETA_IMPORTACION = { clave: 'uso', valor: 'importacion-temporal' } as const;
export const TAGGING = `<Tagging><TagSet><Tag><Key>${ETIQUETA_IMPORTACION.clave}</Key><Value>${ETIQUETA_IMPORTACION.valor}</Value></Tag></TagSet></Tagging>`;
export const SUBIDA_TTL_S = 900;

export const carpeta = (empresaId: string) => `${prefijoEmpresa(empresaId)}importaciones/`;
const mb = (n: number) => new Intl.NumberFormat('es-ES', { maximumFractionDigits: 1 }).format(n / 1_000_000);

export function comprobarTamano(tamano: number) {
  if (tamano > MAX_BYTES_IMPORTACION_JOB)
    throw new ValidationError(fmt(msg.archivoDemasiadoPesado, { mb: mb(tamano), max: mb(MAX_BYTES_IMPORTACION_JOB) }));
}

/** The job id a key names (its file name), or undefined when the key is not one of the company's uploads. */
export function idDeClave(empresaId: string, key: string): string | undefined {
  const m = new RegExp(`^${carpeta(empresaId).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(\\d{14}-[0-9a-f]{8})\\.json$`).exec(key);
  return m?.[1];
}

export async function borrarArchivo(key: string): Promise<void> {
  try {
    await s3.send(new DeleteObjectCommand({ Bucket: config.filesBucket, Key: key }));
  } catch (err) {
    // The lifecycle rule on its tag removes it later.
    logger.warn('Import file not deleted', { key, error: (err as Error).message });
  }
}
