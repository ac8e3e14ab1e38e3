// nodemailer out of every function's bundle (docs/decisions/ D106). Only an installation that chose
// SMTP sends with it (SES is the default), yet esbuild — one file per function, no code splitting —
// inlines the `import('nodemailer')` of functions/lib/mail/transporte.ts, so every cold start of a
// function that may send mail parsed its 240 KB. This plugin makes that dynamic import load
// `./nodemailer.mjs`, a side file beside the function's `index.mjs`; `bundleNodemailer` bundles
// nodemailer once into it, and bundling-worker.ts copies it into each folder whose bundle imports it.
import * as path from 'node:path';
import { build, type Metafile, type OutputFile, type Plugin } from 'esbuild';
import { ESBUILD_OPTIONS } from './bundling.js';

/** The side file's name, beside `index.mjs` in a function's folder (and its asset). */
export const NODEMAILER_FILE = 'nodemailer.mjs';

export const nodemailerSideFile: Plugin = {
  name: 'nodemailer-side-file',
  setup(b) {
    b.onResolve({ filter: /^nodemailer$/ }, (args) => {
      if (args.kind === 'dynamic-import') return { path: `./${NODEMAILER_FILE}`, external: true };
      // A static import (or a require) would put nodemailer back in the bundle, or — externalized —
      // load the side file at every cold start: neither is what the side file is for.
      return {
        errors: [
          {
            text:
              `nodemailer is imported statically (${args.kind}) by ${path.relative(ESBUILD_OPTIONS.absWorkingDir ?? '.', args.importer)}: ` +
              `load it with await import('nodemailer') on the SMTP send (functions/lib/mail/transporte.ts, D106), ` +
              `so the bundle leaves it in ./${NODEMAILER_FILE}`,
          },
        ],
      };
    });
  },
};

/** The output files (absolute paths) whose code imports the side file, read from the build's metafile. */
export function outputsWithNodemailer(metafile: Metafile, absWorkingDir: string): string[] {
  return Object.entries(metafile.outputs)
    .filter(([, o]) => o.imports.some((i) => i.external && i.path === `./${NODEMAILER_FILE}`))
    .map(([f]) => path.resolve(absWorkingDir, f));
}

/**
 * nodemailer bundled into one ESM file with the handlers' options (the banner recreates `require` for
 * its CommonJS code): `nodemailer.mjs` and its source map, in memory. Its default export is
 * nodemailer's module, as `import('nodemailer')` gives it under Node.
 */
export async function bundleNodemailer(): Promise<OutputFile[]> {
  const r = await build({
    ...ESBUILD_OPTIONS,
    entryPoints: ['nodemailer'],
    outfile: path.join(ESBUILD_OPTIONS.absWorkingDir ?? '.', NODEMAILER_FILE),
    write: false,
  });
  return r.outputFiles;
}
