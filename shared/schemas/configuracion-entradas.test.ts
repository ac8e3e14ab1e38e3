// Configuration entries (D61): the name is a key, the value is text that must read as its type.
import { describe, expect, it } from 'vitest';
import { configuracion as msg } from '../messages.js';
import { ConfiguracionCreate, ConfiguracionUpdate, ConfiguracionUpsert, errorValorTipo, MAX_VALOR } from './configuracion-entradas.js';

const mensajes = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => r.error?.issues.map((i) => i.message) ?? [];

describe('valor against tipo', () => {
  it.each([
    ['string', ''],
    ['string', 'cualquier texto'],
    ['number', '10'],
    ['number', '-2.5'],
    ['number', '1e3'],
    ['boolean', 'true'],
    ['boolean', 'false'],
    ['json', '{"a":[1,2]}'],
    ['json', '"texto"'],
    ['json', 'null'],
  ] as const)('%s accepts %j', (tipo, valor) => {
    expect(errorValorTipo(tipo, valor)).toBeNull();
  });

  it.each([
    ['number', '', msg.valorNumero],
    ['number', 'diez', msg.valorNumero],
    ['number', '10abc', msg.valorNumero],
    ['number', '0x10', msg.valorNumero],
    ['number', 'Infinity', msg.valorNumero],
    ['boolean', 'sí', msg.valorBooleano],
    ['boolean', 'TRUE', msg.valorBooleano],
    ['boolean', '1', msg.valorBooleano],
    ['json', '{a:1}', msg.valorJson],
    ['json', '', msg.valorJson],
  ] as const)('%s refuses %j', (tipo, valor, error) => {
    expect(errorValorTipo(tipo, valor)).toBe(error);
  });
});

describe('ConfiguracionCreate', () => {
  it('defaults tipo to string and activo to true, and trims the name', () => {
    expect(ConfiguracionCreate.parse({ nombre: ' modo_oscuro ', valor: 'x' })).toEqual({
      nombre: 'modo_oscuro',
      valor: 'x',
      tipo: 'string',
      activo: true,
    });
  });

  it('refuses a value that is not of its type, with the Spanish message on valor', () => {
    const r = ConfiguracionCreate.safeParse({ nombre: 'limite', valor: 'mucho', tipo: 'number' });
    expect(r.success).toBe(false);
    expect(mensajes(r)).toEqual([msg.valorNumero]);
    expect(r.error?.issues[0]?.path).toEqual(['valor']);
  });

  it('refuses an unknown tipo, a name that is not a key, a missing name or value, a long value, unknown fields', () => {
    expect(mensajes(ConfiguracionCreate.safeParse({ nombre: 'a', valor: '1', tipo: 'date' }))).toContain(msg.tipoInvalido);
    expect(mensajes(ConfiguracionCreate.safeParse({ nombre: 'con espacio', valor: '1' }))).toContain(msg.nombreFormato);
    expect(mensajes(ConfiguracionCreate.safeParse({ nombre: 'añadido', valor: '1' }))).toContain(msg.nombreFormato);
    expect(mensajes(ConfiguracionCreate.safeParse({ nombre: 'a'.repeat(101), valor: '1' }))).toContain(msg.nombreFormato);
    expect(mensajes(ConfiguracionCreate.safeParse({ nombre: '  ', valor: '1' }))).toContain(msg.nombreObligatorio);
    expect(mensajes(ConfiguracionCreate.safeParse({ valor: '1' }))).toContain(msg.nombreObligatorio);
    expect(mensajes(ConfiguracionCreate.safeParse({ nombre: 'a' }))).toContain(msg.valorObligatorio);
    expect(mensajes(ConfiguracionCreate.safeParse({ nombre: 'a', valor: 'x'.repeat(MAX_VALOR + 1) }))).toContain(msg.valorLargo);
    expect(ConfiguracionCreate.safeParse({ nombre: 'a', valor: '1', secreto: 'x' }).success).toBe(false);
    expect(ConfiguracionCreate.safeParse({ nombre: 'a', valor: 1 }).success).toBe(false);
  });
});

describe('ConfiguracionUpdate and ConfiguracionUpsert', () => {
  it('an update checks the pair only when both come (the server checks it against the stored one otherwise)', () => {
    expect(ConfiguracionUpdate.safeParse({ valor: 'no es número' }).success).toBe(true);
    expect(mensajes(ConfiguracionUpdate.safeParse({ valor: 'x', tipo: 'boolean' }))).toEqual([msg.valorBooleano]);
    expect(ConfiguracionUpdate.safeParse({ empresaId: 'otra' }).success).toBe(false);
  });

  it('an upsert defaults tipo to string and checks the value', () => {
    expect(ConfiguracionUpsert.parse({ valor: 'x' })).toEqual({ valor: 'x', tipo: 'string' });
    expect(mensajes(ConfiguracionUpsert.safeParse({ valor: '{', tipo: 'json' }))).toEqual([msg.valorJson]);
  });
});
