// ESLint (flat config) for the whole repository, run by `npm test` (`npm run lint`). Besides
// typescript-eslint's recommended rules, one local rule (`capas/imports`) encodes the layers of
// the code base, resolving every import to the file it names:
// - shared/ is the contract: it imports only zod and itself (no runtime: no AWS SDK, no Node
//   built-ins, no React), so server and web can both use it — and libphonenumber-js, in
//   shared/telefonos.ts alone (issue 67 item 9: plain functions and data that run on both sides;
//   where that module may be imported is test/lint/telefonos-donde.test.ts);
// - web/ never imports functions/ or infra/, and takes the contract as `@shared/…`;
// - a web feature (web/src/features/<x>/) never imports another feature's internals: shared UI
//   is web/src/components, the client and session web/src/lib;
// - functions/ never imports web/ or infra/;
// - a handler (functions/http/<family>/) imports its own row from its family's route file, never
//   the whole table (each Lambda carries only its own route's schemas: docs/decisions/ D26, D87);
// - nothing outside functions/lib/db/ (and the client module functions/lib/aws/dynamo.ts) talks
//   to DynamoDB (docs/decisions/ D27), and a second rule (`capas/expresiones`) keeps DynamoDB's
//   update, condition, key, filter and projection expressions there too: the company's counters and
//   quotas are written by functions/lib/db/empresa-contadores.ts alone (D88);
// - zod is 'zod/mini' everywhere, never zod classic (docs/decisions/ D52);
// - test code stays out of the product (D137): only test code — the `*.test.ts(x)` files,
//   test/ (the layers' suites, and test/testing/: what the unit tests beside the code share) and the
//   web's test kit web/src/test/ — imports test code or a test library (vitest, @testing-library);
// - the web's screens never write an API path by hand (`capas/rutas-api`): in web/src/features,
//   web/src/components and web/src/app a call or a read names a row of the route table
//   (`llamar`/`useRuta`/`usePaginada`/`urlRuta`/`direccionRuta`, web/src/lib), so a route that is not
//   in the table, or a wrong parameter, does not compile (D93). Tests are exempt: their
//   fetch stand-ins answer by the path the browser asks for.
// Formatting is Prettier's (`prettier --check`), so stylistic rules are off here.
import { dirname, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const ROOT = dirname(fileURLToPath(import.meta.url));

/** The repository-relative path (with '/') an import names, or null for a package. */
function target(fromFile, spec) {
  if (spec.startsWith('@shared/')) return `shared/${spec.slice('@shared/'.length)}`;
  if (!spec.startsWith('.')) return null;
  return relative(ROOT, resolve(dirname(fromFile), spec))
    .split(sep)
    .join('/');
}

const within = (path, dir) => path === dir || path.startsWith(`${dir}/`);

/** Where test code that is not itself a test file lives: the layers' suites and shared fixtures, the web's test kit. */
const TEST_CODE = ['test', 'web/src/test'];
const isTestCode = (path) => /\.test\.tsx?$/.test(path) || /(^|\/)vitest\.config\.ts$/.test(path) || TEST_CODE.some((d) => within(path, d));

/** The reason an import breaks a layer, or null. */
function problem(file, spec) {
  const from = relative(ROOT, file).split(sep).join('/');
  const to = target(file, spec);
  const pkg = to === null ? spec : null;
  const isTest = /\.test\.tsx?$/.test(from);

  // zod classic (`'zod'`, `'zod/v4'`) puts ≈ 100 KB in every bundle that reaches it; the contract is
  // written with zod/mini (docs/decisions/ D52). `zod/locales` and `zod/v4/core` are fine.
  if (pkg && /^zod(\/v4)?(\/classic)?$/.test(pkg))
    return "zod is imported as 'zod/mini' (D52): zod classic would add ≈ 100 KB to every bundle.";

  if (!isTestCode(from)) {
    if (pkg && /^(@?vitest|@testing-library)(\/|$)/.test(pkg))
      return `Only test code imports ${pkg}: put it in a *.test.ts file, in test/testing/ or in web/src/test/.`;
    if (to && TEST_CODE.some((d) => within(to, d))) return 'Product code never imports test code (test/, web/src/test/).';
  }

  if (within(from, 'shared') && !isTest) {
    const telefonos = from === 'shared/telefonos.ts' && pkg === 'libphonenumber-js/min';
    if (pkg && !/^zod(\/|$)/.test(pkg) && !telefonos)
      return `shared/ imports nothing but zod and itself: no runtime (${pkg}) in the contract.`;
    if (to && !within(to, 'shared')) return 'shared/ is the contract: it never imports functions/, web/ or infra/.';
  }
  if (within(from, 'web')) {
    if (to && (within(to, 'functions') || within(to, 'infra'))) return 'web/ never imports functions/ or infra/: the contract is @shared.';
    // The build's own config (vite.config.ts) runs in Node, where the alias does not exist yet.
    if (to && within(to, 'shared') && spec.startsWith('.') && from !== 'web/vite.config.ts')
      return 'The web imports the contract as @shared/…';
    const feature = /^web\/src\/features\/([^/]+)\//.exec(from)?.[1];
    const other = to && /^web\/src\/features\/([^/]+)\//.exec(to)?.[1];
    if (feature && other && other !== feature) {
      return `A feature never imports another feature's internals (${feature} → ${other}): move what both need to web/src/components or web/src/lib.`;
    }
  }
  if (within(from, 'functions')) {
    if (to && (within(to, 'web') || within(to, 'infra'))) return 'functions/ never imports web/ or infra/.';
    const dataLayer = within(from, 'functions/lib/db') || within(from, 'functions/lib/aws') || isTest;
    if (!dataLayer && ((pkg && /^@aws-sdk\/(client-dynamodb|lib-dynamodb)$/.test(pkg)) || to === 'functions/lib/aws/dynamo.js')) {
      return 'Only functions/lib/db/ talks to DynamoDB (docs/decisions/ D27).';
    }
    if (within(from, 'functions/http') && from !== 'functions/http/sistema/openapi.ts' && to === 'shared/routes/index.js') {
      return "A handler imports its own family's route file (shared/routes/<family>.js), not the whole table (D26).";
    }
  }
  return null;
}

const capas = {
  rules: {
    imports: {
      meta: { type: 'problem', docs: { description: 'The layers of the code base (see eslint.config.js)' }, schema: [] },
      create(context) {
        const check = (node) => {
          const spec = node.source?.value;
          if (typeof spec !== 'string') return;
          const message = problem(context.filename, spec);
          if (message) context.report({ node: node.source, message });
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
    expresiones: {
      meta: { type: 'problem', docs: { description: "DynamoDB's expressions live in functions/lib/db/" }, schema: [] },
      create(context) {
        const from = relative(ROOT, context.filename).split(sep).join('/');
        if (!within(from, 'functions') || within(from, 'functions/lib/db') || /\.test\.tsx?$/.test(from)) return {};
        const nombre = /^(Update|Condition|KeyCondition|Filter|Projection)Expression$/;
        return {
          Property(node) {
            const key = node.key.type === 'Identifier' ? node.key.name : node.key.type === 'Literal' ? String(node.key.value) : null;
            if (key && nombre.test(key))
              context.report({
                node: node.key,
                message: `${key} is written in functions/lib/db/ (the company's counters in empresa-contadores.ts): build the step there and call it.`,
              });
          },
        };
      },
    },
    'rutas-api': {
      meta: { type: 'problem', docs: { description: 'The web names routes of the table, never /api/ paths' }, schema: [] },
      create(context) {
        const from = relative(ROOT, context.filename).split(sep).join('/');
        const pantallas = ['web/src/features', 'web/src/components', 'web/src/app'].some((d) => within(from, d));
        if (!pantallas || /\.test\.tsx?$/.test(from)) return {};
        const ruta = (texto) => texto === '/api' || /^\/api[/?]/.test(texto);
        const mensaje =
          'An API path written by hand: name the route of the table (llamar, useRuta, usePaginada, urlRuta or direccionRuta in web/src/lib).';
        return {
          Literal(node) {
            if (typeof node.value === 'string' && ruta(node.value)) context.report({ node, message: mensaje });
          },
          TemplateLiteral(node) {
            if (ruta(node.quasis[0]?.value.cooked ?? '')) context.report({ node, message: mensaje });
          },
        };
      },
    },
  },
};

export default tseslint.config(
  { ignores: ['node_modules/', 'cdk.out/', 'web/dist/', '.local/', 'test-results/', 'coverage/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { capas },
    rules: {
      'capas/imports': 'error',
      'capas/expresiones': 'error',
      'capas/rutas-api': 'error',
      // `_unused` names are how the code drops storage attributes (`{ PK: _pk, ...rest }`).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', caughtErrors: 'none' },
      ],
      // Items read from the single table are loosely typed records by design (the data modules type them).
      '@typescript-eslint/no-explicit-any': 'off',
      'no-constant-condition': ['error', { checkLoops: false }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  prettier,
);
