// The company's settings kept in its item's configuration (ajuste-empresa.ts), each of them — the
// integrity signals' switch (D158) and the recommendation threshold (D157) — with DynamoDB mocked: its
// default when nobody set it; a change is one write conditional on the company's version read (so an
// open company form saved from an older read cannot put it back unseen) that keeps the rest of the
// configuration and says who and when; the same value again writes nothing; a company being deleted
// is not changed.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Caller } from '../auth/caller.js';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { cambiarSenales, leerSenales } = await import('./senales-integridad.js');
const { cambiarUmbral, leerUmbral } = await import('./umbral-recomendacion.js');
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

/** Each setting: where it is kept, its value's name, its default and another value; its read and its change. */
const AJUSTES = [
  {
    nombre: 'integrity signals’ switch',
    clave: 'senalesIntegridad',
    campo: 'activas',
    valores: [true, false],
    leer: leerSenales,
    cambiar: (v: unknown) => cambiarSenales(caller, 'e1', v as boolean, AHORA),
  },
  {
    nombre: 'recommendation threshold',
    clave: 'umbralRecomendacion',
    campo: 'umbral',
    valores: [null, 6],
    leer: leerUmbral,
    cambiar: (v: unknown) => cambiarUmbral(caller, 'e1', v as number | null, AHORA),
  },
];

describe.each(AJUSTES)('the $nombre', ({ clave, campo, valores: [porDefecto, otro], leer, cambiar }) => {
  it('has its default when nobody set it', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa() });
    expect(await leer('e1')).toEqual({ [campo]: porDefecto, por: null, fecha: null });
  });

  it('changed: one write at the version read, the rest of the configuration kept, who and when', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa() });
    ddbMock.on(TransactWriteCommand).resolves({});
    const r = await cambiar(otro);
    expect(r).toEqual({ [campo]: otro, por: { id: 'u1', nombre: 'Ana Ruiz' }, fecha: AHORA.toISOString() });
    const [llamada] = ddbMock.commandCalls(TransactWriteCommand);
    const update = llamada!.args[0].input.TransactItems![0]!.Update!;
    expect(update.ConditionExpression).toContain('#v = :v');
    expect(update.ExpressionAttributeValues).toMatchObject({
      ':v': 7,
      ':nueva': 8,
      ':c': { zonaHoraria: 'Europe/Madrid', pausaIA: { pausada: true }, [clave]: r },
    });
  });

  it('the same value again writes nothing; back to the default is a change', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa({ [clave]: { [campo]: otro, por: null, fecha: null } }) });
    ddbMock.on(TransactWriteCommand).resolves({});
    expect(await cambiar(otro)).toMatchObject({ [campo]: otro });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(await cambiar(porDefecto)).toMatchObject({ [campo]: porDefecto, por: { id: 'u1' } });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('a company being deleted is not changed', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa({}, { eliminacion: { estado: 'en_curso' } }) });
    await expect(cambiar(otro)).rejects.toBeInstanceOf(ConflictError);
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
  });
});
