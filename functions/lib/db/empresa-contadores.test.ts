// The company's counters steps (D88, D111): the quotas on the company record with
// their conditions, the statistics on the request's fraction; what each kind of write composes, and
// that every name and value a step declares is used (DynamoDB refuses an Update with an unused one).
import { describe, expect, it } from 'vitest';
import { QuotaExceededError } from '../errors.js';
import { type CambioEmpresa, pasosEmpresa } from './empresa-contadores.js';

process.env.TABLE_NAME ??= 'unit-table';

const pasos = (c: CambioEmpresa, f = 3) => pasosEmpresa('e1', c, undefined, f).map((p) => p.op.Update!);

describe('pasosEmpresa', () => {
  it('a schedule that starts a licence: the plan unit and the licence on the record, the programada on the fraction', () => {
    const [empresa, estadisticas] = pasos({ cuotas: { entrevistas: 1 }, estado: { a: 'programada' }, nuevaLicencia: true });
    expect(empresa!.Key).toEqual({ PK: 'EMP#e1', SK: 'EMPRESA' });
    expect(empresa!.UpdateExpression).toBe(
      'SET #uso.#c_entrevistas = #uso.#c_entrevistas + :uno, #lic.#utl = if_not_exists(#lic.#utl, :cero) + :uno',
    );
    expect(empresa!.ConditionExpression).toBe(
      'attribute_exists(PK) AND (#lim.#c_entrevistas = :ilimitado OR #uso.#c_entrevistas < #lim.#c_entrevistas) AND (attribute_not_exists(#lic.#utl) OR #lic.#utl < #lic.#act) AND attribute_exists(#lic.#act)',
    );
    expect(estadisticas).toMatchObject({
      Key: { PK: 'EMP#e1', SK: 'EMPSTATS#F3' },
      UpdateExpression: 'SET entidad = :entidad ADD #c0 :c0',
      ExpressionAttributeNames: { '#c0': 'estado_programada' },
      ExpressionAttributeValues: { ':c0': 1 },
    });
    expect(estadisticas!.ConditionExpression).toBeUndefined();
  });

  it('a cancel gives the unit back (never below zero) and takes one programada off the fraction; cancelada is counted nowhere', () => {
    const [empresa, estadisticas] = pasos({ cuotas: { entrevistas: -1 }, estado: { de: 'programada', a: 'cancelada' } });
    expect(empresa!.UpdateExpression).toBe('SET #uso.#c_entrevistas = #uso.#c_entrevistas - :uno');
    expect(empresa!.ConditionExpression).toBe('attribute_exists(PK) AND #uso.#c_entrevistas > :cero');
    expect(estadisticas!.ExpressionAttributeNames).toEqual({ '#c0': 'estado_programada' });
    expect(estadisticas!.ExpressionAttributeValues).toMatchObject({ ':c0': -1 });
  });

  it('a finish, a report or a review never touches the company record: only the fraction', () => {
    const soloEstadisticas = pasos({
      estado: { de: 'completada', a: 'analizada' },
      informes: { informesGenerados: 1, informesRecomendados: 0 },
    });
    expect(soloEstadisticas).toHaveLength(1);
    expect(soloEstadisticas[0]).toMatchObject({
      Key: { SK: 'EMPSTATS#F3' },
      UpdateExpression: 'SET entidad = :entidad ADD #c0 :c0, #c1 :c1, #c2 :c2',
      ExpressionAttributeNames: { '#c0': 'estado_completada', '#c1': 'estado_analizada', '#c2': 'informesGenerados' },
      ExpressionAttributeValues: { ':c0': -1, ':c1': 1, ':c2': 1 },
    });
  });

  it.each<CambioEmpresa>([
    { cuotas: { usuarios: 1 } },
    { cuotas: { candidatos: -1 } },
    { estado: { de: 'analizada', a: 'validada' }, informes: { informesRecomendados: 1 } },
    { cuotas: { entrevistas: 1 }, estado: { a: 'programada' }, nuevaLicencia: true },
    { cuotas: { entrevistas: -1 }, estado: { de: 'programada' }, informes: { informesGenerados: -1, informesSumaPuntuacion: -80 } },
  ])('declares only names and values its expressions use: %j', (c) => {
    for (const u of pasos(c)) {
      const texto = `${u.UpdateExpression} ${u.ConditionExpression ?? ''}`;
      for (const n of Object.keys(u.ExpressionAttributeNames ?? {})) expect(texto, n).toMatch(new RegExp(`${n}\\b`));
      for (const v of Object.keys(u.ExpressionAttributeValues ?? {})) expect(texto, v).toMatch(new RegExp(`${v}\\b`));
    }
  });

  it('picks a fraction in range when none is given, and refuses one out of range', () => {
    for (let i = 0; i < 50; i++) {
      const [u] = pasosEmpresa('e1', { estado: { a: 'programada' } }).map((p) => p.op.Update!);
      expect(u!.Key!.SK).toMatch(/^EMPSTATS#F[0-7]$/);
    }
    expect(() => pasosEmpresa('e1', { estado: { a: 'programada' } }, undefined, 8)).toThrow(/fuera de rango/);
  });

  it("carries the caller's meaning of a failed condition on the record's step, and refuses a change that changes nothing", () => {
    const error = () => new QuotaExceededError('Sin plazas');
    expect(pasosEmpresa('e1', { cuotas: { usuarios: 1 } }, error)[0]!.onConditionFail).toBe(error);
    expect(() => pasosEmpresa('e1', {})).toThrow(/changes nothing/);
    expect(() => pasosEmpresa('e1', { informes: { informesRecomendados: 0 } })).toThrow(/changes nothing/);
  });
});
