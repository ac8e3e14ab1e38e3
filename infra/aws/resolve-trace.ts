// A function's stack trace, as CloudWatch Logs shows it (positions in the minified
// /var/task/index.mjs), back in the sources. The zips carry no source maps and the functions do not
// run with --enable-source-maps (D141: the maps were 120 MB of the 194 MB of assets, and loading
// them cost every cold start); esbuild still writes each map beside its bundle, and the same commit
// bundles to the same bytes, so the map of a `cdk synth` at the deployed commit reads the trace:
//
//   git checkout <deployed commit> && npx cdk synth --quiet -c stage=… (the deploy's -c keys)
//   npm run -s traza -- http/auth/login < trace.txt
import * as fs from 'node:fs';
import { SourceMap, type SourceMapPayload } from 'node:module';
import * as path from 'node:path';
import { REPO_ROOT } from './config.js';

/** `index.mjs:LINE:COLUMN` (and nodemailer.mjs, the side file) in a trace line. */
const POSITION = /(?:file:\/\/)?\/?(?:var\/task\/)?((?:index|nodemailer)\.mjs):(\d+):(\d+)/g;

/** Each position of the trace in `maps` (file name → its map) replaced by the source's; the others left as they are. */
export function resolveTrace(trace: string, maps: Record<string, SourceMapPayload>): string {
  const opened = new Map<string, SourceMap>();
  return trace.replace(POSITION, (whole, file: string, line: string, column: string) => {
    const payload = maps[file];
    if (!payload) return whole;
    if (!opened.has(file)) opened.set(file, new SourceMap(payload));
    const e = opened.get(file)!.findEntry(Number(line) - 1, Number(column) - 1) as {
      originalSource?: string;
      originalLine?: number;
      originalColumn?: number;
    };
    if (!e.originalSource) return whole;
    const source = e.originalSource.replace(/^(\.\.\/)+/, '');
    return `${source}:${(e.originalLine ?? 0) + 1}:${(e.originalColumn ?? 0) + 1}`;
  });
}

/** The maps of one bundle (`http/auth/login`) in the bundle folder of a synth. */
export function bundleSourceMaps(
  bundle: string,
  bundleDir = path.join(REPO_ROOT, 'cdk.out', '.bundles'),
): Record<string, SourceMapPayload> {
  const dir = path.join(bundleDir, bundle);
  if (!fs.existsSync(dir)) throw new Error(`No bundle ${bundle} in ${bundleDir}: run "npx cdk synth --quiet" at the deployed commit first`);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.mjs.map'))
      .map((f) => [f.replace(/\.map$/, ''), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')) as SourceMapPayload]),
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const bundle = process.argv[2];
  if (!bundle) {
    console.error('Uso: npm run -s traza -- <http|jobs>/<handler> < traza.txt');
    process.exit(2);
  }
  let trace = '';
  for await (const chunk of process.stdin) trace += String(chunk);
  process.stdout.write(resolveTrace(trace, bundleSourceMaps(bundle)));
}
