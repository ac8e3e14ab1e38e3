// Notifications through the local stack: created by real events (a user added, a company created),
// listed newest first with an exact unread count, marked read one by one or all, removed, kept per
// user and per company, idempotent by clave, and the counter exact under parallel writes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearUsuario, empresaConAdmin, login, pilaConSuperadmin, type Session } from './fixtures.js';
import type { TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;
let admin: Session;
let empresaId: string;
let svc: typeof import('../../functions/lib/notificaciones/service.js');

beforeAll(async () => {
  ({ stack, superadmin } = await pilaConSuperadmin({ scheduler: false }));
  svc = await import('../../functions/lib/notificaciones/service.js');
  ({ empresaId, admin } = await empresaConAdmin(stack, superadmin, {
    nombreLegal: 'Notis SA',
    nombreComercial: 'Notis',
    cif: 'N1234567',
    email: 'info@notis.test',
    admin: { nombre: 'Nora', email: 'nora@notis.test', password: 'Nora-Clave-2026' },
  }));
});
afterAll(async () => {
  await stack?.cleanup();
});

const bell = async (s: Session) => (await stack.call('GET', '/api/notificaciones', { token: s.token })).body.data;

describe('notifications from real events', () => {
  it('a company created notifies the superadmin', async () => {
    const data = await bell(superadmin);
    expect(data.items[0]).toMatchObject({
      title: 'Empresa creada',
      type: 'sistema',
      prioridad: 'media',
      isRead: false,
      actionUrl: '/empresas',
    });
    expect(data.items[0].message).toBe('Notis se ha dado de alta en la plataforma con el plan professional.');
    expect(data.noLeidas).toBeGreaterThanOrEqual(1);
  });

  it('a user added notifies the company admins (not the new user), newest first', async () => {
    expect((await bell(admin)).noLeidas).toBe(0);
    await crearUsuario(stack, admin, { email: 'uno@notis.test', rol: 'operador', nombre: 'Uno' });
    await crearUsuario(stack, admin, { email: 'dos@notis.test', rol: 'admin', nombre: 'Dos' });
    const data = await bell(admin);
    expect(data.noLeidas).toBe(2);
    expect(data.items.map((n: { message: string }) => n.message)).toEqual([
      'Dos (dos@notis.test) ya tiene acceso como Administrador.',
      'Uno (uno@notis.test) ya tiene acceso como Operador.',
    ]);
    expect(data.items[0].title).toBe('Nuevo usuario en Notis');
    const dos = await login(stack, 'dos@notis.test', 'Usuario-Prueba-2026');
    expect((await bell(dos)).items).toEqual([]);
  });
});

describe('reading and removing', () => {
  it('marks one read, then all; removes one and then all; the count follows exactly', async () => {
    await svc.notificar([{ userId: admin.user.id, empresaId }], {
      type: 'entrevista',
      prioridad: 'alta',
      title: 'A',
      message: 'a',
      actionUrl: '/entrevistas',
    });
    let data = await bell(admin);
    const before = data.noLeidas;
    const first = data.items[0];
    const read = await stack.call('PATCH', `/api/notificaciones/${first.id}`, { token: admin.token, body: { isRead: true } });
    expect(read.body.data.isRead).toBe(true);
    await stack.call('PATCH', `/api/notificaciones/${first.id}`, { token: admin.token, body: { isRead: true } });
    expect((await bell(admin)).noLeidas).toBe(before - 1);

    const all = await stack.call('POST', '/api/notificaciones/leer-todas', { token: admin.token });
    expect(all.body).toMatchObject({ message: 'Todas las notificaciones marcadas como leídas', data: { marcadas: before - 1 } });
    data = await bell(admin);
    expect(data.noLeidas).toBe(0);
    expect(data.items.every((n: { isRead: boolean }) => n.isRead)).toBe(true);

    await svc.notificar([{ userId: admin.user.id, empresaId }], { type: 'candidato', prioridad: 'baja', title: 'B', message: 'b' });
    const nueva = (await bell(admin)).items[0];
    await stack.call('DELETE', `/api/notificaciones/${nueva.id}`, { token: admin.token });
    data = await bell(admin);
    expect(data.noLeidas).toBe(0);
    expect(data.items.find((n: { id: string }) => n.id === nueva.id)).toBeUndefined();

    const cleared = await stack.call('DELETE', '/api/notificaciones', { token: admin.token });
    expect(cleared.body.data.eliminadas).toBeGreaterThan(0);
    expect(await bell(admin)).toMatchObject({ items: [], noLeidas: 0 });
  });

  it("another user's notification is a 404, and a body other than {isRead:true} is refused", async () => {
    const mine = (await bell(superadmin)).items[0];
    expect((await stack.call('PATCH', `/api/notificaciones/${mine.id}`, { token: admin.token, body: { isRead: true } })).status).toBe(404);
    expect((await stack.call('DELETE', `/api/notificaciones/${mine.id}`, { token: admin.token })).status).toBe(404);
    expect((await stack.call('PATCH', `/api/notificaciones/${mine.id}`, { token: superadmin.token, body: { isRead: false } })).status).toBe(
      400,
    );
  });
});

describe('counters and idempotency', () => {
  it('20 parallel notifications count 20; 10 parallel reads of one notification count one', async () => {
    const me = { userId: admin.user.id, empresaId };
    await Promise.all(
      Array.from({ length: 20 }, (_, i) => svc.notificar([me], { type: 'sistema', prioridad: 'baja', title: `P${i}`, message: 'p' })),
    );
    const data = await bell(admin);
    expect(data.noLeidas).toBe(20);
    const id = data.items[0].id;
    await Promise.all(
      Array.from({ length: 10 }, () => stack.call('PATCH', `/api/notificaciones/${id}`, { token: admin.token, body: { isRead: true } })),
    );
    expect((await bell(admin)).noLeidas).toBe(19);
  });

  it('the same clave reaches each user once', async () => {
    const me = { userId: admin.user.id, empresaId };
    const n = { type: 'sistema' as const, prioridad: 'alta' as const, title: 'Licencia', message: 'vence', clave: 'licencia-2026-12-01' };
    expect(await svc.notificar([me], n)).toBe(1);
    expect(await svc.notificar([me], n)).toBe(0);
    const titles = (await bell(admin)).items.filter((x: { title: string }) => x.title === 'Licencia');
    expect(titles).toHaveLength(1);
  });
});
