// One runner for every test layer; `npm test` (test/capas.mjs) runs them all (see README "Tests"):
// e2e in a vitest process of its own, one file at a time, beside a second one for the other layers.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

/** The web test files that call vi.mock: they run isolated (see the `web-aislado` project). */
const webSrc = fileURLToPath(new URL('./web/src/', import.meta.url));
const conMocks = readdirSync(webSrc, { recursive: true, encoding: 'utf8' })
  .filter((f) => /\.test\.tsx?$/.test(f) && readFileSync(webSrc + f, 'utf8').includes('vi.mock('))
  .map((f) => `web/src/${f.split('\\').join('/')}`);

/** Where the unit layer's files are. */
const UNIT_RAICES = ['shared', 'functions', 'infra/local', 'test/lint', 'test/contratos'];
const unitFiles = UNIT_RAICES.flatMap((raiz) =>
  readdirSync(fileURLToPath(new URL(`./${raiz}/`, import.meta.url)), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.test.ts'))
    .map((f) => `${raiz}/${f.split('\\').join('/')}`),
);
/**
 * The unit files that change what a later file in the same module graph would see: a module replaced
 * (vi.mock), the AWS SDK's clients mocked (aws-sdk-client-mock patches their classes), the
 * environment, spies, fake timers, the module registry. They run isolated (`unit-aislado`); the rest
 * share one module graph per worker (`unit`), as the web layer does (D74).
 */
const CAMBIAN_LO_COMUN = /vi\.(mock|doMock|stubEnv|stubGlobal|resetModules|spyOn|useFakeTimers)\(|mockClient\(|process\.env/;
const unitAislados = unitFiles.filter((f) =>
  CAMBIAN_LO_COMUN.test(readFileSync(fileURLToPath(new URL(`./${f}`, import.meta.url)), 'utf8')),
);

/**
 * The integration files whose claims are about timing under contention — a burst's transactions within
 * the request's deadline (concurrencia), a rate limit counted exactly under 320 requests at once
 * (claves-acceso, mis-datos, ayuda-candidato), 600 requests of one token within 15 minutes (entrevista-publica). Beside the browser
 * layer on two cores they were starved of CPU (the CI runs of stop 57: 503 «muchas peticiones», 281 of 300,
 * a 60 s time-out) although each passes alone: they run as `integration-aislado`, alone at the end of
 * `npm test` (test/capas.mjs), so what they measure is the product's behaviour, not the machine's load.
 */
export const INTEGRACION_AISLADA = [
  'test/integration/concurrencia.test.ts',
  'test/integration/claves-acceso.test.ts',
  'test/integration/entrevista-publica.test.ts',
  // Exactly the limit of a burst through one conditional counter: «Mis datos» per source address, a
  // candidate's fifty help messages at once (both failed beside the browser layer in stop 58's CI run).
  'test/integration/mis-datos.test.ts',
  'test/integration/ayuda-candidato.test.ts',
];

/** Counts each test's assertions for the per-layer report (test/contar/reporter.ts). */
const contar = 'test/contar/setup.ts';

/** Quiet logs in tests (a failing assertion says what went wrong); no Node-20 SDK notice. */
const env = { LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'SILENT', AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' };

export default defineConfig({
  test: {
    reporters: ['default', './test/contar/reporter.ts'],
    projects: [
      {
        test: {
          name: 'unit',
          include: UNIT_RAICES.map((r) => `${r}/**/*.test.ts`),
          exclude: unitAislados,
          environment: 'node',
          env,
          setupFiles: [contar],
          // One module graph per worker instead of per file: importing each file's modules again was
          // most of this layer's time (16 s of a 53 s run; the tests themselves 20 s).
          isolate: false,
        },
      },
      {
        test: {
          // The unit files that replace or change what others would share (see unitAislados).
          name: 'unit-aislado',
          include: unitAislados,
          environment: 'node',
          env,
          setupFiles: [contar],
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          name: 'web',
          include: ['web/src/**/*.test.{ts,tsx}'],
          exclude: conMocks,
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts', contar],
          // One jsdom and one module graph (React, Chakra, the app) per worker instead of per file:
          // half of this layer's time was each file loading them again (D74). The set-up file
          // cleans what a test leaves (DOM, storage, mocks, timers, toasts) after every test.
          isolate: false,
          // CI runs this layer beside the browser and integration layers on two cores: a worker's first
          // test (loading React, Chakra and the app) took over vitest's 5 s there while taking 2.6 s alone.
          testTimeout: 15_000,
        },
      },
      {
        extends: './web/vite.config.ts',
        test: {
          // The files that replace a module with vi.mock need their own module graph.
          name: 'web-aislado',
          include: conMocks,
          testTimeout: 15_000,
          environment: 'jsdom',
          setupFiles: ['web/src/test/setup.ts', contar],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['test/integration/**/*.test.ts', 'test/security/**/*.test.ts'],
          exclude: INTEGRACION_AISLADA,
          environment: 'node',
          env,
          setupFiles: [contar],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'integration-aislado',
          include: INTEGRACION_AISLADA,
          environment: 'node',
          env,
          setupFiles: [contar],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        test: {
          name: 'infra',
          include: ['test/infra/**/*.test.ts'],
          // The run's folder for the real handlers' bundles, built once for the files that check them.
          globalSetup: ['test/infra/bundles-reales-global.ts'],
          // One module graph per worker instead of per file: each of the 13 files loaded aws-cdk-lib and
          // cdk-nag again (13.5 s of imports of a 110 s run, under load). The files share no state that
          // a test changes: each builds its own apps in its own temporary folders, and the one
          // environment variable a test sets is put back. Side by side, the layer's CPU 64 → 47 s.
          isolate: false,
          environment: 'node',
          env,
          setupFiles: [contar],
          testTimeout: 300_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          // One production build of the web app for the run (each file serves it; see the file).
          globalSetup: ['test/e2e/construir-web.ts'],
          environment: 'node',
          env,
          setupFiles: [contar],
          testTimeout: 120_000,
          hookTimeout: 240_000,
          fileParallelism: false,
        },
      },
    ],
  },
});
