// Security suite generated from the route table: every row is checked, so a new route cannot
// skip authentication by accident. Anonymous and forged-token calls to every non-public route
// answer 401 before the handler runs; public routes answer without a token; every row's handler
// module exists. The per-role permission matrix and the tenant-isolation cases will iterate the
// same rows once routes with permissions and tenant data exist (Identity and Companies issues).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { servidor } from '../../shared/messages.js';
import { HTTP_METHODS, isTenantScoped } from '../../shared/route-types.js';
import { routeList, type RouteRow } from '../../shared/routes/index.js';
import { REPO_ROOT } from '../../infra/local/stack.js';
import { nombreFila, rutaDeEjemplo } from '../testing/filas-rutas.js';
import { startTestStack, type TestStack } from '../integration/local-stack.js';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
});
afterAll(async () => {
  await stack?.cleanup();
});

const samplePath = (route: RouteRow) => rutaDeEjemplo(route, 'a/b.png');

const FORGED =
  'eyJhbGciOiJSUzI1NiIsImtpZCI6IkNvZ25pdG9Mb2NhbCJ9.eyJzdWIiOiJ4IiwiY3VzdG9tOnJvbCI6InN1cGVyYWRtaW4iLCJ0b2tlbl91c2UiOiJpZCJ9.c2lnbmF0dXJh';

describe('the route table', () => {
  it('has unique METHOD path pairs, valid methods and a handler module for every row', () => {
    const seen = new Set<string>();
    for (const r of routeList) {
      const key = nombreFila(r);
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
      expect(HTTP_METHODS).toContain(r.method);
      expect(r.path.startsWith('/api/') || r.path.startsWith('/uploads/'), key).toBe(true);
      expect(existsSync(join(REPO_ROOT, 'functions', 'http', `${r.handler}.ts`)), `${r.handler}.ts`).toBe(true);
      if (r.public) expect(r.permission, `${key} is public and names a permission`).toBeNull();
      if (isTenantScoped(r)) expect(r.public, `${key} is tenant-scoped and public`).toBe(false);
    }
  });

  it.each(routeList.filter((r) => !r.public).map((r) => [nombreFila(r), r] as const))(
    '%s refuses anonymous and forged-token calls with 401',
    async (_name, route) => {
      const anon = await stack.call(route.method, samplePath(route), { body: route.body ? {} : undefined });
      expect(anon.status).toBe(401);
      expect(anon.body).toMatchObject({ success: false, error: 'UNAUTHORIZED' });
      const forged = await stack.call(route.method, samplePath(route), { token: FORGED, body: route.body ? {} : undefined });
      expect(forged.status).toBe(401);
    },
  );

  // A company API key (D145) that does not exist: a 401 on the rows that take keys (it is looked
  // up and not found), a 403 on every other authenticated row (no row but those takes a key at all).
  it.each(routeList.filter((r) => !r.public).map((r) => [nombreFila(r), r] as const))(
    '%s refuses a forged API key',
    async (_name, route) => {
      const headers = { authorization: `Bearer tk_${'f'.repeat(43)}` };
      const res = await stack.call(route.method, samplePath(route), { headers, body: route.body ? {} : undefined });
      expect(res.status).toBe(route.claveApi ? 401 : 403);
      expect(res.body).toMatchObject({ success: false, error: route.claveApi ? 'UNAUTHORIZED' : 'FORBIDDEN' });
    },
  );

  it.each(routeList.filter((r) => r.public).map((r) => [nombreFila(r), r] as const))(
    '%s is public: it answers without a token',
    async (_name, route) => {
      const res = await stack.call(route.method, samplePath(route));
      // It may refuse for its own reasons (the refresh cookie is missing), never for want of a token.
      expect(res.body?.message).not.toBe(servidor.noAutenticado);
      expect(res.status).toBeLessThan(500);
    },
  );
});
