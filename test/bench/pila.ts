// The local stack the bench measures against: the API and its emulators on free loopback ports, no
// web server and no scheduler, a superadmin, and a data folder of its own that goes with it.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack.js';

export async function pilaDeBench(prefijo: string) {
  const dataDir = mkdtempSync(join(tmpdir(), prefijo));
  const stack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: 0, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: false,
    scheduler: false,
    superadmin: { email: 'bench@talentia.test', password: 'Talentia-Bench-2026' },
  });
  return Object.assign(stack, {
    async cerrar(): Promise<void> {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
