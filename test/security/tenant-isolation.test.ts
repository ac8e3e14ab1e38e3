// Tenant isolation, driven by the route table: every tenant-scoped row must have a case here
// (the first test fails when a new one has none), and in each the admin of company A names data
// of company B and gets 404 — a foreign id is indistinguishable from a missing one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteId } from '../../shared/routes.js';
import { crearEmpresa, crearUsuario, login, type Session } from '../integration/fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from '../integration/local-stack.js';

let stack: TestStack;
let adminA: Session;
let usuarioB: { id: string; email: string; password: string };

beforeAll(async () => {
  stack = await startTestStack({ scheduler: false });
  await crearEmpresa('iso-a');
  await crearEmpresa('iso-b');
  const superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
  const a = await crearUsuario(stack, superadmin, { email: 'admin@iso-a.test', rol: 'admin', empresaId: 'iso-a' });
  adminA = await login(stack, a.email, a.password);
  usuarioB = await crearUsuario(stack, superadmin, { email: 'admin@iso-b.test', rol: 'admin', empresaId: 'iso-b' });
});
afterAll(async () => {
  await stack?.cleanup();
});

type Case = () => Promise<{ status: number; body: any }>;
const casos: Partial<Record<RouteId, Case>> = {
  usuariosList: () => stack.call('GET', '/api/usuarios?empresaId=iso-b', { token: adminA.token }),
  usuariosCreate: () =>
    stack.call('POST', '/api/usuarios', {
      token: adminA.token,
      body: { nombre: 'Intrusa', email: 'intrusa@iso-b.test', rol: 'admin', empresaId: 'iso-b' },
    }),
  usuariosUpdate: () => stack.call('PUT', `/api/usuarios/${usuarioB.id}`, { token: adminA.token, body: { nombre: 'Cambiado' } }),
  usuariosDelete: () => stack.call('DELETE', `/api/usuarios/${usuarioB.id}`, { token: adminA.token }),
};

describe('tenant isolation', () => {
  const scoped = routeList.filter((r) => r.tenantScoped);

  it('every tenant-scoped route has an isolation case', () => {
    expect(scoped.filter((r) => !casos[r.id]).map((r) => `${r.method} ${r.path}`)).toEqual([]);
  });

  it.each(scoped.map((r) => [`${r.method} ${r.path}`, r.id] as const))('%s: company B data is a 404 for the admin of A', async (_n, id) => {
    const res = await casos[id]!();
    expect(res.status).toBe(404);
    expect(res.body.success).toBe(false);
  });

  it('and company B data is unchanged afterwards', async () => {
    const b = await login(stack, usuarioB.email, usuarioB.password);
    expect(b.user.nombre).not.toBe('Cambiado');
    expect(b.user.activo).toBe(true);
  });
});
