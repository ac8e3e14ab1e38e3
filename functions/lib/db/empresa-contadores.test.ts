// The company record's counters step (issue 26 §1): what each kind of write composes, and that every
// name and value it declares is used (DynamoDB refuses an Update with an unused one).
import { describe, expect, it } from 'vitest';
import { QuotaExceededError } from '../errors.js';
import { type CambioEmpresa, pasoEmpresa } from './empresa-contadores.js';

process.env.TABLE_NAME ??= 'unit-table';

const update = (c: CambioEmpresa) => pasoEmpresa('e1', c).op.Update!;

describe('pasoEmpresa', () => {
  it('a schedule that starts a licence: the plan unit within its limit, one more programada, one more licence within the active ones', () => {
    const u = update({ cuotas: { entrevistas: 1 }, estado: { a: 'programada' }, nuevaLicencia: true });
    expect(u.Key).toEqual({ PK: 'EMP#e1', SK: 'EMPRESA' });
    expect(u.UpdateExpression).toBe(
      'SET #uso.#c_entrevistas = #uso.#c_entrevistas + :uno, #pe.#a = if_not_exists(#pe.#a, :cero) + :uno, #lic.#utl = if_not_exists(#lic.#utl, :cero) + :uno',
    );
    expect(u.ConditionExpression).toBe(
      'attribute_exists(PK) AND (#lim.#c_entrevistas = :ilimitado OR #uso.#c_entrevistas < #lim.#c_entrevistas) AND (attribute_not_exists(#lic.#utl) OR #lic.#utl < #lic.#act) AND attribute_exists(#lic.#act)',
    );
  });

  it('a cancel gives the unit back and one programada less, neither below zero', () => {
    const u = update({ cuotas: { entrevistas: -1 }, estado: { de: 'programada' } });
    expect(u.UpdateExpression).toBe('SET #uso.#c_entrevistas = #uso.#c_entrevistas - :uno, #pe.#de = #pe.#de - :uno');
    expect(u.ConditionExpression).toBe('attribute_exists(PK) AND #uso.#c_entrevistas > :cero AND #pe.#de > :cero');
  });

  it('a report moves the state and adds to the Informes aggregates; a corrected review only adds', () => {
    expect(
      update({ estado: { de: 'completada', a: 'analizada' }, informes: { informesGenerados: 1, informesRecomendados: 0 } })
        .UpdateExpression,
    ).toBe(
      'SET #pe.#de = #pe.#de - :uno, #pe.#a = if_not_exists(#pe.#a, :cero) + :uno ADD informesGenerados :informesGenerados, informesRecomendados :informesRecomendados',
    );
    const soloSuma = update({ informes: { informesRecomendados: -1 } });
    expect(soloSuma).toMatchObject({
      UpdateExpression: 'ADD informesRecomendados :informesRecomendados',
      ConditionExpression: 'attribute_exists(PK)',
    });
    expect(soloSuma.ExpressionAttributeNames).toBeUndefined();
  });

  it.each<CambioEmpresa>([
    { cuotas: { usuarios: 1 } },
    { cuotas: { candidatos: -1 } },
    { estado: { de: 'analizada', a: 'validada' }, informes: { informesRecomendados: 1 } },
    { cuotas: { entrevistas: 1 }, estado: { a: 'programada' }, nuevaLicencia: true },
    { cuotas: { entrevistas: -1 }, estado: { de: 'programada' }, informes: { informesGenerados: -1, informesSumaPuntuacion: -80 } },
  ])('declares only names and values its expressions use: %j', (c) => {
    const u = update(c);
    const texto = `${u.UpdateExpression} ${u.ConditionExpression}`;
    for (const n of Object.keys(u.ExpressionAttributeNames ?? {})) expect(texto, n).toMatch(new RegExp(`${n}\\b`));
    for (const v of Object.keys(u.ExpressionAttributeValues ?? {})) expect(texto, v).toMatch(new RegExp(`${v}\\b`));
  });

  it("carries the caller's meaning of a failed condition, and refuses a change that changes nothing", () => {
    const error = () => new QuotaExceededError('Sin plazas');
    expect(pasoEmpresa('e1', { cuotas: { usuarios: 1 } }, error).onConditionFail).toBe(error);
    expect(() => pasoEmpresa('e1', {})).toThrow(/changes nothing/);
  });
});
