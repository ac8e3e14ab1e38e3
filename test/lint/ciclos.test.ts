// No import circles in the code (D137; issue 54 item 15): the imports of functions/, shared/, web/src
// and infra/ read with the TypeScript parser and resolved to files, and the graph searched for
// strongly connected components; each one found is listed as a circle of files. A circle makes a
// module's value read before the module that defines it has run (an `undefined` at load time, in
// whatever order a bundle or a test happens to load them) and ties modules that should stand apart.
// Every import counts, as madge counts them: type-only imports and exports too (they load nothing at
// run time, but two modules that name each other's types are one module in two files — the circles
// madge found after D137 were all of that kind), and `import()` (a lazy screen that imports its
// parent back is a circle all the same). Test files are left out: nothing imports one.
// eslint-plugin-import's `import/no-cycle` does the same per file and is slow on a project this
// size; this reads each file once.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
const RAICES = ['functions', 'shared', 'web/src', 'infra'];
const FUERA = new Set(['node_modules', 'cdk.out', 'dist', '.local']);

/** The repository-relative paths ('/'-separated) of the TypeScript files below `dir`. */
function archivosTs(dir: string): string[] {
  const out: string[] = [];
  for (const nombre of readdirSync(join(REPO_ROOT, dir))) {
    if (FUERA.has(nombre)) continue;
    const rel = `${dir}/${nombre}`;
    if (statSync(join(REPO_ROOT, rel)).isDirectory()) out.push(...archivosTs(rel));
    // A test file is imported by nothing, so it is on no circle.
    else if (/\.tsx?$/.test(nombre) && !/\.(d|test)\.tsx?$/.test(nombre)) out.push(rel);
  }
  return out;
}

/**
 * The import and re-export statements of a file. Prettier starts every top-level statement at the
 * start of a line, so these are found by a pattern and only they are parsed: parsing whole files
 * took seconds, this takes a fraction of one.
 */
