// A file of the files bucket handed to the browser: a presigned GET valid for 5 minutes, as a
// download or inline (to view it), under the file's own name (RFC 5987, so accents survive) and
// its own type. The candidate's CV and the company's strategic plan are downloaded this way.
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { config } from '../config.js';
import { s3 } from './s3.js';

export const ENLACE_SEGUNDOS = 300;

export async function enlaceArchivo(
  archivo: { key: string; nombre: string; tipo: string },
  descarga: boolean,
): Promise<{ url: string; expiresIn: number }> {
  const url = await getSignedUrl(
    s3,
    new GetObjectCommand({
      Bucket: config.filesBucket,
      Key: archivo.key,
      ResponseContentType: archivo.tipo,
      ResponseContentDisposition: `${descarga ? 'attachment' : 'inline'}; filename*=UTF-8''${encodeURIComponent(archivo.nombre)}`,
    }),
    { expiresIn: ENLACE_SEGUNDOS },
  );
  return { url, expiresIn: ENLACE_SEGUNDOS };
}
