// The company's switch of the integrity signals (D158) with DynamoDB mocked: on when never set, a
// change is one write conditional on the company's version (so an open company form saved from an
// older read cannot put it back unseen) that keeps the rest of its configuration, the same state
// again writes nothing, and a company being deleted is not changed.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.js';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { cambiarSenales, leerSenales } = await import('./senales-integridad.js');
const { ConflictError } = await import('../errors.js');
const ddbMock = mockClient(ddb);

const AHORA = new Date('2026-11-26T09:00:00.000Z');
const caller = { userId: 'u1', email: 'ana@x.test', profile: { nombre: 'Ana', apellidos: 'Ruiz' } } as unknown as Caller;
const empresa = (configuracion: Record<string, unknown> = {}, extra: Record<string, unknown> = {}) => ({
  PK: 'EMP#e1',
  SK: 'EMPRESA',
  id: 'e1',
  version: 7,
  configuracion: { zonaHoraria: 'Europe/Madrid', pausaIA: { pausada: true, por: null, fecha: null }, ...configuracion },
  ...extra,
});

beforeEach(() => ddbMock.reset());

describe('the integrity signals’ switch', () => {
  it('is on when nobody set it', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa() });
    expect(await leerSenales('e1')).toEqual({ activas: true, por: null, fecha: null });
  });

  it('off: one write at the version read, the rest of the configuration kept, who and when', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa() });
    ddbMock.on(TransactWriteCommand).resolves({});
    const r = await cambiarSenales(caller, 'e1', false, AHORA);
    expect(r).toEqual({ activas: false, por: { id: 'u1', nombre: 'Ana Ruiz' }, fecha: AHORA.toISOString() });
    const [llamada] = ddbMock.commandCalls(TransactWriteCommand);
    const update = llamada!.args[0].input.TransactItems![0]!.Update!;
    expect(update.ConditionExpression).toContain('#v = :v');
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':v': 7,
      ':nueva': 8,
      ':c': { zonaHoraria: 'Europe/Madrid', pausaIA: { pausada: true }, senalesIntegridad: r },
    });
  });

  it('the same state again writes nothing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa({ senalesIntegridad: { activas: false, por: null, fecha: null } }) });
    expect((await cambiarSenales(caller, 'e1', false, AHORA)).activas).toBe(false);
    expect(await cambiarSenales(caller, 'e1', false, AHORA)).toMatchObject({ activas: false });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });

  it('a company being deleted is not changed', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa({}, { eliminacion: { estado: 'en_curso' } }) });
    await expect(cambiarSenales(caller, 'e1', false, AHORA)).rejects.toBeInstanceOf(ConflictError);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
