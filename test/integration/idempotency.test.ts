// Idempotency-Key on the create calls (DESIGN §4): a retry with the same key and request answers
// the first result instead of creating twice — also when the retries arrive in parallel — a key
// reused for another request is refused, keys belong to one user, and a refused first request
// leaves the key free for the retry. A claim whose function died before finishing is taken over
// after CLAIM_STALE_MS (called on the module: a Lambda cannot be killed mid-request here).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Caller } from '../../functions/lib/auth/caller.js';
import { beginIdempotent, CLAIM_STALE_MS } from '../../functions/lib/idempotency.js';
import { crearEmpresa, crearUsuario, login, mailsTo, pilaConSuperadmin, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';
import { filasQue } from '../testing/filas-rutas.js';

let stack: TestStack;
let superadmin: Session;
let adminA: Session;
let adminB: Session;

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin());
  await crearEmpresa('idem-a', { nombre: 'Idem A', usuarios: 10 });
  await crearEmpresa('idem-b', { nombre: 'Idem B', usuarios: 10 });
  await crearEmpresa('idem-cupo', { nombre: 'Idem Cupo', usuarios: 2 });
  adminA = await login(
    stack,
    (await crearUsuario(stack, superadmin, { email: 'admin@idem-a.test', rol: 'admin', empresaId: 'idem-a' })).email,
    'Usuario-Prueba-2026',
  );
  adminB = await login(
    stack,
    (await crearUsuario(stack, superadmin, { email: 'admin@idem-b.test', rol: 'admin', empresaId: 'idem-b' })).email,
    'Usuario-Prueba-2026',
  );
});
afterAll(async () => {
  await stack?.cleanup();
});

const conClave = (clave: string) => ({ 'Idempotency-Key': clave });
const areas = async (s: Session) =>
  (await stack.call('GET', '/api/areas', { token: s.token })).body.data as Array<{ id: string; nombreArea: string }>;

