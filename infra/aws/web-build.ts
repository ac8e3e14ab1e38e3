// The web build the Web stack uploads (web/dist), and the hash of what went into it, kept beside it
// in web/dist.huella: the sources of web/ and the shared/ files the web imports, package-lock.json,
// the .env files and VITE_* variables (infra/local/production-web.ts, the same rule `npm start`
// uses to decide whether its own build is current). `npm run deploy` and `npm run build:web` build
// when that hash changed; a production synth refuses a missing or stale build (D141: without
// it `/` answered S3's 403, and an old build shipped silently).
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { webFingerprint, productionWeb, type ProductionWeb } from '../local/production-web.js';
import { REPO_ROOT } from './config.js';

/** The web build's default folder (context webDist). */
export const WEB_DIST = join(REPO_ROOT, 'web', 'dist');

/** The file holding the hash of the sources a build was made from: `<webDist>.huella`, beside the folder (never uploaded). */
export function webHashFile(webDist: string): string {
  return join(dirname(webDist), `${basename(webDist)}.huella`);
}

/** The hash of the current sources, as a build for AWS has it (no VITE_API_URL: the page calls /api on its own origin). */
export function currentWebHash(): string {
  return webFingerprint({});
}

/** Records `webDist` as built from the current sources (what a build does last; the infra tests stamp their fake builds with it). */
export function recordWebHash(webDist: string): void {
  writeFileSync(webHashFile(webDist), `${currentWebHash()}\n`);
}

/** Why `webDist` is not a current build of the sources, or undefined when it is. */
export function webBuildProblem(webDist: string): string | undefined {
  const donde = relative(REPO_ROOT, webDist) || webDist;
  if (!existsSync(join(webDist, 'index.html')))
    return `${donde} has no index.html: there is no web build, and CloudFront would answer S3's 403 on "/"`;
  const archivo = webHashFile(webDist);
  const guardada = existsSync(archivo) ? readFileSync(archivo, 'utf8').trim() : undefined;
  if (!guardada) return `${donde} has no ${basename(archivo)}: nothing says which sources it was built from`;
  if (guardada !== currentWebHash()) return `${donde} was built from other sources than the current web/ and shared/ files`;
  return undefined;
}

/** A production stage refuses to synthesise without a current web build, naming how to make one. */
export function requireCurrentWebBuild(webDist: string): void {
  const problema = webBuildProblem(webDist);
  if (problema)
    throw new Error(
      `Stage "prod" needs a current web build to upload: ${problema}. Run "npm run deploy -- …" (it builds the web when its sources changed) or "npm run build:web" first.`,
    );
}

/** Builds `webDist` unless it is the build of the current sources (then it is left as it is). */
export function buildWebIfChanged(webDist = WEB_DIST, log: (l: string) => void = console.log): Promise<ProductionWeb> {
  return productionWeb({ dist: webDist, archivoHuella: webHashFile(webDist), log });
}

// `npm run build:web`
if (import.meta.url === `file://${process.argv[1]}`) {
  buildWebIfChanged()
    .then((r) =>
      console.log(r.construida ? `web: ${relative(REPO_ROOT, r.dist)} compilada` : `web: ${relative(REPO_ROOT, r.dist)} ya está al día`),
    )
    .catch((err: unknown) => {
      console.error((err as Error).message);
      process.exit(1);
    });
}
