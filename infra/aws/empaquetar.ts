// Runs the handlers' one esbuild build with the plugins it needs (esbuild's synchronous API takes
// none): `bundleHandlers` (bundling.ts) starts it as a child process, so CDK's synchronous
// construction and the tests keep a synchronous call. Reads `{ entryPoints, outdir }` on stdin.
import { build } from 'esbuild';
import { OPCIONES_ESBUILD } from './bundling.js';
import { esquemasPuros } from './esquemas-puros.js';

let entrada = '';
for await (const trozo of process.stdin) entrada += String(trozo);
const { entryPoints, outdir } = JSON.parse(entrada) as { entryPoints: Record<string, string>; outdir: string };
await build({ ...OPCIONES_ESBUILD, entryPoints, outdir, outExtension: { '.js': '.mjs' }, plugins: [esquemasPuros] });
