// One job per module (D140). A module of functions/, shared/, web/src or infra/ longer
// than MAX_LINEAS lines, or exporting more than MAX_EXPORTACIONES values, says why it is one module
// in a line of its leading comment that starts `// Why one module:` — or is split by job.
//
// The thresholds come from the code as it was when the rule was written (705 modules): half had
// under 60 lines and 2 exported values; 95 % under 300 lines and 13 values. 400 lines and 15 values
// are each passed by about one module in forty, and those were the ones doing several jobs (the
// built-in analyzer, the text analysis, the notifications, the Email panel: split) or the ones
// that are one thing on purpose (a table of texts, an emulator, a wizard: they say so).
// What counts as an exported value: a function, class, constant or variable (`export default`
// too); types and interfaces describe, they do not do, and are not counted. Left out: tests, type
// declarations (.d.ts), and the contract's declarations in shared/schemas/ and shared/routes/ (a
// zod schema and its type per entity, a row per endpoint: their size follows the API, not a job).
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const RAIZ = fileURLToPath(new URL('../../', import.meta.url));
const CARPETAS = ['functions', 'shared', 'web/src', 'infra'];
const FUERA = [/^shared\/schemas\//, /^shared\/routes\//];
const MAX_LINEAS = 400;
const MAX_EXPORTACIONES = 15;
const POR_QUE = /^\/\/ Why one module: \S/;

/**
 * Modules being reworked elsewhere, each with what will settle it; an entry whose module no longer
 * passes a threshold, or already says why, fails (the list does not outlive them). Empty today.
 */
const PENDIENTES: Record<string, string> = {};

/** The values a module exports (see the header for what counts). */
function exportaciones(texto: string): number {
  let n = 0;
  for (const m of texto.matchAll(
    /^export\s+(?!type\b|interface\b|declare\b)(default\b|(?:async\s+)?function\b|const\b|let\b|var\b|class\b|abstract\s+class\b|enum\b|\*)/gm,
  ))
    n += m[1] ? 1 : 0;
  for (const m of texto.matchAll(/^export\s+\{([^}]*)\}/gm))
    n += m[1]
      .split(',')
      .map((s) => s.trim())
      .filter((s) => s && !s.startsWith('type ')).length;
  return n;
}

/** Lines of a text (a final newline ends the last line, it does not start another). */
function lineas(texto: string): number {
  return texto.split('\n').length - (texto.endsWith('\n') ? 1 : 0);
}

/** Whether the comment lines the module opens with say why it is one module. */
function dicePorQue(texto: string): boolean {
  for (const linea of texto.split('\n')) {
    if (!linea.startsWith('//')) return false;
    if (POR_QUE.test(linea)) return true;
  }
  return false;
}

function modulos(): string[] {
  return CARPETAS.flatMap((carpeta) =>
    readdirSync(`${RAIZ}${carpeta}`, { recursive: true, encoding: 'utf8' })
      .map((f) => `${carpeta}/${f.split('\\').join('/')}`)
      .filter((f) => !/(^|\/)(node_modules|cdk\.out|dist)\//.test(f))
      .filter((f) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f) && !f.endsWith('.d.ts'))
      .filter((f) => !FUERA.some((r) => r.test(f))),
  );
}

describe('one job per module', () => {
  it('counts exported values, lines and the header line as the rule says', () => {
    const texto = [
      '// A module.',
      '// Why one module: it is a test.',
      "import { x } from './x.js';",
      'export const a = 1;',
      'export async function b() {}',
      'export default class C {}',
      'export type T = string;',
      'export interface I {}',
      "export { d, e as f, type G } from './y.js';",
      "export * from './z.js';",
      '',
    ].join('\n');
    expect(exportaciones(texto)).toBe(6);
    expect(lineas(texto)).toBe(10);
    expect(dicePorQue(texto)).toBe(true);
    // Only in the leading comment, and with a reason after the colon.
    expect(dicePorQue(`import x from 'x';\n// Why one module: late.\n`)).toBe(false);
    expect(dicePorQue('// Why one module:\n')).toBe(false);
  });

  it(`a module over ${MAX_LINEAS} lines or exporting more than ${MAX_EXPORTACIONES} values says why it is one`, () => {
    const sinPorQue: string[] = [];
    const pendientesDeMas: string[] = [];
    for (const f of modulos()) {
      const texto = readFileSync(`${RAIZ}${f}`, 'utf8');
      const n = lineas(texto);
      const e = exportaciones(texto);
      const pasa = n > MAX_LINEAS || e > MAX_EXPORTACIONES;
      const dice = dicePorQue(texto);
      if (f in PENDIENTES) {
        if (!pasa || dice) pendientesDeMas.push(`${f}: remove it from PENDIENTES (${!pasa ? 'under both thresholds' : 'it says why'})`);
      } else if (pasa && !dice) sinPorQue.push(`${f}: ${n} lines, ${e} exported values`);
    }
    expect(sinPorQue, 'split these by job, or say in their header `// Why one module: …`').toEqual([]);
    expect(pendientesDeMas).toEqual([]);
  });
});
