// nodemailer out of every function's bundle (docs/decisions/ D106). Only an installation that chose
// SMTP sends with it (SES is the default), yet esbuild — one file per function, no code splitting —
// inlines the `import('nodemailer')` of functions/lib/mail/transporte.ts, so every cold start of a
// function that may send mail parsed its 240 KB. This plugin makes that dynamic import load
// `./nodemailer.mjs`, a side file beside the function's `index.mjs`; `empaquetarNodemailer` bundles
// nodemailer once into it, and empaquetar.ts copies it into each folder whose bundle imports it.
import * as path from 'node:path';
import { build, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { OPCIONES_ESBUILD } from './bundling.js';

/** The side file's name, beside `index.mjs` in a function's folder (and its asset). */
export const FICHERO_NODEMAILER = 'nodemailer.mjs';

export const nodemailerAparte: Plugin = {
  name: 'nodemailer-aparte',
  setup(b) {
    b.onResolve({ filter: /^nodemailer$/ }, (args) => {
      if (args.kind === 'dynamic-import') return { path: `./${FICHERO_NODEMAILER}`, external: true };
      // A static import (or a require) would put nodemailer back in the bundle, or — externalized —
      // load the side file at every cold start: neither is what the side file is for.
      return {
        errors: [
          {
            text:
              `nodemailer is imported statically (${args.kind}) by ${path.relative(OPCIONES_ESBUILD.absWorkingDir ?? '.', args.importer)}: ` +
              `load it with await import('nodemailer') on the SMTP send (functions/lib/mail/transporte.ts, D106), ` +
              `so the bundle leaves it in ./${FICHERO_NODEMAILER}`,
          },
        ],
      };
    });
  },
};

/** The output files (absolute paths) whose code imports the side file, read from the build's metafile. */
export function salidasConNodemailer(metafile: Metafile, absWorkingDir: string): string[] {
  return Object.entries(metafile.outputs)
    .filter(([, o]) => o.imports.some((i) => i.external && i.path === `./${FICHERO_NODEMAILER}`))
    .map(([f]) => path.resolve(absWorkingDir, f));
}

/**
 * nodemailer bundled into one ESM file with the handlers' options (the banner recreates `require` for
 * its CommonJS code): `nodemailer.mjs` and its source map, in memory. Its default export is
 * nodemailer's module, as `import('nodemailer')` gives it under Node.
 */
export async function empaquetarNodemailer(): Promise<OutputFile[]> {
  const r = await build({
    ...OPCIONES_ESBUILD,
    entryPoints: ['nodemailer'],
    outfile: path.join(OPCIONES_ESBUILD.absWorkingDir ?? '.', FICHERO_NODEMAILER),
    write: false,
  });
  return r.outputFiles;
}
