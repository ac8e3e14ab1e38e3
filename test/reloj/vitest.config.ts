// Runs only the planted clock test (test/reloj/plantada.test.ts), by hand: it is in no layer of `npm test`.
import { defineConfig } from 'vitest/config';

export default defineConfig({ test: { include: ['test/reloj/plantada.test.ts'], environment: 'node' } });
