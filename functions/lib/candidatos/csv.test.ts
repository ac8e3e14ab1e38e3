// Reading a candidates CSV: BOM, `;` or `,`, quotes, skills split at `;` inside a `,` file, header
// aliases and accents, file-level refusals, rows with the wrong number of cells, formula cells, and
// each row checked with the create schema (Spanish reasons).
import { describe, expect, it } from 'vitest';
import '../../../shared/zod-locale.js';
import { ValidationError } from '../errors.js';
import { delimitadorDe, indiceAreas, leerCsv, neutralizarFormula, prepararFila } from './csv.js';

const areas = indiceAreas([
  { id: 'a1', nombreArea: 'Tecnología' },
  { id: 'a2', nombreArea: 'Ventas Norte' },
]);
const preparar = (texto: string) => leerCsv(texto).map((f) => prepararFila(f, areas));

describe('leerCsv', () => {
  it('reads a `;` file with a BOM and accented headers in any order', () => {
    const filas = leerCsv(
      '\uFEFFEmail;Nombre;Teléfono;Posición;Experiencia_Años;Habilidades;Área\r\nana@x.test;Ana Ruiz;+34 600 000 000;Backend;5;"Node.js; SQL ";tecnologia\r\n',
    );
    expect(filas).toEqual([{ l: 2, c: ['Ana Ruiz', 'ana@x.test', '+34 600 000 000', 'Backend', '5', 'Node.js; SQL', 'tecnologia'] }]);
    expect(prepararFila(filas[0], areas)).toEqual({
      ok: true,
      body: {
        nombre: 'Ana Ruiz',
        email: 'ana@x.test',
        telefono: '+34 600 000 000',
        posicion: 'Backend',
        experiencia_años: 5,
        habilidades: ['Node.js', 'SQL'],
        areaId: 'a1',
      },
    });
  });

  it('reads a `,` file whose quoted cells hold commas, quotes, line breaks and `;`-separated skills', () => {
    const [r] = preparar('nombre,email,habilidades,area\n"Ruiz, Ana ""la jefa""",ana@x.test,"Excel;Power BI",VENTAS  norte\n');
    expect(r).toEqual({
      ok: true,
      body: { nombre: 'Ruiz, Ana "la jefa"', email: 'ana@x.test', habilidades: ['Excel', 'Power BI'], areaId: 'a2' },
    });
    const multilinea = leerCsv('nombre,email\n"Ana\nRuiz",ana@x.test\nLuis,luis@x.test\n');
    expect(multilinea.map((f) => f.l)).toEqual([3, 4]);
  });

  it('detects the delimiter from the header line, outside quotes', () => {
    expect(delimitadorDe('nombre;email\na,b')).toBe(';');
    expect(delimitadorDe('"nombre;x",email,telefono\n')).toBe(',');
    expect(delimitadorDe('nombre\n')).toBe(',');
  });

  it('skips empty lines and keeps a row with the wrong number of cells as an invalid row', () => {
    const r = preparar('nombre,email,telefono\n\nAna,ana@x.test\nLuis,luis@x.test,600\n,,\n');
    expect(r).toEqual([
      { ok: false, motivo: 'La fila tiene 2 columnas y la cabecera 3', nombre: 'Ana', email: 'ana@x.test' },
      { ok: true, body: { nombre: 'Luis', email: 'luis@x.test', telefono: '600' } },
    ]);
  });

  it('refuses a file without the required columns, without rows, with an open quote or with too many rows', () => {
    const msg = (texto: string) => {
      try {
        leerCsv(texto);
        return 'sin error';
      } catch (err) {
        expect(err).toBeInstanceOf(ValidationError);
        return (err as Error).message;
      }
    };
    expect(msg('nombre,telefono\nAna,600\n')).toBe('Faltan columnas obligatorias en la cabecera: email');
    expect(msg('nombre,email\n')).toBe('El archivo no tiene filas de candidatos');
    expect(msg('')).toBe('El archivo no tiene filas de candidatos');
    expect(msg('nombre,email\n"Ana,ana@x.test\n')).toMatch(/^El archivo no es un CSV válido \(línea \d+\)/);
    expect(msg(`nombre,email\n${'a,b@x.test\n'.repeat(5001)}`)).toBe('El archivo tiene 5001 filas; el máximo es 5000');
  });

  it('gives each invalid row the Spanish reasons of the create schema, and names an unknown area', () => {
    const r = preparar('nombre,email,experiencia_años,area\n,no-es-email,3,\nAna,ana@x.test,muchos,\nLuis,luis@x.test,2,Marketing\n');
    expect(r).toEqual([
      {
        ok: false,
        motivo: 'nombre: El nombre del candidato es obligatorio; email: Introduce un email válido',
        email: 'no-es-email',
      },
      {
        ok: false,
        motivo: 'experiencia_años: Los años de experiencia deben ser un número entero entre 0 y 70',
        nombre: 'Ana',
        email: 'ana@x.test',
      },
      { ok: false, motivo: 'El área «Marketing» no existe en esta empresa', nombre: 'Luis', email: 'luis@x.test' },
    ]);
  });

  it('neutralises formula cells but keeps phone numbers and negative numbers', () => {
    expect(neutralizarFormula('=HYPERLINK("http://x")')).toBe(`'=HYPERLINK("http://x")`);
    expect(neutralizarFormula('@SUM(A1)')).toBe(`'@SUM(A1)`);
    expect(neutralizarFormula('+cmd|calc')).toBe(`'+cmd|calc`);
    expect(neutralizarFormula('-2+3')).toBe(`'-2+3`);
    expect(neutralizarFormula('+34 600 000 000')).toBe('+34 600 000 000');
    expect(neutralizarFormula('-5')).toBe('-5');
    const [r] = preparar('nombre,email,posicion\n=1+1,ana@x.test,Backend\n');
    expect(r).toMatchObject({ ok: true, body: { nombre: "'=1+1" } });
  });
});
