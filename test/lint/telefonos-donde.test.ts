// Where libphonenumber-js may be (issue 67 item 9): its "min" metadata is ≈ 119 KB minified, ≈ 29 kB
// gzipped. Only shared/telefonos.ts imports it; that module is imported by the services that store a phone
// (through functions/lib/telefono.ts) and, on demand, by the staff screens (web/src/components/telefono.tsx,
// a dynamic import). Never by the shared schemas, which every Lambda and the web's first load carry, nor
// statically by the web (the public pages' own check is test/lint/pagina-entrevista.test.ts).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/stack.js';

function fuentes(dir: string): string[] {
  return readdirSync(dir).flatMap((n) => {
    const f = join(dir, n);
    if (statSync(f).isDirectory()) return n === 'node_modules' || n === 'dist' ? [] : fuentes(f);
    return /\.tsx?$/.test(n) && !/\.test\.tsx?$/.test(n) ? [f] : [];
  });
}

const todos = ['shared', 'functions', 'web/src'].flatMap((d) => fuentes(join(REPO_ROOT, d)));
const estatico = (spec: RegExp) =>
  todos
    .filter((f) =>
      [...readFileSync(f, 'utf8').matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].some((m) =>
        spec.test(m[1]!),
      ),
    )
    .map((f) => relative(REPO_ROOT, f))
    .sort();

describe('libphonenumber-js stays where a phone is read or shown', () => {
  it('only shared/telefonos.ts imports the library', () => {
    expect(estatico(/^libphonenumber-js/)).toEqual(['shared/telefonos.ts']);
  });

  it('shared/telefonos.ts is imported statically only by the services that store a phone (functions/lib/telefono.ts)', () => {
    expect(estatico(/(^|\/)telefonos(\.js)?$/)).toEqual(['functions/lib/telefono.ts']);
  });

  it('the web loads it on demand, from one component', () => {
    const dinamicos = todos.filter((f) => /import\(\s*['"]@shared\/telefonos['"]\s*\)/.test(readFileSync(f, 'utf8')));
    expect(dinamicos.map((f) => relative(REPO_ROOT, f))).toEqual(['web/src/components/telefono.tsx']);
  });
});
