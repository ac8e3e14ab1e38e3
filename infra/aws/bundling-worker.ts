// Runs the handlers' one esbuild build with the plugins it needs (esbuild's synchronous API takes
// none): `bundleHandlers` (bundling.ts) starts it as a child process, so CDK's synchronous
// construction and the tests keep a synchronous call. Reads `{ entryPoints, outdir }` on stdin.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { ESBUILD_OPTIONS } from './bundling.js';
import { pureSchemas } from './pure-schemas.js';
import { bundleNodemailer, nodemailerSideFile, outputsWithNodemailer } from './nodemailer-side-file.js';

let entrada = '';
for await (const trozo of process.stdin) entrada += String(trozo);
const { entryPoints, outdir } = JSON.parse(entrada) as { entryPoints: Record<string, string>; outdir: string };
const { metafile } = await build({
  ...ESBUILD_OPTIONS,
  entryPoints,
  outdir,
  outExtension: { '.js': '.mjs' },
  metafile: true,
  plugins: [pureSchemas, nodemailerSideFile],
});

// nodemailer, bundled once, beside every bundle that loads it on an SMTP send (D106).
const conNodemailer = outputsWithNodemailer(metafile, ESBUILD_OPTIONS.absWorkingDir!);
if (conNodemailer.length) {
  const ficheros = await bundleNodemailer();
  for (const salida of conNodemailer) {
    for (const f of ficheros) fs.writeFileSync(path.join(path.dirname(salida), path.basename(f.path)), f.contents);
  }
}
