// The layer rules of eslint.config.js (`capas/imports`) catch what they promise: each case lints a
// one-line file placed where the rule applies, with the repository's real config.
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../infra/local/stack.js';

const eslint = new ESLint({ cwd: REPO_ROOT });

async function mensajes(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'capas/imports').map((m) => m.message);
}

describe('capas/imports', () => {
  // The first lint loads the config and its plugins (seconds on a loaded machine): paid here, not by the first case.
  beforeAll(() => mensajes('shared/x.ts', ''), 60_000);

  it.each([
    ['shared/x.ts', "import { DynamoDBClient } from '@aws-sdk/client-dynamodb';", /shared\/ imports nothing but zod/],
    ['shared/x.ts', "import { readFileSync } from 'node:fs';", /shared\/ imports nothing but zod/],
    ['shared/x.ts', "import { config } from '../functions/lib/config.js';", /never imports functions\/, web\/ or infra\//],
    ['web/src/lib/x.ts', "import { config } from '../../../functions/lib/config.js';", /web\/ never imports functions\/ or infra\//],
    ['web/src/lib/x.ts', "import { fmt } from '../../../shared/messages';", /as @shared/],
    [
      'web/src/features/areas/components/x.tsx',
      "import { DashboardPage } from '../../dashboard/dashboard-page';",
      /another feature's internals \(areas → dashboard\)/,
    ],
    ['functions/lib/areas/x.ts', "import { ddb } from '../aws/dynamo.js';", /Only functions\/lib\/db\//],
    ['functions/lib/areas/x.ts', "import { QueryCommand } from '@aws-sdk/lib-dynamodb';", /Only functions\/lib\/db\//],
    ['functions/lib/areas/x.ts', "import { x } from '../../../web/src/lib/format';", /functions\/ never imports web\//],
    ['functions/http/areas/x.ts', "import { routes } from '../../../shared/routes/index.js';", /its own family's route file/],
    ['shared/x.ts', "import * as z from 'zod';", /zod is imported as 'zod\/mini'/],
    ['web/src/lib/x.ts', "import type { z } from 'zod';", /zod is imported as 'zod\/mini'/],
    // Test code out of the product (D137): a fixture that registers tests, a screen's helper that drives the DOM…
    ['functions/lib/colas/x.ts', "import { beforeEach, expect, it } from 'vitest';", /Only test code imports vitest/],
    [
      'web/src/features/empresas/x.ts',
      "import { screen } from '@testing-library/react';",
      /Only test code imports @testing-library\/react/,
    ],
    ['infra/local/x.ts', "import type { Mock } from 'vitest';", /Only test code imports vitest/],
    // …or product code reaching into the tests' fixtures.
    [
      'functions/lib/analisis/x.ts',
      "import { FUERTE } from '../../../test/testing/entrevistas-prueba.js';",
      /Product code never imports test code/,
    ],
    ['web/src/features/informes/x.tsx', "import { informe } from '../../test/informe-fixtures';", /Product code never imports test code/],
  ])('%s: %s is refused', async (file, code, razon) => {
    const m = await mensajes(file, code);
    expect(m).toHaveLength(1);
    expect(m[0]).toMatch(razon);
  });

  it.each([
    ['shared/x.ts', "import * as z from 'zod/mini';"],
    ['shared/x.ts', "import { fmt } from './messages.js';"],
    [
      'web/src/features/areas/components/x.tsx',
      "import { fmt } from '@shared/messages';\nimport { AreaCard } from './area-card';\nimport { api } from '../../../lib/api-client';",
    ],
    ['functions/lib/db/x.ts', "import { ddb } from '../aws/dynamo.js';"],
    ['functions/http/areas/x.ts', "import { areasRoutes } from '../../../shared/routes/areas.js';"],
    ['functions/http/sistema/openapi.ts', "import { routeList } from '../../../shared/routes/index.js';"],
    [
      'functions/lib/analisis/x.test.ts',
      "import { expect } from 'vitest';\nimport { FUERTE } from '../../../test/testing/entrevistas-prueba.js';",
    ],
    ['test/testing/x.ts', "import { expect } from 'vitest';\nimport { boundToRequest } from '../../functions/lib/request-scope.js';"],
    ['test/integration/x.ts', "import { expect } from 'vitest';\nimport { eventoCola } from '../testing/consumidores-cola.js';"],
    [
      'web/src/test/x.ts',
      "import { screen } from '@testing-library/react';\nimport { expect } from 'vitest';\nimport { mockFetch } from './fetch-mock';",
    ],
    ['web/src/features/informes/x.test.tsx', "import { informe } from '../../test/informe-fixtures';"],
  ])('%s: %s is allowed', async (file, code) => {
    expect(await mensajes(file, code)).toEqual([]);
  });
});

describe('capas/expresiones', () => {
  const expresiones = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === 'capas/expresiones').map((m) => m.message);
  };
  const plantada =
    "export const paso = { op: { Update: { Key: k, UpdateExpression: 'SET #uso.#e = #uso.#e + :uno', ConditionExpression: 'attribute_exists(PK)' } } };";

  it('refuses an update or condition expression written outside functions/lib/db/', async () => {
    const m = await expresiones('functions/lib/entrevistas/x.ts', `declare const k: unknown;\n${plantada}`);
    expect(m).toHaveLength(2);
    expect(m[0]).toMatch(/UpdateExpression is written in functions\/lib\/db\//);
    expect(await expresiones('functions/http/areas/x.ts', "export const q = { KeyConditionExpression: 'PK = :pk' };")).toHaveLength(1);
  });

  it('allows them in functions/lib/db/, in tests and outside functions/', async () => {
    for (const f of ['functions/lib/db/x.ts', 'functions/lib/entrevistas/x.test.ts', 'infra/local/x.ts'])
      expect(await expresiones(f, `declare const k: unknown;\n${plantada}`), f).toEqual([]);
  });
});

describe('capas/rutas-api', () => {
  const rutas = async (filePath: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath });
    return result.messages.filter((m) => m.ruleId === 'capas/rutas-api').map((m) => m.message);
  };
  const plantada = [
    'declare const api: { put: (p: string, b: unknown) => Promise<unknown> };',
    'declare const id: string;',
    'export const a = api.put(`/api/entrevistas/${id}/validacion`, {});',
    "export const b = '/api/dashboard';",
    "export const c = `/api/candidatos?${'q=x'}`;",
  ].join('\n');

  it('refuses an API path written by hand in a feature, a shared component or the app shell', async () => {
    const m = await rutas('web/src/features/entrevistas/api/x.ts', plantada);
    expect(m).toHaveLength(3);
    expect(m[0]).toMatch(/name the route of the table/);
    expect(await rutas('web/src/components/x.tsx', "export const k = '/api/areas';")).toHaveLength(1);
    expect(await rutas('web/src/app/shell/x.ts', "export const k = '/api?x=1';")).toHaveLength(1);
  });

  it('allows a named route, the client in web/src/lib, tests, and paths that only look alike', async () => {
    const limpia = [
      "import { llamar, urlRuta } from '../../../lib/api-rutas';",
      'declare const id: string;',
      "export const a = llamar('PUT /api/entrevistas/{id}/validacion', { params: { id }, body: { decision: 'aprobar' } } as never);",
      "export const b = urlRuta('GET /api/dashboard');",
      "export const c = '/apis/x' + '/dashboard/api/';",
    ].join('\n');
    expect(await rutas('web/src/features/entrevistas/api/x.ts', limpia)).toEqual([]);
    for (const f of ['web/src/lib/x.ts', 'web/src/features/entrevistas/x.test.ts', 'functions/lib/x.ts'])
      expect(await rutas(f, plantada), f).toEqual([]);
  });
});
