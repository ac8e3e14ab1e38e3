// The one tax-id check (D128): Spanish CIF with its digit or letter control character, NIF with the
// DNI letter, NIE X/Y/Z, K/L/M; spellings normalised; another country's id by its loose shape.
import { describe, expect, it } from 'vitest';
import {
  comprobarIdentificacionFiscal,
  errorIdentificacionFiscal,
  esEspana,
  normalizarIdentificacionFiscal,
} from './identificacion-fiscal.js';
import { identificacionFiscal as msg } from './messages.js';

describe('a Spanish tax id', () => {
  it.each([
    ['B12345674', 'CIF'], // a limited company: control digit
    ['A58818501', 'CIF'],
    ['Q2826000H', 'CIF'], // a public body: control letter
    ['P1234567D', 'CIF'],
    ['G12345674', 'CIF'], // an association: either
    ['G1234567D', 'CIF'],
    ['N0032484H', 'CIF'],
    ['12345678Z', 'NIF'],
    ['00000000T', 'NIF'],
    ['X1234567L', 'NIE'],
    ['Y1234567X', 'NIE'],
    ['Z1234567R', 'NIE'],
    ['K1234567L', 'NIF'],
  ])('%s is a valid %s', (id, tipo) => {
    expect(comprobarIdentificacionFiscal(id)).toEqual({ valido: true, valor: id, tipo });
    expect(errorIdentificacionFiscal(id, 'España')).toBeNull();
  });

  it.each([
    ['B12345678', msg.controlCif], // wrong control digit
    ['B1234567D', msg.controlCif], // A, B, E, H end in the digit, not its letter
    ['P12345674', msg.controlCif], // P, Q, S end in the letter, not its digit
    ['Q2826000J', msg.controlCif],
    ['G12345675', msg.controlCif],
    ['12345678A', msg.controlNif],
    ['X1234567A', msg.controlNie],
    ['123', msg.formatoEspana],
    ['B123', msg.formatoEspana],
    ['I12345674', msg.formatoEspana], // no entity letter I
    ['B1234567', msg.formatoEspana],
    ['1234567Z', msg.formatoEspana],
    ['', msg.obligatorio],
    ['  - ', msg.obligatorio],
  ])('%s is refused: %s', (id, mensaje) => {
    expect(comprobarIdentificacionFiscal(id)).toMatchObject({ valido: false, mensaje });
    expect(errorIdentificacionFiscal(id, 'españa')).toBe(mensaje);
  });

  it.each([
    ['b12345674', 'B12345674'],
    [' B-1234567-4 ', 'B12345674'],
    ['b 1234 5674', 'B12345674'],
    ['12.345.678-z', '12345678Z'],
    ['x-1234567-l', 'X1234567L'],
    ['ESB12345674', 'B12345674'],
    ['es 12345678z', '12345678Z'],
  ])('%j is normalised to %s and checked', (escrito, valor) => {
    expect(normalizarIdentificacionFiscal(escrito)).toBe(valor);
    expect(comprobarIdentificacionFiscal(escrito)).toMatchObject({ valido: true, valor });
  });
});

describe("the company's country", () => {
  it.each([[undefined], [null], [''], ['España'], ['  españa '], ['ESPAÑA'], ['Espana'], ['Spain'], ['ES'], ['esp']])(
    '%j is Spain',
    (pais) => expect(esEspana(pais)).toBe(true),
  );
  it.each([['Portugal'], ['Francia'], ['Colombia'], ['México']])('%s is not Spain', (pais) => expect(esEspana(pais)).toBe(false));

  it("another country's id is checked by its shape, not by Spain's control characters", () => {
    expect(comprobarIdentificacionFiscal('PT 501 964 843', 'Portugal')).toEqual({ valido: true, valor: 'PT501964843', tipo: 'extranjero' });
    expect(comprobarIdentificacionFiscal('900.123.456-7', 'Colombia')).toMatchObject({ valido: true, valor: '9001234567' });
    expect(comprobarIdentificacionFiscal('B12345678', 'Francia')).toMatchObject({ valido: true });
    // The ES prefix is only dropped for a Spanish company.
    expect(normalizarIdentificacionFiscal('ESB12345674', 'Francia')).toBe('ESB12345674');
    for (const id of ['123', 'ABCDEFG', '1234567890123456789012', 'B1#234567'])
      expect(errorIdentificacionFiscal(id, 'Portugal')).toBe(msg.formatoExtranjero);
    expect(errorIdentificacionFiscal('', 'Portugal')).toBe(msg.obligatorio);
  });
});
