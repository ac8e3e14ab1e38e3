// The decision records (docs/decisions/, one file per decision; README.md there says how they work):
// each file is named by its number and starts with its heading and status; a decision that amends or
// supersedes another says so, and the other's status names it back; the README's index lists every
// file and links only to files that exist. A record added without its status, or an older one whose
// status was not updated, fails here with the file named.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const DIR = fileURLToPath(new URL('../../docs/decisions/', import.meta.url));

interface Registro {
  archivo: string;
  numero: number;
  lineas: string[];
  estado: string;
  amends: number[];
  supersedes: number[];
}

const numeros = (s: string) => [...s.matchAll(/\b\d{4}\b/g)].map((m) => Number(m[0]));
const campo = (lineas: string[], nombre: string) => lineas.find((l) => l.startsWith(`${nombre}: `))?.slice(nombre.length + 2) ?? '';

const archivos = readdirSync(DIR).sort();
const registros: Registro[] = archivos
  .filter((a) => a !== 'README.md')
  .map((archivo) => {
    const lineas = readFileSync(DIR + archivo, 'utf8').split('\n');
    // The status lines: from the third line to the first blank one.
    const fin = lineas.indexOf('', 2);
    const cabecera = lineas.slice(2, fin);
    return {
      archivo,
      numero: Number(archivo.slice(0, 4)),
      lineas,
      estado: campo(cabecera, 'Status'),
      amends: numeros(campo(cabecera, 'Amends')),
      supersedes: numeros(campo(cabecera, 'Supersedes')),
    };
  });
const porNumero = new Map(registros.map((r) => [r.numero, r]));

describe('the decision records', () => {
  it('are NNNN-slug.md files (the slug ASCII, lower case, at most 60 characters) beside README.md', () => {
    expect(archivos).toContain('README.md');
    expect(
      registros.filter((r) => !/^\d{4}-[a-z0-9]+(-[a-z0-9]+)*\.md$/.test(r.archivo) || r.archivo.length > 68).map((r) => r.archivo),
    ).toEqual([]);
    expect(registros.length).toBeGreaterThan(100);
    expect(new Set(registros.map((r) => r.numero)).size).toBe(registros.length);
  });

  it('start with "# N. title", a blank line and the status, the status lines being only these', () => {
    const mal = registros.filter((r) => {
      const cabecera = r.lineas.slice(2, r.lineas.indexOf('', 2));
      return (
        !new RegExp(`^# ${r.numero}\\. \\S`).test(r.lineas[0]) ||
        r.lineas[1] !== '' ||
        !r.lineas[2].startsWith('Status: ') ||
        !cabecera.every((l) => /^(Status|Amends|Supersedes|Origin): \S/.test(l))
      );
    });
    expect(mal.map((r) => r.archivo)).toEqual([]);
  });

  it('have a status that is Accepted, Amended by … or Superseded by …, naming decisions that exist', () => {
    const forma = /^(Accepted|Amended by \d{4}(, \d{4})*|Superseded by \d{4}(, \d{4})*( \(amended before by \d{4}(, \d{4})*\))?)$/;
    expect(registros.filter((r) => !forma.test(r.estado)).map((r) => `${r.archivo}: ${r.estado}`)).toEqual([]);
    const ausentes = registros.flatMap((r) =>
      [...numeros(r.estado), ...r.amends, ...r.supersedes].filter((n) => !porNumero.has(n)).map((n) => `${r.archivo} → ${n}`),
    );
    expect(ausentes).toEqual([]);
  });

  it('name each other both ways: what a decision amends or supersedes says so in its status, and only that', () => {
    const esperado = new Map<number, { amended: Set<number>; superseded: Set<number> }>();
    const de = (n: number) => esperado.get(n) ?? esperado.set(n, { amended: new Set(), superseded: new Set() }).get(n)!;
    for (const r of registros) {
      for (const n of r.amends) de(n).amended.add(r.numero);
      for (const n of r.supersedes) de(n).superseded.add(r.numero);
    }
    const diferencias: string[] = [];
    for (const r of registros) {
      const e = esperado.get(r.numero) ?? { amended: new Set<number>(), superseded: new Set<number>() };
      const [, sup = '', antes = ''] = /^Superseded by ([\d, ]+)(?: \(amended before by ([\d, ]+)\))?$/.exec(r.estado) ?? [];
      const amended = r.estado.startsWith('Amended by ') ? numeros(r.estado) : numeros(antes);
      const igual = (a: number[], b: Set<number>) => a.length === b.size && a.every((n) => b.has(n));
      if (!igual(amended, e.amended) || !igual(numeros(sup), e.superseded)) {
        diferencias.push(`${r.archivo}: "${r.estado}", but amended by [${[...e.amended]}] and superseded by [${[...e.superseded]}]`);
      }
      if ([...r.amends, ...r.supersedes].some((n) => n >= r.numero)) diferencias.push(`${r.archivo}: changes a later decision`);
    }
    expect(diferencias).toEqual([]);
  });

  it('are all in the README’s index, whose links all lead to a file', () => {
    const indice = readFileSync(DIR + 'README.md', 'utf8');
    const enlaces = [...indice.matchAll(/\]\(([^)#]+)\)/g)].map((m) => m[1]);
    expect(enlaces.filter((e) => !existsSync(DIR + e))).toEqual([]);
    expect(registros.filter((r) => !enlaces.includes(r.archivo)).map((r) => r.archivo)).toEqual([]);
  });

  it('each have one row in the index’s topic tables, whose status is the file’s', () => {
    const indice = readFileSync(DIR + 'README.md', 'utf8');
    const filas = [...indice.matchAll(/^\| \[(\d+)\. .*\]\(([^)]+)\) \| (.*) \|$/gm)].map((m) => ({ archivo: m[2], estado: m[3] }));
    const porArchivo = new Map<string, string[]>();
    for (const f of filas)
      porArchivo.set(f.archivo, [...(porArchivo.get(f.archivo) ?? []), f.estado.replace(/\[(\d{4})\]\([^)]*\)/g, '$1')]);
    const distintas = registros.flatMap((r) => {
      const estados = porArchivo.get(r.archivo) ?? [];
      return estados.length === 1 && estados[0] === r.estado ? [] : [`${r.archivo}: ${JSON.stringify(estados)} against «${r.estado}»`];
    });
    expect(distintas).toEqual([]);
  });
});
