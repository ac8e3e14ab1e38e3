// Each AWS SDK package has one copy in the lock file. A second copy is bundled too: @aws-sdk/s3-presigned-post
// pins @aws-sdk/client-s3 to its own exact version, and while package.json asked for a newer client-s3 the
// upload functions carried the S3 client twice (+73 KB, cold import 1.81× → 1.55× of the minimal function
// once deduplicated; docs/decisions/ D105). client-s3 is pinned to the version the presigner names.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/stack.js';

const leer = (f: string) => JSON.parse(readFileSync(join(REPO_ROOT, f), 'utf8'));

describe('the AWS SDK in the lock file', () => {
  const lock = leer('package-lock.json') as { packages: Record<string, { version?: string; dependencies?: Record<string, string> }> };

  it('holds one copy of each @aws-sdk and @smithy package', () => {
    const copias = new Map<string, string[]>();
    for (const [ruta, p] of Object.entries(lock.packages)) {
      const m = /node_modules\/((?:@aws-sdk|@smithy)\/[^/]+)$/.exec(ruta);
      if (m) copias.set(m[1], [...(copias.get(m[1]) ?? []), `${ruta}@${p.version}`]);
    }
    const repetidos = [...copias].filter(([, v]) => v.length > 1);
    expect(repetidos).toEqual([]);
    expect(copias.size).toBeGreaterThan(20);
  });

  it('asks for the client-s3 the presigned POST names', () => {
    const pedido = (leer('package.json') as { dependencies: Record<string, string> }).dependencies['@aws-sdk/client-s3'];
    const delPresigner = lock.packages['node_modules/@aws-sdk/s3-presigned-post'].dependencies?.['@aws-sdk/client-s3'];
    expect(pedido).toBe(delPresigner);
  });
});
