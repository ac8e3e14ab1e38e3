// The scheduled jobs through the local scheduler (the same modules EventBridge runs): the
// reminders notify once, however often they run.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { login, type Session } from './fixtures.js';
import { SUPERADMIN, startTestStack, type TestStack } from './local-stack.js';

let stack: TestStack;
let superadmin: Session;

beforeAll(async () => {
  stack = await startTestStack();
  superadmin = await login(stack, SUPERADMIN.email, SUPERADMIN.password);
});
afterAll(async () => {
  await stack?.cleanup();
});

describe('reminders job', () => {
  it('a licence expiring within 7 days notifies the company admins once, even when the job runs twice', async () => {
    const mk = async (n: number, email: string) =>
      (await stack.call('POST', '/api/empresas', { token: superadmin.token, body: { nombreLegal: `Lic ${n} SA`, nombreComercial: `Lic ${n}`, cif: `L${1000000 + n}`, email: `l${n}@lic.test`, adminData: { nombre: 'Admin', email, password: 'Admin-Clave-2026', confirmPassword: 'Admin-Clave-2026' } } })).body.data;
    const pronto = await mk(1, 'a1@lic.test');
    const lejos = await mk(2, 'a2@lic.test');
    const { updateItem } = await import('../../functions/lib/db/repository.js');
    const { keys } = await import('../../functions/lib/db/keys.js');
    await updateItem(keys.empresa(pronto.id), { 'licencias.fechaVencimiento': new Date(Date.now() + 3 * 86_400_000).toISOString() });
    // lejos keeps the default expiry: 30 days ahead.

    const first = (await stack.scheduler!.runNow('recordatorios')) as { licencias: { notificaciones: number } };
    const second = (await stack.scheduler!.runNow('recordatorios')) as { licencias: { notificaciones: number } };
    expect(first.licencias.notificaciones).toBe(1);
    expect(second.licencias.notificaciones).toBe(0);

    const a1 = await login(stack, 'a1@lic.test', 'Admin-Clave-2026');
    const bell = (await stack.call('GET', '/api/notificaciones', { token: a1.token })).body.data;
    const avisos = bell.items.filter((n: { title: string }) => n.title === 'Tu licencia vence pronto');
    expect(avisos).toHaveLength(1);
    expect(avisos[0]).toMatchObject({ prioridad: 'alta', actionUrl: '/empresas' });
    expect(avisos[0].message).toMatch(/^La licencia de Lic 1 vence el .+ \(3 día\(s\)\)/);
    const a2 = await login(stack, 'a2@lic.test', 'Admin-Clave-2026');
    expect((await stack.call('GET', '/api/notificaciones', { token: a2.token })).body.data.items).toEqual([]);
    expect(lejos.licencias.fechaVencimiento).toBeDefined();
  });
});
