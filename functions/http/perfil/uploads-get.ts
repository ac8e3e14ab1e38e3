// GET /uploads/{key+}: public files of the files bucket under uploads/ (avatars). CloudFront serves
// this path straight from S3 in AWS; the local stack serves it through this handler. Nothing
// outside uploads/ is reachable, and user files can never run script on the web's origin.
import { GetObjectCommand, NoSuchKey } from '@aws-sdk/client-s3';
import { UPLOADS_CSP } from '../../../shared/constants.js';
import { perfilUploadsGet } from '../../../shared/routes/perfil.js';
import { s3 } from '../../lib/aws/s3.js';
import { config } from '../../lib/config.js';
import { NotFoundError } from '../../lib/errors.js';
import { httpHandler } from '../../lib/http.js';

export const handler = httpHandler(perfilUploadsGet, async ({ params }) => {
  const key = params.key;
  if (key.split('/').some((part) => part === '..' || part === '.' || part === '')) throw new NotFoundError();
  try {
    const out = await s3.send(new GetObjectCommand({ Bucket: config.filesBucket, Key: `uploads/${key}` }));
    const body = Buffer.from(await out.Body!.transformToByteArray());
    return {
      statusCode: 200,
      headers: {
        'content-type': out.ContentType ?? 'application/octet-stream',
        'cache-control': out.CacheControl ?? 'public, max-age=3600',
        'x-content-type-options': 'nosniff',
        'content-security-policy': UPLOADS_CSP,
      },
      body: body.toString('base64'),
      isBase64Encoded: true,
    };
  } catch (err) {
    if (err instanceof NoSuchKey || (err as Error).name === 'NoSuchKey' || (err as Error).name === 'NotFound') throw new NotFoundError();
    throw err;
  }
});
