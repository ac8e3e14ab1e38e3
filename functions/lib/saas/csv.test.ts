// The CSV rules of D97: BOM, header, formulas neutralised, accents intact — read back with a CSV parser.
import { parse } from 'csv-parse/sync';
import { describe, expect, it } from 'vitest';
import { csv, neutralizar, nombreExportacion } from './csv.js';

describe('neutralizar', () => {
  it.each([
    ['=SUM(A1:A2)', "'=SUM(A1:A2)"],
    ['+34 600 000 000', "'+34 600 000 000"],
    ['-1', "'-1"],
    ['@cmd', "'@cmd"],
    ['\tx', "'\tx"],
    ['\rx', "'\rx"],
    ['Peñalver Ibáñez', 'Peñalver Ibáñez'],
    ['a=b', 'a=b'],
    ['', ''],
  ])('%j → %j', (entrada, salida) => expect(neutralizar(entrada)).toBe(salida));

  it('keeps numbers as numbers (a negative amount is not text) and writes the rest plainly', () => {
    expect(neutralizar(-5)).toBe(-5);
    expect(neutralizar(null)).toBe('');
    expect(neutralizar(undefined)).toBe('');
    expect(neutralizar(true)).toBe('sí');
  });
});

describe('csv', () => {
  it('starts with a BOM, has the header, and reads back with accents and neutralised formulas', () => {
    const texto = csv(
      ['nombre', 'email', 'importe'],
      [
        ['José Núñez', '=HYPERLINK("http://x")', 49.5],
        ['Ana, "la jefa"', 'ana@x.es', -3],
      ],
    );
    expect(texto.charCodeAt(0)).toBe(0xfeff);
    const filas = parse(texto, { bom: true }) as string[][];
    expect(filas).toEqual([
      ['nombre', 'email', 'importe'],
      ['José Núñez', `'=HYPERLINK("http://x")`, '49.5'],
      ['Ana, "la jefa"', 'ana@x.es', '-3'],
    ]);
  });
});

describe('nombreExportacion', () => {
  it('is the day in Spain, not in UTC nor in the runtime zone', () => {
    // 23:30 UTC on 24 Nov is already 25 Nov in Madrid (UTC+1 in winter).
    expect(nombreExportacion('usuarios', new Date('2026-11-24T23:30:00Z'))).toBe('usuarios_2026-11-25.csv');
    expect(nombreExportacion('facturacion', new Date('2026-07-01T21:59:00Z'))).toBe('facturacion_2026-07-01.csv');
    expect(nombreExportacion('analytics', new Date('2026-07-01T22:00:00Z'))).toBe('analytics_2026-07-02.csv');
  });
});
