// Runs the handlers' one esbuild build with the plugins it needs (esbuild's synchronous API takes
// none): `bundleHandlers` (bundling.ts) starts it as a child process, so CDK's synchronous
// construction and the tests keep a synchronous call. Reads `{ entryPoints, outdir }` on stdin.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { build } from 'esbuild';
import { OPCIONES_ESBUILD } from './bundling.js';
import { esquemasPuros } from './esquemas-puros.js';
import { empaquetarNodemailer, nodemailerAparte, salidasConNodemailer } from './nodemailer-aparte.js';

let entrada = '';
for await (const trozo of process.stdin) entrada += String(trozo);
const { entryPoints, outdir } = JSON.parse(entrada) as { entryPoints: Record<string, string>; outdir: string };
const { metafile } = await build({
  ...OPCIONES_ESBUILD,
  entryPoints,
  outdir,
  outExtension: { '.js': '.mjs' },
  metafile: true,
  plugins: [esquemasPuros, nodemailerAparte],
});

// nodemailer, bundled once, beside every bundle that loads it on an SMTP send (D106).
const conNodemailer = salidasConNodemailer(metafile, OPCIONES_ESBUILD.absWorkingDir!);
if (conNodemailer.length) {
  const ficheros = await empaquetarNodemailer();
  for (const salida of conNodemailer) {
    for (const f of ficheros) fs.writeFileSync(path.join(path.dirname(salida), path.basename(f.path)), f.contents);
  }
}