const DECLARACION =
  /^import\s+(?:[^;'"]*?\sfrom\s*)?(['"])[^'"\n]+\1;?|^export\s+(?:type\s+)?(?:\*(?:\s+as\s+\w+)?|\{[^}]*\})\s*from\s*(['"])[^'"\n]+\2;?/gm;

/** `import('…')` with a literal module: a lazy load. */
const IMPORT_DINAMICO = /\bimport\(\s*(['"])([^'"\n]+)\1\s*\)/g;

/** The modules a file names: its imports and re-exports (type-only ones included) and its `import()`s. */
function importsDe(archivo: string, texto: string): string[] {
  const declaraciones = texto.match(DECLARACION)?.join('\n') ?? '';
  const sf = ts.createSourceFile(archivo, declaraciones, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const specs: string[] = [];
  for (const st of sf.statements) {
    if (ts.isImportDeclaration(st) && ts.isStringLiteral(st.moduleSpecifier)) specs.push(st.moduleSpecifier.text);
    else if (ts.isExportDeclaration(st) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier))
      specs.push(st.moduleSpecifier.text);
  }
  for (const m of texto.matchAll(IMPORT_DINAMICO)) specs.push(m[2]!);
  return specs;
}

/** The file of the set an import names ('./x.js' is x.ts, the web's './x' is x.ts(x) or x/index.ts(x)), or null (a package, an asset). */
function resolver(desde: string, spec: string, existe: (f: string) => boolean): string | null {
  let base: string;
  if (spec.startsWith('@shared/')) base = `shared/${spec.slice('@shared/'.length)}`;
  else if (spec.startsWith('.')) base = posix.normalize(posix.join(posix.dirname(desde), spec));
  else return null;
  const sinJs = base.replace(/\.(m?js|jsx)$/, '');
  for (const c of [base, `${sinJs}.ts`, `${sinJs}.tsx`, `${sinJs}/index.ts`, `${sinJs}/index.tsx`]) if (existe(c)) return c;
  return null;
}

/** The import graph of a set of files (path → text). */
function grafoDeImports(textos: ReadonlyMap<string, string>): Map<string, string[]> {
  const existe = (f: string) => textos.has(f);
  const grafo = new Map<string, string[]>();
  for (const [archivo, texto] of textos) {
    const destinos = importsDe(archivo, texto)
      .map((s) => resolver(archivo, s, existe))
      .filter((d): d is string => d !== null);
    grafo.set(archivo, [...new Set(destinos)]);
  }
  return grafo;
}

/**
 * Every circle of the graph, one per strongly connected component (Tarjan's algorithm), written as
 * the shortest circle through the component's first file: 'a.ts → b.ts → a.ts'.
 */
function ciclos(grafo: ReadonlyMap<string, readonly string[]>): string[] {
  const indice = new Map<string, number>();
  const bajo = new Map<string, number>();
  const pila: string[] = [];
  const enPila = new Set<string>();
  const componentes: string[][] = [];
  let n = 0;
  const visitar = (v: string) => {
    indice.set(v, n);
    bajo.set(v, n++);
    pila.push(v);
    enPila.add(v);
    for (const w of grafo.get(v) ?? []) {
      if (!indice.has(w)) {
        visitar(w);
        bajo.set(v, Math.min(bajo.get(v)!, bajo.get(w)!));
      } else if (enPila.has(w)) bajo.set(v, Math.min(bajo.get(v)!, indice.get(w)!));
    }
    if (bajo.get(v) === indice.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = pila.pop()!;
        enPila.delete(w);
        c.push(w);
      } while (w !== v);
      if (c.length > 1 || (grafo.get(v) ?? []).includes(v)) componentes.push(c.sort());
    }
  };
  for (const v of [...grafo.keys()].sort()) if (!indice.has(v)) visitar(v);

  return componentes.map((c) => {
    const dentro = new Set(c);
    const inicio = c[0]!;
    // Breadth first from the first file, inside the component, back to it.
    const previo = new Map<string, string>();
    const cola = [inicio];
    while (cola.length) {
      const v = cola.shift()!;
      for (const w of grafo.get(v) ?? []) {
        if (!dentro.has(w) || previo.has(w)) continue;
        previo.set(w, v);
        if (w === inicio) {
          const camino = [inicio];
          for (let x = v; x !== inicio; x = previo.get(x)!) camino.unshift(x);
          camino.unshift(inicio);
          return `${camino.join(' → ')}${c.length > camino.length - 1 ? ` (a knot of ${c.length} files)` : ''}`;
        }
        cola.push(w);
      }
    }
    return c.join(' → ');
  });
}

describe('import circles', () => {
  it('there are none in functions/, shared/, web/src and infra/', () => {
    const textos = new Map<string, string>();
    for (const raiz of RAICES) for (const f of archivosTs(raiz)) textos.set(f, readFileSync(join(REPO_ROOT, f), 'utf8'));
    expect(textos.size).toBeGreaterThan(500);
    const grafo = grafoDeImports(textos);
    // The resolution works: the table's modules are reached from the handlers, the web's from its app.
    expect(grafo.get('functions/lib/db/suscripciones.ts')).toContain('functions/lib/db/empresas.ts');
    expect(grafo.get('web/src/main.tsx')?.length).toBeGreaterThan(0);
    expect(ciclos(grafo)).toEqual([]);
  });

  it("finds a planted circle, through a re-export, a type-only import, a lazy load and across the web's spellings, and names its files in order", () => {
    const textos = new Map([
      ['functions/lib/a.ts', "import { b } from './b.js';\nexport const a = b;"],
      ['functions/lib/b.ts', "import { c } from './sub/c.js';\nexport const b = c;"],
      ['functions/lib/sub/c.ts', "export { a as c } from '../a.js';"],
      // Only types the other way: a circle all the same (madge counts it; the modules are one).
      ['shared/d.ts', "import { e } from './e.js';\nexport type D = number;\nexport const d = e;"],
      [
        'shared/e.ts',
        "import type { D } from './d.js';\nimport { type D as D2 } from './d.js';\nexport type { D } from './d.js';\nexport const e = 1 as D | D2;",
      ],
      // The web: no extension, a folder's index, the contract by its alias.
      ['web/src/f.tsx', "import { g } from './g';\nimport { h } from '@shared/h';\nexport const f = g + h;"],
      ['web/src/g/index.ts', "import { f } from '../f';\nexport const g = f;"],
      ['shared/h.ts', 'export const h = 1;'],
      // A lazy load that is imported back: a circle.
      ['web/src/i.ts', "export const i = () => import('./j');"],
      ['web/src/j.ts', "import { i } from './i';\nexport const j = i;"],
    ]);
    expect(ciclos(grafoDeImports(textos))).toEqual([
      'functions/lib/a.ts → functions/lib/b.ts → functions/lib/sub/c.ts → functions/lib/a.ts',
      'shared/d.ts → shared/e.ts → shared/d.ts',
      'web/src/f.tsx → web/src/g/index.ts → web/src/f.tsx',
      'web/src/i.ts → web/src/j.ts → web/src/i.ts',
    ]);
    expect(ciclos(new Map([['x.ts', ['x.ts']]]))).toEqual(['x.ts → x.ts']);
  });
});
