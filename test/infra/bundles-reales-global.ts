// Global set-up of the CDK layer: an empty folder of this run for the real handlers' bundles, which
// the first file that needs them builds (test/infra/bundles-reales.ts); removed when the run ends.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the real handlers' bundles (test/infra/bundles-reales.ts). */
    bundlesReales: string;
  }
}

export default function carpetaDeBundles(project: TestProject): () => void {
  const raiz = mkdtempSync(join(tmpdir(), 'talentia-bundles-reales-'));
  project.provide('bundlesReales', raiz);
  return () => rmSync(raiz, { recursive: true, force: true });
}
