// The S3 client, created once per container. Locally (s3rver) buckets are addressed by path.
// Every call is cancelled with its request (request-scope.ts).
import { S3Client } from '@aws-sdk/client-s3';
import { TIEMPOS_SERVIDOR as T } from '../../../shared/constants.js';
import { boundToRequest } from '../request-scope.js';

export const s3 = boundToRequest(
  new S3Client({
    forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3,
    maxAttempts: 3,
    requestHandler: { connectionTimeout: T.s3ConexionMs, requestTimeout: T.s3RespuestaMs, throwOnRequestTimeout: true },
  }),
);
