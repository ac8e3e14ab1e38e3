// The S3 client, created once per container. Locally (s3rver) buckets are addressed by path.
import { S3Client } from '@aws-sdk/client-s3';

export const s3 = new S3Client({ forcePathStyle: !!process.env.AWS_ENDPOINT_URL_S3, maxAttempts: 3 });
