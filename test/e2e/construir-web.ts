// Global set-up of the browser layer (issue 22): ONE production build of the web app for the whole
// run, instead of a Vite dev server per file that transformed every module again and sent the
// browser hundreds of modules on every page opened in a fresh context. The build names the API at a
// port chosen here; the files run one at a time, and each starts its stack's API on that port and
// serves this build with Vite's preview server (the production headers, as CloudFront sends them).
// login.test.ts still opens the dev server (its CSP and module loading), csp.test.ts its own build.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../infra/local/emulators.js';
import { REPO_ROOT } from '../../infra/local/stack.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The production build the browser layer's stacks serve. */
    webDist: string;
    /** The API port that build calls (each file's stack listens on it; files run one at a time). */
    apiPort: number;
  }
}

export default async function construirWeb(project: TestProject): Promise<() => void> {
  const apiPort = await freePort();
  const webDist = mkdtempSync(join(tmpdir(), 'talentia-e2e-web-'));
  const antes = { api: process.env.VITE_API_URL, nodeEnv: process.env.NODE_ENV };
  // The stack's adapter answers at http://localhost:<port> (its apiUrl): the same origin in the build
  // and in the preview server's Content-Security-Policy.
  process.env.VITE_API_URL = `http://localhost:${apiPort}`;
  // A production build (vitest sets NODE_ENV=test, which would make a development one).
  process.env.NODE_ENV = 'production';
  try {
    const { build } = await import('vite');
    await build({
      configFile: join(REPO_ROOT, 'web', 'vite.config.ts'),
      root: join(REPO_ROOT, 'web'),
      mode: 'production',
      logLevel: 'error',
      build: { outDir: webDist, emptyOutDir: true },
    });
  } finally {
    process.env.VITE_API_URL = antes.api;
    process.env.NODE_ENV = antes.nodeEnv;
    if (antes.api === undefined) delete process.env.VITE_API_URL;
  }
  project.provide('webDist', webDist);
  project.provide('apiPort', apiPort);
  return () => rmSync(webDist, { recursive: true, force: true });
}
