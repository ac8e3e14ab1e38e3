// The SaaS panel's tenants searched with `?q=` (D108): the companies list's own search (commercial
// name, legal name or email, case-insensitive, over the company index), the same 400 as that list for
// a bad q, pages by cursor while searching, and the superadmin's alone. One stack, its companies made
// through the API as the superadmin makes them (so their search text is the one the writes keep).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { empresaConAdmin, pilaConSuperadmin, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
const ids: Record<string, string> = {};

const tenants = (query: string, token = superadmin.token) => stack.call('GET', `/api/saas/tenants${query}`, { token });
const nombres = async (q: string) => {
  const res = await tenants(`?q=${encodeURIComponent(q)}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body.data.items as { nombre: string }[]).map((t) => t.nombre).sort();
};

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
  const zafiro = await empresaConAdmin(stack, superadmin, {
    nombreComercial: 'Zafiro',
    nombreLegal: 'Piedras Preciosas Ibéricas S.L.',
    email: 'hola@zafiro-rrhh.test',
    cif: 'B00000018',
    admin: { nombre: 'Zoe', email: 'zoe@zafiro-rrhh.test', password: 'Apf-Clave-2026' },
  });
  ids.zafiro = zafiro.empresaId;
  admin = zafiro.admin;
  const omega = await stack.call('POST', '/api/empresas', {
    token: superadmin.token,
    body: { nombreLegal: 'Omega Industrial SA', email: 'rrhh@omega.test', cif: 'B00000026' },
  });
  expect(omega.status, JSON.stringify(omega.body)).toBe(201);
  ids.omega = omega.body.data.id;
  const delta = await stack.call('POST', '/api/empresas', {
    token: superadmin.token,
    body: { nombreComercial: 'Delta', nombreLegal: 'Delta Logística S.L.', email: 'hola@delta.test', cif: 'B00000034' },
  });
  expect(delta.status, JSON.stringify(delta.body)).toBe(201);
  ids.delta = delta.body.data.id;
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('GET /api/saas/tenants?q=', () => {
  it('finds a company by commercial name, legal name or email, whatever the case; the other is absent', async () => {
    for (const q of ['ZAFIRO', 'preciosas IBÉRICAS', 'HOLA@Zafiro-rrhh']) expect(await nombres(q), q).toEqual(['Zafiro']);
    expect(await nombres('omega industrial')).toEqual(['Omega Industrial SA']);
    expect(await nombres('no-existe-ninguna')).toEqual([]);
    // Without q, every company (and a search hit carries the tenant's figures as without one).
    expect(await nombres('')).toEqual(['Delta', 'Omega Industrial SA', 'Zafiro']);
    const hit = (await tenants('?q=zafiro')).body.data.items[0];
    expect(hit).toMatchObject({ id: ids.zafiro, usuarios_activos: 1, estado_ia: 'sin_clave', ultimo_acceso: expect.any(String) });
  });

  it('pages a search by cursor: every match once, the company that does not match never', async () => {
    const vistos: string[] = [];
    let cursor: string | null = null;
    let paginas = 0;
    do {
      const res = await tenants(`?q=RRHH&limit=1${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data.items.length).toBeLessThanOrEqual(1);
      vistos.push(...res.body.data.items.map((t: { id: string }) => t.id));
      cursor = res.body.data.cursor;
      paginas++;
    } while (cursor && paginas < 5);
    expect(vistos.sort()).toEqual([ids.omega, ids.zafiro].sort());
  });

  it('a too-long or malformed q is the companies list’s 400, in Spanish', async () => {
    for (const q of [`?q=${'z'.repeat(201)}`, '?q=%C0%AF']) {
      const empresas = await stack.call('GET', `/api/empresas${q}`, { token: superadmin.token });
      const res = await tenants(q);
      expect(empresas.status).toBe(400);
      expect(res).toMatchObject({ status: 400, body: { success: false, message: empresas.body.message } });
    }
    expect((await tenants(`?q=${'z'.repeat(201)}`)).body.message).toMatch(/200/);
    // 200 characters are still a search (the trimmed text is what counts).
    expect((await tenants(`?q=${encodeURIComponent(` ${'z'.repeat(200)} `)}`)).status).toBe(200);
  });

  it('a company admin still gets 403, with or without q', async () => {
    for (const q of ['', '?q=zafiro']) expect((await tenants(q, admin.token)).status).toBe(403);
  });
});
