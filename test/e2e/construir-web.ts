// Global set-up of the browser layer (D74): ONE production build of the web app for the whole
// run, instead of a Vite dev server per file that transformed every module again and sent the
// browser hundreds of modules on every page opened in a fresh context. The build names the API at a
// port chosen here; the files run one at a time, and each starts its stack's API on that port and
// serves this build as `npm start` does (infra/local/static-web.ts: CloudFront's rewrites and the
// production headers; D121). The build is infra/local/production-web.ts's, always made afresh here
// (the port changes every run). login.test.ts still opens the dev server (its CSP and module loading).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/emulators.js';
import { buildWeb as construir } from '../../infra/local/production-web.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the browser layer's stacks serve. */
    webDist: string;
    /** The API port that build calls (each file's stack listens on it; files run one at a time). */
    apiPort: number;
  }
}

export default async function buildWeb(project: TestProject): Promise<() => void> {
  const apiPort = await freePort();
  const webDist = mkdtempSync(join(tmpdir(), 'talentia-e2e-web-'));
  // The stack's adapter answers at http://localhost:<port> (its apiUrl): the same origin in the build
  // and in the served pages' Content-Security-Policy.
  await construir({ apiUrl: `http://localhost:${apiPort}`, outDir: webDist });
  project.provide('webDist', webDist);
  project.provide('apiPort', apiPort);
  return () => rmSync(webDist, { recursive: true, force: true });
}
