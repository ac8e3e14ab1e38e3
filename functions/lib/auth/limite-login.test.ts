// The sign-in throttle's round trips (D165, issue 54 item 12), DynamoDB mocked with a fixed delay per
// call: after a passed check, what follows it (opening the session) runs beside the counters' release
// (which also notes the known source), not after it; the source and the account are taken together, after
// the account-from-this-source. The behaviour against the local emulator: test/integration/login-throttle.test.ts.
import { GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { conLimiteDeLogin } = await import('./limite-login.js');
const ddbMock = mockClient(ddb);

const RETARDO_MS = 40;
const VENTANA = Date.now() + 3_600_000;
let eventos: string[];

const tarde = <T>(valor: T, nombre: string) =>
  new Promise<T>((resolve) =>
    setTimeout(() => {
      eventos.push(nombre);
      resolve(valor);
    }, RETARDO_MS),
  );

beforeEach(() => {
  ddbMock.reset();
  eventos = [];
  ddbMock.on(UpdateCommand).callsFake((input: { Key: { SK: string }; ExpressionAttributeValues: Record<string, unknown> }) => {
    const sk = input.Key.SK;
    if (':hold' in input.ExpressionAttributeValues) {
      eventos.push(`toma ${sk}`);
      return tarde({ Attributes: { ventanaHasta: VENTANA, intentos: 1, fallos: 0 } }, `tomado ${sk}`);
    }
    const conocida = ':c' in input.ExpressionAttributeValues ? ' (fuente conocida)' : '';
    eventos.push(`libera ${sk}`);
    return tarde({ Attributes: { ventanaHasta: VENTANA, intentos: 0, fallos: 0 } }, `liberado ${sk}${conocida}`);
  });
  ddbMock.on(PutCommand).callsFake(() => tarde({}, 'put'));
  ddbMock.on(GetCommand).resolves({});
});

describe('conLimiteDeLogin: the round trips of a passed sign-in', () => {
  it('opens the session beside the release of its counters, not after it', async () => {
    const salida = await conLimiteDeLogin('ana@empresa.test', '203.0.113.7', async () => 'tokens', {
      accedio: () => true,
      luego: async (tokens) => {
        eventos.push('luego');
        return tarde(`sesión de ${tokens}`, 'sesión abierta');
      },
    });
    expect(salida).toBe('sesión de tokens');
    // The session starts before any counter is given back, and the two finish together.
    const luego = eventos.indexOf('luego');
    expect(luego).toBeGreaterThan(-1);
    expect(eventos.findIndex((e) => e.startsWith('liberado'))).toBeGreaterThan(luego);
    expect(eventos.filter((e) => e.startsWith('liberado'))).toHaveLength(3);
    // The source is noted as known in its pair's release: no write of its own.
    expect(eventos).toContain('liberado ORIGEN#203.0.113.7 (fuente conocida)');
    expect(eventos).not.toContain('put');
    // Beside, not after: every release is under way before the session is open (read from the order of
    // the calls, not from the clock: a loaded machine stretches every wait alike).
    const abierta = eventos.indexOf('sesión abierta');
    const liberaciones = eventos.flatMap((e, i) => (e.startsWith('libera ') ? [i] : []));
    expect(liberaciones).toHaveLength(3);
    for (const i of liberaciones) expect(i, eventos.join(' → ')).toBeLessThan(abierta);
  });

  it('takes the account-from-this-source first, then the source and the account together', async () => {
    await conLimiteDeLogin('ana@empresa.test', '203.0.113.7', async () => 'tokens');
    const tomas = eventos.filter((e) => e.startsWith('toma') || e.startsWith('tomado'));
    expect(tomas.slice(0, 2)).toEqual(['toma ORIGEN#203.0.113.7', 'tomado ORIGEN#203.0.113.7']);
    expect(tomas.slice(2, 4).sort()).toEqual(['toma LIMITE', 'toma LIMITE']);
  });
});