describe('Idempotency-Key', () => {
  it('is honoured by exactly the create rows of the route table', () => {
    expect(filasQue((r) => r.idempotent)).toEqual([
      'POST /api/areas',
      'POST /api/candidatos',
      'POST /api/configuracion',
      'POST /api/empresas',
      'POST /api/empresas/{id}/admin',
      'POST /api/entrevistas',
      'POST /api/onboarding',
      'POST /api/usuarios',
      'POST /api/vacantes',
      'POST /api/vacantes/{id}/candidatos',
      'POST /api/vacantes/{id}/lotes',
    ]);
  });

  it('a retry with the same key and body answers the first result and creates nothing more', async () => {
    const body = { nombreArea: 'Logística', descripcionArea: 'Almacén y reparto' };
    const first = await stack.call('POST', '/api/areas', { token: adminA.token, body, headers: conClave('area-logistica-0001') });
    const again = await stack.call('POST', '/api/areas', { token: adminA.token, body, headers: conClave('area-logistica-0001') });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    expect((await areas(adminA)).filter((a) => a.nombreArea === 'Logística')).toHaveLength(1);
  });

  it('the same key with another body is refused with 422 and creates nothing', async () => {
    await stack.call('POST', '/api/areas', {
      token: adminA.token,
      body: { nombreArea: 'Compras' },
      headers: conClave('area-compras-00001'),
    });
    const res = await stack.call('POST', '/api/areas', {
      token: adminA.token,
      body: { nombreArea: 'Calidad' },
      headers: conClave('area-compras-00001'),
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({
      success: false,
      error: 'IDEMPOTENCY_KEY_REUSED',
      message: 'La clave de idempotencia ya se usó con otra petición distinta; usa una clave nueva',
    });
    expect((await areas(adminA)).map((a) => a.nombreArea)).not.toContain('Calidad');
  });

  it("a key belongs to its user: another company's admin with the same key creates their own", async () => {
    const body = { nombreArea: 'Soporte' };
    const a = await stack.call('POST', '/api/areas', { token: adminA.token, body, headers: conClave('clave-compartida-1') });
    const b = await stack.call('POST', '/api/areas', { token: adminB.token, body, headers: conClave('clave-compartida-1') });
    expect(a.status).toBe(201);
    expect(b.status).toBe(201);
    expect(b.body.data.id).not.toBe(a.body.data.id);
    expect(b.headers.get('idempotent-replayed')).toBeNull();
    expect((await areas(adminB)).map((x) => x.id)).toContain(b.body.data.id);
  });

  it('a malformed key is a 400 with the Spanish rule, and nothing is created', async () => {
    for (const clave of ['corta', 'con espacios dentro', 'x'.repeat(201), 'ñandú-0000001']) {
      const res = await stack.call('POST', '/api/areas', {
        token: adminA.token,
        body: { nombreArea: `Mala ${clave.length}` },
        headers: conClave(clave),
      });
      expect(res.status, clave).toBe(400);
      expect(res.body.message).toBe(
        'La cabecera Idempotency-Key no es válida: usa entre 8 y 200 letras, números, guiones, guiones bajos, puntos o dos puntos',
      );
    }
    expect((await areas(adminA)).filter((a) => a.nombreArea.startsWith('Mala'))).toEqual([]);
  });

  it('eight parallel sends of one user creation create one user, take one seat and send one invitation', async () => {
    const body = { nombre: 'Paula', email: 'paula@idem-a.test', rol: 'operador', password: 'Qbvmb-Clave-2026' };
    const before = (await stack.call('GET', '/api/empresas/idem-a', { token: superadmin.token })).body.data.uso.usuarios;
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        stack.call('POST', '/api/usuarios', { token: adminA.token, body, headers: conClave('alta-paula-000001') }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.every((s) => s === 201 || s === 409)).toBe(true);
    expect(statuses.filter((s) => s === 201).length).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((x) => x.status === 409)) expect(r.body.error).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(new Set(answers.filter((r) => r.status === 201).map((r) => r.body.data.user.id)).size).toBe(1);
    // Once the first has finished, a late retry is a replay.
    const late = await stack.call('POST', '/api/usuarios', { token: adminA.token, body, headers: conClave('alta-paula-000001') });
    expect(late.status).toBe(201);
    expect(late.headers.get('idempotent-replayed')).toBe('true');
    const after = (await stack.call('GET', '/api/empresas/idem-a', { token: superadmin.token })).body.data.uso.usuarios;
    expect(after).toBe(before + 1);
    expect(await mailsTo(stack, 'paula@idem-a.test')).toHaveLength(1);
  });

  it('a refused first request leaves the key free: the retry after the cause is fixed creates', async () => {
    const admin = await login(
      stack,
      (await crearUsuario(stack, superadmin, { email: 'admin@idem-cupo.test', rol: 'admin', empresaId: 'idem-cupo' })).email,
      'Usuario-Prueba-2026',
    );
    const ocupa = await crearUsuario(stack, admin, { email: 'ocupa@idem-cupo.test', rol: 'operador' });
    const body = { nombre: 'Quique', email: 'quique@idem-cupo.test', rol: 'operador', password: 'Rvjrvf-Clave-2026' };
    const lleno = await stack.call('POST', '/api/usuarios', { token: admin.token, body, headers: conClave('alta-quique-00001') });
    expect(lleno.status).toBe(409);
    expect(lleno.body.error).toBe('QUOTA_EXCEEDED');
    expect((await stack.call('DELETE', `/api/usuarios/${ocupa.id}`, { token: admin.token })).status).toBe(200);
    const retry = await stack.call('POST', '/api/usuarios', { token: admin.token, body, headers: conClave('alta-quique-00001') });
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBeNull();
  });

  it('without a key, create calls behave as before: each call creates', async () => {
    const a = await stack.call('POST', '/api/areas', { token: adminA.token, body: { nombreArea: 'Sin clave 1' } });
    const b = await stack.call('POST', '/api/areas', { token: adminA.token, body: { nombreArea: 'Sin clave 2' } });
    expect([a.status, b.status]).toEqual([201, 201]);
  });
});

describe('a claim whose function died between the effect and the record', () => {
  it('answers 409 until CLAIM_STALE_MS has passed, then the retry runs the handler again', async () => {
    const caller = { userId: 'u-muerta', empresaId: 'idem-a' } as unknown as Caller;
    const begin = () =>
      beginIdempotent({ clave: 'murio-antes-0001', caller, handler: 'areas/create', path: '/api/areas', body: { nombreArea: 'Zeta' } });
    const first = await begin();
    expect(first?.replay).toBeUndefined(); // never finished: the container died after the effect
    const t0 = Date.now();
    vi.useFakeTimers({ toFake: ['Date'], now: t0 });
    try {
      vi.setSystemTime(t0 + CLAIM_STALE_MS - 1_000);
      await expect(begin()).rejects.toMatchObject({ status: 409, code: 'IDEMPOTENCY_IN_PROGRESS' });
      vi.setSystemTime(t0 + CLAIM_STALE_MS + 1_000);
      const taken = await begin();
      expect(taken).not.toBeNull();
      expect(taken?.replay).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
