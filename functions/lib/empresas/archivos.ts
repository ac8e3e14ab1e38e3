// A company's files in the files bucket live under empresas/{empresaId}/ (strategic plan, …).
import { DeleteObjectsCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { s3 } from '../aws/s3.js';
import { config } from '../config.js';
import { assertKeyPart } from '../db/keys.js';

export function prefijoEmpresa(empresaId: string): string {
  return `empresas/${assertKeyPart(empresaId, 'empresaId')}/`;
}

/**
 * Deletes every object of the company (1 000 per call, until none is left), but the keys in
 * `salvo` (a data clear keeps the strategic plan's file of the company record it keeps, D95).
 */
export async function borrarArchivosEmpresa(empresaId: string, salvo: readonly string[] = []): Promise<number> {
  let deleted = 0;
  let token: string | undefined;
  do {
    const page = await s3.send(
      new ListObjectsV2Command({ Bucket: config.filesBucket, Prefix: prefijoEmpresa(empresaId), ContinuationToken: token }),
    );
    const objects = (page.Contents ?? []).filter((o) => !salvo.includes(o.Key!)).map((o) => ({ Key: o.Key! }));
    if (objects.length) {
      await s3.send(new DeleteObjectsCommand({ Bucket: config.filesBucket, Delete: { Objects: objects, Quiet: true } }));
      deleted += objects.length;
    }
    token = page.IsTruncated ? page.NextContinuationToken : undefined;
  } while (token);
  return deleted;
}
