// The company's recommendation threshold (D157) with DynamoDB mocked: none when never set (the
// template's pass mark decides), a change is one write conditional on the company's version that keeps
// the rest of its configuration, null goes back to the template, the same value writes nothing, and the
// analysis reads it before the template's pass mark. The rule itself: the evaluated mean against the
// threshold, with half of the rubric evaluated at least, said in the report's words.
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { recomendacionPorReglas } from '../../../shared/schemas/informe.js';
import { UmbralRecomendacionBody } from '../../../shared/schemas/umbral-empresa.js';
import type { Caller } from '../auth/caller.js';

process.env.TABLE_NAME = 'unit-table';
const { ddb } = await import('../aws/dynamo.js');
const { cambiarUmbral, leerUmbral } = await import('./umbral-recomendacion.js');
const { umbralDelInforme } = await import('../analisis/analizar.js');
const ddbMock = mockClient(ddb);

const AHORA = new Date('2026-11-26T09:00:00.000Z');
const caller = { userId: 'u1', email: 'ana@x.test', profile: { nombre: 'Ana', apellidos: 'Ruiz' } } as unknown as Caller;
const empresa = (configuracion: Record<string, unknown> = {}) => ({
  PK: 'EMP#e1',
  SK: 'EMPRESA',
  id: 'e1',
  version: 4,
  configuracion: { zonaHoraria: 'Europe/Madrid', ...configuracion },
});

beforeEach(() => ddbMock.reset());

describe('the company’s recommendation threshold', () => {
  it('is none when nobody set it: the template’s pass mark decides', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa() });
    expect(await leerUmbral('e1')).toEqual({ umbral: null, por: null, fecha: null });
    expect(umbralDelInforme(empresa(), { estructura: { criterioPasado: 65 } })).toEqual([6.5, 'plantilla']);
    expect(umbralDelInforme(undefined, undefined)).toEqual([7, 'plantilla']);
  });

  it('set: one write at the version read, the rest of the configuration kept; the analysis reads it first', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa() });
    ddbMock.on(TransactWriteCommand).resolves({});
    const r = await cambiarUmbral(caller, 'e1', 6, AHORA);
    expect(r).toEqual({ umbral: 6, por: { id: 'u1', nombre: 'Ana Ruiz' }, fecha: AHORA.toISOString() });
    const update = ddbMock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems![0]!.Update!;
    expect(update.ConditionExpression).toContain('#v = :v');
    expect(update.ExpressionAttributeValues).toMatchObject({ ':v': 4, ':c': { zonaHoraria: 'Europe/Madrid', umbralRecomendacion: r } });
    expect(umbralDelInforme(empresa({ umbralRecomendacion: r }), { estructura: { criterioPasado: 80 } })).toEqual([6, 'empresa']);
  });

  it('null goes back to the template; the same value again writes nothing', async () => {
    ddbMock.on(GetCommand).resolves({ Item: empresa({ umbralRecomendacion: { umbral: 6, por: null, fecha: null } }) });
    ddbMock.on(TransactWriteCommand).resolves({});
    expect(await cambiarUmbral(caller, 'e1', 6, AHORA)).toMatchObject({ umbral: 6 });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(0);
    expect(await cambiarUmbral(caller, 'e1', null, AHORA)).toMatchObject({ umbral: null, por: { id: 'u1' } });
    expect(ddbMock.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });

  it('takes 0 to 10 in steps of 0.5, and says so in Spanish otherwise', () => {
    for (const umbral of [0, 6.5, 10, null]) expect(UmbralRecomendacionBody.safeParse({ umbral }).success, String(umbral)).toBe(true);
    for (const umbral of [-1, 10.5, 6.3, '7']) {
      const r = UmbralRecomendacionBody.safeParse({ umbral });
      expect(r.success, String(umbral)).toBe(false);
      expect(r.error!.issues[0]!.message).toBe('El umbral es un número de 0 a 10, en pasos de 0,5');
    }
  });
});

describe('the recommendation by rule', () => {
  const s = (...ps: (number | null)[]) => ps.map((p) => ({ evaluado: p !== null, puntuacion: p }));
  it('recommends when the evaluated mean reaches the threshold with half of the rubric evaluated, and says why', () => {
    const r = recomendacionPorReglas(s(8, 7, 7, null), 7, 'plantilla');
    expect(r).toMatchObject({ valor: 'recomendado', media: 7.3, evaluadas: 3, total: 4 });
    expect(r.regla).toBe(
      'Recomendado por regla: la media de las 3 competencias evaluadas es 7,3/10, igual o mayor que el criterio para aprobar de la plantilla (7/10). La decisión la toma una persona.',
    );
    expect(recomendacionPorReglas(s(8, 7, 7, null), 7.5, 'empresa').regla).toMatch(/menor que el umbral de la empresa \(7,5\/10\)/);
  });

  it('a high score on one competency of four recommends nobody; nothing evaluated neither', () => {
    expect(recomendacionPorReglas(s(9, null, null, null), 7, 'plantilla')).toMatchObject({ valor: 'no_recomendado', media: 9 });
    expect(recomendacionPorReglas(s(9, null, null, null), 7, 'plantilla').regla).toMatch(/solo 1 de 4 competencias se pudieron evaluar/);
    expect(recomendacionPorReglas(s(null, null), 7, 'plantilla')).toMatchObject({ valor: 'no_recomendado', media: null });
  });
});
