// Environment variables a suite switches on for its tests. The local stack runs in the test's process
// and its handlers read the deploy's switches at each call, so a suite sets them in process.env; what
// was there before is put back after, so the next file in the same worker starts as the deploy does.
import { afterAll, beforeAll } from 'vitest';

/**
 * Sets `vars` before the file's (or the describe's) tests and restores each one after them (deleted
 * where it was unset). Hooks run in the order they are registered (and after-hooks in reverse): called
 * before the stack's, the stack starts with them; called after it, they are set once it is up.
 */
export function variablesDelArchivo(vars: Record<string, string>): void {
  const antes = new Map<string, string | undefined>();
  beforeAll(() => {
    for (const [nombre, valor] of Object.entries(vars)) {
      antes.set(nombre, process.env[nombre]);
      process.env[nombre] = valor;
    }
  });
  afterAll(() => {
    for (const [nombre, valor] of antes) {
      if (valor === undefined) delete process.env[nombre];
      else process.env[nombre] = valor;
    }
  });
}
