// Counts the assertions of every test, for the per-layer report of `npm test` (D74; the
// reporter beside this file adds them up). An assertion is one `expect(…)` matcher call as vitest
// counts them (`expect.getState().assertionCalls`, the figure `expect.assertions(n)` checks), made
// inside a test; those in hooks outside a test are not counted.
import { beforeEach, expect, onTestFinished } from 'vitest';

declare module 'vitest' {
  interface TaskMeta {
    aserciones?: number;
  }
}

beforeEach(({ task }) => {
  onTestFinished(() => {
    task.meta.aserciones = expect.getState().assertionCalls;
  });
});
