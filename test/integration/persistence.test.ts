// A restart keeps all data (npm start's promise): the same data folder and ports, started twice
// in one process, keeps the table, the user pool with the superadmin's password and the files,
// and the seed creates nothing the second time.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:net';
import { startLocalStack, type LocalStackOptions } from '../../infra/local/stack.js';
import { SUPERADMIN } from './local-stack.js';

const dataDir = mkdtempSync(join(tmpdir(), 'talentia-persist-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

/**
 * A free port below the OS's ephemeral range (32768+). The stack restarts on the same ports, and
 * other test files running meanwhile get their ports from `listen(0)`, i.e. from that range: a
 * port outside it cannot be taken by them between the stop and the restart.
 */
async function puertoFijo(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000);
    const libre = await new Promise<boolean>((resolve) => {
      const srv = createServer();
      srv.once('error', () => resolve(false));
      srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
    });
    if (libre) return port;
  }
}

describe('restarting the local stack', () => {
  it('keeps the data and seeds nothing twice', async () => {
    const ports = {
      api: await puertoFijo(),
      web: 0,
      dynamo: await puertoFijo(),
      s3: await puertoFijo(),
      cognito: await puertoFijo(),
      ses: await puertoFijo(),
      oidc: await puertoFijo(),
    };
    const seedLog: string[] = [];
    const opts: LocalStackOptions = {
      dataDir,
      ports,
      web: false,
      scheduler: false,
      superadmin: SUPERADMIN,
      log: (line) => seedLog.push(line),
    };

    const first = await startLocalStack(opts);
    const repo = await import('../../functions/lib/db/repository.js');
    await repo.createItem({ PK: 'EMP#persist', SK: 'EMPRESA', nombre: 'Persistente' });
    const { s3 } = await import('../../functions/lib/aws/s3.js');
    await s3.send(new PutObjectCommand({ Bucket: first.filesBucket, Key: 'empresas/persist/plan/plan.txt', Body: 'Plan 2027' }));
    const firstPool = first.userPoolId;
    await first.stop();
    expect(seedLog.some((l) => l.includes('superadmin'))).toBe(true);

    seedLog.length = 0;
    const second = await startLocalStack(opts);
    try {
      expect(second.userPoolId).toBe(firstPool);
      expect(seedLog.filter((l) => l.startsWith('seed:'))).toEqual([]);
      expect(await repo.getItem({ PK: 'EMP#persist', SK: 'EMPRESA' })).toMatchObject({ nombre: 'Persistente' });
      const cognito = new CognitoIdentityProviderClient({});
      const auth = await cognito.send(
        new InitiateAuthCommand({
          AuthFlow: 'USER_PASSWORD_AUTH',
          ClientId: second.clientId,
          AuthParameters: { USERNAME: SUPERADMIN.email, PASSWORD: SUPERADMIN.password },
        }),
      );
      expect(auth.AuthenticationResult?.IdToken).toBeTruthy();
      cognito.destroy();
      const file = await s3.send(new GetObjectCommand({ Bucket: second.filesBucket, Key: 'empresas/persist/plan/plan.txt' }));
      expect(await file.Body?.transformToString()).toBe('Plan 2027');
      const health = await fetch(`${second.apiUrl}/api/test`).then((r) => r.json());
      expect(health.data.database).toBe('ok');
    } finally {
      await second.stop();
    }
  });
});
