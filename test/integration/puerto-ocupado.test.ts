// A stack whose API port is taken fails at once, before anything has started or been imported, so a
// second start in the same process talks to its own emulators. Had the first try imported the functions
// before failing on the port, their module-scope AWS clients would keep the first try's (closed)
// emulators, and every request of the second stack would fail with `connect ECONNREFUSED` (two browser
// files of one CI run: the previous file's stack was still letting the API's port go).
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { freePort } from '../../infra/local/emulators.js';
import { startLocalStack, type LocalStackOptions } from '../../infra/local/stack.js';
import { SUPERADMIN } from './local-stack.js';

const dataDir = mkdtempSync(join(tmpdir(), 'talentia-puerto-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

it('a taken API port stops the start before the emulators; started again once it is free, the API reaches its own', async () => {
  const api = await freePort();
  const ocupante = createServer();
  await new Promise<void>((resolve) => ocupante.listen(api, '127.0.0.1', () => resolve()));
  const opts: LocalStackOptions = {
    dataDir,
    ports: { api, web: 0, dynamo: 0, s3: 0, cognito: 0, ses: 0, oidc: 0 },
    web: false,
    scheduler: false,
    superadmin: SUPERADMIN,
  };
  await expect(startLocalStack(opts)).rejects.toMatchObject({ code: 'EADDRINUSE' });
  // Nothing was made: the data folder has no emulator's files.
  expect(await import('node:fs').then((fs) => fs.readdirSync(dataDir))).toEqual([]);
  await new Promise<void>((resolve) => ocupante.close(() => resolve()));

  const stack = await startLocalStack(opts);
  try {
    const salud = await fetch(`${stack.apiUrl}/api/test`).then((r) => r.json());
    expect(salud.data.database).toBe('ok');
    const login = await fetch(`${stack.apiUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(SUPERADMIN),
    });
    expect(login.status).toBe(200);
  } finally {
    await stack.stop();
  }
});
