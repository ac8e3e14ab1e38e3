// The esbuild plugin that lets a function's bundle leave out the schemas and route rows it does not
// use (D87). zod builds each schema when its module loads, and esbuild keeps every top-level
// `const X = z.object(…)` of an imported module, used or not: to it, a call may have side effects,
// and it does not honour `@__NO_SIDE_EFFECTS__` across modules (evanw/esbuild#4369). The contract
// modules (shared/schemas/, shared/routes/) only define values, so this plugin wraps each top-level
// `const` whose value makes a call in a pure-annotated arrow call — `/* @__PURE__ */ (() => (…))()`,
// the same value at the same moment — and esbuild drops the ones no code reaches. Statements that
// are not `const` declarations (a registry call, say) are left as written and stay in the bundle.
import * as fs from 'node:fs';
import type { Plugin } from 'esbuild';
import ts from 'typescript';

/** The modules whose top-level constants are values only (tests keep them so). */
export const PURE_MODULES = /[\\/]shared[\\/](schemas|routes)[\\/][^\\/]+\.ts$/;

function haceLlamadas(node: ts.Node): boolean {
  if (ts.isCallExpression(node) || ts.isNewExpression(node) || ts.isTaggedTemplateExpression(node)) return true;
  // What a function's body calls runs when it is called, not when the module loads.
  if (ts.isArrowFunction(node) || ts.isFunctionExpression(node)) return false;
  return ts.forEachChild(node, haceLlamadas) ?? false;
}

/** The module's text with each top-level `const` that makes a call marked pure for the bundler. */
export function markConstantsPure(texto: string, fichero = 'modulo.ts'): string {
  const sf = ts.createSourceFile(fichero, texto, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const cambios: Array<{ desde: number; hasta: number; texto: string }> = [];
  for (const st of sf.statements) {
    if (!ts.isVariableStatement(st) || !(st.declarationList.flags & ts.NodeFlags.Const)) continue;
    for (const d of st.declarationList.declarations) {
      if (!d.initializer || !haceLlamadas(d.initializer)) continue;
      const desde = d.initializer.getStart(sf);
      const hasta = d.initializer.getEnd();
      cambios.push({ desde, hasta, texto: `/* @__PURE__ */ (() => (${texto.slice(desde, hasta)}))()` });
    }
  }
  let salida = texto;
  for (const c of cambios.reverse()) salida = salida.slice(0, c.desde) + c.texto + salida.slice(c.hasta);
  return salida;
}

export const pureSchemas: Plugin = {
  name: 'pure-schemas',
  setup(build) {
    // (esbuild's filters are Go regular expressions: no look-behind for the tests' files.)
    build.onLoad({ filter: PURE_MODULES }, (args) =>
      args.path.endsWith('.test.ts')
        ? undefined
        : { contents: markConstantsPure(fs.readFileSync(args.path, 'utf8'), args.path), loader: 'ts' },
    );
  },
};
