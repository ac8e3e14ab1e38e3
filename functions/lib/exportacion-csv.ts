// A CSV export handed to the person who asked (D97, D186): a file up to EXPORTACION.maxBytesEnLinea
// is the answer itself (an attachment); a larger one is put in the files bucket and answered, in the
// JSON envelope, as a presigned GET of five minutes whose download keeps the file's name. The bucket
// expires what is put there after a day (the SaaS panel's prefix, or a company export's tag).
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { ETIQUETA_EXPORTACION } from '../../shared/constants.js';
import { attachment } from './attachment.js';
import { s3 } from './aws/s3.js';
import { config } from './config.js';
import type { RawReply } from './http.js';

export const EXPORTACION = {
  /** Above this a file goes through S3 (a Lambda answer holds 6 MB; a base64 body a third more). */
  maxBytesEnLinea: 1_000_000,
  /** How long the link of a large export works. */
  enlaceSegundos: 300,
} as const;

export type Exportacion =
  | { forma: 'archivo'; nombre: string; contenido: string }
  | { forma: 'enlace'; nombre: string; url: string; filas: number; caducaEn: string };

const TIPO_CSV = 'text/csv; charset=utf-8';

/** The file as it goes to the person: itself when small, else put at `key` (tagged when asked) and linked. */
export async function entregarCsv(
  archivo: { nombre: string; contenido: string; filas: number },
  destino: { key: string; etiquetado?: boolean },
  now = new Date(),
  maxBytesEnLinea: number = EXPORTACION.maxBytesEnLinea,
): Promise<Exportacion> {
  const { nombre, contenido, filas } = archivo;
  if (Buffer.byteLength(contenido, 'utf8') <= maxBytesEnLinea) return { forma: 'archivo', nombre, contenido };
  await s3.send(
    new PutObjectCommand({
      Bucket: config.filesBucket,
      Key: destino.key,
      Body: contenido,
      ContentType: TIPO_CSV,
      ...(destino.etiquetado ? { Tagging: `${ETIQUETA_EXPORTACION.clave}=${ETIQUETA_EXPORTACION.valor}` } : {}),
    }),
  );
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: destino.key,
      ResponseContentType: TIPO_CSV,
      ResponseContentDisposition: `attachment; filename="${nombre}"`,
    }),
    { expiresIn: EXPORTACION.enlaceSegundos },
  );
  return { forma: 'enlace', nombre, url, filas, caducaEn: new Date(now.getTime() + EXPORTACION.enlaceSegundos * 1000).toISOString() };
}

/** The raw route's answer: the file, or its link in the JSON envelope with `mensaje`. */
export function respuestaExportacion(e: Exportacion, mensaje: string): RawReply {
  if (e.forma === 'archivo') return attachment(TIPO_CSV, e.nombre, e.contenido);
  return {
    statusCode: 200,
    headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'no-store' },
    body: JSON.stringify({ success: true, data: { nombre: e.nombre, url: e.url, filas: e.filas, caducaEn: e.caducaEn }, message: mensaje }),
  };
}
