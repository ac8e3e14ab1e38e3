// The local stack the bench measures against: the API and its emulators on free loopback ports, no
// web server and no scheduler, a superadmin, and a data folder of its own that goes with it. `webPort`:
// the port whose origin the API allows (CORS), for a web server the bench starts there itself
// (arranque-web.ts); by default the stack's default, 5173.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startLocalStack } from '../../infra/local/stack.js';
import { SECRETO_TOTP_PRUEBAS } from '../testing/segundo-factor.js';

export const SUPERADMIN_BENCH = { email: 'bench@talentia.test', password: 'Talentia-Bench-2026' };

export async function pilaDeBench(prefijo: string, opciones: { webPort?: number } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), prefijo));
  const stack = await startLocalStack({
    dataDir,
    ports: { api: 0, web: opciones.webPort ?? 0, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: false,
    scheduler: false,
    // Enrolled with the tests' TOTP secret (D155): tokenConCodigo answers its code step.
    superadmin: { ...SUPERADMIN_BENCH, totpSecret: SECRETO_TOTP_PRUEBAS },
  });
  return Object.assign(stack, {
    async cerrar(): Promise<void> {
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  });
}
