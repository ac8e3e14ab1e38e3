// The plugin that lets each function's bundle leave out the contract it does not use (D87): what it
// rewrites, what it leaves alone, and that a bundle built with it keeps what is used and the
// module's side effects, and drops the rest.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { pureSchemas, markConstantsPure, PURE_MODULES } from '../../infra/aws/pure-schemas.js';
import { removeTempDirs, tempDir } from './helpers.js';

afterAll(removeTempDirs);

describe('markConstantsPure', () => {
  it('wraps each top-level const that makes a call, and nothing else', () => {
    const fuente = [
      "import * as z from 'zod/mini';",
      'export const A = z.object({ a: z.string() });',
      "export const B = { nombre: 'b', lista: [1, 2] };",
      'const C = new Map<string, number>(), D = 3;',
      'export let E = z.number();',
      'export const F = () => z.string();',
      'export function g() { return z.string(); }',
      'z.config({});',
    ].join('\n');
    expect(markConstantsPure(fuente).split('\n')).toEqual([
      "import * as z from 'zod/mini';",
      'export const A = /* @__PURE__ */ (() => (z.object({ a: z.string() })))();',
      "export const B = { nombre: 'b', lista: [1, 2] };",
      'const C = /* @__PURE__ */ (() => (new Map<string, number>()))(), D = 3;',
      'export let E = z.number();',
      'export const F = () => z.string();',
      'export function g() { return z.string(); }',
      'z.config({});',
    ]);
  });

  it('applies to the contract modules only, tests included by the filter and skipped by the plugin', () => {
    expect(PURE_MODULES.test('/repo/shared/schemas/area.ts')).toBe(true);
    expect(PURE_MODULES.test('/repo/shared/routes/areas.ts')).toBe(true);
    expect(PURE_MODULES.test('/repo/shared/messages.ts')).toBe(false);
    expect(PURE_MODULES.test('/repo/functions/lib/http.ts')).toBe(false);
  });
});

describe('pureSchemas in a bundle', () => {
  it('keeps the schemas a module uses and its statements, and drops the unused ones', async () => {
    const dir = tempDir('pure-schemas');
    fs.mkdirSync(path.join(dir, 'shared', 'schemas'), { recursive: true });
    fs.writeFileSync(
      path.join(dir, 'shared', 'schemas', 'x.ts'),
      [
        'const registro: string[] = [];',
        "export const Usado = (registro.push('usado-construido'), { tipo: 'usado' });",
        "export const NoUsado = (registro.push('no-usado-construido'), { tipo: 'no-usado' });",
        "registro.push('sentencia');",
        'export { registro };',
      ].join('\n'),
    );
    fs.writeFileSync(
      path.join(dir, 'entrada.ts'),
      "import { registro, Usado } from './shared/schemas/x.js';\nconsole.log(JSON.stringify({ registro, Usado }));\n",
    );
    const hecho = (plugins: (typeof pureSchemas)[]) =>
      build({ entryPoints: [path.join(dir, 'entrada.ts')], bundle: true, format: 'esm', write: false, plugins });
    const sin = (await hecho([])).outputFiles[0].text;
    const con = (await hecho([pureSchemas])).outputFiles[0].text;
    // Without the plugin, a const whose value calls something stays, used or not.
    expect(sin).toContain('no-usado-construido');
    expect(con).not.toContain('no-usado-construido');
    expect(con).toContain('usado-construido');
    expect(con).toContain("registro.push('sentencia')".replace(/'/g, '"'));
    // The same value at the same moment: the used constant is built before the statement after it.
    const salida: string[] = [];
    new Function('console', con.replace(/^export .*$/m, ''))({ log: (s: string) => salida.push(s) });
    expect(JSON.parse(salida[0])).toEqual({ registro: ['usado-construido', 'sentencia'], Usado: { tipo: 'usado' } });
  });
});
